/**
 * Every form action reads its body here: at most `maxBytes` (a declared larger body is refused
 * before it is read, a body that grows past the limit as it streams is cut off), so no request can
 * make the server buffer more than a form needs. Too large: 413; not a form body: 400.
 */
import { data } from "react-router";

/** Room for the contact form at its longest in any script, URL-encoded; the other forms need less. */
export const formBodyLimit = 256 * 1024;

function tooLarge(): never {
  throw data({ message: "The form is larger than this site accepts." }, { status: 413 });
}

export async function readForm(request: Request, maxBytes = formBodyLimit): Promise<FormData> {
  const declared = Number(request.headers.get("content-length"));
  if (declared > maxBytes) tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        tooLarge();
      }
      chunks.push(value);
    }
  }
  const body = new Blob(chunks as BlobPart[]);
  const contentType = request.headers.get("content-type") ?? "";
  try {
    return await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw data({ message: "The request is not a form." }, { status: 400 });
  }
}
