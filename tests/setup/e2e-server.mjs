// Builds the app when needed and serves it with a throwaway database for the
// end-to-end tests. Known test credentials are set here, never in the app.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Each run builds into its own folder, so parallel runs never share a dist/.
const port = process.env.E2E_PORT ?? "3200";
// The public address pages name in canonical links and Open Graph (docs/decisions/0005-site-address.md).
process.env.SITE_URL ??= "https://tpf.test";
const buildDir = process.env.BUILD_DIR ?? path.join(".e2e", port);
if (!process.env.E2E_SKIP_BUILD) {
  const build = spawnSync("npm", ["run", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const dataDir = mkdtempSync(path.join(tmpdir(), "tpf-e2e-"));
// Without SMTP_URL the server writes each e-mail under DATA_DIR/mail/; specs that read them
// (password-reset.spec.ts) find this run's folder here, by port (tests/e2e/mail.ts).
const dataDirNote = path.join(".e2e", port, "data-dir");
mkdirSync(path.dirname(dataDirNote), { recursive: true });
writeFileSync(dataDirNote, dataDir);
const serverEnv = {
  ...process.env,
  NODE_ENV: "test",
  PORT: port,
  DIST_DIR: path.join(buildDir, "dist"),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${path.join(dataDir, "e2e.db")}`,
  ADMIN_USERNAME: "e2e-admin",
  ADMIN_PASSWORD: "e2e-admin-password-123",
  EXTERNAL_REDIRECT_ALLOWLIST: "portal.example.com",
  // The stand-in push service the specs start on this machine (tests/support/push-endpoint.ts).
  PUSH_ENDPOINT_ALLOWLIST: "127.0.0.1",
  LOG_LEVEL: "error",
};
// E-mail is written as files under DATA_DIR/mail/, where specs read it, never sent.
delete serverEnv.SMTP_URL;

// The client account of the portal tests, made with the operator command
// (it migrates the new database itself) before the server starts.
const clientAccount = [
  ...["--username", "e2e-client", "--first-name", "Erin", "--last-name", "Driver"],
  ...["--email", "erin.driver@example.com"],
];
const clientCreate = spawnSync(
  process.execPath,
  ["--import", "tsx", "api/cli/client-create.ts", ...clientAccount, "--company", "Erin Driver Trucking"],
  {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...serverEnv, CLIENT_PASSWORD: "e2e-client-password-123" },
  },
);
if (clientCreate.status !== 0) process.exit(clientCreate.status ?? 1);

const server = spawn(process.execPath, ["--import", "tsx", "api/server.ts"], {
  stdio: "inherit",
  env: serverEnv,
});
const stop = () => {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dataDirNote, { force: true });
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
