import { expect, test } from "vitest";
import { checkLinkUrl, isExternalHref } from "./link-url";

test("web, e-mail and telephone links, site paths and anchors are kept", () => {
  expect(checkLinkUrl(" https://ngxgroup.com/markets ")).toEqual({
    ok: true,
    href: "https://ngxgroup.com/markets",
  });
  expect(checkLinkUrl("www.sec.gov.ng")).toEqual({ ok: true, href: "https://www.sec.gov.ng/" });
  expect(checkLinkUrl("/services/global-markets#connect-with-us")).toMatchObject({ ok: true });
  expect(checkLinkUrl("#terms")).toEqual({ ok: true, href: "#terms" });
  expect(checkLinkUrl("mailto:info@bglgroup.ng")).toMatchObject({ ok: true });
  expect(checkLinkUrl("tel:+234 1 270 0000")).toEqual({ ok: true, href: "tel:+23412700000" });
});

test("scripts, data, other schemes and malformed addresses are refused", () => {
  for (const bad of [
    "",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<b>x</b>",
    "file:///etc/passwd",
    "ftp://example.com",
    "//evil.example",
    "https://intranet",
    "https:/example.com",
    "mailto:nobody",
    "tel:call-me",
    "bglgroup.ng/news",
    "https://exa mple.com",
  ])
    expect(checkLinkUrl(bad), bad).toEqual({ ok: false });
});

test("only web addresses count as leaving the site", () => {
  expect(isExternalHref("https://ngxgroup.com")).toBe(true);
  expect(isExternalHref("/news")).toBe(false);
  expect(isExternalHref("mailto:info@bglgroup.ng")).toBe(false);
});
