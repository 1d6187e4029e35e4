/**
 * "50 concurrent 5 MB uploads to the server: throughput and RSS". The real
 * server process (API only, loopback, throwaway data) receives 50 tus
 * uploads at once, each 5 MB sent as one streamed PATCH, while its resident
 * memory is sampled from /proc. Then the same with files three times as
 * large. Each upload is a client of its own (one client's quotas would refuse the
 * larger run). Streamed to disk, the growth is what each open connection holds,
 * the same for both runs; buffered whole, it would follow the bytes in
 * flight (250 MB, then 750 MB).
 *
 * Part of `npm run bench` (`--only=uploads` alone), or on its own:
 * `node --import tsx scripts/bench/uploads.ts` (UPLOADS=50, UPLOAD_MB=5).
 */
import { pathToFileURL } from "node:url";
import { createClientAccount } from "../../api/db/accounts";
import { migrateDatabase, openDatabase } from "../../api/db/client";
import { CLIENT, testHasher } from "../../tests/support/api/harness";
import { createSoakServer } from "../../tests/soak/server";
import { load1 } from "./machine";
import type { Row } from "./report";

export interface UploadFigures {
  uploads: number;
  bytesEach: number;
  seconds: number;
  /** Megabytes (10^6 bytes) received per second, all uploads together. */
  throughputMBps: number;
  rssBeforeMB: number;
  rssPeakMB: number;
  rssAfterMB: number;
}

const PIECE = 64 * 1024;

async function measureConcurrentUploads(
  options: { uploads?: number; bytesEach?: number } = {},
): Promise<UploadFigures> {
  const uploads = options.uploads ?? 50;
  const bytesEach = options.bytesEach ?? 5 * 1024 * 1024;
  const server = await createSoakServer();
  try {
    // A client per upload, as 50 drivers would send at once: one client's quotas (300 MB of open
    // uploads) would refuse the larger run, which is the product working, not a figure.
    const handle = await openDatabase(`file:${server.databaseFile}`);
    await migrateDatabase(handle);
    const { password, ...client } = CLIENT;
    const usernames = Array.from({ length: uploads + 1 }, (_, index) => `${client.username}-${index}`);
    for (const username of usernames)
      await createClientAccount(handle.db, testHasher, { ...client, username }, password);
    handle.client.close();
    await server.start();

    const cookies: string[] = [];
    for (const username of usernames) {
      const signIn = await fetch(`${server.baseUrl}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username, password }),
      });
      if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
      cookies.push(signIn.headers.getSetCookie()[0]?.split(";")[0] ?? "");
    }
    const payload = new Uint8Array(bytesEach);
    for (let at = 0; at < bytesEach; at += PIECE)
      payload.set(crypto.getRandomValues(new Uint8Array(Math.min(PIECE, bytesEach - at))), at);

    const upload = async (cookie: string) => {
      const created = await fetch(`${server.baseUrl}/api/uploads`, {
        method: "POST",
        headers: { cookie, "Tus-Resumable": "1.0.0", "Upload-Length": String(bytesEach) },
      });
      if (created.status !== 201) throw new Error(`creation answered ${created.status}`);
      let at = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (at >= bytesEach) return controller.close();
          controller.enqueue(payload.slice(at, at + PIECE));
          at += PIECE;
        },
      });
      const patched = await fetch(`${server.baseUrl}${created.headers.get("location") ?? ""}`, {
        method: "PATCH",
        headers: {
          cookie,
          "Tus-Resumable": "1.0.0",
          "Upload-Offset": "0",
          "Content-Type": "application/offset+octet-stream",
        },
        body,
        duplex: "half",
      } as RequestInit);
      if (patched.status !== 204 || Number(patched.headers.get("upload-offset")) !== bytesEach) {
        throw new Error(`PATCH answered ${patched.status} at offset ${patched.headers.get("upload-offset")}`);
      }
    };

    // One upload first, so the figures are of a warm server.
    await upload(cookies[uploads] ?? "");
    const mb = (kilobytes: number | undefined) => (kilobytes ?? 0) / 1024;
    const rssBeforeMB = mb(server.rssKb());
    let rssPeakMB = rssBeforeMB;
    const sampler = setInterval(() => {
      rssPeakMB = Math.max(rssPeakMB, mb(server.rssKb()));
    }, 20);
    const started = performance.now();
    try {
      await Promise.all(cookies.slice(0, uploads).map(upload));
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    rssPeakMB = Math.max(rssPeakMB, mb(server.rssKb()));
    const rssAfterMB = mb(server.rssKb());
    await server.stop();
    return {
      uploads,
      bytesEach,
      seconds,
      throughputMBps: (uploads * bytesEach) / 1e6 / seconds,
      rssBeforeMB,
      rssPeakMB,
      rssAfterMB,
    };
  } finally {
    await server.kill();
    server.cleanup();
  }
}

/** The bench table's rows: the figure itself, and the larger run that shows whether memory follows the bytes. */
function uploadRows(figures: UploadFigures, larger: UploadFigures): Row[] {
  const load = load1();
  const megabytes = (upload: UploadFigures) => (upload.uploads * upload.bytesEach) / 1024 / 1024;
  const growth = (upload: UploadFigures) => upload.rssPeakMB - upload.rssBeforeMB;
  const title = `${figures.uploads} concurrent ${(figures.bytesEach / 1024 / 1024).toFixed(0)} MB uploads to the server`;
  // Flat: three times the bytes may not cost more than a quarter more memory (plus sampling noise).
  const flat = growth(larger) <= growth(figures) * 1.25 + 8;
  return [
    {
      figure: `${title}: throughput`,
      target: "no target (loopback, one streamed PATCH each)",
      measured: `${figures.throughputMBps.toFixed(0)} MB/s (${megabytes(figures).toFixed(0)} MB in ${figures.seconds.toFixed(2)} s)`,
      met: null,
      load,
    },
    {
      figure: `${title}: server RSS`,
      target: "flat: the same growth with 3x larger files (buffered whole it would follow the bytes)",
      measured: `${figures.rssBeforeMB.toFixed(0)} MB before, peak +${growth(figures).toFixed(0)} MB with ${megabytes(figures).toFixed(0)} MB in flight; +${growth(larger).toFixed(0)} MB with ${megabytes(larger).toFixed(0)} MB (${(larger.bytesEach / 1024 / 1024).toFixed(0)} MB files, ${larger.throughputMBps.toFixed(0)} MB/s)`,
      met: flat,
      load,
    },
  ];
}

/** Both runs of the figure. */
export async function uploadFigures(uploads = 50, megabytes = 5): Promise<Row[]> {
  const figures = await measureConcurrentUploads({ uploads, bytesEach: megabytes * 1024 * 1024 });
  const larger = await measureConcurrentUploads({ uploads, bytesEach: 3 * megabytes * 1024 * 1024 });
  return uploadRows(figures, larger);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await uploadFigures(Number(process.env.UPLOADS ?? 50), Number(process.env.UPLOAD_MB ?? 5));
  for (const row of rows)
    console.info(
      `${row.figure}: ${row.measured} (${row.met === null ? "info" : row.met ? "met" : "missed"}; target ${row.target})`,
    );
}
