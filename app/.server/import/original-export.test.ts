import { describe, expect, test } from "vitest";
import {
  checkDocument,
  ExportFormatError,
  parseTimestamp,
  readExport,
  storagePathOf,
} from "./original-export";

const doc = { title: "Board appoints new chair", content: "<p>Text</p>", date: "2023-05-02" };

describe("readExport", () => {
  test("reads an array of documents, each with its id", () => {
    expect(readExport(JSON.stringify([{ id: "a1", ...doc }]))).toEqual([
      { id: "a1", fields: { id: "a1", ...doc } },
    ]);
  });

  test("reads an object keyed by document id", () => {
    expect(readExport(JSON.stringify({ a1: doc, b2: doc })).map((d) => d.id)).toEqual(["a1", "b2"]);
  });

  test("reads the news collection of a __collections__ export", () => {
    const text = JSON.stringify({ __collections__: { news: { a1: doc }, users: { u: {} } } });
    expect(readExport(text)).toEqual([{ id: "a1", fields: doc }]);
  });

  test("reports an array entry without an id as a failed document, not the whole file", () => {
    const documents = readExport(JSON.stringify([{ id: "a1", ...doc }, doc, 7]));
    expect(documents.map((d) => d.id)).toEqual(["a1", "entry 2", "entry 3"]);
    expect(checkDocument(documents[1]!)).toEqual({
      ok: false,
      id: "entry 2",
      reason: "it has no id",
    });
    expect(checkDocument(documents[2]!)).toMatchObject({
      ok: false,
      reason: "it is not a document",
    });
  });

  test.each([
    ["invalid JSON", "{ not json", /not valid JSON/],
    ["a bare string", '"news"', /neither an array nor an object/],
    ["collections without news", JSON.stringify({ __collections__: { users: {} } }), /"news"/],
    ["an object of non-documents", JSON.stringify({ a: 1, b: "x" }), /not keyed by document id/],
  ])("refuses %s", (_name, text, message) => {
    expect(() => readExport(text)).toThrow(ExportFormatError);
    expect(() => readExport(text)).toThrow(message);
  });
});

describe("parseTimestamp", () => {
  const instant = new Date("2023-11-14T22:13:20.123Z");
  test.each([
    ["an ISO string", "2023-11-14T22:13:20.123Z"],
    ["_seconds/_nanoseconds", { _seconds: 1700000000, _nanoseconds: 123000000 }],
    ["seconds/nanoseconds", { seconds: 1700000000, nanoseconds: 123456789 }],
    [
      "a __datatype__ timestamp",
      { __datatype__: "timestamp", value: { _seconds: 1700000000, _nanoseconds: 123000000 } },
    ],
    [
      "a __datatype__ around an ISO string",
      { __datatype__: "timestamp", value: "2023-11-14T22:13:20.123Z" },
    ],
  ])("reads %s", (_name, value) => {
    expect(parseTimestamp(value)?.toISOString()).toBe(instant.toISOString());
  });

  test("absent is undefined, nonsense throws", () => {
    expect(parseTimestamp(undefined)).toBeUndefined();
    expect(parseTimestamp(null)).toBeUndefined();
    expect(() => parseTimestamp("yesterday")).toThrow();
    expect(() => parseTimestamp("2023-13-45")).toThrow();
    expect(() => parseTimestamp({ seconds: "x" })).toThrow();
  });
});

describe("checkDocument", () => {
  test("keeps the dates: the calendar date in Lagos, created and updated as given", () => {
    const result = checkDocument({
      id: "a1",
      fields: {
        title: " Results ",
        content: "<p>Strong &amp; steady growth.</p>",
        // 23:30 UTC is already the next day in Lagos.
        date: "2023-05-01T23:30:00Z",
        createdAt: { _seconds: 1682983800, _nanoseconds: 0 },
      },
    });
    expect(result).toMatchObject({
      ok: true,
      news: {
        title: "Results",
        excerpt: "Strong & steady growth.",
        date: "2023-05-02",
        imageUrl: null,
      },
    });
    if (!result.ok) throw new Error("unreachable");
    expect(result.news.publishedAt.toISOString()).toBe("2023-05-01T23:30:00.000Z");
    expect(result.news.updatedAt).toEqual(result.news.createdAt);
  });

  test("says why a document cannot be imported", () => {
    expect(checkDocument({ id: "x", fields: { content: "<p>a</p>", date: "2023-01-01" } })).toEqual(
      { ok: false, id: "x", reason: "it has no title" },
    );
    expect(checkDocument({ id: "y", fields: { ...doc, date: "soon" } })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/date is not a date/),
    });
    expect(checkDocument({ id: "z", fields: { title: "t", content: "c" } })).toMatchObject({
      ok: false,
      reason: "it has neither date nor createdAt",
    });
  });
});

describe("storagePathOf", () => {
  test("decodes the object path of a storage download URL", () => {
    expect(
      storagePathOf(
        "https://firebasestorage.googleapis.com/v0/b/site.appspot.com/o/news%2F1700000000000_photo%20one.jpg?alt=media&token=abc",
      ),
    ).toBe("news/1700000000000_photo one.jpg");
    expect(storagePathOf("gs://site.appspot.com/news/1_a.png")).toBe("news/1_a.png");
  });

  test("refuses paths that would leave the images directory, and other URLs", () => {
    expect(storagePathOf("https://x/v0/b/b/o/news%2F..%2F..%2Fetc%2Fpasswd")).toBeUndefined();
    expect(storagePathOf("https://example.com/pictures/a.jpg")).toBeUndefined();
    expect(storagePathOf("not a url")).toBeUndefined();
  });
});
