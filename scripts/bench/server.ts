/**
 * The real server process (`node --import tsx api/server.ts`) for the bench:
 * on 127.0.0.1 and a port of its own, serving the bench build, over a
 * database file in a throwaway folder, with known staff credentials and the
 * submission limit raised (all load comes from one address).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const BENCH_ADMIN = { username: "bench-admin", password: "bench-admin-password-123" };
/** Servers still running: a bench that exits early (an error, the smoke run's time limit) leaves none behind. */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

export interface BenchServer {
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly databaseFile: string;
  readonly pid: number | undefined;
  /** The end of what the server wrote to stderr. */
  readonly errors: string;
  stop(): Promise<void>;
}

export async function startServer(options: {
  port: number;
  distDir: string;
  /** Use this database file (e.g. a copy of a generated one) instead of a fresh one. */
  databaseFile?: string;
  logLevel?: "silent" | "error" | "info";
}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "tpf-bench-"));
  const databaseFile = options.databaseFile ?? path.join(dataDir, "bench.db");
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(options.port),
    DIST_DIR: options.distDir,
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${databaseFile}`,
    ADMIN_USERNAME: BENCH_ADMIN.username,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "100000000",
    LOG_LEVEL: options.logLevel ?? "info",
  };
  for (const name of ["DATABASE_AUTH_TOKEN", "SESSION_SECRET", "TRUST_PROXY", "API_ONLY"]) delete env[name];

  let errors = "";
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "api/server.ts"], {
    cwd: ROOT,
    env,
    // Logs go where a production server's would; the bench does not read them.
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-20_000);
  });
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      running.delete(child);
      resolve();
    }),
  );

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`the bench server exited while starting:\n${errors.slice(-3000)}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the bench server did not answer /api/health within 120 s:\n${errors.slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    baseUrl,
    dataDir,
    databaseFile,
    /** The end of what the server wrote to stderr: why it failed, when a request to it did. */
    get errors() {
      return errors.slice(-3000);
    },
    get pid() {
      return child.exitCode === null && child.signalCode === null ? child.pid : undefined;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in as the bench's staff account and returns the Cookie header value. */
export async function staffCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (response.status !== 200) throw new Error(`staff sign-in answered ${response.status}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("tpf_admin="));
  if (!cookie) throw new Error("staff sign-in set no tpf_admin cookie");
  return cookie.split(";")[0] ?? "";
}
