/**
 * The news editor's document model: exactly the markup the news sanitiser keeps (headings 2–4,
 * paragraphs, line breaks, rules, lists, quotes, bold, italic, underline, strike, sub- and
 * superscript, links, tables, images and figures with captions), rendered the way the sanitiser
 * would leave it, so what the editor writes is stored unchanged. Used by the editor in the
 * browser and by the tests that prove that property on a corpus.
 */
import { Mark, Node, type Extensions } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import Link from "@tiptap/extension-link";
import { OrderedList } from "@tiptap/extension-list";
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";
import { checkLinkUrl, isExternalHref } from "./link-url";

const Subscript = Mark.create({
  name: "subscript",
  excludes: "superscript",
  parseHTML: () => [{ tag: "sub" }],
  renderHTML: () => ["sub", 0],
});

const Superscript = Mark.create({
  name: "superscript",
  excludes: "subscript",
  parseHTML: () => [{ tag: "sup" }],
  renderHTML: () => ["sup", 0],
});

/** A picture with its alt text and an optional caption, as `<figure><img><figcaption>`. */
export const Figure = Node.create({
  name: "figure",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    const img = (el: HTMLElement) => el.querySelector("img");
    const size = (name: "width" | "height") => ({
      default: null,
      parseHTML: (el: HTMLElement) => {
        const value = Number(img(el)?.getAttribute(name));
        return value > 0 ? value : null;
      },
    });
    return {
      src: { default: null, parseHTML: (el: HTMLElement) => img(el)?.getAttribute("src") ?? null },
      alt: { default: "", parseHTML: (el: HTMLElement) => img(el)?.getAttribute("alt") ?? "" },
      caption: {
        default: "",
        parseHTML: (el: HTMLElement) =>
          el.querySelector("figcaption")?.textContent?.replace(/\s+/g, " ").trim() ?? "",
      },
      width: size("width"),
      height: size("height"),
    };
  },
  parseHTML: () => [{ tag: "figure", getAttrs: (el) => (el.querySelector("img") ? null : false) }],
  renderHTML({ node }) {
    const { src, alt, caption, width, height } = node.attrs as {
      src: string;
      alt: string;
      caption: string;
      width: number | null;
      height: number | null;
    };
    const image = [
      "img",
      { src, alt, ...(width && height ? { width: String(width), height: String(height) } : {}) },
    ] as const;
    return caption ? ["figure", image, ["figcaption", caption]] : ["figure", image];
  },
});

/** A link whose rel and target follow from its address as the sanitiser sets them; pasted ones are dropped. */
const NewsLink = Link.extend({
  addAttributes() {
    const external = (attrs: Record<string, unknown>) => isExternalHref(String(attrs.href ?? ""));
    return {
      href: { default: null },
      title: { default: null },
      rel: {
        default: null,
        parseHTML: () => null,
        renderHTML: (attrs: Record<string, unknown>) =>
          external(attrs) ? { rel: "noopener noreferrer" } : {},
      },
      target: {
        default: null,
        parseHTML: () => null,
        renderHTML: (attrs: Record<string, unknown>) =>
          external(attrs) ? { target: "_blank" } : {},
      },
    };
  },
}).configure({
  openOnClick: false,
  autolink: true,
  linkOnPaste: true,
  defaultProtocol: "https",
  // No default rel, target or class: the attributes above decide.
  HTMLAttributes: { target: null, rel: null, class: null },
  isAllowedUri: (url) => checkLinkUrl(url).ok,
  shouldAutoLink: (url) => checkLinkUrl(url).ok,
});

const NewsTable = Table.extend({
  // Only the rows: no column widths or styles, which the sanitiser would remove.
  renderHTML: () => ["table", ["tbody", 0]],
}).configure({ resizable: false });

const NewsTableHeader = TableHeader.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      scope: {
        default: null,
        parseHTML: (el: HTMLElement) => {
          const scope = el.getAttribute("scope");
          return scope === "col" || scope === "row" ? scope : null;
        },
      },
    };
  },
});

export const newsEditorExtensions: Extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    trailingNode: false,
    heading: { levels: [2, 3, 4] },
    link: false,
    orderedList: false,
  }),
  // Numbered lists count from 1 in decimals: the sanitiser keeps no start or type.
  OrderedList.extend({
    addAttributes() {
      const parent = this.parent?.() ?? {};
      return {
        ...parent,
        start: { default: 1, parseHTML: () => 1, renderHTML: () => ({}) },
        type: { default: null, parseHTML: () => null, renderHTML: () => ({}) },
      };
    },
  }),
  NewsLink,
  Subscript,
  Superscript,
  Image.configure({ inline: false, allowBase64: false }),
  Figure,
  NewsTable,
  TableRow,
  NewsTableHeader,
  TableCell,
];
