/**
 * The tab a key press moves to in a horizontal tab list (WAI-ARIA tabs pattern): arrows wrap,
 * Home and End jump to the ends; any other key returns null and is left to the browser.
 */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  const last = count - 1;
  switch (key) {
    case "ArrowRight":
      return index === last ? 0 : index + 1;
    case "ArrowLeft":
      return index === 0 ? last : index - 1;
    case "Home":
      return 0;
    case "End":
      return last;
    default:
      return null;
  }
}
