import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

interface ServerEntry {
  render(
    url: string,
  ): Promise<{ html: string; head: string; status: number; routeIds: string[]; pathname: string }>;
  listPrerenderPaths(): string[];
  /** Values for `{{key}}` placeholders in static files (company facts for the printable form). */
  staticFileTokens(): Record<string, string>;
}

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}

const ORIGIN_PLACEHOLDER = "%ORIGIN%";
/** What src/main.tsx imports once the page has painted. */
const APP_MODULE = "src/boot.tsx";
const DEFAULT_SITE_URL = "https://tpf.example.com";

/**
 * Writes every public route as static HTML after the client bundle is
 * written (writeBundle), so the PWA plugin's precache scan (closeBundle)
 * sees the pages. Needs the server entry built first (`vite build --ssr`).
 *
 * Output: `/` -> index.html, `/about` -> about/index.html, `/404` -> 404.html,
 * and the untouched template as shell.html for the service worker's fallback.
 * Each page carries the CSS of the entry and of its own route modules
 * inline (styled at the first paint, with no stylesheet request) and
 * lists their code in <meta name="tpf:preload">, fetched by src/main.tsx
 * once the page has painted. Also writes sitemap.xml (every
 * page that is neither noindex nor a redirect), fills in robots.txt, and fills company facts into the
 * static forms under forms/. Absolute URLs use SITE_URL (default
 * https://tpf.example.com).
 */
export function prerender(options: { serverEntry: string }): Plugin {
  let outDir = "dist";
  return {
    name: "tpf:prerender",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      async handler() {
        const origin = siteOrigin(process.env.SITE_URL);
        const entry = (await import(pathToFileURL(path.resolve(options.serverEntry)).href)) as ServerEntry;
        const template = await readFile(path.join(outDir, "index.html"), "utf8");
        const manifest = await readManifest(outDir);
        await writeFile(
          path.join(outDir, "shell.html"),
          template.replace("<!--app-head-->", "<title>TPF</title>").replace("<!--app-html-->", ""),
        );
        const paths = entry.listPrerenderPaths();
        const indexable: string[] = [];
        for (const url of paths) {
          const page = await entry.render(url);
          const expected = url === "/404" ? 404 : 200;
          if (page.status !== expected)
            throw new Error(`prerender ${url}: status ${page.status}, expected ${expected}`);
          const assets = routeAssets(manifest, page.routeIds);
          const head = [
            page.head.replaceAll(ORIGIN_PLACEHOLDER, origin),
            ...(await inlineStyles(outDir, assets.css)),
            // Not <link rel="modulepreload">: src/main.tsx preloads these once the page has painted.
            `<meta name="tpf:preload" content="${assets.js.map((file) => `/${file}`).join(" ")}" />`,
          ].join("\n    ");
          const html = lowPriorityScripts(
            (await inlineTemplateStyles(outDir, template))
              .replace("<!--app-head-->", head)
              .replace("<!--app-html-->", page.html),
          );
          const file =
            url === "/" ? "index.html" : url === "/404" ? "404.html" : path.join(url.slice(1), "index.html");
          await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
          await writeFile(path.join(outDir, file), html);
          // A route that redirects (e.g. /quote) renders no matches on the server.
          const redirected =
            page.routeIds.length === 0 || page.pathname.replace(/\/+$/, "") !== url.replace(/\/+$/, "");
          const noindex = /<meta name="robots" content="[^"]*noindex/.test(page.head);
          if (expected === 200 && !redirected && !noindex) indexable.push(url);
        }
        await writeFile(path.join(outDir, "sitemap.xml"), sitemap(origin, indexable));
        await fillRobots(outDir, origin);
        await fillStaticForms(outDir, entry.staticFileTokens());
        this.info(`prerendered ${paths.length} pages, ${indexable.length} in sitemap.xml`);
      },
    },
  };
}

function siteOrigin(value: string | undefined): string {
  const raw = value?.trim() || DEFAULT_SITE_URL;
  const url = new URL(raw);
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new Error(`SITE_URL must be http(s): ${raw}`);
  return url.origin;
}

async function readManifest(outDir: string): Promise<Record<string, ManifestChunk>> {
  const file = path.join(outDir, ".vite", "manifest.json");
  if (!existsSync(file)) return {};
  return JSON.parse(await readFile(file, "utf8")) as Record<string, ManifestChunk>;
}

/** Route id -> the source files TanStack's file routes use for it. */
function routeFiles(routeId: string): string[] {
  if (routeId === "__root__") return ["src/routes/__root.tsx"];
  const base = `src/routes${routeId}`;
  return routeId.endsWith("/") ? [`${base}index.tsx`] : [`${base}.tsx`, `${base}/route.tsx`];
}

/**
 * The stylesheets and the code of the matched routes' code-split modules
 * (and the chunks they import), from Vite's manifest.
 */
function routeAssets(
  manifest: Record<string, ManifestChunk>,
  routeIds: string[],
): { css: string[]; js: string[] } {
  // The app's start-up module (loaded by the entry) and its chunks are on every page.
  const sources = new Set([APP_MODULE, ...routeIds.flatMap(routeFiles)]);
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || key === "index.html") return;
    seen.add(key);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    const source = (chunk.src ?? key).split("?")[0] ?? "";
    if (sources.has(source)) visit(key);
  }
  return { css: [...css], js: [...js] };
}

const cssCache = new Map<string, string>();

async function cssText(outDir: string, file: string): Promise<string> {
  let text = cssCache.get(file);
  if (text === undefined) {
    // `</style` cannot occur in Vite's minified CSS except inside a string; escape it anyway.
    text = (await readFile(path.join(outDir, file), "utf8")).replace(/<\/style/gi, "<\\/style");
    cssCache.set(file, text);
  }
  return text;
}

/**
 * The page's CSS inlined (critical CSS: no request blocks the first paint).
 * Each file's `<link rel="stylesheet">` stays too as a marker, `disabled`
 * (browsers do not fetch a disabled stylesheet): Vite's loader looks for that
 * link before loading a route's CSS, so it never fetches what is inlined.
 */
async function inlineStyles(outDir: string, files: string[]): Promise<string[]> {
  const tags: string[] = [];
  for (const file of files) {
    tags.push(`<style data-href="/${file}">${await cssText(outDir, file)}</style>`);
    tags.push(`<link rel="stylesheet" crossorigin href="/${file}" disabled />`);
  }
  return tags;
}

/**
 * The entry's stylesheet links in the template become inline styles as well,
 * with the same marker: lazily loaded chunks name the entry's CSS among their
 * dependencies too.
 */
async function inlineTemplateStyles(outDir: string, template: string): Promise<string> {
  let html = template;
  for (const match of template.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)) {
    const [tag, file] = match;
    if (!file) continue;
    html = html.replace(tag, (await inlineStyles(outDir, [file])).join(""));
  }
  return html;
}

/**
 * The page is readable and styled without its scripts (they only make it
 * interactive), so they load at low priority: the document, its images and
 * the first paint go first on a slow connection.
 */
function lowPriorityScripts(html: string): string {
  return html
    .replace(
      /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
      '<link rel="modulepreload" fetchpriority="low"',
    )
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"');
}

function sitemap(origin: string, paths: string[]): string {
  const urls = [...paths]
    .sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)))
    .map((url) => `  <url><loc>${origin}${url === "/" ? "/" : url}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

async function fillRobots(outDir: string, origin: string) {
  const file = path.join(outDir, "robots.txt");
  if (!existsSync(file)) return;
  await writeFile(file, (await readFile(file, "utf8")).replaceAll(ORIGIN_PLACEHOLDER, origin));
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

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
