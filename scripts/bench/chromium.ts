/**
 * Debian's Chromium (the browser of the end-to-end tests) with a DevTools
 * port for Lighthouse, and the same flags as the tests.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CHROMIUM_PATH } from "./machine";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

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
    { stdio: ["ignore", "ignore", "pipe"] },
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
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
        await exited;
        clearTimeout(timer);
      }
      // Its helper processes may still write to the profile for a moment after the browser is gone
      // (seen: ENOTEMPTY on Default/), so the removal tries again a few times.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
