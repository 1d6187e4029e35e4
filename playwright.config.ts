import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests drive the production build, served by the real server on
 * its own port with a throwaway database, in Chromium. Here and in CI that
 * is Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium); on a
 * laptop without it, Playwright's own browser (`npx playwright install`).
 */
import { existsSync } from "node:fs";

const PORT = Number(process.env.E2E_PORT ?? 3200);
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const launchOptions = existsSync(executablePath)
  ? {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    }
  : {};

export default defineConfig({
  testDir: "tests/e2e",
  // Per port, so parallel runs never delete each other's traces.
  outputDir: `.e2e/${PORT}/test-results`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions } }],
  webServer: {
    command: `node tests/setup/e2e-server.mjs`,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { E2E_PORT: String(PORT) },
    stdout: "pipe",
    stderr: "pipe",
  },
});
