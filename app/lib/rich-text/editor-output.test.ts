/**
 * What the news editor writes is stored as it is: every document of the corpus below, as the
 * editor serialises it, passes the news sanitiser unchanged; the demo articles open in the editor
 * without losing any of their markup; pasted Word and Google Docs HTML comes out as clean markup.
 */
import fs from "node:fs";
import path from "node:path";
import { generateHTML, generateJSON } from "@tiptap/html";
import { Window } from "happy-dom";
import { expect, test } from "vitest";
import { sanitizeNewsHtml } from "~/.server/html";
import { newsEditorExtensions } from "./extensions";
import { cleanPastedHtml } from "./paste";

/** HTML as the editor writes it after reading `html` (the same as its getHTML()). */
function throughEditor(html: string): string {
  return generateHTML(generateJSON(html, newsEditorExtensions), newsEditorExtensions);
}

const window = new Window();

/** Where a run of spaces or a line break between elements means nothing. */
const blockParents = new Set([
  "DIV",
  "UL",
  "OL",
  "LI",
  "BLOCKQUOTE",
  "TABLE",
  "TBODY",
  "TR",
  "FIGURE",
]);

/**
 * The same markup however it is written: attribute order, `<br>` or `<br />`, entities, line
 * breaks between blocks.
 */
function normalised(html: string): string {
  const holder = window.document.createElement("div");
  holder.innerHTML = html;
  const walker = window.document.createTreeWalker(holder, 4 /* text nodes */);
  const blank: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (!node.textContent?.trim() && blockParents.has(node.parentNode?.nodeName ?? ""))
      blank.push(node as unknown as Node);
  for (const node of blank) node.parentNode?.removeChild(node);
  for (const element of holder.querySelectorAll("*")) {
    const attributes = [...element.attributes]
      .map((a) => [a.name, a.value ?? ""] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return holder.innerHTML;
}

/** `html` normalised, with a paragraph that is all of a list item, quote or cell unwrapped. */
function withoutSoleParagraphs(html: string): string {
  const holder = window.document.createElement("div");
  holder.innerHTML = normalised(html);
  for (const element of holder.querySelectorAll("li, blockquote, td, th")) {
    const only = element.children.length === 1 ? element.children[0] : null;
    if (only?.tagName === "P" && element.childNodes.length === 1)
      only.replaceWith(...only.childNodes);
  }
  return holder.innerHTML;
}

const corpus = [
  "<h2>Results</h2><h3>Equities</h3><h4>Banks</h4><p>Plain text.</p>",
  "<p><strong>Bold</strong>, <em>italic</em>, <u>underlined</u>, <s>struck</s>, H<sub>2</sub>O and 10<sup>6</sup>.</p>",
  "<p>Line one<br>line two</p><hr><p>After the rule.</p>",
  "<ul><li><p>First</p></li><li><p>Second</p><ul><li><p>Nested</p></li></ul></li></ul>",
  '<ol><li><p>One</p></li><li><p>Two</p></li></ol><ol start="3"><li><p>Three</p></li></ol>',
  "<blockquote><p>Discipline over decades.</p><p>Second paragraph.</p></blockquote>",
  '<p>See <a href="https://ngxgroup.com/" target="_blank" rel="noopener noreferrer">the exchange</a>, <a href="/services/global-markets">our desk</a>, <a href="mailto:info@bglgroup.ng">e-mail</a> and <a href="tel:+23412700000">call</a>.</p>',
  '<p><a href="/news" title="All news"><strong>Bold link</strong></a></p>',
  '<table><tbody><tr><th scope="col"><p>Year</p></th><th scope="col"><p>Value</p></th></tr><tr><td><p>2025</p></td><td><p>₦85bn</p></td></tr><tr><td colspan="2"><p>Total</p></td></tr></tbody></table>',
  '<figure><img src="/media/news/1_board-1600w.webp" alt="The board in session" width="1600" height="900"><figcaption>The board in session, Lagos</figcaption></figure>',
  '<figure><img src="/media/news/1_board.jpg" alt=""></figure>',
  '<img src="/images/news/default.webp" alt="A chart">',
];

test.each(corpus)("editor output passes the sanitiser unchanged: %s", async (html) => {
  const written = throughEditor(html);
  expect(normalised(await sanitizeNewsHtml(written))).toBe(normalised(written));
  // And nothing the document said was lost on the way in.
  expect(normalised(written)).toBe(normalised(html.replace(/ start="\d+"/g, "")));
});

test("every demo article opens in the editor without losing its markup", async () => {
  const root = path.resolve("content/news");
  const files = fs
    .readdirSync(root)
    .flatMap((slug) => fs.readdirSync(path.join(root, slug)).map((f) => path.join(root, slug, f)));
  expect(files.length).toBeGreaterThanOrEqual(50);
  for (const file of files) {
    const body = fs.readFileSync(file, "utf8").replace(/^---[\s\S]*?---\s*/, "");
    const stored = await sanitizeNewsHtml(body);
    // The editor holds the text of list items, quotes and cells in a paragraph; otherwise
    // nothing changes.
    expect(withoutSoleParagraphs(throughEditor(stored)), file).toBe(withoutSoleParagraphs(stored));
  }
});

test("text pasted from Word becomes headings, paragraphs and real lists", () => {
  const word = `<h1 style="mso-margin-top-alt:auto">Quarterly review</h1>
<p class=MsoNormal><span style='font-family:"Calibri",sans-serif'>Markets were <b>firm</b>.<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>Banks led<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span>·<span>&nbsp;</span></span><![endif]>Bonds rallied<o:p></o:p></p>
<p class=MsoListParagraph style='mso-list:l1 level1 lfo2'><![if !supportLists]><span>1.<span>&nbsp;</span></span><![endif]>First step</p>
<!--[if gte mso 9]><xml><w:WordDocument></w:WordDocument></xml><![endif]-->`;
  expect(throughEditor(cleanPastedHtml(word))).toBe(
    "<h2>Quarterly review</h2><p>Markets were <strong>firm</strong>.</p><ul><li><p>Banks led</p></li><li><p>Bonds rallied</p></li></ul><ol><li><p>First step</p></li></ol>",
  );
});

test("text pasted from Google Docs keeps its emphasis and links, not its styles", () => {
  const docs = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b"><h2 dir="ltr" style="line-height:1.38"><span style="font-size:16pt;font-family:Arial">Outlook</span></h2><p dir="ltr"><span style="font-weight:700">Rates</span><span> may ease; see </span><a href="https://www.cbn.gov.ng/" style="text-decoration:none"><span style="color:#1155cc">the bank</span></a><span style="font-style:italic"> today</span>.</p><p dir="ltr"><a href="javascript:alert(1)">bad</a></p></b>`;
  expect(throughEditor(cleanPastedHtml(docs))).toBe(
    '<h2>Outlook</h2><p><strong>Rates</strong> may ease; see <a target="_blank" rel="noopener noreferrer" href="https://www.cbn.gov.ng/">the bank</a><em> today</em>.</p><p>bad</p>',
  );
});
