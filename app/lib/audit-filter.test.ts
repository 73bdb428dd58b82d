import { expect, test } from "vitest";
import { auditFilterFrom, auditQuery } from "./audit-filter";

test("a person and a known action pass through, and make the same query again", () => {
  const filter = auditFilterFrom(
    new URLSearchParams("actor=%20ada%40bglgroup.ng%20&action=news-publish&page=2"),
  );
  expect(filter).toEqual({ actor: "ada@bglgroup.ng", action: "news-publish" });
  expect(auditQuery(filter)).toBe("?actor=ada%40bglgroup.ng&action=news-publish");
});

test("an unknown action or an over-long name is dropped, not refused", () => {
  expect(
    auditFilterFrom(new URLSearchParams(`action=drop-table&actor=${"a".repeat(255)}`)),
  ).toEqual({});
  expect(auditQuery({})).toBe("");
});
