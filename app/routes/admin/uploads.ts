/** POST /admin/uploads: one image, multipart field `file`; answers JSON, never a redirect. */
import { data } from "react-router";
import { recordAudit } from "~/.server/audit";
import { mayUse } from "~/.server/auth/access";
import { getAdmin } from "~/.server/auth/guard";
import { db } from "~/.server/db/client";
import { maxUploadBytes, storeImage, UploadError } from "~/.server/media/store";
import { mediaStorage } from "~/.server/media/media-storage";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/uploads";

/** Room for the multipart envelope around a file of the maximum size. */
const maxBodyBytes = maxUploadBytes + 64 * 1024;

function failure(code: string, message: string, status: number) {
  return data({ code, message }, { status });
}

/** Reading the address (a browser, a scanner) gets the same answer as any method but POST. */
export function loader() {
  return failure("invalid-argument", "Use POST.", 405);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return failure("invalid-argument", "Use POST.", 405);
  const admin = await getAdmin(request);
  if (!admin) return failure("unauthenticated", "User is not authenticated", 401);
  if (!mayUse("/admin/uploads", request.method, admin.role))
    return failure("permission-denied", "Your role cannot upload images.", 403);

  const length = Number(request.headers.get("content-length"));
  if (!length) return failure("invalid-argument", "The upload has no length.", 411);
  if (length > maxBodyBytes) return failure("too-large", "The image is larger than 10 MB.", 413);

  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get("file");
  } catch {
    return failure("invalid-argument", "The upload could not be read.", 400);
  }
  if (!(file instanceof File))
    return failure("invalid-argument", "Choose an image to upload.", 400);

  try {
    const stored = await storeImage(db, mediaStorage, {
      name: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
    await recordAudit(db, {
      action: "media-upload",
      actor: admin.email,
      subject: stored.key,
      detail: { size: stored.size, width: stored.width, height: stored.height },
      ip: context.get(requestInfoContext).ip,
    });
    return data(
      { url: stored.url, width: stored.width, height: stored.height, variants: stored.variants },
      { status: 201 },
    );
  } catch (error) {
    if (error instanceof UploadError) return failure(error.code, error.message, error.status);
    throw error;
  }
}
