import { readFileSync } from "node:fs";
import { APP_ENTRY, filesReachable, SITE_ENTRY, type BuildManifest } from "../api/contract/built-pages.ts";

/**
 * Files the public pages can load: everything reachable from their entry
 * (src/site.ts and the islands it wakes) through static and dynamic
 * imports, read from Vite's build manifest. The client-rendered app is
 * kept on a client's phone separately (docs/decisions/0030-invoice-screens-offline.md).
 */
export const publicAssetFilesOf = (manifest: BuildManifest): Set<string> =>
  filesReachable(manifest, [SITE_ENTRY]);

/** workbox `manifestTransforms` step: keeps only the hashed assets public pages load. */
export function dropNeedsConnectionAssets(manifestFile: string) {
  return async (entries: { url: string; size: number; revision: string | null }[]) => {
    const keep = publicAssetFilesOf(JSON.parse(readFileSync(manifestFile, "utf8")) as BuildManifest);
    const manifest = entries.filter((entry) => !entry.url.startsWith("assets/") || keep.has(entry.url));
    return { manifest, warnings: [] };
  };
}

/** The app's routes a client's phone keeps for offline: the portal with its invoices, the root and the 404 route. */
const PORTAL_ROUTES = /^src\/routes\/(__root|\$|_portal)(\.tsx|\/)/;

/**
 * What the client portal needs to open without signal: the app's entry,
 * the portal's routes and what they load (the scan worker included; the
 * HEIC decoder, loaded by that worker only, is not in the manifest and
 * stays out). Files the precache also holds are listed too: the kept
 * portal must not depend on which version of the service worker runs.
 */
export function portalAppFiles(manifest: BuildManifest): string[] {
  const routes = Object.entries(manifest)
    .filter(([key, chunk]) => PORTAL_ROUTES.test((chunk.src ?? key).split("?")[0] ?? ""))
    .map(([key]) => key);
  return [
    ...new Set([
      ...filesReachable(manifest, [APP_ENTRY], { dynamic: false }),
      // The routes import the entry, whose other routes are not the portal's.
      ...filesReachable(manifest, routes, { skip: [APP_ENTRY] }),
    ]),
  ].sort();
}

/** Where the build lists them for the portal to keep on the phone (src/features/pwa/portal-cache.ts). */
export const PORTAL_FILES_LIST = "portal-files.json";
