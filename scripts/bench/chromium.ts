/**
 * Debian's Chromium (the browser of the end-to-end tests) with a DevTools
 * port for Lighthouse, and the same flags as the tests.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CHROMIUM_FLAGS } from "../../tests/support/chromium-flags";
import { CHROMIUM_PATH } from "./machine";

export { CHROMIUM_FLAGS };

export interface DebuggableChromium {
  port: number;
  /** The browser process, parent of its renderers. */
  pid: number;
  close(): Promise<void>;
}

export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), "tpf-bench-chromium-"));
  const child = spawn(
    CHROMIUM_PATH,
    [
      "--headless=new",
      ...CHROMIUM_FLAGS,
      "--no-default-browser-check",
      "--remote-debugging-address=127.0.0.1",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    // Its own process group, so closing ends the renderers and helpers with it.
    { stdio: ["ignore", "ignore", "pipe"], detached: true },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(
      () => reject(new Error(`Chromium did not open a DevTools port:\n${output}`)),
      30_000,
    );
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before opening a DevTools port:\n${output}`));
    });
  });
  return {
    port,
    pid: child.pid!,
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        signalGroup(child.pid!, "SIGTERM");
        const timer = setTimeout(() => signalGroup(child.pid!, "SIGKILL"), 5000);
        await exited;
        clearTimeout(timer);
      }
      // The helpers (network service, renderers) may outlive the browser for a moment and keep
      // writing to the profile (seen: ENOTEMPTY on Default/Cache): wait until the group is gone.
      await groupGone(child.pid!);
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
      } catch (error) {
        // A temporary profile left behind is no reason to fail a measurement.
        console.warn(`The browser profile ${profile} was not removed: ${String(error)}`);
      }
    },
  };
}

/** Signals every process of the browser's group; one already gone is fine. */
function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group has no process left.
  }
}

/**
 * Resolves once no process of the group is left, killing what remains after 10 s. A process that
 * nobody reaps (a zombie, where PID 1 is no init) still counts as alive: after 15 s it goes on.
 */
async function groupGone(pid: number) {
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const started = Date.now();
  while (alive() && Date.now() - started < 15_000) {
    if (Date.now() - started > 10_000) signalGroup(pid, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
