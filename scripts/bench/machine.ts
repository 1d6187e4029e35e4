import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  chromium: string;
  os: string;
}

function cpuModel(): string {
  try {
    const match = /^model name\s*:\s*(.+)$/m.exec(readFileSync("/proc/cpuinfo", "utf8"));
    if (match?.[1]) return match[1].trim();
  } catch {
    // not Linux
  }
  return cpus()[0]?.model ?? "unknown";
}

function nproc(): number {
  try {
    return Number(execFileSync("nproc", { encoding: "utf8" }).trim());
  } catch {
    return cpus().length;
  }
}

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return `unknown (${CHROMIUM_PATH})`;
  }
}

function osName(): string {
  try {
    const match = /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(readFileSync("/etc/os-release", "utf8"));
    if (match?.[1]) return match[1];
  } catch {
    // no os-release
  }
  return process.platform;
}

export function describeMachine(): Machine {
  return {
    cpus: nproc(),
    cpuModel: cpuModel(),
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    chromium: chromiumVersion(),
    os: osName(),
  };
}

/** The 1-minute load average, to set next to figures measured on a shared machine. */
export const load1 = () => Math.round((loadavg()[0] ?? 0) * 100) / 100;
