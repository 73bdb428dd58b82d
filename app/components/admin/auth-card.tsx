import { useNavigation } from "react-router";

/** The card the signed-out staff pages share: sign-in, asking for a new password, setting it. */
export function AuthCard({
  title,
  alert,
  notice,
  children,
}: {
  title: string;
  /** A problem with what was sent, announced at once. */
  alert?: string | null;
  /** Good news, such as a link on its way. */
  notice?: string | null;
  children: React.ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-paper px-5 py-16">
      <div className="w-full max-w-md rounded-2xl border border-line bg-white p-8 shadow-xl sm:p-10">
        <img
          src="/logos/main.svg"
          alt="BGL Group"
          width={176}
          height={45}
          className="h-11 w-auto"
        />
        <h1 className="mt-8 font-serif text-3xl text-balance text-main">{title}</h1>
        {alert ? (
          <p
            role="alert"
            className="mt-6 rounded-md border border-danger/30 bg-danger-50 p-3 text-sm text-danger"
          >
            {alert}
          </p>
        ) : null}
        {notice ? (
          <p
            role="status"
            className="mt-6 rounded-md border border-main/30 bg-main-50 p-3 text-sm text-ink"
          >
            {notice}
          </p>
        ) : null}
        {children}
      </div>
    </main>
  );
}

/** The card's full-width submit button, which says what it is doing while the form is sent. */
export function AuthSubmit({ label, busyLabel }: { label: string; busyLabel: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <button
      type="submit"
      disabled={busy}
      className="h-12 w-full rounded-md bg-main font-semibold text-white transition-colors hover:bg-main-700 disabled:opacity-70"
    >
      {busy ? busyLabel : label}
    </button>
  );
}
