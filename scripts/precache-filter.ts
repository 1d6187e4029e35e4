import { readFileSync } from "node:fs";
import type { ManifestChunk } from "../src/entry-server";

/** The entry of public pages; the client-rendered app (app.html) needs a connection anyway. */
const SITE_ENTRY = "index.html";

/**
 * Files the public pages can load: everything reachable from their entry
 * (src/site.ts and the islands it wakes) through static and dynamic
 * imports. Read from Vite's build manifest.
 */
export function publicAssetFiles(manifestFile: string): Set<string> {
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<
    string,
    ManifestChunk & { assets?: string[] }
  >;
  const reachable = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (reachable.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) return;
    reachable.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const asset of chunk.assets ?? []) files.add(asset);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit(SITE_ENTRY);
  return files;
}

/** workbox `manifestTransforms` step: keeps only the hashed assets public pages load. */
export function dropNeedsConnectionAssets(manifestFile: string) {
  return async (entries: { url: string; size: number; revision: string | null }[]) => {
    const keep = publicAssetFiles(manifestFile);
    const manifest = entries.filter((entry) => !entry.url.startsWith("assets/") || keep.has(entry.url));
    return { manifest, warnings: [] };
  };
}
