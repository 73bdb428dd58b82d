/**
 * The check a link's address passes before the editor keeps it: web addresses (http, https;
 * `www.…` gets https), e-mail (`mailto:`), telephone (`tel:`), a path on this site (`/news`) or
 * an anchor (`#terms`). Anything else (javascript:, data:, file:, other schemes) is refused.
 */
export type LinkCheck = { ok: true; href: string } | { ok: false };

export function checkLinkUrl(input: string): LinkCheck {
  // Telephone numbers are typed with spaces; the address itself has none.
  const trimmed = input.trim();
  const text = /^tel:/i.test(trimmed) ? trimmed.replace(/\s+/g, "") : trimmed;
  if (!text || /\s/.test(text) || /\p{Cc}/u.test(text)) return { ok: false };
  if (/^\/(?!\/)/.test(text) || /^#[\w-]+$/.test(text)) return { ok: true, href: text };
  const candidate = /^www\./i.test(text) ? `https://${text}` : text;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { ok: false };
  }
  switch (url.protocol) {
    case "http:":
    case "https:":
      // A host with a dot: a real site, not "https://intranet" or a typo such as "https:/x".
      return /^[^.]+(\.[^.]+)+$/.test(url.hostname) && /^https?:\/\//i.test(candidate)
        ? { ok: true, href: url.href }
        : { ok: false };
    case "mailto:":
      return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(decodeURIComponent(url.pathname))
        ? { ok: true, href: candidate }
        : { ok: false };
    case "tel:":
      return /^\+?[\d\s().-]{5,}$/.test(decodeURIComponent(url.pathname))
        ? { ok: true, href: candidate }
        : { ok: false };
    default:
      return { ok: false };
  }
}

/** Links that leave the site open in a new tab without telling the other site where from. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
