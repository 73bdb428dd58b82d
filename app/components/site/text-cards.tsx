import type { TitledText } from "~/content/types";

/** "01", "02"…: the ordinal of a step or pillar, for sighted readers (lists already count). */
export function StepNumber({ index }: { index: number }) {
  return (
    <span aria-hidden className="font-serif text-3xl leading-none text-capital-700">
      {String(index + 1).padStart(2, "0")}
    </span>
  );
}

/**
 * Short titled paragraphs as a grid of quiet cards (reasons, beliefs), or, numbered, as an
 * ordered list (steps, pillars).
 */
export function TextCards({
  items,
  className,
  numbered = false,
}: {
  items: TitledText[];
  className: string;
  numbered?: boolean;
}) {
  const List = numbered ? "ol" : "ul";
  return (
    <List className={`grid gap-6 ${className}`}>
      {items.map((item, index) => (
        <li key={item.title} className="rounded-xl border border-line bg-white p-7">
          {numbered ? <StepNumber index={index} /> : null}
          <h3 className={`font-serif text-xl text-main ${numbered ? "mt-4" : ""}`}>{item.title}</h3>
          <p className="mt-3 leading-relaxed text-muted">{item.text}</p>
        </li>
      ))}
    </List>
  );
}
