/** The site's button-like links, one look per role, so every call to action matches. */
const base =
  "inline-flex min-h-12 items-center gap-2 rounded-md px-5 py-2 font-semibold transition-colors duration-200";

export const buttonStyles = {
  primary: `${base} bg-main text-white hover:bg-main-700`,
  outline: `${base} border border-main text-main hover:bg-main hover:text-white`,
  /** On dark green: the main call to action. */
  gold: `${base} bg-capital text-main-900 hover:bg-white`,
  /** On dark green: the secondary one. */
  outlineOnDark: `${base} border border-white/50 text-white hover:bg-white/10`,
} as const;
