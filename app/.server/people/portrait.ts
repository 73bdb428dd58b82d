/** A portrait from the media library as pages show it: the WebP sizes its upload made. */
import type { PortraitImage } from "~/content/types";
import { mediaUrl } from "../media/store";

/** The sizes a grid card and a profile need: the largest is at most this wide. */
const largestUseful = 960;

export function portraitImage(media: { key: string; variants: string }): PortraitImage {
  const webp = (JSON.parse(media.variants) as { key: string; width: number; format: string }[])
    .filter((variant) => variant.format === "webp")
    .sort((a, b) => a.width - b.width);
  if (!webp.length) return { src: mediaUrl(media.key), srcSet: "" };
  const useful = webp.filter((variant) => variant.width <= largestUseful);
  const chosen = useful.length ? useful : webp.slice(0, 1);
  return {
    src: mediaUrl(chosen.at(-1)!.key),
    srcSet: chosen.map((variant) => `${mediaUrl(variant.key)} ${variant.width}w`).join(", "),
  };
}
