/**
 * `npm start`: builds the app when the build is missing or older than one of
 * its inputs (the app, the shared contract and everything else it imports;
 * see scripts/build-freshness.ts), then runs the production server.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { isBuildStale } from "./build-freshness";

// Beside the server entry, never in the folder the server serves.
const STAMP = "dist-ssr/build-stamp";

if (isBuildStale(process.cwd(), STAMP)) {
  console.info("Building the app (sources changed since the last build)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, new Date().toISOString());
}

process.env.NODE_ENV ??= "production";
await import("../api/server");
