import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { BUILD_DIR, SITE_URL } from "../setup/e2e-build";

/*
 * Where the build these checks read is (tests/dist), and whether it is there:
 * vitest.dist.config.ts stops the run with the command that makes one when it is not.
 */

/** The build the browser suites serve too (tests/setup/e2e-build.ts: `.e2e/build`, or BUILD_DIR). */
export const buildDir = BUILD_DIR;
export const distDir = path.join(buildDir, "dist");

export { SITE_URL };

/** The command that makes a build these checks can read, for the messages that ask for one. */
export const BUILD_COMMAND = "npm run build:e2e";

/**
 * Why `$BUILD_DIR` holds no build these checks can read, or undefined when it does:
 * no prerendered pages, or a build made without the public address they expect.
 */
export function missingBuild(): string | undefined {
  if (!existsSync(path.join(distDir, "index.html")) || !existsSync(path.join(distDir, "404.html")))
    return `No prerendered pages in ${distDir}: build first with \`${BUILD_COMMAND}\` (BUILD_DIR names another build folder).`;
  const robotsFile = path.join(distDir, "robots.txt");
  const robots = existsSync(robotsFile) ? readFileSync(robotsFile, "utf8") : "";
  if (!robots.includes(`Sitemap: ${SITE_URL}/sitemap.xml`))
    return `The build in ${distDir} was made without SITE_URL=${SITE_URL} (its robots.txt names no ${SITE_URL} sitemap), so its canonical links and sitemap differ from what these checks expect: build again with \`${BUILD_COMMAND}\`.`;
  return undefined;
}
