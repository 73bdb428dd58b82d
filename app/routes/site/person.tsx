import { metaRootData } from "~/i18n/use-i18n";
import { data, isRouteErrorResponse, Link, useLocation, useNavigate } from "react-router";
import { contentFor } from "~/.server/content";
import { db } from "~/.server/db/client";
import { notFound } from "~/.server/http-errors";
import { personProfile } from "~/.server/people/queries";
import { siteContactsFor } from "~/.server/site-contacts/public";
import { ErrorPage } from "~/components/site/error-page";
import { PersonPortrait } from "~/components/site/person-portrait";
import { Mail, Phone } from "~/components/ui/contact-icons";
import { ArrowRight } from "~/components/ui/icons";
import { companyPrefix } from "~/content/people";
import { site } from "~/content/site";
import type { PeopleListKey } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import { localeFromPath, stripLocale } from "~/i18n/paths";
import { fill } from "~/lib/fill";
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

/** What a removed person's old address answers with (410), in the page's language. */
interface GoneData {
  gone: { title: string; text: string; grid: string };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const text = contentFor(locale);
  if (!companies.has(params.company)) notFound();
  const profile = await personProfile(db, params.slug, locale);
  if (profile.kind === "removed") {
    const { gone } = text.pages.management;
    throw data<GoneData>(
      { gone: { ...gone, text: fill(gone.text, { name: profile.removed.name }) } },
      { status: 410 },
    );
  }
  if (profile.kind === "none") notFound();
  const { card: person, words, lang } = profile;
  return {
    person,
    words,
    lang,
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
  if (!loaded) {
    const gone = isRouteErrorResponse(args.error)
      ? (args.error.data as GoneData | null)?.gone
      : null;
    return [...pageMeta(args, { title: gone?.title }), { name: "robots", content: "noindex" }];
  }
  const { t } = metaRootData(args.matches);
  return pageMeta(args, {
    title: `${loaded.person.name}, ${loaded.person.role}`,
    description: loaded.words.desc[0],
    canonicalPath: loaded.person.path,
    trail: [{ name: t.footer.links.management, path: "/company/management" }],
  });
}

export default function PersonPage({ loaderData }: Route.ComponentProps) {
  const { person, words, lang, contact, text, back } = loaderData;
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
            <p lang={lang} className="mt-3 text-xl text-white">
              {person.role}
            </p>
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
            portrait={person.portrait}
            sizes="18rem"
            className="hidden aspect-[5/6] w-72 rounded-xl shadow-2xl ring-1 ring-white/20 lg:block"
          />
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-14 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:px-8 lg:py-20">
        <div lang={lang} className="max-w-3xl space-y-5 text-lg leading-relaxed text-ink">
          {words.desc.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {words.features?.length ? (
          <aside lang={lang} className="space-y-6">
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

/**
 * A removed person's old address: the not-found page's look, saying they are no longer with the
 * group and leading to today's team (status 410); anything else is the site's usual error page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { href } = useI18n();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const gone = isRouteErrorResponse(error) ? (error.data as GoneData | null)?.gone : null;
  if (!gone) return <ErrorPage status={status} error={error} />;
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-start px-5 py-24 lg:py-32">
      <p className="font-serif text-7xl text-capital-700" aria-hidden>
        {status}
      </p>
      <h1 className="mt-4 font-serif text-4xl text-main lg:text-5xl">{gone.title}</h1>
      <p className="mt-4 max-w-xl text-lg leading-relaxed text-muted">{gone.text}</p>
      <Link
        to={href("/company/management")}
        className="mt-10 inline-flex h-12 items-center rounded-md bg-main px-6 font-semibold text-white hover:bg-main-700"
      >
        {gone.grid}
      </Link>
    </section>
  );
}
