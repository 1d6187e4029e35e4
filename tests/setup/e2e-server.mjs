// Builds the app when needed and serves it with a throwaway database for the
// end-to-end tests. Known test credentials are set here, never in the app.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp, createTestClient, startServer, testServerEnv } from "./test-server.mjs";

// Each run builds into its own folder, so parallel runs never share a dist/.
const port = process.env.E2E_PORT ?? "3200";
// The public address pages name in canonical links and Open Graph (docs/decisions/0005-site-address.md).
process.env.SITE_URL ??= "https://tpf.test";
const buildDir = process.env.BUILD_DIR ?? path.join(".e2e", port);
if (!process.env.E2E_SKIP_BUILD && !buildApp(buildDir)) process.exit(1);
const dataDir = mkdtempSync(path.join(tmpdir(), "tpf-e2e-"));
// Without SMTP_URL the server writes each e-mail under DATA_DIR/mail/; specs that read them
// (password-reset.spec.ts) find this run's folder here, by port (tests/e2e/mail.ts).
const dataDirNote = path.join(".e2e", port, "data-dir");
mkdirSync(path.dirname(dataDirNote), { recursive: true });
writeFileSync(dataDirNote, dataDir);
const serverEnv = testServerEnv({ port, buildDir, dataDir });
if (!createTestClient(serverEnv)) process.exit(1);

const server = startServer(serverEnv);
const stop = () => {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dataDirNote, { force: true });
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
