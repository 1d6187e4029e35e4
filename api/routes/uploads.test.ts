import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, test } from "vitest";
import { createClientAccount } from "../db/accounts";
import { memoryUploadStore } from "../lib/memory-uploads";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { s3Client } from "../lib/s3-file-storage";
import { tusUploadStore } from "../lib/tus-uploads";
import type { UploadStore } from "../lib/uploads";
import { cookieFrom, createTestApp, testHasher, type TestApp } from "../../tests/support/api/harness";
import {
  pdfPage,
  pngPage,
  sha256,
  tusHead,
  tusPatch,
  tusUpload,
  validInvoice,
} from "../../tests/support/api/invoices";
import { startS3Bucket } from "../../tests/support/api/s3-bucket";

const MAX = 25 * 1024 * 1024;
const folder = mkdtempSync(path.join(tmpdir(), "tpf-tus-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const bucket = startS3Bucket("tpf-tus-bucket", "tpf-staged-uploads");

/** What a store left staged of an upload, for the stores that keep bytes outside memory. */
type StoreUnderTest = UploadStore & { staged?: (id: string) => Promise<string[]> };

/**
 * Every store answers behind the same route: the Node server's, staged in a folder or in the bucket
 * (docs/decisions/0231-uploads-on-any-server.md), and the browser mocks' memory.
 */
const stores: [string, () => StoreUnderTest][] = [
  [
    "the tus store on disk",
    () => {
      const directory = mkdtempSync(path.join(folder, "incoming-"));
      return {
        ...tusUploadStore({ directory, maxSize: MAX }),
        staged: async (id: string) => readdirSync(directory).filter((name) => name.startsWith(id)),
      };
    },
  ],
  [
    "the tus store staged in the bucket",
    () => {
      const client = s3Client(bucket.settings);
      const staged = async (id: string) =>
        (
          await client.send(new ListObjectsV2Command({ Bucket: bucket.bucket, Prefix: `incoming/${id}/` }))
        ).Contents?.map((object) => object.Key ?? "") ?? [];
      return { ...tusUploadStore({ bucket: bucket.settings, maxSize: MAX }), staged };
    },
  ],
  ["the memory store", () => memoryUploadStore({ maxSize: MAX })],
];

const TUS = { "Tus-Resumable": "1.0.0" };

describe.each(stores)("tus routes over %s", (_name, makeStore) => {
  let t: TestApp;
  let store: ReturnType<typeof makeStore>;
  let mine: string;
  let theirs: string;
  const send = (url: string, init: RequestInit) => t.request(url, init);

  async function create(cookie: string, length: number) {
    const response = await send("/api/uploads", {
      method: "POST",
      headers: { cookie, ...TUS, "Upload-Length": String(length) },
    });
    expect(response.status).toBe(201);
    return response.headers.get("location")?.split("/").at(-1) ?? "";
  }

  beforeEach(async () => {
    store = makeStore();
    t = await createTestApp({ uploads: store });
    mine = await t.clientCookie();
    await createClientAccount(
      t.db,
      testHasher,
      { username: "okafor", firstName: "Ada", lastName: "Okafor", companyName: "Okafor Freight" },
      "other-password-123",
    );
    theirs = cookieFrom(
      await t.json("POST", "/api/auth/login", { username: "okafor", password: "other-password-123" }),
    );
  });

  /** Ways to name another upload behind one's own in the URL; none may reach it. */
  const smuggled = (own: string, victim: string) => [
    `/api/uploads/${own}?x=/${victim}`,
    `/api/uploads/${own}?x=%2F${victim}`,
    `/api/uploads/${own}/../${victim}`,
    `/api/uploads/${own}%2F${victim}`,
    `/api/uploads/${own}%252F${victim}`,
    `/api/uploads/${own};/${victim}`,
    `/api/uploads/${own};x=${victim}`,
    `/api/uploads/${own}#/${victim}`,
    `/api/uploads/${own}/${victim}`,
  ];

  test("another client's upload cannot be read, appended to or deleted through one's own upload's URL", async () => {
    const victim = await create(theirs, 20);
    expect((await tusPatch(send, theirs, victim, 0, new Uint8Array(7).fill(1))).status).toBe(204);
    const own = await create(mine, 10);

    for (const url of smuggled(own, victim)) {
      const head = await send(url, { method: "HEAD", headers: { cookie: mine, ...TUS } });
      expect(head.status, `HEAD ${url}`).toBeGreaterThanOrEqual(400);
      expect(head.headers.get("upload-length"), `HEAD ${url}`).toBeNull();

      const patch = await send(url, {
        method: "PATCH",
        headers: {
          cookie: mine,
          ...TUS,
          "Upload-Offset": "7",
          "Content-Type": "application/offset+octet-stream",
        },
        body: new Uint8Array(3).fill(9),
      });
      expect(patch.status, `PATCH ${url}`).toBeGreaterThanOrEqual(400);

      const remove = await send(url, { method: "DELETE", headers: { cookie: mine, ...TUS } });
      expect(remove.status, `DELETE ${url}`).toBeGreaterThanOrEqual(400);
    }

    // The victim's upload is as they left it, and so is the attacker's own.
    const head = await tusHead(send, theirs, victim);
    expect(head.status).toBe(200);
    expect(head.headers.get("upload-offset")).toBe("7");
    expect(await store.read(victim)).toEqual(new Uint8Array(7).fill(1));
    expect((await tusHead(send, mine, own)).headers.get("upload-offset")).toBe("0");
  });

  test("a query string or anything after the id is refused on every tus method, even on one's own upload", async () => {
    const own = await create(mine, 10);
    for (const method of ["HEAD", "PATCH", "DELETE"]) {
      const response = await send(`/api/uploads/${own}?anything=1`, {
        method,
        headers: {
          cookie: mine,
          ...TUS,
          "Upload-Offset": "0",
          "Content-Type": "application/offset+octet-stream",
        },
      });
      expect(response.status, method).toBe(400);
    }
    const created = await send("/api/uploads?x=/y", {
      method: "POST",
      headers: { cookie: mine, ...TUS, "Upload-Length": "10" },
    });
    expect(created.status).toBe(400);
    expect(await store.status(own)).toEqual({ size: 10, offset: 0 });
  });

  test("a DELETE drops the upload's record only once its bytes are gone, so the open-uploads cap holds", async () => {
    const own = await create(mine, 10);
    const missing = "AAAAAAAAAAAAAAAAAAAAAA";
    const attack = await send(`/api/uploads/${own}?x=/${missing}`, {
      method: "DELETE",
      headers: { cookie: mine, ...TUS },
    });
    expect(attack.status).toBe(400);
    expect(await store.status(own)).toBeDefined();
    const { rows } = await t.client.execute("select count(*) as n from uploads");
    expect(rows[0]?.n).toBe(1);

    const removed = await send(`/api/uploads/${own}`, {
      method: "DELETE",
      headers: { cookie: mine, ...TUS },
    });
    expect(removed.status).toBe(204);
    expect(await store.status(own)).toBeUndefined();
    const after = await t.client.execute("select count(*) as n from uploads");
    expect(after.rows[0]?.n).toBe(0);
    if (store.staged) expect(await store.staged(own)).toEqual([]);
  });

  test("extensions we do not offer are refused with a 4xx and a plain message, never a 500", async () => {
    const own = await create(mine, 10);
    const post = (headers: Record<string, string>, body?: BodyInit) =>
      send("/api/uploads", { method: "POST", headers: { cookie: mine, ...TUS, ...headers }, body });

    for (const response of [
      await post({ "Upload-Length": "10", "Upload-Concat": "partial" }),
      await post({ "Upload-Concat": `final;/api/uploads/${own}` }),
      await post({ "Upload-Defer-Length": "1" }),
      await post({ "Upload-Length": "10", "Upload-Defer-Length": "1" }),
      await post({ "Upload-Length": "4", "Content-Type": "application/offset+octet-stream" }, "abcd"),
      await post({ "Upload-Length": "4", "Content-Length": "4" }, "abcd"),
    ]) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(((await response.json()) as { error: string }).error).toMatch(/\w/);
    }
    const options = await send("/api/uploads", { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.get("tus-extension")).toBe("creation,termination");
    expect(options.headers.get("tus-max-size")).toBe(String(MAX));
    // Nothing of those refusals was created or counted.
    const { rows } = await t.client.execute("select count(*) as n from uploads");
    expect(rows[0]?.n).toBe(1);
  });

  test("a chunk past the length declared at creation is refused with its own message", async () => {
    const own = await create(mine, 10);
    const response = await tusPatch(send, mine, own, 0, new Uint8Array(11));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error:
        "This chunk goes past the length declared when the upload was created. Ask for the offset (HEAD) and send only the rest of the page.",
    });
  });
});

describe("per-client quotas", () => {
  const MB = 1024 * 1024;
  let t: TestApp;
  let mine: string;
  const send = (url: string, init: RequestInit) => t.request(url, init);
  const create = (cookie: string, length: number) =>
    send("/api/uploads", { method: "POST", headers: { cookie, ...TUS, "Upload-Length": String(length) } });
  const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

  beforeEach(async () => {
    t = await createTestApp({
      uploads: memoryUploadStore({ maxSize: MAX }),
      uploadLimits: { openBytesPerClient: 2 * MB, storedBytesPerClient: 3 * MB },
    });
    mine = await t.clientCookie();
  });

  test("unfinished uploads count by their declared lengths, per client", async () => {
    expect((await create(mine, 1.5 * MB)).status).toBe(201);
    const refused = await create(mine, 0.5 * MB + 1);
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toBe(
      "Your unfinished uploads have reached 2 MB. Send or remove the pages you have started, then try again.",
    );
    expect((await create(mine, 0.5 * MB)).status).toBe(201);
    await createClientAccount(
      t.db,
      testHasher,
      { username: "okafor", firstName: "Ada", lastName: "Okafor", companyName: "Okafor Freight" },
      "other-password-123",
    );
    const theirs = cookieFrom(
      await t.json("POST", "/api/auth/login", { username: "okafor", password: "other-password-123" }),
    );
    expect((await create(theirs, 2 * MB)).status).toBe(201);
  });

  test("concurrent creations cannot pass the quota together", async () => {
    const statuses = await Promise.all(Array.from({ length: 6 }, () => create(mine, MB)));
    expect(statuses.map((response) => response.status).sort()).toEqual([201, 201, 429, 429, 429, 429]);
    const { rows } = await t.client.execute("select coalesce(sum(size), 0) as bytes from uploads");
    expect(rows[0]?.bytes).toBe(2 * MB);
  });

  test("pages already kept, unfinished uploads and the new one together stay within the storage quota", async () => {
    t = await createTestApp({
      uploads: memoryUploadStore({ maxSize: MAX }),
      uploadLimits: { openBytesPerClient: 2.5 * MB, storedBytesPerClient: 2.5 * MB },
    });
    mine = await t.clientCookie();
    const [rate, bol] = [await pngPage(), await pdfPage()];
    const pages = [
      { bytes: rate, documentKind: "rate-confirmation" as const },
      { bytes: bol, documentKind: "bol-pod" as const },
    ];
    const listed = [];
    for (const { bytes, documentKind } of pages) {
      listed.push({
        uploadId: await tusUpload(send, mine, bytes),
        documentKind,
        order: 1,
        sha256: sha256(bytes),
      });
    }
    const invoice = await t.json("POST", "/api/invoices", validInvoice(listed), {
      cookie: mine,
      "Idempotency-Key": "quota-1",
    });
    expect(invoice.status).toBe(201);
    const kept = rate.byteLength + bol.byteLength;
    expect((await create(mine, MB)).status).toBe(201);
    // 2.5 MB in all: the pages kept and the 1 MB open leave 1.5 MB less the pages.
    const refused = await create(mine, 1.5 * MB - kept + 1);
    expect(refused.status).toBe(413);
    expect(await errorOf(refused)).toBe(
      "Your invoices already hold 2 MB of pages, the most we keep for one account. Please contact us so we can make room, then send this page again.",
    );
    expect((await create(mine, 1.5 * MB - kept)).status).toBe(201);
  });
});

test("an upload past its day stops counting and answering at once, before any sweep removes it", async () => {
  const MB = 1024 * 1024;
  let clock = Date.parse("2026-06-01T08:00:00.000Z");
  const t = await createTestApp({
    now: () => new Date(clock),
    uploads: memoryUploadStore({ maxSize: MAX }),
    uploadLimits: { openBytesPerClient: 2 * MB },
  });
  let cookie = await t.clientCookie();
  const send = (url: string, init: RequestInit) => t.request(url, init);
  const create = () =>
    send("/api/uploads", { method: "POST", headers: { cookie, ...TUS, "Upload-Length": String(2 * MB) } });
  const left = (await create()).headers.get("location")?.split("/").at(-1) ?? "";
  expect((await create()).status).toBe(429);

  clock += 24 * 60 * 60 * 1000 - 1;
  cookie = await t.clientCookie();
  expect((await tusHead(send, cookie, left)).status).toBe(200);
  expect((await create()).status).toBe(429);
  clock += 1;
  expect((await tusHead(send, cookie, left)).status).toBe(404);
  expect((await create()).status).toBe(201);
  // Its row is still there for the sweep to remove with its bytes.
  const { rows } = await t.client.execute("select count(*) as n from uploads");
  expect(rows[0]?.n).toBe(2);
});
