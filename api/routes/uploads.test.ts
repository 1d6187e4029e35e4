import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, test } from "vitest";
import { createClientAccount } from "../db/accounts";
import { memoryUploadStore } from "../lib/memory-uploads";
import { tusUploadStore } from "../lib/tus-uploads";
import type { UploadStore } from "../lib/uploads";
import { cookieFrom, createTestApp, testHasher, type TestApp } from "../../tests/support/api/harness";
import { tusHead, tusPatch } from "../../tests/support/api/invoices";

const MAX = 25 * 1024 * 1024;
const folder = mkdtempSync(path.join(tmpdir(), "tpf-tus-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Both stores answer behind the same route: the Node server's files and the browser mocks' memory. */
const stores: [string, () => UploadStore & { directory?: string }][] = [
  [
    "the tus store on disk",
    () => {
      const directory = mkdtempSync(path.join(folder, "incoming-"));
      return { ...tusUploadStore({ directory, maxSize: MAX }), directory };
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
    if (store.directory) expect(readdirSync(store.directory)).toEqual([]);
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
