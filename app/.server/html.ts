/**
 * News HTML goes through this allow-list when it is written (the CMS, machine translations):
 * nothing executable survives, so pages show stored HTML as it is. The library is loaded on the
 * first write; serving pages never needs it.
 */
import type sanitizeHtml from "sanitize-html";

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "blockquote",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
    "figure",
    "figcaption",
  ],
  allowedAttributes: {
    // rel and target are set by transformTags below, never kept from the author.
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Images only from our own media and static images (relative paths).
  exclusiveFilter: (frame) =>
    frame.tag === "img" && !/^\/(media|images)\//.test(frame.attribs.src ?? ""),
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      const { rel: _rel, target: _target, ...rest } = attribs;
      return {
        tagName,
        attribs: external ? { ...rest, rel: "noopener noreferrer", target: "_blank" } : rest,
      };
    },
  },
};

export async function sanitizeNewsHtml(html: string): Promise<string> {
  const { default: sanitize } = await import("sanitize-html");
  return sanitize(html, options);
}
