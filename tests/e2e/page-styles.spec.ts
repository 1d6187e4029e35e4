import { readdirSync } from "node:fs";
import path from "node:path";
import { BUILD_DIR } from "../setup/e2e-build";
import { test, expect } from "./fixtures";

/** The build the end-to-end servers serve (tests/setup/e2e-build.ts), read only. */
const distDir = path.join(BUILD_DIR, "dist");

/** Every page the build prerendered: `about/index.html` -> `/about`, `404.html` -> `/404`. */
function prerenderedPaths(): string[] {
  return readdirSync(distDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file === "index.html" || file === "404.html" || file.endsWith("/index.html"))
    .map((file) => `/${file.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`)
    .sort();
}

/** A CSS-module class as Vite names it in a build: `_header_c53id_1` (name, file hash, line). */
const MODULE_CLASS = /^_[A-Za-z][\w-]*_[a-z0-9]{5}_\d+$/;

/**
 * A prerendered page is styled by the stylesheets inlined in its head, before
 * any script runs: every CSS-module class its HTML uses must have its rule
 * there, or that part of the page shows unstyled (as the answer pages of the
 * request forms once did, without their page header).
 */
test("every CSS-module class on every prerendered page has its rule in the page's stylesheets", async ({
  request,
}) => {
  const paths = prerenderedPaths();
  expect(paths).toContain("/get-quote/sent");
  const missing: Record<string, string[]> = {};
  for (const pagePath of paths) {
    const response = await request.get(pagePath);
    expect(response.status(), pagePath).toBe(pagePath === "/404" ? 404 : 200);
    const html = await response.text();
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
