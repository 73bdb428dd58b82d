import type { TitledText } from "~/content/types";

/** Short titled paragraphs as a grid of quiet cards (reasons, strengths, beliefs). */
export function TextCards({ items, className }: { items: TitledText[]; className: string }) {
  return (
    <ul className={`grid gap-6 ${className}`}>
      {items.map((item) => (
        <li key={item.title} className="rounded-xl border border-line bg-white p-7">
          <h3 className="font-serif text-xl text-main">{item.title}</h3>
          <p className="mt-3 leading-relaxed text-muted">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
