import { Link } from "react-router";
import { ArrowRight } from "~/components/ui/icons";
import type { PersonCard as PersonCardData } from "~/content/types";
import { useI18n } from "~/i18n/use-i18n";
import { PersonPortrait } from "./person-portrait";

/** A person in a grid: portrait, name and role; the whole card opens their profile. */
export function PersonCard({
  person,
  viewProfile,
}: {
  person: PersonCardData;
  viewProfile: string;
}) {
  const { href } = useI18n();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm transition duration-300 ease-calm hover:-translate-y-1 hover:shadow-xl focus-within:-translate-y-1 focus-within:shadow-xl">
      <div className="overflow-hidden">
        <PersonPortrait
          name={person.name}
          slug={person.slug}
          list={person.list}
          portrait={person.portrait}
          sizes="(min-width: 1024px) 20rem, 50vw"
          className="aspect-[5/6] w-full transition duration-700 ease-calm group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <h3 className="font-serif text-lg leading-snug text-ink sm:text-xl">{person.name}</h3>
        <p lang={person.roleLang} className="mt-1 text-sm leading-relaxed text-muted">
          {person.role}
        </p>
        <Link
          to={href(person.path)}
          className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-semibold text-main after:absolute after:inset-0 hover:underline"
        >
          {viewProfile}
          <span className="sr-only">: {person.name}</span>
          <ArrowRight className="size-4 transition-transform duration-300 group-hover:translate-x-1 group-focus-within:translate-x-1" />
        </Link>
      </div>
    </article>
  );
}
