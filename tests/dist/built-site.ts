import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { decodeCrawlerHtml } from "../support/crawler-html";
import { distDir } from "./build-folder";

export { distDir } from "./build-folder";

/*
 * The built site as the server sends it, read from the build's files instead
 * of a browser: `$BUILD_DIR/dist` (`npm run build` writes it there; the
 * checks in tests/dist run after the build, `npm run test:dist`). What a
 * page's HTML says before any script runs (head tags, language, links,
 * words, the markup a phone with scripts off gets) is read here; what needs
 * a browser (layout, taps, axe, the service worker, the server's headers)
 * stays in tests/e2e.
 */

/** A file of the build, as text. */
export const builtFile = (file: string): string => readFileSync(path.join(distDir, file), "utf8");

/** `/about` -> `about/index.html` when that prerendered page exists (as api/static-site.ts finds it). */
function pageFile(pagePath: string): string | undefined {
  const clean = pagePath.replace(/\/+$/, "");
  const file = clean === "" ? "index.html" : `${clean.slice(1)}/index.html`;
  const full = path.join(distDir, file);
  return existsSync(full) && statSync(full).isFile() ? file : undefined;
}

/**
 * The file the server answers `pagePath` with (no query string): its prerendered page, else the
 * 404 page of its edition (`es/404.html` under `/es/`), as api/static-site.ts serves them.
 */
export function servedFile(pagePath: string): { file: string; status: 200 | 404 } {
  const file = pageFile(pagePath);
  if (file) return { file, status: 200 };
  const spanish = pagePath === "/es" || pagePath.startsWith("/es/");
  return {
    file: spanish && existsSync(path.join(distDir, "es/404.html")) ? "es/404.html" : "404.html",
    status: 404,
  };
}

/** The HTML the server sends for `pagePath`. */
export const servedHtml = (pagePath: string): string => builtFile(servedFile(pagePath).file);

/** Every page the build prerendered: `about/index.html` -> `/about`, `404.html` -> `/404`. */
export function prerenderedPaths(): string[] {
  return readdirSync(distDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file === "index.html" || file === "404.html" || file.endsWith("/index.html"))
    .map((file) => `/${file.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`)
    .sort();
}

// One window's DOMParser reads every page: a window of its own per page costs several times the parse.
const parser = new new JSDOM("").window.DOMParser();
const parsed = new Map<string, Document>();

/**
 * The page the server sends for `pagePath`, parsed as a browser with scripts off parses it
 * (`<noscript>` content is markup). Parsed once per test file.
 */
export function builtPage(pagePath: string): Document {
  const known = parsed.get(pagePath);
  if (known) return known;
  // The inline stylesheets are most of a page's bytes and none of its elements: parsed empty.
  const html = servedHtml(pagePath).replace(/(<style\b[^>]*>)[\s\S]*?<\/style>/g, "$1</style>");
  const page = parser.parseFromString(html, "text/html");
  parsed.set(pagePath, page);
  return page;
}

/** Text as Playwright's text matchers compare it: whitespace runs as one space, trimmed. */
export const normalized = (text: string | null | undefined): string =>
  (text ?? "").replace(/\s+/g, " ").trim();

/**
 * Whether the markup shows `element` before any script runs: not inside `hidden`, a
 * `<template>`, a closed popover (the menu drawer) or dialog, or the closed part of a
 * `<details>`. (What CSS alone hides is a browser's to say: tests/e2e.)
 */
function shownInMarkup(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.matches("[hidden], template, [popover], dialog:not([open]), script, style")) return false;
    const parent = node.parentElement;
    if (parent?.matches("details:not([open])") && !node.matches("summary")) return false;
  }
  return true;
}

/** Whether assistive technology is told of `element`: shown in the markup, and not under aria-hidden. */
const exposed = (element: Element): boolean =>
  shownInMarkup(element) && !element.closest('[aria-hidden="true"]');

/** An element's accessible name, as far as the pages' markup needs: labelledby, label, else its words. */
function accessibleName(element: Element): string {
  const document = element.ownerDocument;
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy)
    return normalized(
      labelledBy
        .split(/\s+/)
        .map((id) => nameFromContent(document.getElementById(id)))
        .join(" "),
    );
  const label = element.getAttribute("aria-label");
  if (label) return normalized(label);
  return normalized(nameFromContent(element)) || normalized(element.getAttribute("title"));
}

function nameFromContent(element: Element | null): string {
  if (!element) return "";
  let text = "";
  for (const child of element.childNodes) {
    if (child.nodeType === child.TEXT_NODE) text += child.textContent ?? "";
    else if (child.nodeType === child.ELEMENT_NODE) {
      const el = child as Element;
      if (el.getAttribute("aria-hidden") === "true" || el.matches("[hidden], template, script, style"))
        continue;
      text += el.matches("img") ? ` ${el.getAttribute("alt") ?? ""} ` : ` ${nameFromContent(el)} `;
    }
  }
  return text;
}

/**
 * The elements a role query finds, in document order, as Playwright's `getByRole` finds them:
 * exposed to assistive technology, the name matched as a substring without regard to case
 * (or exactly, or by a pattern).
 */
function byName(elements: Iterable<Element>, name: string | RegExp | undefined, exact = false) {
  return [...elements].filter((element) => {
    if (!exposed(element)) return false;
    if (name === undefined) return true;
    const accessible = accessibleName(element);
    if (name instanceof RegExp) return name.test(accessible);
    return exact ? accessible === name : accessible.toLowerCase().includes(name.toLowerCase());
  });
}

/** `getByRole("link", { name })`: links (`<a href>`). */
export const links = (scope: ParentNode, name?: string | RegExp, exact = false): HTMLAnchorElement[] =>
  byName(scope.querySelectorAll("a[href]"), name, exact) as HTMLAnchorElement[];

/** `getByRole("heading", { level })`. */
export const headings = (
  scope: ParentNode,
  level: 1 | 2 | 3 | 4 | 5 | 6,
  name?: string | RegExp,
): Element[] => byName(scope.querySelectorAll(`h${level}`), name);

/** `getByRole("contentinfo")`: the page's `<footer>`, outside articles and sections. */
export const contentinfo = (document: Document): Element[] =>
  byName(document.querySelectorAll("footer, [role=contentinfo]"), undefined).filter(
    (footer) =>
      footer.matches("[role=contentinfo]") ||
      !footer.parentElement?.closest("article, aside, main, nav, section"),
  );

/**
 * The words of `scope` a reader sees (`getByText`, `toContainText`), whitespace normalized:
 * what the markup hides left out.
 */
export function shownWords(scope: Element): string {
  const copy = scope.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll(
    "[hidden], template, [popover], dialog:not([open]), script, style",
  ))
    hidden.remove();
  for (const closed of copy.querySelectorAll("details:not([open]) > :not(summary)")) closed.remove();
  return normalized(copy.textContent);
}

/** The page's HTML and text as a crawler (or a phone with scripts off) sees it. */
export function rawText(pagePath: string) {
  const { status, file } = servedFile(pagePath);
  const html = decodeCrawlerHtml(builtFile(file));
  return { status, html, text: html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ") };
}
