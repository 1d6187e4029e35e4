import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/*
 * What a build publishes at which address, read from its files: the pages it prerendered, what
 * sitemap.xml tells search engines (each address with its editions), the pages the service worker
 * precaches and robots.txt. Links, bookmarks and search engines depend on every one of these
 * addresses, so tests/dist/published-site.test.ts holds a build to the fixture taken from the
 * build before the Spanish pages came from the same route files as the English ones.
 */

export interface SitemapEntry {
  /** The page's path (`/es/about`), without the site's origin. */
  loc: string;
  /** Its editions (`hreflang`), when it names them. */
  alternates?: Record<string, string>;
}

export interface PublishedSite {
  /** Every prerendered page, as the address it answers: `about/index.html` -> `/about`, `404.html` -> `/404`. */
  prerendered: string[];
  sitemap: SitemapEntry[];
  /** The HTML files in the service worker's precache. */
  precachedPages: string[];
  robots: string[];
}

/** The path of an absolute URL of the site (`https://tpf.test/es` -> `/es`), after checking its origin. */
function pathOf(url: string, origin: string): string {
  if (!url.startsWith(origin)) throw new Error(`${url} is not on ${origin}`);
  return url.slice(origin.length) || "/";
}

export function publishedSite(distDir: string, origin: string): PublishedSite {
  const read = (file: string) => readFileSync(path.join(distDir, file), "utf8");
  const prerendered = readdirSync(distDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => /(^|\/)(index|404)\.html$/.test(file))
    .map((file) => `/${file.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`)
    .sort();
  const sitemap = [...read("sitemap.xml").matchAll(/<url>([\s\S]*?)<\/url>/g)]
    .map(([, entry = ""]) => {
      const loc = pathOf(entry.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? "", origin);
      const links = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)];
      return links.length === 0
        ? { loc }
        : {
            loc,
            alternates: Object.fromEntries(
              links.map(([, lang = "", href = ""]) => [lang, pathOf(href, origin)]),
            ),
          };
    })
    .sort((a, b) => a.loc.localeCompare(b.loc));
  const precachedPages = [...read("sw.js").matchAll(/"url":"([^"]+\.html)"/g)]
    .map(([, url = ""]) => url)
    .sort();
  const robots = read("robots.txt").trim().split("\n");
  return { prerendered, sitemap, precachedPages, robots };
}
