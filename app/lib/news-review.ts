/**
 * The four-eyes rule's parts that need no database: which saves wait for approval, who may decide
 * on one, and the decision form's rules (shared by the review page and its action).
 */
import { z } from "zod";
import type { NewsStatusValue } from "./news-schema";
import type { StaffRole } from "./staff-roles";

/** A save asking for one of these states makes the item public (now or at its time). */
export function asksForPublication(status: NewsStatusValue): boolean {
  return status === "published" || status === "scheduled";
}

/** Why someone may not decide on a revision, said by the server and the page alike. */
export type DecisionRefusal = "role" | "own-edit";

/**
 * Why `decider` may not approve or reject a revision saved by `author`, or null when they may:
 * only reviewers and administrators decide, and never on their own save.
 */
export function decisionRefusal(
  decider: { role: StaffRole; email: string },
  author: string | null,
): DecisionRefusal | null {
  if (decider.role !== "administrator" && decider.role !== "reviewer") return "role";
  if (author !== null && author.toLowerCase() === decider.email.toLowerCase()) return "own-edit";
  return null;
}

const version = z.coerce.number().int().min(1);

/** A decision as the review form sends it: a rejection says what has to change. */
export const decisionSchema = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve"), version, comment: z.string().optional() }),
  z.object({
    decision: z.literal("reject"),
    version,
    comment: z
      .string()
      .trim()
      .min(1, "Say what has to change before it can be published")
      .max(2000, "At most 2,000 characters"),
  }),
]);

export type DecisionValues = z.output<typeof decisionSchema>;

export function readDecisionForm(form: FormData) {
  return {
    decision: String(form.get("decision") ?? ""),
    version: String(form.get("version") ?? ""),
    comment: String(form.get("comment") ?? ""),
  };
}
