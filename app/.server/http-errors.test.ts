import { isRouteErrorResponse } from "react-router";
import { describe, expect, test } from "vitest";
import { NotFoundError, ValidationError } from "./errors";
import { foundOr404, notFound } from "./http-errors";
import { requestedPage, requirePageInRange } from "./pagination";

/** The 404 status a loader would answer with, or the error itself when it is something else. */
async function statusOf(run: () => unknown): Promise<number | unknown> {
  try {
    await run();
    return 200;
  } catch (error) {
    const response = error as { type?: string; init?: { status?: number } };
    if (response.type === "DataWithResponseInit") return response.init?.status;
    if (isRouteErrorResponse(error)) return error.status;
    return error;
  }
}

describe("not found", () => {
  test("notFound ends a loader with 404", async () => {
    expect(await statusOf(() => notFound())).toBe(404);
  });

  test("foundOr404 turns an unknown id into 404 and lets other failures through", async () => {
    expect(await statusOf(() => foundOr404(Promise.reject(new NotFoundError("gone"))))).toBe(404);
    const invalid = new ValidationError("bad", {});
    expect(await statusOf(() => foundOr404(Promise.reject(invalid)))).toBe(invalid);
    expect(await foundOr404(Promise.resolve("item"))).toBe("item");
  });
});

describe("requested page", () => {
  const request = (search: string) => new Request(`https://example.com/news${search}`);

  test("no parameter is the first page; a valid one is taken as it is", () => {
    expect(requestedPage(request(""))).toBe(1);
    expect(requestedPage(request("?page=3"))).toBe(3);
  });

  test("a page that cannot exist answers 404", async () => {
    for (const search of ["?page=0", "?page=-2", "?page=two", "?page=1.5"])
      expect(await statusOf(() => requestedPage(request(search))), search).toBe(404);
    expect(await statusOf(() => requirePageInRange(4, 3))).toBe(404);
    expect(await statusOf(() => requirePageInRange(3, 3))).toBe(200);
  });
});
