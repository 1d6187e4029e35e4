import { defineConfig } from "vitest/config";
import { missingBuild } from "./tests/dist/build-folder.ts";

/*
 * `npm run test:dist`: the checks that read the built site's files (tests/dist), run after
 * `npm run build` (BUILD_DIR names the build folder, as for the build). Kept apart from
 * `npm run test:unit`, which runs before the build or beside it.
 */

// No build to read is a setup mistake, not a failing page: say so once, with the command that makes one.
const missing = missingBuild();
if (missing) throw new Error(missing);

export default defineConfig({
  test: {
    include: ["tests/dist/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
  },
});
