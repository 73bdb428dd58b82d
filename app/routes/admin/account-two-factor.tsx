/** The signed-in staff member's two-factor sign-in: its state, and a new set of recovery codes. */
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { adminContext } from "~/.server/auth/guard";
import { renewRecoveryCodes, twoFactorSummary } from "~/.server/auth/two-factor-account";
import { validatedForm } from "~/.server/forms/validated-form";
import { Field } from "~/components/admin/field";
import { RecoveryCodeList } from "~/components/admin/recovery-codes";
import { adminMessages as m } from "~/i18n/admin-messages";
import { formatLagosDateTime } from "~/lib/format-date";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/account-two-factor";

export async function loader({ context }: Route.LoaderArgs) {
  const { enrolledAt, recoveryCodesLeft } = await twoFactorSummary(context.get(adminContext));
  // Written out here: the date helper stays out of the code every public page loads.
  return {
    enrolledAt: enrolledAt ? formatLagosDateTime(enrolledAt, "en") : null,
    recoveryCodesLeft,
  };
}

const codeForm = z.object({ code: z.string().trim().min(1).max(64) });

export async function action({ request, context }: Route.ActionArgs) {
  const checked = await validatedForm(request, codeForm, (form) => ({
    code: String(form.get("code") ?? ""),
  }));
  if (!checked.ok) return data({ error: m.account.appCodeNeeded }, { status: 400 });
  return renewRecoveryCodes(
    context.get(adminContext),
    checked.data.code,
    context.get(requestInfoContext).ip,
  );
}

export function meta() {
  return [{ title: `${m.account.twoFactorTitle} | ${m.brand}` }];
}

export default function AccountTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const renewed = actionData && "recoveryCodes" in actionData ? actionData.recoveryCodes : null;
  const error = actionData && "error" in actionData ? actionData.error : null;
  const left = renewed ? renewed.length : loaderData.recoveryCodesLeft;
  return (
    <section className="max-w-2xl py-10">
      <h1 className="font-serif text-3xl text-main">{m.account.twoFactorTitle}</h1>
      {loaderData.enrolledAt ? (
        <p className="mt-4 text-ink">{m.account.enrolledSince(loaderData.enrolledAt)}</p>
      ) : null}
      <p className="mt-2 text-ink">{m.account.codesLeft(left)}</p>
      {left <= 3 ? (
        <p
          role="status"
          className="mt-4 rounded-md border border-capital/50 bg-paper p-3 text-sm text-ink"
        >
          {m.account.fewLeft}
        </p>
      ) : null}
      <h2 className="mt-10 font-serif text-2xl text-main">{m.account.renewTitle}</h2>
      {renewed ? (
        <>
          <p role="status" className="mt-4 text-ink">
            {m.account.renewed}
          </p>
          <RecoveryCodeList codes={renewed} />
        </>
      ) : (
        <>
          <p className="mt-3 text-muted">{m.account.renewIntro}</p>
          {error ? (
            <p
              role="alert"
              className="mt-4 rounded-md border border-danger/30 bg-danger-50 p-3 text-sm text-danger"
            >
              {error}
            </p>
          ) : null}
          <Form method="post" className="mt-6 max-w-sm space-y-5">
            <Field label={m.account.renewCode} name="code" autoComplete="one-time-code" required />
            <button
              type="submit"
              disabled={busy}
              className="h-11 rounded-md bg-main px-5 font-semibold text-white hover:bg-main-700 disabled:opacity-70"
            >
              {busy ? m.account.renewing : m.account.renewSubmit}
            </button>
          </Form>
        </>
      )}
      <p className="mt-10 text-sm text-muted">{m.account.lostPhone}</p>
    </section>
  );
}
