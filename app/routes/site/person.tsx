import { metaRootData } from "~/i18n/use-i18n";
import { Link, useLocation, useNavigate } from "react-router";
import { contentFor, personCard } from "~/.server/content";
import { db } from "~/.server/db/client";
import { notFound } from "~/.server/http-errors";
import { siteContactsFor } from "~/.server/site-contacts/public";
import { PersonPortrait } from "~/components/site/person-portrait";
import { Mail, Phone } from "~/components/ui/contact-icons";
import { ArrowRight } from "~/components/ui/icons";
import { companyPrefix, personBySlug } from "~/content/people";
import { site } from "~/content/site";
import type { PeopleListKey } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import { localeFromPath, stripLocale } from "~/i18n/paths";
import { useI18n } from "~/i18n/use-i18n";
import { brandBanner } from "~/lib/brand-theme";
import { brandForPath } from "~/lib/logo-for-path";
import { pageMeta } from "~/lib/page-meta";
import type { SharedPageHandle } from "~/lib/page-cache-handle";
import type { Route } from "./+types/person";

/** The same for every visitor: the page cache keeps it. */
export const handle = { sharedPage: { query: [] } } satisfies SharedPageHandle;

const companies = new Set(Object.values(companyPrefix));

/** The phone a person's page shows: their business's; the board's people show the group's. */
async function phoneFor(list: PeopleListKey, locale: Locale) {
  const contacts = await siteContactsFor(db, locale);
  const contact = contacts.businesses[list] ?? contacts.group;
  return { phone: contact?.phone ?? "", phoneDisplay: contact?.phoneDisplay ?? "" };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const text = contentFor(locale);
  const person = personBySlug(params.slug);
  if (!person || !companies.has(params.company)) notFound();
  const words = text.people[person.slug as keyof typeof text.people];
  return {
    person: personCard(person, locale),
    words,
    contact: {
      ...(await phoneFor(person.list, locale)),
      // The group's addresses are the first word of the name at its mail domain.
      email: `${person.name.split(/\s+/)[0]!.toLowerCase()}@${site.mailDomain}`,
    },
    text: text.pages.management,
    back: text.pages.common.back,
  };
}

export function meta(args: Route.MetaArgs) {
  const loaded = args.loaderData;
  if (!loaded) return [...pageMeta(args, {}), { name: "robots", content: "noindex" }];
  const { t } = metaRootData(args.matches);
  return pageMeta(args, {
    title: `${loaded.person.name}, ${loaded.person.role}`,
    description: loaded.words.desc[0],
    canonicalPath: loaded.person.path,
    trail: [{ name: t.footer.links.management, path: "/company/management" }],
  });
}

export default function PersonPage({ loaderData }: Route.ComponentProps) {
  const { person, words, contact, text, back } = loaderData;
  const { href } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const brand = brandForPath(stripLocale(location.pathname));
  const grid = href("/company/management");

  return (
    <article>
      <header className={`on-dark text-white ${brandBanner[brand]}`}>
        <div className="mx-auto grid max-w-7xl gap-10 px-5 py-12 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-end lg:px-8 lg:py-16">
          <div>
            <Link
              to={grid}
              onClick={(event) => {
                // One page back when the visitor came from another page of the site;
                // React Router numbers its history entries, the first being 0.
                if ((window.history.state as { idx?: number } | null)?.idx) {
                  event.preventDefault();
                  navigate(-1);
                }
              }}
              className="inline-flex h-11 items-center gap-2 rounded-md pr-3 font-semibold text-white/90 hover:text-white hover:underline"
            >
              <ArrowRight className="size-4 rotate-180" />
              {back}
            </Link>
            <p className="mt-8 text-sm font-semibold tracking-[0.2em] text-white">
              {text.detail.label}
            </p>
            <h1 className="mt-3 font-serif text-4xl leading-tight lg:text-6xl">{person.name}</h1>
            <p className="mt-3 text-xl text-white">{person.role}</p>
            <div
              className="mt-8 flex flex-wrap gap-x-8 gap-y-3"
              aria-label={text.detail.contactHeading}
              role="group"
            >
              {contact.phone ? (
                <a
                  href={`tel:${contact.phone}`}
                  className="inline-flex min-h-11 items-center gap-2 font-semibold hover:underline"
                >
                  <Phone className="size-5" />
                  {contact.phoneDisplay}
                </a>
              ) : null}
              <a
                href={`mailto:${contact.email}`}
                className="inline-flex min-h-11 items-center gap-2 font-semibold hover:underline"
              >
                <Mail className="size-5" />
                {contact.email}
              </a>
            </div>
          </div>
          <PersonPortrait
            name={person.name}
            slug={person.slug}
            list={person.list}
            className="hidden w-72 rounded-xl shadow-2xl ring-1 ring-white/20 lg:block"
          />
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-14 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:px-8 lg:py-20">
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-ink">
          {words.desc.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {words.features?.length ? (
          <aside className="space-y-6">
            {words.features.map((feature) => (
              <section key={feature.title} className="rounded-xl border border-line bg-paper p-6">
                <h2 className="font-serif text-xl text-main">{feature.title}</h2>
                <ul className="mt-4 space-y-2 text-muted">
                  {feature.items.map((item) => (
                    <li key={item} className="flex gap-3">
                      <span
                        aria-hidden
                        className="mt-2.5 size-1.5 shrink-0 rounded-full bg-capital"
                      />
                      {item}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </aside>
        ) : null}
      </div>
    </article>
  );
}
