import { expect, test } from "vitest";
import { asksForPublication, decisionRefusal, decisionSchema } from "./news-review";

test("publishing now and scheduling ask for publication; drafts and taking down do not", () => {
  expect(asksForPublication("published")).toBe(true);
  expect(asksForPublication("scheduled")).toBe(true);
  expect(asksForPublication("draft")).toBe(false);
  expect(asksForPublication("unpublished")).toBe(false);
});

test("only reviewers and administrators decide, never on their own save", () => {
  const reviewer = { role: "reviewer" as const, email: "Compliance@bglgroup.ng" };
  expect(decisionRefusal(reviewer, "desk@bglgroup.ng")).toBeNull();
  expect(decisionRefusal(reviewer, "compliance@bglgroup.ng")).toBe("own-edit");
  expect(decisionRefusal({ role: "administrator", email: "a@bglgroup.ng" }, null)).toBeNull();
  expect(decisionRefusal({ role: "editor", email: "e@bglgroup.ng" }, "desk@bglgroup.ng")).toBe(
    "role",
  );
});

test("a rejection needs a comment; an approval does not", () => {
  expect(decisionSchema.safeParse({ decision: "approve", version: "3" }).success).toBe(true);
  const bare = decisionSchema.safeParse({ decision: "reject", version: "3", comment: "  " });
  expect(bare.success).toBe(false);
  expect(
    decisionSchema.safeParse({ decision: "reject", version: "3", comment: "Cite the source." })
      .success,
  ).toBe(true);
  expect(decisionSchema.safeParse({ decision: "publish", version: "3" }).success).toBe(false);
});
