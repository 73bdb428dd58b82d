import { describe, expect, test } from "vitest";
import { readForm } from "./read-form";

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? 500;
  }
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("https://example.com/contact", {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    duplex: "half",
  } as RequestInit);

describe("readForm", () => {
  test("reads a form within the limit, in any script", async () => {
    const form = await readForm(post(new URLSearchParams({ name: "Adaeze", message: "资产管理" })));
    expect(form.get("name")).toBe("Adaeze");
    expect(form.get("message")).toBe("资产管理");
  });

  test("refuses a body declared or streamed past the limit with 413", async () => {
    const big = "message=" + "x".repeat(2_000);
    expect(await statusOf(readForm(post(big), 1_000))).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(600).fill(120));
      },
    });
    expect(await statusOf(readForm(post(stream), 1_000))).toBe(413);
  });

  test("a body that is not a form is a 400", async () => {
    const json = post('{"a":1}', { "content-type": "application/json" });
    expect(await statusOf(readForm(json))).toBe(400);
  });
});
