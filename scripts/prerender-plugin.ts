import { existsSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { routeSections, type RouteRow } from "../api/contract/built-pages.ts";
import { basePath, LOCALES, type Locale } from "../api/contract/words.ts";
import { seedTeam } from "../api/contract/seed-team.ts";
import { escapeHtml } from "../api/lib/html.ts";
import { builtClient, PRIVATE_FILES } from "../api/pages/page-renderer.ts";
import {
  loadServerEntry,
  nonStaffFiles,
  PORTAL_FILES_LIST,
  portalAppFiles,
  prerenderedFile,
  staffOnlyLeaks,
} from "./offline-files.ts";
import { siteUrlFromEnvironment } from "./site-url.ts";

export { PRIVATE_FILES };

/**
 * After the client bundle is written (writeBundle, before the PWA plugin
 * scans the output in closeBundle), renders every public page to HTML with
 * the server entry (`vite build --ssr` runs first) and writes it where the
 * server and the service worker find it: `/` -> index.html, `/about` ->
 * about/index.html, `/404` -> 404.html.
 *
 * The page template and Vite's manifest move next to the server entry: the
 * server renders a few answers at run time with them, and nobody else
 * needs them (a built site serves no build metadata). Also writes
 * sitemap.xml and fills robots.txt when SITE_URL is set, fills company
 * facts into the static forms under forms/, and lists the files a client's
 * phone keeps to open the portal offline (portal-files.json). Fails the
 * build when a staff-only package (pdf.js) is in a file any other screen
 * loads.
 */
export function prerender(options: { serverDir: string }): Plugin {
  let outDir = "dist";
  return {
    name: "tpf:prerender",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      async handler(_output, bundle) {
        const serverDir = path.resolve(options.serverDir);
        const entry = await loadServerEntry(serverDir);
        const routes = entry.routeTable();
        const siteUrl = siteUrlFromEnvironment(process.env, (message) => this.warn(message));
        await copyFile(path.join(outDir, "index.html"), path.join(serverDir, PRIVATE_FILES.template));
        await copyFile(
          path.join(outDir, ".vite", "manifest.json"),
          path.join(serverDir, PRIVATE_FILES.manifest),
        );
        await rm(path.join(outDir, ".vite"), { recursive: true, force: true });
        const client = builtClient(outDir, serverDir);
        const leaks = staffOnlyLeaks(nonStaffFiles(client.manifest, routes), (file) => {
          const output = bundle[file];
          if (!output) return [];
          return output.type === "chunk" ? output.moduleIds : output.originalFileNames;
        });
        if (leaks.length > 0) {
          throw new Error(`staff-only packages outside the staff area:\n${leaks.join("\n")}`);
        }
        const portalFiles = portalAppFiles(client.manifest, routes).map((file) => `/${file}`);
        await writeFile(path.join(outDir, PORTAL_FILES_LIST), `${JSON.stringify({ files: portalFiles })}\n`);

        // The About page as built shows the seeded team; the server shows the current one.
        const teamMembers = seedTeam.map(({ sortOrder: _order, ...member }) => ({
          ...member,
          profileImage: null,
        }));
        const indexable: string[] = [];
        let written = 0;
        const paths = entry.prerenderPaths();
        for (const url of paths) {
          const page = await entry.renderPage(client, { url, siteUrl, teamMembers });
          if (!("html" in page)) continue; // a redirect: the server answers it
          const expected = basePath(url) === "/404" ? 404 : 200;
          if (page.status !== expected)
            throw new Error(`prerender ${url}: status ${page.status}, expected ${expected}`);
          const file = prerenderedFile(url);
          await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
          await writeFile(path.join(outDir, file), page.html);
          written += 1;
          if (expected === 200 && !/<meta name="robots" content="[^"]*noindex/.test(page.html))
            indexable.push(url);
        }
        if (siteUrl)
          await writeFile(
            path.join(outDir, "sitemap.xml"),
            sitemap(siteUrl, indexable, (url) => entry.editionsOf(url)),
          );
        await writeRobots(outDir, routes, siteUrl);
        await fillStaticForms(outDir, entry.staticFileTokens());
        this.info(`prerendered ${written} pages${siteUrl ? `, ${indexable.length} in sitemap.xml` : ""}`);
      },
    },
  };
}

/** Every indexable page; a page published in every language names each edition (hreflang), each way. */
function sitemap(
  origin: string,
  paths: string[],
  editionsOf: (path: string) => Readonly<Record<Locale, string>> | undefined,
): string {
  const urls = [...paths]
    .sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)))
    .map((url) => {
      const editions = editionsOf(url);
      if (!editions) return `  <url><loc>${origin}${url}</loc></url>`;
      return [
        `  <url><loc>${origin}${url}</loc>`,
        ...LOCALES.map(
          (locale) =>
            `    <xhtml:link rel="alternate" hreflang="${locale}" href="${origin}${editions[locale]}"/>`,
        ),
        "  </url>",
      ].join("\n");
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/**
 * robots.txt keeps crawlers out of the sections of the route classes that
 * are not crawled (the portal, the staff area), and names the sitemap only
 * when there is one (SITE_URL set).
 */
async function writeRobots(outDir: string, routes: RouteRow[], origin: string | undefined) {
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...routeSections(routes, (facts) => !facts.crawled).map((section) => `Disallow: ${section}`),
  ];
  if (origin) lines.push("", `Sitemap: ${origin}/sitemap.xml`);
  await writeFile(path.join(outDir, "robots.txt"), `${lines.join("\n")}\n`);
}

/** Replaces `{{key}}` in forms/*.html; an unknown key fails the build rather than ship a placeholder. */
async function fillStaticForms(outDir: string, tokens: Record<string, string>) {
  const dir = path.join(outDir, "forms");
  if (!existsSync(dir)) return;
  for (const name of await readdir(dir)) {
    if (!name.endsWith(".html")) continue;
    const file = path.join(dir, name);
    const filled = (await readFile(file, "utf8")).replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, key: string) => {
      const value = tokens[key];
      if (value === undefined) throw new Error(`forms/${name}: unknown placeholder ${whole}`);
      return escapeHtml(value);
    });
    await writeFile(file, filled);
  }
}
