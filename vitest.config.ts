import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";
import { sharedModuleFiles } from "./tests/setup/shared-module-files";
import { runSeed } from "./tests/support/seeded-random";

// One seed for every random input of a run (fast-check), chosen here once so that every test file
// shares it; `TEST_SEED=<seed>` replays a run (see README, Tests that replay).
const seed = String(runSeed());
/** The server test files that share their worker's modules (tests/setup/shared-module-files.ts). */
const shared = sharedModuleFiles(import.meta.dirname);

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      "virtual:pwa-register": new URL("./tests/setup/pwa-register-stub.ts", import.meta.url).pathname,
    },
  },
  test: {
    environment: "node",
    // Two projects of one run: the server files that reach nothing outside their own tests share
    // their worker's modules (the API's graph is imported once per worker, not once per file: the
    // api/ folder took 92 s against 125 s with two workers); every other file gets its own.
    projects: [
      { extends: true, test: { name: "shared", include: shared, isolate: false } },
      {
        extends: true,
        test: {
          name: "isolated",
          include: ["{src,api,mocks,scripts}/**/*.test.{ts,tsx}", "tests/contract/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...shared],
        },
      },
    ],
    // Worker threads rather than child processes: each test file still gets its own module graph
    // and globals, and starts faster (measured on the api and invoice tests: 276 s against 343 s).
    pool: "threads",
    setupFiles: ["tests/setup/vitest.setup.ts"],
    restoreMocks: true,
    // The run as it goes, and a machine-readable report with each test's line for `npm run test:time`
    // (`npm test` runs the suite in shards, each naming its own report, and joins them).
    reporters: ["default", ["json", { outputFile: process.env.VITEST_REPORT ?? ".reports/vitest.json" }]],
    includeTaskLocation: true,
    testTimeout: 15000,
    env: { TEST_SEED: seed },
  },
});
