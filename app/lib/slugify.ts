/** A lowercase, hyphenated ASCII slug from a title ("Élan & Co." → "elan-co"). */
export function slugify(text: string, maxLength = 80, fallback = "news"): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/g, "");
  return slug || fallback;
}
