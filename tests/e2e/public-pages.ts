/** The public pages every whole-site check walks: each kind of page once, in English and Chinese. */
import { baseURL } from "./browser";

const englishPaths = [
  "/",
  "/company/about",
  "/company/management",
  "/investment-banking/management/tolulope-ajayi",
  "/services/investment-banking",
  "/services/asset-and-wealth-management",
  "/services/global-markets",
  "/milestone",
  "/contact",
  "/news",
  "/newsletter",
];

function inChinese(path: string): string {
  return `/zh${path === "/" ? "" : path}`;
}

export const publicPaths = [...englishPaths, ...englishPaths.map(inChinese)];

/** The same list plus the newest news item in both languages, found on the news page. */
export async function publicPathsWithNewsItem(): Promise<string[]> {
  const html = await (await fetch(`${baseURL()}/news`)).text();
  const item = /href="(\/news\/[^"/?#]+)"/.exec(html)?.[1];
  if (!item) throw new Error("The news page links to no item.");
  return [...publicPaths, item, inChinese(item)];
}
