import { adminMessages as m } from "~/i18n/admin-messages";

/** Recovery codes as they are shown, once: a list to write down, and a text file to keep. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(m.twoFactor.recoveryFile(codes))}`;
  return (
    <>
      <ol
        aria-label={m.twoFactor.recoveryListLabel}
        className="mt-6 grid max-w-md grid-cols-1 gap-2 rounded-md bg-paper p-4 font-mono text-sm tracking-wider whitespace-nowrap text-ink sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <a
        href={file}
        download="bgl-group-recovery-codes.txt"
        className="mt-4 inline-block text-sm font-semibold text-main underline"
      >
        {m.twoFactor.download}
      </a>
    </>
  );
}

/**
 * The end of enrolment: the recovery codes, then on to the admin, as a full page load: the page
 * asked for may be one that only redirects.
 */
export function RecoveryCodes({ codes, next }: { codes: string[]; next: string }) {
  return (
    <>
      <p className="mt-4 text-sm text-muted">{m.twoFactor.recoveryIntro}</p>
      <RecoveryCodeList codes={codes} />
      <a
        href={next}
        className="mt-6 inline-flex h-12 w-full items-center justify-center rounded-md bg-main font-semibold text-white hover:bg-main-700"
      >
        {m.twoFactor.continue}
      </a>
    </>
  );
}
