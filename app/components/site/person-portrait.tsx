/**
 * A person's picture: their portrait from the media library, or else a monogram, their initials
 * over a pattern in their business's colours. Decorative either way: the name is written beside it.
 */
import { businesses } from "~/content/businesses";
import type { PeopleListKey, PortraitImage } from "~/content/types";

/** The board in the group's colours, each business's people in its own. */
const palettes = {
  board: { from: "#005100", to: "#012a06", line: "#cc9933" },
  ...Object.fromEntries(businesses.map((business) => [business.key, business.portrait])),
} as Record<PeopleListKey, { from: string; to: string; line: string }>;

function initials(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
}

/** Small deterministic variation per person, so a grid of portraits is not a grid of clones. */
function seed(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

export function PersonPortrait({
  name,
  slug,
  list,
  portrait,
  sizes,
  className = "",
}: {
  name: string;
  slug: string;
  list: PeopleListKey;
  portrait?: PortraitImage | undefined;
  /** The width it is shown at, for choosing among the portrait's sizes. */
  sizes: string;
  className?: string;
}) {
  if (portrait)
    return (
      <img
        src={portrait.src}
        srcSet={portrait.srcSet || undefined}
        sizes={sizes}
        alt=""
        loading="lazy"
        className={`object-cover ${className}`}
      />
    );
  const palette = palettes[list];
  const n = seed(slug);
  const angle = n % 360;
  const cx = 20 + (n % 60);
  const rings = 4 + (n % 3);
  const id = `portrait-${slug}`;
  return (
    <svg viewBox="0 0 400 480" aria-hidden focusable="false" className={className}>
      <defs>
        <linearGradient id={`${id}-bg`} gradientTransform={`rotate(${angle % 90} 0.5 0.5)`}>
          <stop offset="0" stopColor={palette.from} />
          <stop offset="1" stopColor={palette.to} />
        </linearGradient>
      </defs>
      <rect width="400" height="480" fill={`url(#${id}-bg)`} />
      <g fill="none" stroke={palette.line} strokeOpacity="0.35" strokeWidth="1.5">
        {Array.from({ length: rings }, (_, i) => (
          <circle key={i} cx={cx * 4} cy={480} r={90 + i * 55} />
        ))}
      </g>
      <text
        x="200"
        y="262"
        textAnchor="middle"
        fill="#ffffff"
        fontFamily="var(--font-serif)"
        fontSize="132"
        letterSpacing="6"
      >
        {initials(name)}
      </text>
      <rect x="170" y="300" width="60" height="3" fill={palette.line} />
    </svg>
  );
}
