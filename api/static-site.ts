import { serveStatic } from "@hono/node-server/serve-static";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { getCookie, setCookie } from "hono/cookie";
import {
  BASE_LOCALE,
  basePath,
  isLocale,
  LOCALE_COOKIE,
  LOCALES,
  localeOfPath,
  pathInLocale,
  rootLocale,
  type Locale,
} from "./contract/words";
import type { AppEnv } from "./app";
import { pageFile } from "./contract/built-pages";
import { listTeam } from "./db/team";
import { mountFormPosts, pageAnswer } from "./pages/form-posts";
import type { PageRenderer } from "./pages/page-renderer";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
/** A form sent without JavaScript is a few kilobytes of text. */
const FORM_POST_BYTES = 32 * 1024;

/**
 * Serves the built site from `distDir`:
 * - prerendered public pages (`/about` -> about/index.html), hashed assets
 *   immutable for a year, HTML, the service worker and the manifest
 *   `no-cache`, precompressed brotli/gzip when the browser accepts it;
 * - the app shell (app.html) for the screens the browser renders itself;
 * - pages rendered per request where the request matters: a query string
 *   the page honours (`/resources?category=Finance`), the current team on
 *   About, and the answer to a form sent without JavaScript;
 * - nothing whose name starts with a dot (build metadata; `isPrivatePath`), and the
 *   prerendered 404 page for anything else.
 */
export function mountStaticSite(app: Hono<AppEnv>, distDir: string, renderer: PageRenderer): void {
  const root = path.relative(process.cwd(), distDir) || ".";
  const notFoundHtml = readFileSync(path.join(distDir, "404.html"), "utf8");
  // The 404 page in the language of the address (`/es/…`), where the build wrote one.
  const notFoundIn = Object.fromEntries(
    LOCALES.map((locale) => {
      const file = path.join(distDir, pageFile(pathInLocale("/404", locale)));
      return [locale, existsSync(file) ? readFileSync(file, "utf8") : notFoundHtml];
    }),
  ) as Record<Locale, string>;
  const appShell = readFileSync(path.join(distDir, "app.html"), "utf8");
  const notFound = (c: Context) => {
    c.header("Cache-Control", REVALIDATE);
    return c.html(notFoundIn[localeOfPath(c.req.path)], 404);
  };

  const cacheHeaders = (file: string, c: Context) => {
    c.header(
      "Cache-Control",
      file.split(path.sep).includes("assets") || file.includes("/assets/") ? IMMUTABLE : REVALIDATE,
    );
    // The home page's language follows the reader's choice and browser (above).
    c.header("Vary", c.req.path === "/" ? "Accept-Encoding, Accept-Language, Cookie" : "Accept-Encoding");
  };

  // Build metadata and other dotfiles stay private.
  app.use("*", async (c, next) => (isPrivatePath(c.req.path) ? notFound(c) : next()));

  app.use(
    "*",
    bodyLimit({ maxSize: FORM_POST_BYTES, onError: (c) => c.text("The form is too large.", 413) }),
  );
  mountFormPosts(app, renderer);

  // The portal's old Get Quote address.
  app.get("/quote", (c) => c.redirect("/get-quote", 301));

  // The home page only: the language the switch named (`/?lang=en`, remembered from then on), else
  // the remembered one, else the browser's on a first visit. Every other address is its own
  // language and never redirects (docs/decisions/0170-spanish-edition.md).
  app.get("/", async (c, next) => {
    const explicit = c.req.query("lang");
    const locale = rootLocale(explicit, getCookie(c, LOCALE_COOKIE), c.req.header("accept-language"));
    if (isLocale(explicit)) {
      setCookie(c, LOCALE_COOKIE, explicit, {
        path: "/",
        maxAge: 365 * 24 * 60 * 60,
        sameSite: "Lax",
        secure: new URL(c.req.url).protocol === "https:",
      });
    }
    c.header("Cache-Control", REVALIDATE);
    c.header("Vary", "Accept-Encoding, Accept-Language, Cookie");
    if (locale !== BASE_LOCALE) return c.redirect(pathInLocale("/", locale), 302);
    if (explicit !== undefined) return c.redirect("/", 302);
    return next();
  });

  app.get("*", async (c, next) => {
    const pathname = c.req.path;
    if (path.extname(pathname) || pathname.startsWith("/api/")) return next();
    if (renderer.isClientRendered(pathname)) {
      c.header("Cache-Control", REVALIDATE);
      // Signed-in screens are never indexed; the app adds the same as a meta tag once it runs.
      c.header("X-Robots-Tag", "noindex");
      return c.html(appShell);
    }
    const search = new URL(c.req.url).search;
    // About shows the current team, in every language.
    const live = basePath(pathname.replace(/\/+$/, "") || "/") === "/about";
    if (!search && !live) return next();
    if (!existingPage(distDir, pathname)) return next();
    return compress()(c, async () => {
      const { db, logger } = c.get("deps");
      // A team that cannot be read leaves About standing: its team section says so and retries.
      const teamMembers = live
        ? await listTeam(db).catch((error: unknown) => {
            logger.error("team list unreadable for About", { error: String(error) });
            return undefined;
          })
        : undefined;
      c.res = await pageAnswer(c, renderer, { url: `${pathname}${search}`, teamMembers });
    });
  });

  app.use("/assets/*", serveStatic({ root, precompressed: true, onFound: cacheHeaders }));
  app.all("/assets/*", (c) => c.text("Not found", 404));

  app.use(
    "*",
    serveStatic({
      root,
      precompressed: true,
      onFound: cacheHeaders,
      rewriteRequestPath: (requestPath) => existingPage(distDir, requestPath) ?? requestPath,
    }),
  );

  app.get("*", notFound);
}

/**
 * A path with a segment that starts with a dot (`/.vite/…`, `/.build-stamp`,
 * `/assets/.x`), however it is encoded, other than `/.well-known/`, which is
 * public by design.
 */
function isPrivatePath(requestPath: string): boolean {
  const segments = requestPath.split("/").map(decodeSegment);
  return segments.some(
    (segment, index) => segment.startsWith(".") && !(index === 1 && segment === ".well-known"),
  );
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** `/about` and `/about/` -> `/about/index.html` when that prerendered page exists. */
function existingPage(distDir: string, requestPath: string): string | undefined {
  if (path.extname(requestPath)) return undefined;
  const address = requestPath.replace(/\/+$/, "") || "/";
  // A 404 page is answered with its status (above), never as a page of its own address.
  if (basePath(address) === "/404") return undefined;
  const candidate = pageFile(address);
  const full = path.join(distDir, candidate);
  if (!full.startsWith(distDir)) return undefined;
  return existsSync(full) && statSync(full).isFile() ? candidate : undefined;
}
