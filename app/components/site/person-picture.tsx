import type { PersonCard } from "~/content/types";
import { PersonPortrait } from "./person-portrait";

/**
 * A person's picture: their portrait from the media library, or the monogram when they have none.
 * Decorative either way: their name is written beside it.
 */
export function PersonPicture({
  person,
  sizes,
  className,
}: {
  person: Pick<PersonCard, "name" | "slug" | "list" | "portrait">;
  sizes: string;
  className: string;
}) {
  const { portrait } = person;
  return portrait ? (
    <img
      src={portrait.src}
      srcSet={portrait.srcSet || undefined}
      sizes={sizes}
      alt=""
      loading="lazy"
      decoding="async"
      className={`object-cover ${className}`}
    />
  ) : (
    <PersonPortrait
      name={person.name}
      slug={person.slug}
      list={person.list}
      className={className}
    />
  );
}
