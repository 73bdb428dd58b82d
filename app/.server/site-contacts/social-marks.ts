/**
 * The social networks' marks, as one path each on a 24 × 24 grid: filled shapes, or lines drawn
 * like the site's other icons. They travel with the contacts as data, so the footer's script
 * draws whichever networks administrators list without carrying every network's drawing.
 */
import type { SocialMark, SocialNetwork } from "~/lib/site-contacts";

export const socialMarks: Record<SocialNetwork, SocialMark> = {
  facebook: {
    filled: true,
    d: "M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.1H7.7v3h2.6V21h3.2Z",
  },
  instagram: {
    filled: false,
    d: "M8 3.5h8A4.5 4.5 0 0 1 20.5 8v8a4.5 4.5 0 0 1-4.5 4.5H8A4.5 4.5 0 0 1 3.5 16V8A4.5 4.5 0 0 1 8 3.5ZM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8ZM17.2 6.2a.6.6 0 1 0 0 1.2.6.6 0 0 0 0-1.2Z",
  },
  youtube: {
    filled: true,
    d: "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z",
  },
  linkedin: {
    filled: true,
    d: "M6.9 8.9H3.6V20h3.3V8.9ZM5.3 3.5a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8ZM20.4 13.6c0-3-1.6-4.9-4.2-4.9-1.5 0-2.5.8-3 1.6V8.9H10V20h3.3v-5.5c0-1.5.3-2.9 2.1-2.9s1.8 1.7 1.8 3V20h3.2v-6.4Z",
  },
  x: {
    filled: true,
    d: "M17.2 3.5h2.9l-6.3 7.2 7.4 9.8h-5.8l-4.5-5.9-5.2 5.9H2.8l6.8-7.7-7.1-9.3h5.9l4.1 5.4 4.7-5.4Zm-1 15.3h1.6L7.9 5.1H6.2l10 13.7Z",
  },
};
