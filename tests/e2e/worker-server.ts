import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer, testServerEnv } from "../setup/test-server.mjs";
import { BUILD_DIR } from "../setup/e2e-build";
import { freePort } from "../support/free-port";

/**
 * Each Playwright worker runs its own production server: its own port, database, data folder
 * (e-mail lands there as files) and copy of the build's `dist/`. Tests of one worker never see
 * another worker's records, and the update spec can swap its worker's release folder without
 * touching anyone else's. See docs/testing.md.
 */
export interface WorkerServer {
  url: string;
  port: number;
  /** The server's DATA_DIR: its database, uploads, and e-mail under `mail/`. */
  dataDir: string;
  /** The `dist/` this server serves (a copy of the shared build's, this worker's own). */
  distDir: string;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

let current: WorkerServer | undefined;

/** The server of this worker; the specs' helpers that read its files (e-mail) ask here. */
export function workerServer(): WorkerServer {
  if (!current) throw new Error("No server for this worker: use `test` from tests/e2e/fixtures.ts.");
  return current;
}

/** Starts this worker's server and resolves once it answers its health check. */
export async function startWorkerServer(): Promise<{ server: WorkerServer; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "tpf-e2e-"));
  // dist/ and dist-ssr/ side by side, as the server looks for them (api/server.ts): a copy of the
  // dist/ the specs may change, and a link to the shared dist-ssr/, which resolves its packages
  // from the checkout's node_modules through its real path.
  const buildCopy = path.join(dataDir, "build");
  cpSync(path.join(BUILD_DIR, "dist"), path.join(buildCopy, "dist"), { recursive: true });
  symlinkSync(path.join(BUILD_DIR, "dist-ssr"), path.join(buildCopy, "dist-ssr"), "dir");
  const env = testServerEnv({ port, buildDir: buildCopy, dataDir });
  const child = startServer(env, ["ignore", "inherit", "inherit"]);
  let exited = false;
  child.once("exit", () => (exited = true));
  const url = `http://localhost:${port}`;
  // Migrating a fresh database and starting takes a few seconds on a busy machine; the condition
  // is the health check answering, or the process having ended.
  while (!exited && !(await answers(`${url}/api/health`))) await new Promise((r) => setTimeout(r, 100));
  if (exited) throw new Error(`the e2e server on port ${port} ended before it answered`);
  current = { url, port, dataDir, distDir: path.join(buildCopy, "dist") };
  const server = current;
  return {
    server,
    stop: async () => {
      if (!exited) {
        const ended = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await ended;
      }
      current = undefined;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
