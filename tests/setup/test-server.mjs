// The production server as the browser tests run it: serving a build made by
// tests/setup/e2e-build.ts, with a throwaway data folder, on a port of its own.
// Known test credentials are set here, never in the app. Used by the Playwright
// workers (tests/e2e/worker-server.ts) and the cross-engine suite (tests/engines/),
// which also makes its client account with the operator command.
import { spawn, spawnSync } from "node:child_process";

/** The client account of the cross-engine suite. */
export const TEST_CLIENT = {
  username: "e2e-client",
  password: "e2e-client-password-123",
  firstName: "Erin",
  lastName: "Driver",
  email: "erin.driver@example.com",
  company: "Erin Driver Trucking",
};

/** The server's settings for a test run on `port`, serving `buildDir`, keeping its data in `dataDir`. */
export function testServerEnv({ port, buildDir, dataDir }) {
  const env = {
    ...process.env,
    NODE_ENV: "test",
    PORT: String(port),
    // Its public address, as a deployed server is told (pages it renders live name their
    // alternates with it; e-mail links point to it).
    SITE_URL: `http://localhost:${port}`,
    DIST_DIR: `${buildDir}/dist`,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${dataDir}/e2e.db`,
    ADMIN_USERNAME: "e2e-admin",
    ADMIN_PASSWORD: "e2e-admin-password-123",
    EXTERNAL_REDIRECT_ALLOWLIST: "portal.example.com",
    // The stand-in push service the specs start on this machine (tests/support/push-endpoint.ts).
    PUSH_ENDPOINT_ALLOWLIST: "127.0.0.1",
    LOG_LEVEL: "error",
  };
  // E-mail is written as files under DATA_DIR/mail/, where specs read it, never sent.
  delete env.SMTP_URL;
  return env;
}

/**
 * Makes the client account of the portal tests with the operator command
 * (it migrates the new database itself), before the server starts; false
 * when it failed.
 */
export function createTestClient(env) {
  const { username, password, firstName, lastName, email, company } = TEST_CLIENT;
  const made = spawnSync(
    process.execPath,
    [
      ...["--import", "tsx", "api/cli/client-create.ts"],
      ...["--username", username, "--first-name", firstName, "--last-name", lastName],
      ...["--email", email, "--company", company],
    ],
    { stdio: ["ignore", "ignore", "inherit"], env: { ...env, CLIENT_PASSWORD: password } },
  );
  return made.status === 0;
}

/** Starts the server (one process: `node --import tsx api/server.ts`). */
export function startServer(env, stdio = "inherit") {
  return spawn(process.execPath, ["--import", "tsx", "api/server.ts"], { stdio, env });
}
