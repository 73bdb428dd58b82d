/** Builds the legal documents in content/documents/*.md into PDFs in public/documents: `npx tsx scripts/build-documents.ts`. */
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { palette } from "./media/drawing";

const root = path.resolve(import.meta.dirname, "..");
const sourceDir = path.join(root, "content/documents");
const outputDir = path.join(root, "public/documents");

const groupName = "BGL Group";
const groupCompanies = "BGL Capital · BGL Asset Management · BGL Global Markets";
const footerLine =
  "BGL Group · 14 Kingsway Road, Ikoyi, Lagos · Registered and regulated by the Securities and Exchange Commission, Nigeria";
const { green, gold } = palette;
const pageMargin = { top: "24mm", right: "20mm", bottom: "22mm", left: "20mm" };
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** One document to build: its source file name (without extension) and the note in its running header. */
export interface DocumentSpec {
  slug: string;
  reference: string;
}

export const documents: readonly DocumentSpec[] = [
  { slug: "data-protection-policy", reference: "Version 1.0 · Effective 1 November 2026" },
  {
    slug: "best-execution-policy",
    reference: "BGL Global Markets · Version 1.0 · Effective 1 November 2026",
  },
  { slug: "terms-and-conditions", reference: "Effective 1 November 2026" },
];

type Block =
  | { kind: "heading"; level: 1 | 2 | 3; text: string; line: number }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; ordered: boolean; start: number; items: string[] };

type ListBlock = Extract<Block, { kind: "list" }>;

/** A parsed source: its title (the `#` heading), the lines under the title, and the body. */
interface ParsedDocument {
  title: string;
  meta: Block[];
  body: Block[];
}

const unsupportedSyntax: readonly [RegExp, string][] = [
  [/^#{4,}\s/, "headings deeper than ###"],
  [/^\s*>/, "block quotes"],
  [/^\s*\|/, "tables"],
  [/^\s*```/, "code blocks"],
  [/^\s*[*+]\s/, "bullets other than '-'"],
  [/\[[^\]]*\]\([^)]*\)/, "links"],
];

/** Splits the minimal Markdown subset (#–### headings, paragraphs, - and 1. lists) into blocks. */
export function parseBlocks(source: string, file: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: ListBlock | undefined;

  function flushParagraph(): void {
    if (paragraph.length > 0) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
    paragraph = [];
  }

  function flushList(): void {
    if (list) blocks.push(list);
    list = undefined;
  }

  source
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .forEach((raw, index) => {
      const line = raw.trimEnd();
      const lineNumber = index + 1;
      if (line.trim() === "") {
        flushParagraph();
        flushList();
        return;
      }
      for (const [pattern, name] of unsupportedSyntax) {
        if (pattern.test(line)) {
          throw new Error(`${file}:${lineNumber}: ${name} are not supported: ${line.trim()}`);
        }
      }
      const heading = /^(#{1,3})\s+(.+)$/.exec(line);
      const bullet = /^-\s+(.+)$/.exec(line);
      const numbered = /^(\d+)\.\s+(.+)$/.exec(line);
      if (heading?.[1] && heading[2]) {
        flushParagraph();
        flushList();
        const level = heading[1].length as 1 | 2 | 3;
        blocks.push({ kind: "heading", level, text: heading[2].trim(), line: lineNumber });
      } else if (bullet?.[1] || numbered?.[2]) {
        flushParagraph();
        const ordered = numbered !== null;
        const item = (numbered?.[2] ?? bullet?.[1] ?? "").trim();
        if (list && list.ordered !== ordered) flushList();
        list ??= { kind: "list", ordered, start: Number(numbered?.[1] ?? 1), items: [] };
        list.items.push(item);
      } else if (list && /^\s+\S/.test(raw)) {
        const last = list.items.length - 1;
        list.items[last] = `${list.items[last] ?? ""} ${line.trim()}`;
      } else {
        flushList();
        paragraph.push(line.trim());
      }
    });
  flushParagraph();
  flushList();
  return blocks;
}

/** Checks that the source starts with one `#` title and numbers its sections 1, 2, 3… and 2.1, 2.2… */
export function parseDocument(source: string, file: string): ParsedDocument {
  const blocks = parseBlocks(source, file);
  const [first, ...rest] = blocks;
  if (first?.kind !== "heading" || first.level !== 1) {
    throw new Error(`${file}: the document must start with a '# Title' heading`);
  }
  const firstSection = rest.findIndex((block) => block.kind === "heading");
  const meta = firstSection === -1 ? rest : rest.slice(0, firstSection);
  const body = firstSection === -1 ? [] : rest.slice(firstSection);

  let section = 0;
  let subsection = 0;
  for (const block of body) {
    if (block.kind !== "heading") continue;
    const number = /^(\d+(?:\.\d+)?)\.?\s/.exec(block.text)?.[1];
    if (block.level === 1) {
      throw new Error(`${file}:${block.line}: only one '#' title is allowed`);
    } else if (block.level === 2) {
      section += 1;
      subsection = 0;
      if (number !== String(section)) {
        throw new Error(
          `${file}:${block.line}: expected section ${section}, found "${block.text}"`,
        );
      }
    } else {
      subsection += 1;
      if (number !== `${section}.${subsection}`) {
        throw new Error(
          `${file}:${block.line}: expected subsection ${section}.${subsection}, found "${block.text}"`,
        );
      }
    }
  }
  return { title: first.text, meta, body };
}

/** Escapes the characters that HTML treats specially. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Turns straight quotes into typographic ones and keeps telephone numbers on one line. */
function typeset(text: string): string {
  return text
    .replace(/(^|[\s(—])"/g, "$1\u201c")
    .replace(/"/g, "\u201d")
    .replace(/(^|[\s(—])'/g, "$1\u2018")
    .replace(/'/g, "\u2019")
    .replace(/\+\d[\d ]*\d/g, (phone) => phone.replace(/ /g, "\u00a0"));
}

/** Renders inline text: typography, HTML escaping, then **bold**. */
function renderInline(text: string): string {
  const html = escapeHtml(typeset(text)).replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>");
  if (html.includes("**")) throw new Error(`unbalanced ** in: ${text}`);
  return html;
}

/** Renders a numbered heading, its number in a fixed-width span so that titles align. */
function renderHeading(level: 2 | 3, text: string): string {
  const match = /^(\d+(?:\.\d+)?)\.?\s+(.+)$/.exec(text);
  const number = match?.[1] ?? "";
  const title = match?.[2] ?? text;
  const id = `section-${number.replace(/\./g, "-")}`;
  const label = level === 2 ? `${number}.` : number;
  return `<h${level} id="${id}"><span class="number">${label}</span> ${renderInline(title)}</h${level}>`;
}

/** Renders one block as HTML. */
function renderBlock(block: Block): string {
  switch (block.kind) {
    case "heading":
      return block.level === 1
        ? `<h1>${renderInline(block.text)}</h1>`
        : renderHeading(block.level, block.text);
    case "paragraph":
      return `<p>${renderInline(block.text)}</p>`;
    case "list": {
      const items = block.items.map((item) => `<li>${renderInline(item)}</li>`).join("\n");
      if (!block.ordered) return `<ul>\n${items}\n</ul>`;
      const start = block.start === 1 ? "" : ` start="${block.start}"`;
      return `<ol${start}>\n${items}\n</ol>`;
    }
  }
}

const styles = `
@page { size: A4; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body {
  margin: 0;
  color: #1f2a24;
  font-family: Helvetica, Arial, sans-serif;
  font-size: 10.5pt;
  line-height: 1.55;
  text-rendering: optimizeLegibility;
}
.masthead { background: ${green}; color: #ffffff; padding: 6.5mm 8mm 5.5mm; }
.masthead .group { font-family: Georgia, serif; font-size: 21pt; line-height: 1.1; letter-spacing: 0.01em; }
.masthead .companies {
  margin-top: 2mm;
  color: #d9e6d9;
  font-size: 7.5pt;
  letter-spacing: 0.08em;
  text-transform: uppercase;
}
.rule { height: 0.9mm; background: ${gold}; }
h1 {
  margin: 9mm 0 3mm;
  color: ${green};
  font-family: Georgia, serif;
  font-size: 24pt;
  font-weight: normal;
  line-height: 1.2;
}
.meta { margin-bottom: 7mm; padding-bottom: 4.5mm; border-bottom: 0.5pt solid #d6cfbd; }
.meta p { margin: 0 0 1mm; color: #4b5750; font-size: 9.5pt; }
h2, h3 { break-after: avoid; page-break-after: avoid; font-family: Georgia, serif; }
h2 { margin: 7mm 0 2.5mm; padding-left: 9mm; text-indent: -9mm; color: ${green}; font-size: 13.5pt; line-height: 1.3; }
h3 { margin: 4.5mm 0 1.5mm; padding-left: 11mm; text-indent: -11mm; color: #1f2a24; font-size: 11pt; line-height: 1.35; }
.number { display: inline-block; text-indent: 0; }
h2 .number { width: 9mm; }
h3 .number { width: 11mm; color: ${green}; }
p { margin: 0 0 2.6mm; orphans: 3; widows: 3; }
ul, ol { margin: 0 0 3mm; padding-left: 6.5mm; }
li { margin: 0 0 1.3mm; padding-left: 1.5mm; break-inside: avoid; }
ul li::marker { color: ${gold}; }
ol li::marker { color: ${green}; font-weight: bold; }
strong { color: #111a15; }
`;

/** Builds the complete, self-contained HTML page for one document. */
export function renderHtml(document: ParsedDocument): string {
  const meta = document.meta.map(renderBlock).join("\n");
  const body = document.body.map(renderBlock).join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(`${document.title} — ${groupName}`)}</title>
<style>${styles}</style>
</head>
<body>
<header>
<div class="masthead">
<div class="group">${groupName}</div>
<div class="companies">${escapeHtml(groupCompanies)}</div>
</div>
<div class="rule"></div>
</header>
<main>
<h1>${renderInline(document.title)}</h1>
<div class="meta">
${meta}
</div>
${body}
</main>
</body>
</html>
`;
}

/** The running header printed on every page: document title left, reference right, gold rule. */
function headerTemplate(title: string, reference: string): string {
  return `<div style="box-sizing: border-box; width: 100%; padding: 9mm 20mm 0; font-family: Helvetica, Arial, sans-serif; font-size: 7.5pt; color: #5b6660; -webkit-print-color-adjust: exact;">
<div style="display: flex; justify-content: space-between; align-items: baseline; padding-bottom: 1.6mm; border-bottom: 0.6pt solid ${gold};">
<span style="font-family: Georgia, serif; font-size: 9pt; color: ${green};">${escapeHtml(`${groupName} · ${title}`)}</span>
<span>${escapeHtml(reference)}</span>
</div>
</div>`;
}

/** The running footer printed on every page: the group's address line and "Page X of Y". */
function footerTemplate(): string {
  return `<div style="box-sizing: border-box; width: 100%; padding: 0 20mm 8mm; font-family: Helvetica, Arial, sans-serif; font-size: 6.8pt; color: #5b6660; -webkit-print-color-adjust: exact;">
<div style="display: flex; justify-content: space-between; gap: 6mm; padding-top: 1.6mm; border-top: 0.5pt solid #d6cfbd;">
<span>${escapeHtml(footerLine)}</span>
<span style="white-space: nowrap;">Page <span class="pageNumber"></span> of <span class="totalPages"></span></span>
</div>
</div>`;
}

/** Starts Chromium, or explains clearly why it could not. */
async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (!fs.existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}. Install it (apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome executable.`,
    );
  }
  try {
    return await chromium.launch({ executablePath, args: chromiumArgs });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Chromium at ${executablePath} could not be started: ${reason}`);
  }
}

/** Counts the pages of a PDF written by Chromium. */
function countPages(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

/** Renders one document to PDF and returns a one-line summary: path, page count and size. */
async function buildDocument(browser: Browser, spec: DocumentSpec): Promise<string> {
  const sourceFile = path.join(sourceDir, `${spec.slug}.md`);
  const relativeSource = path.relative(root, sourceFile);
  const parsed = parseDocument(fs.readFileSync(sourceFile, "utf8"), relativeSource);
  const page = await browser.newPage();
  try {
    await page.setContent(renderHtml(parsed), { waitUntil: "load" });
    const pdf = await page.pdf({
      format: "A4",
      printBackground: true,
      margin: pageMargin,
      displayHeaderFooter: true,
      headerTemplate: headerTemplate(parsed.title, spec.reference),
      footerTemplate: footerTemplate(),
      preferCSSPageSize: false,
      outline: true,
      tagged: true,
    });
    const outputFile = path.join(outputDir, `${spec.slug}.pdf`);
    fs.writeFileSync(outputFile, pdf);
    return `${path.relative(root, outputFile)} (${countPages(pdf)} pages, ${pdf.length} bytes)`;
  } finally {
    await page.close();
  }
}

/** Builds every document in order. */
async function main(): Promise<void> {
  fs.mkdirSync(outputDir, { recursive: true });
  const browser = await launchChromium();
  try {
    for (const spec of documents) {
      console.log(`wrote ${await buildDocument(browser, spec)}`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(`build-documents: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
