import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * What a build reads, besides the modules these files import: the whole app
 * (src/, so a new route file counts before any import names it), the contract
 * the browser validates with (api/contract/, all of it, whether or not an
 * import can be followed to the changed file), the static files, the page
 * template and the build's own configuration.
 */
const ROOTS = [
  "src",
  "api/contract",
  "public",
  "index.html",
  "app.html",
  "vite.config.ts",
  "tsconfig.json",
  "package-lock.json",
];

/** The mocks (mock mode only) and tests with their harnesses: a production build never bundles them. */
const NEVER_BUNDLED = /^(?:mocks|tests)\/|\.test\.tsx?$/;

const MODULE = /\.(?:tsx?|mts|mjs|js)$/;

/**
 * Relative specifiers of `import … from`, `export … from`, `import "…"` and
 * `import("…")`; type-only imports are left out (they change no output).
 */
const SPECIFIER =
  /(?:^|[;\s])(?:import|export)\s+(type\s)?(?:[^"'`;]*?\sfrom\s*)?["'](\.{1,2}\/[^"']+)["']|\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

function resolveModule(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    base.replace(/\.js$/, ".ts"),
    ...[".ts", ".tsx", ".mts", "/index.ts", "/index.tsx"].map((suffix) => base + suffix),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * Every file whose change can change the build: the roots above and every
 * module they import, however deep (the shared contract in api/contract, the
 * build plugins in scripts/), but not server-only code or the mocks.
 */
export function buildInputs(root: string): string[] {
  const seen = new Set<string>();
  const pending: string[] = [];
  const add = (file: string) => {
    const relative = path.relative(root, file);
    if (relative.startsWith("..") || NEVER_BUNDLED.test(relative) || seen.has(relative)) return;
    seen.add(relative);
    if (MODULE.test(file)) pending.push(file);
  };
  const walk = (entry: string) => {
    if (!existsSync(entry)) return;
    if (statSync(entry).isDirectory()) for (const child of readdirSync(entry)) walk(path.join(entry, child));
    else add(entry);
  };
  for (const entry of ROOTS) walk(path.join(root, entry));
  for (let file = pending.pop(); file; file = pending.pop()) {
    for (const match of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      const [, typeOnly, specifier = match[3]] = match;
      if (typeOnly || !specifier) continue;
      const resolved = resolveModule(file, specifier);
      if (resolved) add(resolved);
    }
  }
  return [...seen].sort();
}

/** True when the build stamp is missing or older than one of the build's inputs. */
export function isBuildStale(root: string, stamp: string): boolean {
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  return buildInputs(root).some((file) => statSync(path.join(root, file)).mtimeMs > built);
}
