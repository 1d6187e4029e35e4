import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { LeaseLocker } from "./db/upload-locker";
import { tusUploadStore, type UploadStaging } from "./lib/tus-uploads";
import { CLIENT, cookieFrom, openTestDatabase, testAppDeps } from "../tests/support/api/harness";
import { tusCreate, tusHead, tusPatch } from "../tests/support/api/invoices";
import { startS3Bucket } from "../tests/support/api/s3-bucket";

/*
 * Two servers' apps in one process, on one database file, staging uploads in one place: a folder
 * both mount (a site that keeps its files on disk) or the bucket (docs/decisions/0231-uploads-on-any-server.md).
 * Each has its own tus server and its own lock over the shared leases, as two processes would.
 */

const folder = mkdtempSync(path.join(tmpdir(), "tpf-shared-staging-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const bucket = startS3Bucket("tpf-shared-staging-s3", "tpf-shared-staging");

const places: [string, () => UploadStaging][] = [
  ["a folder every server mounts", () => ({ directory: mkdtempSync(path.join(folder, "incoming-")) })],
  ["the bucket", () => ({ bucket: bucket.settings })],
];

const CHUNK = 256 * 1024;

describe.each(places)("uploads staged in %s", (_name, place) => {
  async function twoServers() {
    const url = `file:${path.join(mkdtempSync(path.join(folder, "db-")), "tpf.db")}`;
    const first = await openTestDatabase(url);
    const second = await openDatabase(url);
    const staging = place();
    const app = (db: typeof first.db) =>
      createApp(
        testAppDeps(db, {
          uploads: tusUploadStore({ ...staging, maxSize: 25 * 1024 * 1024, locker: new LeaseLocker({ db }) }),
        }),
      ).app;
    const apps = [app(first.db), app(second.db)];
    const sends = apps.map((each) => (url: string, init: RequestInit) => each.request(url, init));
    const cookie = cookieFrom(
      await apps[1]!.request("/api/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username: CLIENT.username, password: CLIENT.password }),
      }),
    );
    return {
      sends,
      cookie,
      close: () => {
        first.client.close();
        second.client.close();
      },
    };
  }

  test("chunks alternate between the servers; a last chunk sent to both at once is stored once", async () => {
    const servers = await twoServers();
    try {
      const { sends, cookie } = servers;
      const page = Uint8Array.from({ length: 3 * CHUNK + 100 }, (_, index) => (index * 13) % 256);
      const id = await tusCreate(sends[0]!, cookie, page.byteLength);
      const last = 3 * CHUNK;
      for (let offset = 0, turn = 1; offset < last; offset += CHUNK, turn++) {
        const send = sends[turn % 2]!;
        expect((await tusHead(send, cookie, id)).headers.get("upload-offset")).toBe(String(offset));
        expect((await tusPatch(send, cookie, id, offset, page.subarray(offset, offset + CHUNK))).status).toBe(
          204,
        );
      }
      const both = await Promise.all(
        sends.map((send) => tusPatch(send, cookie, id, last, page.subarray(last))),
      );
      expect(both.map((answer) => answer.status).sort()).toEqual([204, 409]);
      for (const send of sends) {
        expect((await tusHead(send, cookie, id)).headers.get("upload-offset")).toBe(String(page.byteLength));
      }
    } finally {
      servers.close();
    }
  });
});
