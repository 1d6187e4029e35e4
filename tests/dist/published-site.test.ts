import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { distDir, SITE_URL } from "./build-folder";
import { builtPage } from "./built-site";
import { publishedSite, type PublishedSite } from "./published-site";

/*
 * Every address the site publishes stays where it was: the prerendered pages, the sitemap's
 * addresses and their editions, the precached pages and robots.txt are those of the fixture,
 * taken from the build made while each Spanish page still had a route file of its own. A page
 * added or moved on purpose changes the fixture in the same commit.
 */

const fixture = JSON.parse(
  readFileSync(new URL("../fixtures/published-site.json", import.meta.url), "utf8"),
) as PublishedSite;
const built = publishedSite(distDir, SITE_URL);

it("prerenders the same pages, at the same addresses", () => {
  expect(built.prerendered).toEqual(fixture.prerendered);
});

it("tells search engines the same addresses, each with the same editions", () => {
  expect(built.sitemap).toEqual(fixture.sitemap);
});

it("precaches the same pages and keeps robots.txt as it was", () => {
  expect(built.precachedPages).toEqual(fixture.precachedPages);
  expect(built.robots).toEqual(fixture.robots);
});

it("links from every page only to pages the site publishes, its app's screens or its files", () => {
  const pages = new Set(built.prerendered);
  // The sections robots.txt keeps crawlers out of are the screens the app renders (portal, staff).
  const appSections = built.robots.flatMap((line) => line.match(/^Disallow: (\/.+)$/)?.[1] ?? []);
  const leadsSomewhere = (target: string) =>
    pages.has(target) ||
    appSections.some((section) => target === section || target.startsWith(`${section}/`)) ||
    existsSync(path.join(distDir, target));
  const nowhere = built.prerendered.flatMap((page) =>
    [...builtPage(page).querySelectorAll("a[href^='/']")]
      .map((link) => link.getAttribute("href") ?? "")
      .filter((href) => !href.startsWith("//"))
      .map((href) => href.split(/[?#]/)[0]!.replace(/(.)\/+$/, "$1"))
      .filter((target) => !leadsSomewhere(target))
      .map((target) => `${page} -> ${target}`),
  );
  expect(nowhere).toEqual([]);
});
