import { Link } from "react-router";
import { Clock, Mail, MapPin, Phone } from "~/components/ui/contact-icons";
import { iconBase } from "~/components/ui/icons";
import { site } from "~/content/site";
import { fill } from "~/i18n/format";
import { useI18n } from "~/i18n/use-i18n";
import { useSiteContacts } from "~/lib/site-contacts";
import { BadgePreview } from "./badge-preview";
import { menus } from "./navigation";
import { NewsletterForm } from "./newsletter-form";

const headingClass = "font-serif text-lg text-white";
const linkClass =
  "inline-block py-1.5 text-white/80 underline-offset-4 transition-colors duration-200 hover:text-white hover:underline";

export function SiteFooter() {
  const { t, href, locale } = useI18n();
  const businesses = menus.find((menu) => menu.key === "business")?.links ?? [];
  // The head office's address and the group's line, read by the site layout's loader.
  const contacts = useSiteContacts(locale);
  const office = contacts?.offices[0];
  const group = contacts?.group;
  const pages = [
    ["/company/about", t.footer.links.about],
    ["/company/management", t.footer.links.management],
    ["/milestone", t.footer.links.trackRecord],
    ["/news", t.footer.links.news],
    ["/contact", t.footer.links.contact],
    ["/search", t.nav.search],
  ] as const;
  const documents = [
    { href: site.documents.dataProtection, label: t.footer.links.dataProtection },
    { href: site.documents.bestExecution, label: t.footer.links.bestExecution },
    { href: site.documents.terms, label: t.footer.links.terms },
  ];

  return (
    <footer className="on-dark bg-main-900 text-white">
      <div className="border-b border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-8 px-5 py-12 lg:flex-row lg:items-end lg:justify-between lg:px-8">
          <div className="max-w-lg">
            <h2 className="font-serif text-3xl">{t.footer.newsletter.heading}</h2>
            <p className="mt-2 leading-relaxed text-white/75">{t.footer.newsletter.text}</p>
          </div>
          <NewsletterForm />
        </div>
      </div>

      <nav
        aria-label={t.a11y.footerNavigation}
        className="mx-auto grid max-w-7xl gap-10 px-5 py-14 sm:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1fr_1.3fr] lg:px-8"
      >
        <div>
          <img
            src={site.logos.mainLight}
            alt={site.name}
            width={176}
            height={45}
            loading="lazy"
            className="h-11 w-auto"
          />
          <p className="mt-5 max-w-xs text-sm leading-relaxed text-white/70">
            {t.meta.defaultDescription}
          </p>
          <ul className="mt-6 flex gap-2">
            {contacts?.social.map(({ network, url, mark }) => (
              <li key={network}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full border border-white/25 text-white/85 transition-colors duration-200 hover:border-capital hover:text-capital"
                >
                  <svg
                    {...iconBase}
                    {...(mark.filled && { fill: "currentColor", stroke: "none" })}
                    className="size-5"
                  >
                    <path d={mark.d} />
                  </svg>
                  <span className="sr-only">
                    {t.footer.social[network]} {t.a11y.opensInNewTab}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className={headingClass}>{t.footer.usefulLinks}</h2>
          <ul className="mt-4">
            {pages.map(([path, label]) => (
              <li key={path}>
                <Link className={linkClass} to={href(path)}>
                  {label}
                </Link>
              </li>
            ))}
            {documents.map((doc) => (
              <li key={doc.href}>
                <a className={linkClass} href={doc.href} target="_blank" rel="noopener">
                  {doc.label}
                  <span className="sr-only"> {t.a11y.opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className={headingClass}>{t.footer.ourBusinesses}</h2>
          <ul className="mt-4">
            {businesses.map((link) => (
              <li key={link.path}>
                <Link className={linkClass} to={href(link.path)}>
                  {link.label(t)}
                </Link>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className={headingClass}>{t.footer.contactUs}</h2>
          <dl className="mt-4 space-y-4 text-sm text-white/80">
            <div className="flex gap-3">
              <dt>
                <MapPin className="mt-0.5 size-5 text-capital" />
                <span className="sr-only">{t.footer.address}</span>
              </dt>
              <dd>
                <address className="not-italic leading-relaxed">
                  {office?.lines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </dd>
            </div>
            {group ? (
              <>
                <div className="flex gap-3">
                  <dt>
                    <Phone className="mt-0.5 size-5 text-capital" />
                    <span className="sr-only">{t.footer.phone}</span>
                  </dt>
                  <dd>
                    <a className="hover:text-white hover:underline" href={`tel:${group.phone}`}>
                      {group.phoneDisplay}
                    </a>
                  </dd>
                </div>
                <div className="flex gap-3">
                  <dt>
                    <Mail className="mt-0.5 size-5 text-capital" />
                    <span className="sr-only">{t.footer.email}</span>
                  </dt>
                  <dd>
                    <a className="hover:text-white hover:underline" href={`mailto:${group.email}`}>
                      {group.email}
                    </a>
                  </dd>
                </div>
              </>
            ) : null}
            {contacts?.hours ? (
              <div className="flex gap-3">
                <dt>
                  <Clock className="mt-0.5 size-5 text-capital" />
                  <span className="sr-only">{t.footer.openingHoursLabel}</span>
                </dt>
                <dd>{contacts.hours}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </nav>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-5 px-5 py-6 text-sm text-white/70 lg:flex-row lg:items-center lg:justify-between lg:px-8">
          <div className="flex flex-wrap gap-3">
            <BadgePreview
              label={t.footer.regulatorBadge}
              image={site.badges.regulator}
              text={t.footer.regulatorPreview}
            />
            <BadgePreview
              label={t.footer.ndprBadge}
              image={site.badges.ndpr}
              text={t.footer.ndprPreview}
            />
          </div>
          <p>{fill(t.footer.copyright, { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
