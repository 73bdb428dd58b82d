import { describe, expect, it } from "vitest";
import { collapseUnchanged, readableText, textChanges, wordDiff } from "./revision-diff";
import type { RevisionSnapshot } from "./revisions";

function snapshot(overrides: Partial<RevisionSnapshot> = {}): RevisionSnapshot {
  return {
    title: "Green bond listed",
    excerpt: "Listed on the exchange.",
    content: "<p>The bond was listed.</p>",
    date: "2026-11-20",
    slug: "green-bond-listed",
    imageUrl: null,
    tags: ["group"],
    status: "published",
    publishAt: "2026-11-20T08:00:00.000Z",
    unpublishAt: null,
    translations: {},
    ...overrides,
  };
}

describe("word diff", () => {
  it("marks the words removed and added, keeping the rest", () => {
    expect(
      wordDiff("The fund returned 12% in 2025.", "The fund returned 14% in 2025.", "en"),
    ).toEqual([
      { kind: "same", text: "The fund returned " },
      { kind: "removed", text: "12" },
      { kind: "added", text: "14" },
      { kind: "same", text: "% in 2025." },
    ]);
  });

  it("divides Chinese into words although it has no spaces", () => {
    const parts = wordDiff("基金今年回报良好。", "基金今年回报稳健。", "zh");
    expect(
      parts
        .filter((part) => part.kind === "same")
        .map((part) => part.text)
        .join(""),
    ).toContain("基金今年回报");
    expect(parts.find((part) => part.kind === "removed")?.text).toBe("良好");
    expect(parts.find((part) => part.kind === "added")?.text).toBe("稳健");
  });
});

describe("readable text", () => {
  it("puts blocks on their own lines, names images and decodes entities", () => {
    expect(
      readableText(
        '<h2>Terms</h2><p>Price&nbsp;&amp; size</p><ul><li>One</li><li>Two</li></ul><img src="/media/a.webp" alt="The signing">',
      ),
    ).toBe("Terms\n\nPrice & size\n\nOne\nTwo\n\n[The signing]");
  });
});

describe("text changes", () => {
  it("lists only the changed fields of the changed languages, and markup-only changes as such", () => {
    const before = snapshot({
      translations: {
        fr: { title: "Obligation verte cotée", excerpt: "E", content: "<p>C</p>", source: "human" },
      },
    });
    const after = snapshot({
      content: "<p>The bond was <strong>listed</strong>.</p>",
      translations: {
        fr: {
          title: "Obligation verte admise",
          excerpt: "E",
          content: "<p>C</p>",
          source: "human",
        },
        zh: { title: "绿色债券上市", excerpt: "摘要", content: "<p>正文</p>", source: "machine" },
      },
    });
    const changes = textChanges(before, after);
    expect(changes.map((change) => change.locale)).toEqual(["en", "fr", "zh"]);
    expect(changes[0]?.fields).toEqual([
      {
        field: "content",
        parts: [{ kind: "same", text: "The bond was listed." }],
        markupOnly: true,
      },
    ]);
    expect(changes[1]?.fields.map((field) => field.field)).toEqual(["title"]);
    expect(changes[2]?.fields[0]?.parts).toEqual([{ kind: "added", text: "绿色债券上市" }]);
  });
});

describe("collapsing unchanged text", () => {
  it("keeps two lines around each change and marks what it left out", () => {
    const lines = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => `Line ${from + i}`).join("\n");
    const parts = collapseUnchanged([
      { kind: "same", text: `${lines(1, 9)}\nStart ` },
      { kind: "added", text: "new" },
      { kind: "same", text: ` end\n${lines(10, 20)}\nAgain ` },
      { kind: "removed", text: "old" },
      { kind: "same", text: `\n${lines(21, 30)}` },
    ]);
    expect(parts.map((part) => part.text)).toEqual([
      "…\nLine 8\nLine 9\nStart ",
      "new",
      " end\nLine 10\nLine 11\n…\nLine 19\nLine 20\nAgain ",
      "old",
      "\nLine 21\nLine 22\n…",
    ]);
  });
});
