import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  APP_ENTRY,
  filesReachable,
  ROUTE_CLASSES,
  pageFile,
  SITE_ENTRY,
  type BuildManifest,
  type RouteRow,
  type ServerEntry,
} from "../api/contract/built-pages.ts";
import { PRIVATE_FILES } from "../api/pages/page-renderer.ts";
/** The build's server entry (`vite build --ssr` writes it first): the route tree and the page renderer. */
export const loadServerEntry = async (serverDir: string): Promise<ServerEntry> =>
  (await import(pathToFileURL(path.resolve(serverDir, "entry-server.js")).href)) as ServerEntry;

/** A prerendered page's file within the build folder: `about/index.html`, `es/404.html`. */
export const prerenderedFile = (url: string): string => pageFile(url).slice(1);

/**
 * Files the public pages can load: everything reachable from their entry
 * (src/site.ts and the islands it wakes) through static and dynamic
 * imports, read from Vite's build manifest. The client-rendered app is
 * kept on a client's phone separately (docs/decisions/0030-invoice-screens-offline.md).
 */
export const publicAssetFilesOf = (manifest: BuildManifest): Set<string> =>
  filesReachable(manifest, [SITE_ENTRY]);

/** The prerendered pages whose route class is not precached (sign-in pages, form answers). */
export const unprecachedPages = (routes: RouteRow[], prerendered: string[]): Set<string> => {
  const precached = new Set(
    routes.filter((route) => ROUTE_CLASSES[route.routeClass].precached).flatMap((route) => route.addresses),
  );
  const routePaths = new Set(routes.flatMap((route) => route.addresses));
  // Articles and /404 are pages of public routes with parameters, or of the catch-all.
  return new Set(
    prerendered.filter((url) => routePaths.has(url) && !precached.has(url)).map(prerenderedFile),
  );
};

/**
 * workbox `manifestTransforms` step, read from the build's server entry and
 * Vite's manifest: keeps only the hashed assets public pages load, and
 * leaves out the HTML of pages whose route class is not precached.
 */
export function precacheEntries(serverDir: string) {
  return async (entries: { url: string; size: number; revision: string | null }[]) => {
    const manifest = JSON.parse(
      readFileSync(path.join(serverDir, PRIVATE_FILES.manifest), "utf8"),
    ) as BuildManifest;
    const entry = await loadServerEntry(serverDir);
    const keep = publicAssetFilesOf(manifest);
    const leaveOut = unprecachedPages(entry.routeTable(), entry.prerenderPaths());
    return {
      manifest: entries.filter((each) =>
        each.url.startsWith("assets/") ? keep.has(each.url) : !leaveOut.has(each.url),
      ),
      warnings: [],
    };
  };
}

/**
 * What the client portal needs to open without signal: the app's entry,
 * the routes of the class kept on the phone (with the layouts above them)
 * and the 404 route, and what they load (the scan worker included; the
 * HEIC decoder, loaded by that worker only, is not in the manifest and
 * stays out). Files the precache also holds are listed too: the kept
 * portal must not depend on which version of the service worker runs.
 */
export function portalAppFiles(manifest: BuildManifest, routes: RouteRow[]): string[] {
  return [
    ...appFilesOf(
      manifest,
      routes.filter((route) => ROUTE_CLASSES[route.routeClass].keptOnceOpened || route.notFound),
    ),
  ].sort();
}

/** The app's entry without its routes, and these routes (with the layouts above them) and all they load. */
function appFilesOf(manifest: BuildManifest, routes: RouteRow[]): Set<string> {
  const sources = new Set(routes.flatMap((route) => route.files));
  const routeChunks = Object.entries(manifest)
    .filter(([key, chunk]) => sources.has((chunk.src ?? key).split("?")[0] ?? ""))
    .map(([key]) => key);
  return new Set([
    ...filesReachable(manifest, [APP_ENTRY], { dynamic: false }),
    // The routes import the entry, whose other routes are not theirs.
    ...filesReachable(manifest, routeChunks, { skip: [APP_ENTRY] }),
  ]);
}

/**
 * Packages only the staff area may load: pdf.js (about a megabyte with its
 * worker) draws PDF pages in the staff page viewer, and a driver's phone
 * must never download it (docs/decisions/0130-page-viewer.md).
 */
export const STAFF_ONLY_PACKAGES = ["pdfjs-dist"] as const;

/** Every file outside the staff area can load: the public pages' and every other route's. */
export const nonStaffFiles = (manifest: BuildManifest, routes: RouteRow[]): Set<string> =>
  new Set([
    ...publicAssetFilesOf(manifest),
    ...appFilesOf(
      manifest,
      routes.filter((route) => route.routeClass !== "staff"),
    ),
  ]);

/**
 * "file: package" for each staff-only package that a file outside the staff
 * area holds, from the modules the bundler put in each file; none is right.
 */
export function staffOnlyLeaks(
  files: Iterable<string>,
  modulesOf: (file: string) => readonly string[],
): string[] {
  return [...files].flatMap((file) =>
    STAFF_ONLY_PACKAGES.filter((name) =>
      modulesOf(file).some((id) => id.replaceAll("\\", "/").includes(`node_modules/${name}/`)),
    ).map((name) => `${file}: ${name}`),
  );
}

/** Where the build lists them for the portal to keep on the phone (src/features/pwa/portal-cache.ts). */
export const PORTAL_FILES_LIST = "portal-files.json";
