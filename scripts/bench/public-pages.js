/**
 * The public pages that whole-site checks walk (the accessibility, HTML and bytes checks of the
 * browser suite, and both benchmarks): each kind of page once, in English and Chinese.
 */
export const englishPaths = [
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

/** @param {string} path an English path @returns {string} the same page in Chinese */
export function inChinese(path) {
  return `/zh${path === "/" ? "" : path}`;
}

/**
 * The newest news item's path, as the news page of a running server links it.
 * @param {string} base the server's origin
 * @returns {Promise<string>}
 */
export async function newestNewsPath(base) {
  const html = await (await fetch(`${base}/news`)).text();
  const item = /href="(\/news\/[^"/?#]+)"/.exec(html)?.[1];
  if (!item) throw new Error("The news page links to no item.");
  return item;
}

/**
 * Every public page in English and Chinese, with the newest news item.
 * @param {string} base the server's origin
 * @returns {Promise<string[]>}
 */
export async function publicPaths(base) {
  const english = [...englishPaths, await newestNewsPath(base)];
  return [...english, ...english.map(inChinese)];
}
