/** Loading a request for publication and deciding on it; the route module stays a thin shell. */
import { data, redirect } from "react-router";
import type { Administrator } from "~/.server/auth/guard";
import { db } from "~/.server/db/client";
import { ConflictError, ForbiddenError, NotFoundError } from "~/.server/errors";
import { validatedForm } from "~/.server/forms/validated-form";
import { foundOr404, notFound } from "~/.server/http-errors";
import { decide } from "~/.server/news/decisions";
import { getNews } from "~/.server/news/queries";
import { openReview } from "~/.server/news/review-state";
import { adminMessages as m } from "~/i18n/admin-messages";
import { decisionRefusal, decisionSchema, readDecisionForm } from "~/lib/news-review";
import { formatLagosTime } from "~/lib/newsroom-time";
import type { FieldErrors } from "~/lib/field-errors";

export async function loadReview(id: string, admin: Administrator) {
  const item = await foundOr404(getNews(db, id, { status: "all", locale: "en" }));
  const open = await openReview(db, item.id);
  const pending = open?.state === "pending" ? open.revision : null;
  return {
    item: { id: item.id, title: item.title, version: item.version },
    request: pending
      ? {
          number: pending.number,
          title: pending.snapshot.title,
          text: m.review.pendingText(
            pending.author ?? m.revisions.unknownAuthor,
            formatLagosTime(pending.createdAt),
            m.review.outcome(
              pending.snapshot.status === "scheduled" ? "scheduled" : "published",
              pending.snapshot.publishAt ? formatLagosTime(pending.snapshot.publishAt) : null,
            ),
          ),
          refusal: decisionRefusal(admin, pending.author),
        }
      : null,
  };
}

function failed(error: string, status: number, fieldErrors: FieldErrors = {}) {
  return data({ error, fieldErrors }, { status });
}

export async function decideReview(
  request: Request,
  id: string,
  actor: { admin: Administrator; ip: string },
) {
  const checked = await validatedForm(request, decisionSchema, readDecisionForm);
  if (!checked.ok) return failed(m.form.fixErrors, 400, checked.fieldErrors);
  try {
    await decide(db, id, checked.data, actor);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    if (error instanceof ForbiddenError)
      return failed(
        m.review.refusals[error.reason as "role" | "own-edit"] ?? m.forbidden.text,
        403,
      );
    if (error instanceof ConflictError) return failed(m.review.conflict, 409);
    throw error;
  }
  return redirect(`/admin/approvals?notice=${checked.data.decision}`);
}
