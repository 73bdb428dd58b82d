interface SectionHeadingProps {
  id: string;
  heading: string;
  intro?: string;
  eyebrow?: string;
  /** Light text for dark sections. */
  inverse?: boolean;
  className?: string;
  /** A link beside the heading, such as View all. */
  action?: React.ReactNode;
}

/** A section's h2 (its id labels the section) with an optional eyebrow and lead paragraph. */
export function SectionHeading({ action, ...props }: SectionHeadingProps) {
  if (!action) return <HeadingBlock {...props} />;
  return (
    <div className="flex flex-wrap items-end justify-between gap-6">
      <HeadingBlock {...props} />
      {action}
    </div>
  );
}

function HeadingBlock({
  id,
  heading,
  intro,
  eyebrow,
  inverse,
  className = "",
}: SectionHeadingProps) {
  return (
    <div className={`max-w-3xl ${className}`}>
      {eyebrow ? (
        <p
          className={`text-sm font-semibold uppercase tracking-[0.2em] ${inverse ? "text-capital" : "text-capital-700"}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`font-serif text-3xl leading-tight text-balance lg:text-4xl ${eyebrow ? "mt-3" : ""} ${inverse ? "text-white" : "text-main"}`}
      >
        {heading}
      </h2>
      {intro ? (
        <p className={`mt-4 text-lg leading-relaxed ${inverse ? "text-white/80" : "text-muted"}`}>
          {intro}
        </p>
      ) : null}
    </div>
  );
}
