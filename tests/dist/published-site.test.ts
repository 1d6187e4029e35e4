import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { distDir, SITE_URL } from "./build-folder";
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
