/** Track-record cards as public pages show them: words in the page's language, value, picture. */
import type { Kysely } from "kysely";
import { trackRecordBusinesses } from "~/content/businesses";
import type { MilestoneCard } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import { formatPrice } from "~/lib/format-price";
import type { Database } from "../db/schema";
import { mediaUrl } from "../media/store";
import type { LocalizedMilestone } from "./repository";

type CardImage = NonNullable<MilestoneCard["image"]>;

const mediaPrefix = "/media/";
/** The width of the built-in pictures (`npm run media` draws them at 800×500). */
const builtInWidth = 800;

/**
 * The picture's sources: a media library image offers its AVIF and WebP sizes (the browser takes
 * the one its layout needs; an image too small to have sizes is shown as it is); a built-in
 * picture has one size of each, beside its path.
 */
async function imagesOf(db: Kysely<Database>, urls: string[]): Promise<Map<string, CardImage>> {
  const images = new Map<string, CardImage>();
  const keys = urls
    .filter((url) => url.startsWith(mediaPrefix))
    .map((url) => url.slice(mediaPrefix.length));
  const rows = keys.length
    ? await db.selectFrom("media").select(["key", "variants"]).where("key", "in", keys).execute()
    : [];
  for (const url of urls) {
    if (!url.startsWith(mediaPrefix)) {
      images.set(url, {
        avif: `${url}.avif ${builtInWidth}w`,
        webp: `${url}.webp ${builtInWidth}w`,
        src: `${url}.webp`,
      });
      continue;
    }
    const row = rows.find((r) => mediaUrl(r.key) === url);
    const variants = row
      ? (JSON.parse(row.variants) as { key: string; width: number; format: string }[]).sort(
          (a, b) => a.width - b.width,
        )
      : [];
    const set = (format: string) =>
      variants
        .filter((v) => v.format === format)
        .map((v) => `${mediaUrl(v.key)} ${v.width}w`)
        .join(", ");
    const webp = variants.filter((v) => v.format === "webp");
    // The fallback for browsers without srcset: a middle size, or the original.
    const fallback = webp.find((v) => v.width >= 800) ?? webp.at(-1);
    images.set(url, {
      avif: set("avif"),
      webp: set("webp"),
      src: fallback ? mediaUrl(fallback.key) : url,
    });
  }
  return images;
}

const categoryOf = new Map(
  trackRecordBusinesses.map((business) => [business.key as string, business.trackRecord.category]),
);

export async function toMilestoneCards(
  db: Kysely<Database>,
  milestones: LocalizedMilestone[],
  locale: Locale,
  ongoingLabel: string,
): Promise<MilestoneCard[]> {
  const images = await imagesOf(
    db,
    milestones.flatMap((milestone) => (milestone.imageUrl ? [milestone.imageUrl] : [])),
  );
  return milestones.flatMap((milestone) => {
    const category = categoryOf.get(milestone.business);
    // A business that no longer has a track record hides its entries rather than breaking pages.
    if (!category) return [];
    return [
      {
        id: milestone.id,
        category,
        image: milestone.imageUrl ? (images.get(milestone.imageUrl) ?? null) : null,
        heading: milestone.heading,
        text: milestone.text,
        ...(milestone.role ? { role: milestone.role } : {}),
        price: formatPrice(milestone, locale, ongoingLabel),
        date: milestone.year === null ? "" : String(milestone.year),
      },
    ];
  });
}
