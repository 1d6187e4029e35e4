import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Islands wake on prerendered pages without the router (docs/decisions/0004-islands.md).
 * Lint stops an island from importing the router itself; this follows every
 * module an island loads, however deep, since a shared hook can bring the
 * router in as surely as an import in the island.
 */

/** `import … from "x"`, `export … from "x"`, `import "x"` and `import("x")`, type-only imports left out. */
const SPECIFIER =
  /(?:^|[;\s])(?:import|export)\s+(type\s)?(?:[^"'`;]*?\sfrom\s*)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

function resolveModule(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, ...[".ts", ".tsx", "/index.ts", "/index.tsx"].map((suffix) => base + suffix)].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
}

/** The packages an island loads, with the chain of modules that brings each in. */
function packagesLoadedBy(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      const [, typeOnly, specifier = match[3]] = match;
      if (typeOnly || !specifier) continue;
      const here = [...chain, path.relative(process.cwd(), file)];
      if (!specifier.startsWith(".")) {
        if (!packages.has(specifier)) packages.set(specifier, here);
        continue;
      }
      const resolved = resolveModule(file, specifier);
      if (resolved && /\.tsx?$/.test(resolved)) visit(resolved, here);
    }
  };
  visit(path.resolve(entry), []);
  return packages;
}

const islands = readdirSync("src/islands").filter((file) => /^[\w-]+\.tsx$/.test(file));

describe("islands load no router", () => {
  it.each(islands)("%s", (island) => {
    const router = packagesLoadedBy(`src/islands/${island}`).get("@tanstack/react-router");
    expect(router, `brought in by ${router?.join(" -> ")}`).toBeUndefined();
  });
});
