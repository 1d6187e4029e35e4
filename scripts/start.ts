/**
 * `npm start`: builds the app when the build is missing or older than its
 * sources, then runs the production server.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const STAMP = "dist/.build-stamp";
const SOURCES = [
  "src",
  "public",
  "index.html",
  "vite.config.ts",
  "scripts/prerender-plugin.ts",
  "package-lock.json",
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(entry).map((child) => newestMtime(path.join(entry, child))));
}

const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
if (built < Math.max(...SOURCES.map(newestMtime))) {
  console.info("Building the app (sources changed since the last build)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, new Date().toISOString());
}

process.env.NODE_ENV ??= "production";
await import("../api/server");
