import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const root = new URL("..", import.meta.url);
const pkg = JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/**
 * Packages that no source file imports and that are still needed, each with
 * the reason. Anything else in package.json must be imported somewhere.
 */
const USED_WITHOUT_IMPORT: Record<string, string> = {
  tsx: "runs the server and scripts: node --import tsx",
  eslint: "npm run lint",
  prettier: "npm run format",
  typescript: "npm run typecheck, and typescript-eslint's compiler API",
  "workbox-build": "vite-plugin-pwa builds the service worker with it",
  "workbox-window": "vite-plugin-pwa's virtual:pwa-register imports it",
  "@inlang/plugin-message-format": "project.inlang/settings.json loads it to read messages/*.json",
};

const sources = execFileSync("git", ["ls-files", "*.ts", "*.tsx", "*.mjs", "*.js"], { cwd: root })
  .toString()
  .split("\n")
  .filter((file) => file && !file.startsWith("public/"))
  .map((file) => readFileSync(new URL(file, root), "utf8"))
  .join("\n");

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

const imported = (name: string) =>
  new RegExp(
    `(?:from|import|import\\(|require\\()\\s*["']${escape(name)}(?:/[^"']*)?["']|@vitest-environment ${escape(name)}\\b`,
  ).test(sources);

describe("package.json", () => {
  const declared = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
    (name) => !name.startsWith("@types/"),
  );

  it.each(declared)("%s is used", (name) => {
    expect(imported(name) || name in USED_WITHOUT_IMPORT, `${name} is declared but never imported`).toBe(
      true,
    );
  });

  it("lists only packages that are still declared as used without an import", () => {
    for (const name of Object.keys(USED_WITHOUT_IMPORT)) expect(declared).toContain(name);
  });
});
