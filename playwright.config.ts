import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests drive the production build in Chromium. The build is made
 * once per run (global setup, or beforehand by `npm test`); each worker then
 * runs its own production server with its own port, database and data folder
 * (tests/e2e/worker-server.ts), and each test makes the accounts it needs
 * (docs/testing.md, docs/decisions/0200-parallel-isolated-tests.md).
 *
 * Two builds of Debian's Chromium run them. Chromium's headless shell
 * (CHROMIUM_SHELL_PATH, default /usr/bin/chromium-headless-shell) runs every
 * spec but push: the same engine without the browser's own services, it took
 * 8.9 minutes for the suite where the whole browser took 14.8 on the same
 * machine and load. It has no Push API, so the push spec runs in the whole
 * browser (CHROMIUM_PATH, default /usr/bin/chromium), as does a run on a
 * machine without the shell. On a laptop without either, Playwright's own
 * browser (`npx playwright install`).
 */
import { existsSync } from "node:fs";
import { cpus } from "node:os";
import { CHROMIUM_FLAGS } from "./tests/support/chromium-flags";

/** Tells simultaneous runs of one checkout apart (their results folders); the servers' ports are the system's. */
const RUN = process.env.E2E_PORT ?? "3200";
const browserPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const shellPath = process.env.CHROMIUM_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
const launchOptions = (executablePath: string) =>
  existsSync(executablePath) ? { executablePath, args: CHROMIUM_FLAGS } : {};
/** The shell where it is installed, else the whole browser. */
const everyDay = launchOptions(existsSync(shellPath) ? shellPath : browserPath);
/** The specs that need the whole browser: the Push API. */
const WHOLE_BROWSER = /push\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  // Per run, so simultaneous runs never delete each other's traces.
  outputDir: `.e2e/${RUN}/test-results`,
  globalSetup: "./tests/setup/e2e-global-setup.ts",
  fullyParallel: true,
  // As many workers as the machine has cores; E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? cpus().length),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // The list as it runs, and a machine-readable report for `npm run test:time`.
  reporter: [["list"], ["json", { outputFile: `.reports/playwright.json` }]],
  // Bounds, not waits: every wait is on a condition and ends when it holds. Two workers share two
  // cores with their servers and browsers, so a condition may take a few times longer than alone.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    // Recording a trace costs about a third of a test's time on these machines (measured: 28 tests,
    // 194 s with traces against 143 s without), so a run keeps a screenshot of each failure and a
    // person who needs the whole story reruns that test with `--trace on` (docs/testing.md).
    trace: "off",
    // A first visit installs the service worker, which precaches both editions of the public site
    // (some 60 requests) while the test goes on: work on the same two cores that no test of a page,
    // a form or the staff area looks at. It is blocked unless a file asks for it with
    // `test.use({ serviceWorkers: "allow" })` (offline copies, kept work sent, push, mocks).
    serviceWorkers: "block",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: WHOLE_BROWSER,
      use: { ...devices["Desktop Chrome"], launchOptions: everyDay },
    },
    {
      name: "chromium-push",
      testMatch: WHOLE_BROWSER,
      use: { ...devices["Desktop Chrome"], launchOptions: launchOptions(browserPath) },
    },
  ],
});
