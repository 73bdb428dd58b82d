/**
 * Share cards: the 1200×630 JPEG that social networks and messengers show for a link (the size
 * they all crop to, in the one format they all read). Every news picture has one: an upload
 * beside its file (`…-share.jpg`), the site's own pictures in `/images/news/share/`.
 */
export const shareImageSize = { width: 1200, height: 630 } as const;

/** The site's card for pages without a picture of their own. */
export const defaultShareImage = "/images/share/default.png";

/** The share card of a news item with picture `imageUrl` (none: the default news picture's). */
export function newsShareImage(imageUrl: string | null): string {
  const own = /^\/images\/news\/([a-z0-9-]+)\.webp$/.exec(imageUrl ?? "/images/news/default.webp");
  if (own) return `/images/news/share/${own[1]}.jpg`;
  if (imageUrl?.startsWith("/media/")) return `${imageUrl.replace(/\.[a-z0-9]+$/, "")}-share.jpg`;
  return defaultShareImage;
}
