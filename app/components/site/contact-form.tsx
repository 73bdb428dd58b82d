/** The contact form, shared by the contact page and the home page's block. */
import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { site } from "~/content/site";
import { useI18n } from "~/i18n/use-i18n";
import { useSiteContacts } from "~/lib/site-contacts";
import { contactLimits, type ContactField } from "~/lib/contact-schema";
import { formStartPath, useFormStart } from "~/lib/use-form-start";

export interface ContactFormResult {
  sent: boolean;
  error?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

interface ContactFormProps {
  /** The result of a submission without JavaScript, from the page's action. */
  pageResult?: ContactFormResult;
}

const fields: {
  name: ContactField;
  type: "text" | "email" | "tel";
  autoComplete: string;
  wide?: boolean;
}[] = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "phone", type: "tel", autoComplete: "tel" },
  { name: "country", type: "text", autoComplete: "country-name" },
  { name: "address", type: "text", autoComplete: "address-line1", wide: true },
  { name: "subject", type: "text", autoComplete: "off", wide: true },
];

export function ContactForm({ pageResult }: ContactFormProps) {
  const { t, href, locale } = useI18n();
  const groupEmail = useSiteContacts(locale)?.group?.email;
  const fetcher = useFetcher<ContactFormResult>();
  const result = fetcher.data ?? pageResult;
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const busy = fetcher.state !== "idle";
  const errors = result?.fieldErrors ?? {};
  const values = result?.sent ? {} : (result?.values ?? {});

  useEffect(() => {
    if (fetcher.data?.sent) formRef.current?.reset();
  }, [fetcher.data]);

  useFormStart(formRef);

  const labels: Record<ContactField, string> = {
    name: t.contactForm.name,
    email: t.contactForm.email,
    phone: t.contactForm.phone,
    address: t.contactForm.address,
    country: t.contactForm.country,
    subject: t.contactForm.subject,
    message: t.contactForm.message,
  };
  const required = new Set<ContactField>(["email", "message"]);
  const describedBy = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined);
  const inputClass = (name: string) =>
    `mt-2 w-full rounded-md border bg-white px-4 py-3 text-ink transition-colors focus:border-main ${
      errors[name] ? "border-danger" : "border-line"
    }`;
  const label = (name: ContactField) => (
    <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-ink">
      {labels[name]}
      {required.has(name) ? (
        <span className="font-normal text-muted"> ({t.contactForm.required})</span>
      ) : null}
    </label>
  );
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-danger">
        {errors[name]}
      </p>
    ) : null;

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={href("/contact")}
      noValidate
      className="grid gap-5 sm:grid-cols-2"
    >
      <div aria-live="polite" className="sm:col-span-2">
        {result?.sent ? (
          <p role="status" className="rounded-md border border-main/30 bg-main-50 p-4 text-main">
            {t.contactForm.sent}
          </p>
        ) : result?.error ? (
          <p
            role="alert"
            className="rounded-md border border-danger/30 bg-danger-50 p-4 text-danger"
          >
            {result.error}
            {result.error === t.contactForm.failed && groupEmail ? (
              <>
                {" "}
                <a className="font-semibold underline" href={`mailto:${groupEmail}`}>
                  {groupEmail}
                </a>
                .
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      {values.started ? <input type="hidden" name="started" value={values.started} /> : null}
      <noscript>
        {/* Without JavaScript, this image starts the clock of the minimum fill time. */}
        <img src={formStartPath} alt="" width={1} height={1} className="absolute" />
      </noscript>
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t.contactForm.honeypot}</label>
        <input
          id={`${id}-website`}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {fields.map((field) => (
        <div key={field.name} className={field.wide ? "sm:col-span-2" : undefined}>
          {label(field.name)}
          <input
            id={`${id}-${field.name}`}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            maxLength={contactLimits[field.name]}
            required={required.has(field.name) || undefined}
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={describedBy(field.name)}
            defaultValue={values[field.name] ?? ""}
            className={inputClass(field.name)}
          />
          {error(field.name)}
        </div>
      ))}
      <div className="sm:col-span-2">
        {label("message")}
        <textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          required
          maxLength={contactLimits.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message")}
          defaultValue={values.message ?? ""}
          className={inputClass("message")}
        />
        {error("message")}
      </div>
      <div className="sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            id={`${id}-consent`}
            type="checkbox"
            name="consent"
            value="yes"
            required
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={describedBy("consent")}
            className="mt-1 size-5 shrink-0 accent-main"
          />
          <label htmlFor={`${id}-consent`} className="text-sm leading-relaxed text-muted">
            {t.contactForm.consent}{" "}
            <a
              href={site.documents.dataProtection}
              target="_blank"
              rel="noopener"
              className="font-semibold text-main underline"
            >
              {t.contactForm.privacyPolicy}
            </a>
            .
          </label>
        </div>
        {error("consent")}
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={busy}
          className="h-12 rounded-md bg-main px-8 font-semibold text-white transition-colors hover:bg-main-700 disabled:opacity-70"
        >
          {busy ? t.contactForm.submitting : t.contactForm.submit}
        </button>
      </div>
    </fetcher.Form>
  );
}
