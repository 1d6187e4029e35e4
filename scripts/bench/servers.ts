/**
 * Several servers (section "servers" of `npm run bench`; docs/decisions/0231-uploads-on-any-server.md):
 * real server processes (API only, loopback) on one database file, behind a round-robin proxy, with
 * uploads staged in the server's own folder (as `npm start` has it), in a folder they share, or in a
 * bucket (s3rver, in this process). For each: N uploads at once, each sent as a phone sends it (256 KB chunks, one after the
 * other), in MB/s, and the latency of GET /api/health under autocannon.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClientAccount } from "../../api/db/accounts";
import { openDatabase } from "../../api/db/client";
import { CLIENT, cookieFrom, testHasher } from "../../tests/support/api/harness";
import { tusUpload } from "../../tests/support/api/invoices";
import { freePort } from "../../tests/support/free-port";
import { startRoundRobinProxy } from "../../tests/support/round-robin-proxy";
import { startS3rver } from "../../tests/support/s3rver";
import { startServerGroup } from "../../tests/support/server-group";
import { run } from "./api";
import { load1 } from "./machine";
import { ms, type Row } from "./report";
import type { Scale } from "./scale";

const CHUNK = 256 * 1024;
const PIECE = 64 * 1024;

interface Setup {
  label: string;
  servers: number;
  /** The server's own folder and in-memory locks, a folder they share (UPLOADS_DIR), or the bucket; both locked in the database. */
  staging: "own" | "shared folder" | "bucket";
}

const SETUPS: Setup[] = [
  { label: "one server, its own folder (npm start)", servers: 1, staging: "own" },
  { label: "one server, shared folder", servers: 1, staging: "shared folder" },
  { label: "two servers, shared folder", servers: 2, staging: "shared folder" },
  { label: "one server, bucket", servers: 1, staging: "bucket" },
  { label: "two servers, bucket", servers: 2, staging: "bucket" },
];

interface SetupFigures {
  setup: Setup;
  uploadSeconds: number;
  uploadMBps: number;
  health: Awaited<ReturnType<typeof run>>;
  load: number;
}

function randomPage(bytes: number): Uint8Array {
  const page = new Uint8Array(bytes);
  for (let at = 0; at < bytes; at += PIECE)
    page.set(crypto.getRandomValues(new Uint8Array(Math.min(PIECE, bytes - at))), at);
  return page;
}

async function measure(
  setup: Setup,
  scale: Scale["servers"],
  places: { s3Env: Record<string, string>; folder: string },
): Promise<SetupFigures> {
  const ports = await Promise.all(Array.from({ length: setup.servers }, () => freePort()));
  const staging =
    setup.staging === "bucket"
      ? places.s3Env
      : setup.staging === "shared folder"
        ? { UPLOADS_DIR: mkdtempSync(path.join(places.folder, "uploads-")) }
        : {};
  const group = await startServerGroup({
    ports,
    env: { ...staging, RATE_LIMIT_UPLOAD_REQUESTS_PER_MINUTE: "1000000" },
  });
  const proxy = await startRoundRobinProxy(group.servers.map((server) => server.baseUrl));
  try {
    const handle = await openDatabase(`file:${group.databaseFile}`);
    const { password, ...client } = CLIENT;
    await createClientAccount(handle.db, testHasher, client, password);
    handle.client.close();
    const send = (url: string, init: RequestInit) => fetch(`${proxy.baseUrl}${url}`, init);
    const cookie = cookieFrom(
      await send("/api/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username: CLIENT.username, password }),
      }),
    );
    const pages = Array.from({ length: scale.uploads }, () => randomPage(scale.megabytes * 1024 * 1024));
    // One upload first, so the figures are of warm servers.
    await tusUpload(send, cookie, randomPage(CHUNK + 1), CHUNK);
    const started = performance.now();
    await Promise.all(pages.map((page) => tusUpload(send, cookie, page, CHUNK)));
    const uploadSeconds = (performance.now() - started) / 1000;
    const bytes = pages.reduce((sum, page) => sum + page.byteLength, 0);

    const health = { url: `${proxy.baseUrl}/api/health`, connections: 4 };
    await run({ ...health, duration: Math.min(1, scale.healthSeconds) });
    const figures = await run({ ...health, duration: scale.healthSeconds });
    return {
      setup,
      uploadSeconds,
      uploadMBps: bytes / 1e6 / uploadSeconds,
      health: figures,
      load: load1(),
    };
  } finally {
    await proxy.close();
    await group.stop();
  }
}

export async function serverFigures(log: (line: string) => void, scale: Scale["servers"]) {
  const folder = mkdtempSync(path.join(tmpdir(), "tpf-bench-servers-"));
  const s3 = await startS3rver(folder, "tpf-bench-servers");
  const measured: SetupFigures[] = [];
  try {
    const setups = scale.everySetup
      ? SETUPS
      : SETUPS.filter((each) => each.servers > 1 && each.staging === "bucket");
    for (const setup of setups) {
      log(`  ${setup.label}: ${scale.uploads} uploads of ${scale.megabytes} MB, then /api/health ...`);
      const figures = await measure(setup, scale, { s3Env: s3.env, folder });
      log(
        `    ${figures.uploadMBps.toFixed(1)} MB/s (${figures.uploadSeconds.toFixed(1)} s); health p99 ${ms(figures.health.p99)}, ${Math.round(figures.health.throughput)} req/s; load ${figures.load}`,
      );
      measured.push(figures);
    }
  } finally {
    await s3.close();
    rmSync(folder, { recursive: true, force: true });
  }
  const rows: Row[] = measured.flatMap(({ setup, uploadSeconds, uploadMBps, health, load }) => [
    {
      figure: `${scale.uploads} uploads of ${scale.megabytes} MB at once in 256 KB chunks through the proxy: ${setup.label}`,
      target: "no target (loopback)",
      measured: `${uploadMBps.toFixed(1)} MB/s (${uploadSeconds.toFixed(1)} s)`,
      met: null,
      load,
    },
    {
      figure: `GET /api/health through the proxy, 4 connections: ${setup.label}`,
      target: "no target",
      measured: `p99 ${ms(health.p99)} (p50 ${ms(health.p50)}, ${Math.round(health.throughput)} req/s, ${health.non2xx} non-2xx, ${health.errors} errors)`,
      met: null,
      load,
    },
  ]);
  const section = [
    "## Several servers",
    "",
    "Written by `npm run bench` (section `servers`, `scripts/bench/servers.ts`;",
    "docs/decisions/0231-uploads-on-any-server.md). Real server processes (API only) on one database file",
    "behind a round-robin proxy on this machine. Uploads are staged in the server's own folder with",
    "in-memory locks (`npm start`), in a folder the servers share (`UPLOADS_DIR`) or in an s3rver bucket,",
    "both locked through the database. s3rver is a fake that keeps each object as files and runs in the",
    "bench's own process, so the bucket rows say more about it than about S3. Each upload is sent as a",
    "phone sends it, 256 KB at a time. The servers share the machine's two cores with the proxy and the",
    "load generator: two servers here measure what sharing one database file costs, not what a second",
    "machine adds.",
    "",
  ];
  return { rows, section };
}
