import { serveStatic } from "@hono/node-server/serve-static";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Context, Hono } from "hono";
import type { AppEnv } from "./app";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/**
 * Serves the built app from `distDir`: hashed assets immutable for a year,
 * HTML, the service worker and the manifest `no-cache`, precompressed
 * brotli/gzip when the browser accepts it. A page path maps to its
 * prerendered HTML; anything else gets the prerendered 404 page with 404,
 * and so do dotfiles and build metadata (`isPrivatePath`).
 */
export function mountStaticSite(app: Hono<AppEnv>, distDir: string): void {
  const root = path.relative(process.cwd(), distDir) || ".";
  const notFoundHtml = readFileSync(path.join(distDir, "404.html"));

  const cacheHeaders = (file: string, c: Context) => {
    c.header(
      "Cache-Control",
      file.includes(`${path.sep}assets${path.sep}`) || file.includes("/assets/") ? IMMUTABLE : REVALIDATE,
    );
    c.header("Vary", "Accept-Encoding");
  };

  const notFound = (c: Context) => {
    c.header("Cache-Control", REVALIDATE);
    return c.html(notFoundHtml.toString("utf8"), 404);
  };

  // Build metadata (`.vite/manifest.json` lists every source path) and other dotfiles stay private.
  app.use("*", async (c, next) => (isPrivatePath(c.req.path) ? notFound(c) : next()));

  app.use("/assets/*", serveStatic({ root, precompressed: true, onFound: cacheHeaders }));
  app.all("/assets/*", (c) => c.text("Not found", 404));

  app.use(
    "*",
    serveStatic({
      root,
      precompressed: true,
      onFound: cacheHeaders,
      rewriteRequestPath: (requestPath) => pageFile(distDir, requestPath) ?? requestPath,
    }),
  );

  app.get("*", notFound);
}

/**
 * A path with a segment that starts with a dot (`/.vite/…`, `/.build-stamp`,
 * `/assets/.x`), however it is encoded, other than `/.well-known/`, which is
 * public by design.
 */
export function isPrivatePath(requestPath: string): boolean {
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
function pageFile(distDir: string, requestPath: string): string | undefined {
  if (path.extname(requestPath)) return undefined;
  const clean = requestPath.replace(/\/+$/, "");
  const candidate = clean === "" ? "/index.html" : `${clean}/index.html`;
  const full = path.join(distDir, candidate);
  if (!full.startsWith(distDir)) return undefined;
  return existsSync(full) && statSync(full).isFile() ? candidate : undefined;
}
