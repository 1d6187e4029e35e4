// The production builds the browser tests run: made once per run (Playwright's global setup, or
// `.ci/run` beside the other checks) and shared read-only by every worker, the cross-engine suite,
// the checks of the prerendered pages and the bench's smoke run. See docs/testing.md.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isBuildStale } from "../../scripts/build-freshness";

/** The build every worker serves (a copy of its `dist/`, so one worker's swap never reaches another). */
export const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? path.join(".e2e", "build"));
/** The same sources built again, told apart only by their build id: the update spec's "new release". */
export const SECOND_BUILD_DIR = `${BUILD_DIR}-second`;
export const SECOND_BUILD_ID = "e2e-second-build";
/** The public address pages name in canonical links and Open Graph (docs/decisions/0005-site-address.md). */
export const SITE_URL = process.env.SITE_URL ?? "https://tpf.test";
/**
 * Which source modules went into each chunk, beside a build's `dist/` (vite.config.ts, TPF_CHUNK_MAP):
 * the bench's smoke run checks with it that staff and portal code stays off the public pages.
 */
export const chunkMapOf = (buildDir: string) => path.join(buildDir, "chunk-modules.json");

function build(buildDir: string, extraEnv: Record<string, string>): void {
  const stamp = path.join(buildDir, "build-stamp");
  // Built again only when a source changed since this folder's last build (or it predates its chunk map).
  if (!isBuildStale(process.cwd(), stamp) && existsSync(chunkMapOf(buildDir))) return;
  const made = spawnSync("npm", ["run", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, SITE_URL, BUILD_DIR: buildDir, TPF_CHUNK_MAP: chunkMapOf(buildDir), ...extraEnv },
  });
  if (made.status !== 0) throw new Error(`the build into ${buildDir} failed (exit ${made.status})`);
  mkdirSync(buildDir, { recursive: true });
  writeFileSync(stamp, new Date().toISOString());
}

/**
 * Makes both builds (or only the first) unless they are up to date. With `E2E_SKIP_BUILD` set (the builds were made
 * beforehand, as `npm test` does), only checks that they are there.
 */
export function ensureBuilds({ second = true } = {}): void {
  const wanted = second ? [BUILD_DIR, SECOND_BUILD_DIR] : [BUILD_DIR];
  if (process.env.E2E_SKIP_BUILD) {
    for (const dir of wanted)
      if (!existsSync(path.join(dir, "dist", "sw.js")))
        throw new Error(`E2E_SKIP_BUILD is set but ${dir} holds no build: run \`npm run build:e2e\`.`);
    return;
  }
  build(BUILD_DIR, {});
  if (second) build(SECOND_BUILD_DIR, { BUILD_ID: SECOND_BUILD_ID });
}
