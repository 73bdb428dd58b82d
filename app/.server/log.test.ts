import { Writable } from "node:stream";
import { expect, test } from "vitest";
import { createLog, requestScope, scrub } from "./log";

test("e-mail addresses are scrubbed from text", () => {
  expect(scrub("550 5.1.1 <ada.obi@example.ng>: unknown user")).toBe(
    "550 5.1.1 <[email]>: unknown user",
  );
  expect(scrub("no address here")).toBe("no address here");
});

test("an error is logged with its type, message, code and stack only, scrubbed, and the request id", () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const log = createLog(sink, "info");
  // A driver's error as PostgreSQL reports a duplicate: its detail quotes the value.
  const error = Object.assign(new Error("duplicate key for chidi@example.ng"), {
    code: "23505",
    detail: "Key (email)=(chidi@example.ng) already exists.",
  });
  requestScope.run("req-12345678", () => log.error({ err: error }, "subscribing failed"));
  log.info("outside any request");

  const [failed, outside] = lines.map((line) => JSON.parse(line));
  expect(failed).toMatchObject({
    level: "error",
    msg: "subscribing failed",
    reqId: "req-12345678",
    err: { type: "Error", message: "duplicate key for [email]", code: "23505" },
  });
  expect(Object.keys(failed.err).sort()).toEqual(["code", "message", "stack", "type"]);
  expect(lines.join("")).not.toContain("chidi@");
  expect(outside.reqId).toBeUndefined();
});
