/**
 * Runs the real server process (`node --import tsx api/server.ts`) for the
 * crash and load soaks: API only, on 127.0.0.1 and a free port of its own,
 * over a file database in a throwaway folder, with the submission limit
 * raised (all traffic comes from one address).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../support/free-port";

export const SOAK_ADMIN = { username: "soak-admin", password: "soak-admin-password-123" };
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export interface SoakServer {
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly databaseFile: string;
  /** The running process, or undefined between a kill and the next start. */
  readonly pid: number | undefined;
  /** Starts the process; resolves once /api/health answers 200 (or rejects when it does not come up). */
  start(options?: { waitUntilHealthy?: boolean }): Promise<void>;
  /** SIGKILL: no shutdown handler runs, whatever was in flight is cut off. Resolves when the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM and wait for a clean exit. */
  stop(): Promise<void>;
  /** Waits for /api/health after a start without waiting. */
  waitUntilHealthy(timeoutMs?: number): Promise<void>;
  /** The server's resident memory in kilobytes (from /proc/<pid>/status). */
  rssKb(): number | undefined;
  /** Removes the data folder. */
  cleanup(): void;
  stderr(): string;
}

export async function createSoakServer(
  options: {
    submissionsPerMinute?: number;
    busyTimeoutMs?: number;
    trustProxy?: string;
    /** More settings, as environment variables. */
    env?: Record<string, string>;
    /** A port of its own (a free one the system picks otherwise). */
    port?: number;
    /** A database file another server uses too (one in its own data folder otherwise). */
    databaseFile?: string;
  } = {},
): Promise<SoakServer> {
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), "tpf-soak-"));
  const databaseFile = options.databaseFile ?? path.join(dataDir, "soak.db");
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    API_ONLY: "1",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${databaseFile}`,
    ADMIN_USERNAME: SOAK_ADMIN.username,
    ADMIN_PASSWORD: SOAK_ADMIN.password,
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: String(options.submissionsPerMinute ?? 1_000_000),
    RATE_LIMIT_INVOICES_PER_MINUTE: "1000000",
    ...(options.busyTimeoutMs ? { DATABASE_BUSY_TIMEOUT_MS: String(options.busyTimeoutMs) } : {}),
    LOG_LEVEL: "error",
    ...options.env,
  };
  delete env.DATABASE_AUTH_TOKEN;
  delete env.SESSION_SECRET;
  delete env.TRUST_PROXY;
  if (options.trustProxy) env.TRUST_PROXY = options.trustProxy;

  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let errors = "";

  const waitUntilHealthy = async (timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!child || child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the server exited while starting: ${errors.slice(-2000)}`);
      }
      try {
        const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
        if (response.status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`the server did not answer /api/health within ${timeoutMs} ms`);
  };

  return {
    baseUrl,
    dataDir,
    databaseFile,
    get pid() {
      return child && child.exitCode === null && child.signalCode === null ? child.pid : undefined;
    },
    async start({ waitUntilHealthy: wait = true } = {}) {
      const started = spawn(process.execPath, ["--import", "tsx", "api/server.ts"], {
        cwd: ROOT,
        env,
        stdio: ["ignore", "ignore", "pipe"],
      });
      child = started;
      started.stderr?.on("data", (chunk: Buffer) => {
        errors = (errors + chunk.toString()).slice(-20_000);
      });
      exited = new Promise((resolve) => started.once("exit", () => resolve()));
      if (wait) await waitUntilHealthy();
    },
    async kill() {
      if (child && child.exitCode === null && child.signalCode === null) {
        child.kill("SIGKILL");
        await exited;
      }
    },
    async stop() {
      if (child && child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
    },
    waitUntilHealthy,
    rssKb() {
      const pid = child?.pid;
      if (pid === undefined) return undefined;
      try {
        const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
        return match ? Number(match[1]) : undefined;
      } catch {
        return undefined;
      }
    },
    cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
    },
    stderr: () => errors,
  };
}

/** Signs in as the soak's staff account and returns the Cookie header value. */
export async function staffCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(SOAK_ADMIN),
  });
  if (response.status !== 200) throw new Error(`staff sign-in answered ${response.status}`);
  return (response.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
}
