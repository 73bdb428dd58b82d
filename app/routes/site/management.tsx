import { contentFor } from "~/.server/content";
import { db } from "~/.server/db/client";
import { peopleCardsByList } from "~/.server/people/queries";
import { PageBanner } from "~/components/site/page-banner";
import { PersonCard } from "~/components/site/person-card";
import { SectionHeading } from "~/components/site/section-heading";
import { peopleListOrder } from "~/content/people";
import { localeFromPath } from "~/i18n/paths";
import { pageMeta } from "~/lib/page-meta";
import type { SharedPageHandle } from "~/lib/page-cache-handle";
import type { Route } from "./+types/management";

/** The same for every visitor: the page cache keeps it. */
export const handle = { sharedPage: { query: [] } } satisfies SharedPageHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { management } = contentFor(locale).pages;
  const people = await peopleCardsByList(db, locale);
  return {
    text: management,
    groups: peopleListOrder.map((key) => ({
      key,
      ...management.groups[key],
      people: people[key],
    })),
  };
}

export function meta(args: Route.MetaArgs) {
  const text = args.loaderData?.text;
  return pageMeta(args, {
    title: text?.metaTitle,
    description: text?.metaDescription,
    trail: [],
  });
}

export default function Management({ loaderData }: Route.ComponentProps) {
  const { text, groups } = loaderData;
  return (
    <>
      <PageBanner label={text.banner.label} heading={text.banner.heading} text={text.banner.text} />
      {groups.map((group, index) => (
        <section
          key={group.key}
          id={group.key === "board" ? "board" : `team-${group.key}`}
          aria-labelledby={`group-${group.key}`}
          className={index % 2 ? "bg-paper" : "bg-white"}
        >
          <div className="mx-auto max-w-7xl px-5 py-16 lg:px-8 lg:py-20">
            <SectionHeading id={`group-${group.key}`} heading={group.heading} intro={group.intro} />
            <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
              {group.people.map((person) => (
                <li key={person.slug}>
                  <PersonCard person={person} viewProfile={text.viewProfile} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
    </>
  );
}
