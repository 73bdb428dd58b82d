/**
 * Enrolling an authenticator app, which every staff account does before it reaches the admin:
 * the key as a QR code and as text, the app's first code to confirm, then the recovery codes.
 */
import { createContext, data, Form } from "react-router";
import { z } from "zod";
import { confirmSetup, setupPageData } from "~/.server/auth/second-factor-sign-in";
import { validatedForm } from "~/.server/forms/validated-form";
import { AuthCard, AuthSubmit } from "~/components/admin/auth-card";
import { CancelSignIn } from "~/components/admin/cancel-sign-in";
import { Field } from "~/components/admin/field";
import { RecoveryCodes } from "~/components/admin/recovery-codes";
import { adminMessages as m } from "~/i18n/admin-messages";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/two-factor-setup";

/**
 * Set by the action once the code is accepted. Without JavaScript the page is rendered in the
 * same request, whose cookie is the session the action has just replaced: the loader must not
 * take that for a session that has ended.
 */
const enrolledNow = createContext(false);

export function loader({ request, context }: Route.LoaderArgs) {
  return setupPageData(request, context.get(enrolledNow));
}

const codeForm = z.object({ code: z.string().trim().min(1).max(64) });

export async function action({ request, context }: Route.ActionArgs) {
  const checked = await validatedForm(request, codeForm, (form) => ({
    code: String(form.get("code") ?? ""),
  }));
  if (!checked.ok) return data({ error: m.twoFactor.wrong }, { status: 400 });
  const result = await confirmSetup(request, checked.data.code, {
    ip: context.get(requestInfoContext).ip,
    userAgent: request.headers.get("user-agent") ?? "",
  });
  if ("recoveryCodes" in result.data) context.set(enrolledNow, true);
  return result;
}

// The new session's cookie and a limited attempt's Retry-After reach the browser.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export function meta() {
  return [
    { title: `${m.twoFactor.setupTitle} | BGL Group` },
    { name: "robots", content: "noindex" },
  ];
}

export default function TwoFactorSetup({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData && "recoveryCodes" in actionData)
    return (
      <AuthCard title={m.twoFactor.recoveryTitle}>
        <RecoveryCodes codes={actionData.recoveryCodes} next={actionData.next} />
      </AuthCard>
    );
  if (loaderData.stage === "done")
    return (
      <AuthCard title={m.twoFactor.setupTitle} notice={m.twoFactor.done}>
        <a
          href={loaderData.next}
          className="mt-6 inline-flex h-12 w-full items-center justify-center rounded-md bg-main font-semibold text-white hover:bg-main-700"
        >
          {m.twoFactor.doneContinue}
        </a>
      </AuthCard>
    );
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  const { qr, key } = loaderData;
  return (
    <AuthCard title={m.twoFactor.setupTitle} alert={error}>
      <p className="mt-4 text-sm text-muted">{m.twoFactor.setupIntro}</p>
      <svg
        role="img"
        aria-label={m.twoFactor.qrLabel}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        width={qr.size * 5}
        height={qr.size * 5}
        shapeRendering="crispEdges"
        className="mx-auto mt-6 block h-auto max-w-full rounded-md border border-line bg-white text-ink"
      >
        <path d={qr.path} fill="currentColor" />
      </svg>
      <p className="mt-4 text-sm font-semibold text-ink">{m.twoFactor.keyLabel}</p>
      <code
        data-authenticator-key
        className="mt-1 block rounded-md bg-paper px-3 py-2 font-mono text-sm tracking-wider break-words text-ink"
      >
        {key}
      </code>
      <Form method="post" className="mt-6 space-y-5">
        <Field label={m.twoFactor.code} name="code" autoComplete="one-time-code" required />
        <AuthSubmit label={m.twoFactor.confirm} busyLabel={m.twoFactor.submitting} />
      </Form>
      <CancelSignIn />
    </AuthCard>
  );
}
