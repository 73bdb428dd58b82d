import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap";

describe("sitemap", () => {
  const xml = sitemapXml(
    "https://www.example.ng",
    [{ slug: "a&b", updatedAt: "2026-05-12T10:00:00.000Z" }],
    ["/company/management/ada-obi", "/investment-banking/management/tolulope-ajayi"],
  );

  it("lists every page in every language with its alternates", () => {
    for (const path of [
      "/company/about",
      "/fr/company/about",
      "/zh/services/global-markets",
      "/pt/milestone",
      "/es/investment-banking/management/tolulope-ajayi",
    ]) {
      expect(xml).toContain(`<loc>https://www.example.ng${path}</loc>`);
    }
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="zh-Hans" href="https://www.example.ng/zh/contact"/>',
    );
    expect(xml.match(/<url>/g)).toHaveLength((10 + 2 + 1) * 5);
  });

  it("escapes news addresses and dates their entries", () => {
    expect(xml).toContain(
      "<loc>https://www.example.ng/fr/news/a&amp;b</loc><lastmod>2026-05-12</lastmod>",
    );
    expect(xml).not.toContain("a&b<");
  });

  it("keeps crawlers out of the admin area and points them at the sitemap", () => {
    expect(robotsTxt("https://www.example.ng")).toBe(
      "User-agent: *\nDisallow: /admin/\n\nSitemap: https://www.example.ng/sitemap.xml\n",
    );
  });
});
