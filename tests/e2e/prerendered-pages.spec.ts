import { readdirSync } from "node:fs";
import path from "node:path";
import { BUILD_DIR } from "../setup/e2e-build";
import { test, expect } from "./fixtures";

/** The build every worker serves a copy of (tests/setup/e2e-build.ts), read only. */
const distDir = path.join(BUILD_DIR, "dist");

/** Every page the build prerendered: `about/index.html` -> `/about`, `404.html` -> `/404`. */
function prerenderedPaths(): string[] {
  return readdirSync(distDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file === "index.html" || file === "404.html" || file.endsWith("/index.html"))
    .map((file) => `/${file.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`)
    .sort();
}

/*
 * That every CSS-module class on a prerendered page has its rule in the page's inline stylesheets
 * is read from the built files (tests/dist/page-markup.test.ts). Here, what only the server can
 * say: each of those pages is answered at its own address.
 */
test("every prerendered page is served at its own address", async ({ request }) => {
  const paths = prerenderedPaths();
  expect(paths).toContain("/get-quote/sent");
  for (const pagePath of paths) {
    const response = await request.get(pagePath);
    expect(response.status(), pagePath).toBe(pagePath === "/404" ? 404 : 200);
  }
});
