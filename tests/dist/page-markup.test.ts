import { describe, expect, it } from "vitest";
import { allPublicPaths } from "../support/public-pages";
import { prerenderedPaths, servedFile, servedHtml } from "./built-site";

/*
 * What every prerendered page's markup must hold before any script runs,
 * read from the build's files: its styles inline, and no script of its own
 * inline. (That each page is answered at its address, and the headers it
 * comes with: tests/e2e/prerendered-pages.spec.ts, tests/e2e/reliability-headers.spec.ts.)
 */

/** A CSS-module class as Vite names it in a build: `_header_c53id_1` (name, file hash, line). */
const MODULE_CLASS = /^_[A-Za-z][\w-]*_[a-z0-9]{5}_\d+$/;

/**
 * A prerendered page is styled by the stylesheets inlined in its head, before
 * any script runs: every CSS-module class its HTML uses must have its rule
 * there, or that part of the page shows unstyled (as the answer pages of the
 * request forms once did, without their page header).
 */
it("every CSS-module class on every prerendered page has its rule in the page's stylesheets", () => {
  const paths = prerenderedPaths();
  expect(paths).toContain("/get-quote/sent");
  const missing: Record<string, string[]> = {};
  for (const pagePath of paths) {
    expect(servedFile(pagePath).status, pagePath).toBe(pagePath === "/404" ? 404 : 200);
    const html = servedHtml(pagePath);
    const css = [...html.matchAll(/<style data-href="[^"]*">([\s\S]*?)<\/style>/g)]
      .map(([, text]) => text)
      .join("\n");
    const classes = new Set(
      [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, list = ""]) =>
        list.split(/\s+/).filter((name) => MODULE_CLASS.test(name)),
      ),
    );
    const unstyled = [...classes].filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(css));
    if (unstyled.length > 0) missing[pagePath] = unstyled;
  }
  expect(missing).toEqual({});
});

describe("the content security policy's pages (SECURITY.md)", () => {
  /** Every public page, plus the 404 page. */
  const publicPages = [...allPublicPaths, "/no-such-page"];

  it("no page inlines a script: every <script> is same-origin or JSON data", () => {
    for (const path of publicPages) {
      const html = servedHtml(path);
      for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
        const src = /\ssrc="([^"]*)"/.exec(tag)?.[1];
        const type = /\stype="([^"]*)"/.exec(tag)?.[1];
        if (src !== undefined) expect(src, `${path}: ${tag}`).toMatch(/^\/(?!\/)/);
        else expect(type, `${path}: inline ${tag}`).toMatch(/^application\/(ld\+)?json$/);
      }
      expect(html, `${path}: no inline event handlers`).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
    }
  });
});
