/**
 * A hero poster at 640, 960, 1280 and its full 1920 pixels wide (the hero video generator writes
 * all four), so a phone fetches a few kilobytes instead of the full picture.
 */
export function posterSrcSet(poster: string): string {
  const base = poster.replace(/\.webp$/, "");
  return `${base}-640.webp 640w, ${base}-960.webp 960w, ${base}-1280.webp 1280w, ${poster} 1920w`;
}
