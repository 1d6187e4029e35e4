import { readFileSync } from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/** Route modules of screens that need the server; their code never enters the precache. */
const NEEDS_CONNECTION_ROUTE = /^src\/routes\/(admin|client-dashboard|client-login|external-login)(\/|\.|$)/;

/**
 * Files the public pages can load: everything reachable from the entry
 * through static and dynamic imports, except through routes that need a
 * connection. Read from Vite's build manifest.
 */
export function publicAssetFiles(distDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(distDir, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const reachable = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (reachable.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) return;
    if (NEEDS_CONNECTION_ROUTE.test(key)) return;
    reachable.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const asset of chunk.assets ?? []) files.add(asset);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

/** workbox `manifestTransforms` step: drops hashed assets that only staff and portal screens load. */
export function dropNeedsConnectionAssets(distDir: string) {
  return async (entries: { url: string; size: number; revision: string | null }[]) => {
    const keep = publicAssetFiles(distDir);
    const manifest = entries.filter((entry) => !entry.url.startsWith("assets/") || keep.has(entry.url));
    return { manifest, warnings: [] };
  };
}
