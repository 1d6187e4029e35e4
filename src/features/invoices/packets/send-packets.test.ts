import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { openDB } from "idb";
import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { closeQueue } from "../../../lib/send-queue";
import { closePacketDb, type LoadDetails } from "./packet-db";
import { randomUuid } from "../../../lib/random-uuid";
import { getPacket, getPageFile, listPackets, savePacket, type NewPage } from "./packets";
import { indexedDbUrlStorage } from "./tus-url-storage";
import { CHUNK_BYTES, flushInvoicePackets } from "./send-packets";
import { createFakeInvoiceServer } from "../../../../tests/support/app/fake-invoice-server";

// The browser build of tus-js-client (Blob pages); Node's build reads Buffers and streams only.
vi.mock(
  "tus-js-client",
  // @ts-expect-error The browser build ships no types of its own; its API is the package's.
  () => import("tus-js-client/lib.esm/browser/index.js"),
);

const load: LoadDetails = {
  brokerName: "Summit Logistics",
  loadNumber: "LD-88123",
  amountCents: 245_000,
  extras: [{ kind: "detention", label: "", amountCents: 7_500 }],
  pickupDate: "2026-11-18",
  deliveryDate: "2026-11-20",
  note: "",
};

/** A page of `size` random bytes, with its SHA-256 as the scan worker computes it. */
function page(documentKind: NewPage["documentKind"], order: number, size: number): NewPage {
  const bytes = new Uint8Array(size);
  for (let offset = 0; offset < size; offset += 65536) {
    crypto.getRandomValues(bytes.subarray(offset, Math.min(size, offset + 65536)));
  }
  return {
    id: randomUuid(),
    documentKind,
    order,
    contentType: "image/webp",
    size,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    warnings: [],
    blob: new Blob([bytes], { type: "image/webp" }),
    thumbnail: null,
  };
}

let server: ReturnType<typeof createFakeInvoiceServer>;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  server = createFakeInvoiceServer();
  vi.stubGlobal("fetch", server.fetch);
});

afterEach(async () => {
  await closePacketDb();
  await closeQueue();
  vi.unstubAllGlobals();
});

async function newPacket(pages: NewPage[]) {
  return savePacket({ idempotencyKey: randomUuid(), kind: "invoice", load }, pages);
}

describe("sending an invoice packet", () => {
  it("asks the server to answer in the packet's language: the service worker has no page to say it", async () => {
    const asked: string[] = [];
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = input instanceof Request ? input.headers : new Headers(init?.headers);
      const method = input instanceof Request ? input.method : (init?.method ?? "GET");
      asked.push(`${method} ${headers.get("accept-language")}`);
      return server.fetch(input, init);
    });
    await savePacket({ idempotencyKey: randomUuid(), kind: "invoice", load, locale: "es" }, [
      page("rate-confirmation", 1, 1_000),
    ]);

    await flushInvoicePackets();

    expect(asked).toContain("POST es");
    expect(asked).toContain("PATCH es");
    expect(asked.every((request) => request.endsWith(" es"))).toBe(true);
  });

  it("sends the phone's quality findings with each page, so staff know why it may be hard to read", async () => {
    const dark = { ...page("bol-pod", 1, 1_000), warnings: ["dark", "blurred"] as NewPage["warnings"] };
    await newPacket([page("rate-confirmation", 1, 1_000), dark]);

    await flushInvoicePackets();

    const [create] = server.state.createRequests;
    expect(create?.body.pages).toMatchObject([
      { documentKind: "rate-confirmation", warnings: [] },
      { documentKind: "bol-pod", warnings: ["dark", "blurred"] },
    ]);
  });

  it("uploads every page in 256 KB chunks, then creates the invoice once, with the packet's key", async () => {
    const pages = [page("rate-confirmation", 1, 600_000), page("bol-pod", 1, 300_000)];
    const packet = await newPacket(pages);

    const report = await flushInvoicePackets();

    expect(report.sent).toEqual([
      {
        item: expect.objectContaining({ idempotencyKey: packet.idempotencyKey }),
        reference: "INV-TEST-0001",
      },
    ]);
    expect(server.state.createRequests).toHaveLength(1);
    const [create] = server.state.createRequests;
    expect(create?.key).toBe(packet.idempotencyKey);
    expect(create?.body).toMatchObject({
      ...load,
      pages: [
        { documentKind: "rate-confirmation", order: 1 },
        { documentKind: "bol-pod", order: 1 },
      ],
    });
    const sentPages = create?.body.pages as { uploadId: string; sha256: string }[];
    sentPages.forEach((sent, index) => {
      expect(sent.sha256).toBe(pages[index]?.sha256);
      const stored = server.uploads.get(sent.uploadId);
      expect(
        createHash("sha256")
          .update(stored?.bytes ?? new Uint8Array())
          .digest("hex"),
      ).toBe(pages[index]?.sha256);
    });
    // 600,000 bytes are 3 chunks (256 KB, 256 KB, the rest); 300,000 are 2.
    expect(server.state.patchRequests).toBe(5);
    expect(server.state.chunkBytes).toBe(900_000);

    const kept = await getPacket(packet.idempotencyKey);
    expect(kept).toMatchObject({ state: "sent", reference: "INV-TEST-0001" });
    expect(await getPageFile(pages[0]!.id)).toBeUndefined();
  });

  it("keeps the packet, whole, while there is no signal, and sends it once when the signal returns", async () => {
    const pages = [page("rate-confirmation", 1, 100_000), page("bol-pod", 1, 100_000)];
    const packet = await newPacket(pages);
    server.state.offline = true;
    vi.stubGlobal("navigator", { onLine: false });

    const offline = await flushInvoicePackets();
    expect(offline.waiting[0]).toMatchObject({ reason: "No connection to our server." });
    expect(await getPacket(packet.idempotencyKey)).toMatchObject({
      state: "waiting",
      lastError: "No connection to our server.",
    });
    expect((await getPageFile(pages[1]!.id))?.blob.size).toBe(100_000);

    server.state.offline = false;
    vi.stubGlobal("navigator", { onLine: true });
    const online = await flushInvoicePackets();
    expect(online.sent).toHaveLength(1);
    expect(server.invoices.size).toBe(1);
    expect(server.state.createRequests.map((request) => request.key)).toEqual([packet.idempotencyKey]);
  });

  it("with the server unreachable while the phone says online, goes back to waiting at the first failed try", async () => {
    const packet = await newPacket([page("rate-confirmation", 1, 1000)]);
    server.state.offline = true;
    let tries = 0;
    const realFetch = server.fetch;
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
      tries++;
      return realFetch(input, init);
    });

    const report = await flushInvoicePackets();

    expect(tries).toBe(1);
    expect(report.waiting[0]).toMatchObject({ reason: "No connection to our server." });
    expect(await getPacket(packet.idempotencyKey)).toMatchObject({
      state: "waiting",
      lastError: "No connection to our server.",
    });
  });

  it("after a cut in the middle of a chunk, resumes from the last acknowledged byte", async () => {
    const big = page("bol-pod", 1, 5 * CHUNK_BYTES);
    const packet = await newPacket([page("rate-confirmation", 1, 1000), big]);
    // Two and a half chunks of the second page arrive, then the connection drops.
    server.state.cutAfterBytes = 1000 + 2.5 * CHUNK_BYTES;

    const report = await flushInvoicePackets();

    expect(report.sent).toHaveLength(1);
    const resent = server.state.chunkBytes - (1000 + big.size);
    // The half chunk that arrived is kept by the server: nothing is sent twice.
    expect(resent).toBe(0);
    const stored = [...server.uploads.values()].find((upload) => upload.length === big.size);
    expect(
      createHash("sha256")
        .update(stored?.bytes ?? new Uint8Array())
        .digest("hex"),
    ).toBe(big.sha256);
    expect((await getPacket(packet.idempotencyKey))?.state).toBe("sent");
  });

  it("a reload during an upload goes on from the offset the server acknowledged, not from zero", async () => {
    const big = page("bol-pod", 1, 4 * CHUNK_BYTES);
    const packet = await newPacket([big, page("rate-confirmation", 1, 1000)]);
    server.state.cutAfterBytes = 2 * CHUNK_BYTES;
    server.state.offline = false;
    // The cut is followed by no signal at all: the flush gives up for now.
    const realFetch = server.fetch;
    let cut = false;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (cut) throw new TypeError("Failed to fetch");
      try {
        return await realFetch(input, init);
      } catch (error) {
        cut = true;
        throw error;
      }
    });
    vi.stubGlobal("navigator", { onLine: false });
    const first = await flushInvoicePackets();
    expect(first.waiting).toHaveLength(1);
    expect((await getPacket(packet.idempotencyKey))?.pages[0]?.uploadedBytes).toBe(2 * CHUNK_BYTES);

    // "Reload": a fresh connection to the database, the signal back.
    await closePacketDb();
    await closeQueue();
    vi.stubGlobal("fetch", realFetch);
    vi.stubGlobal("navigator", { onLine: true });
    const patchesBefore = server.state.patchRequests;
    const second = await flushInvoicePackets();

    expect(second.sent).toHaveLength(1);
    expect(server.state.chunkBytes).toBe(big.size + 1000);
    // Two chunks left of the big page, one of the small.
    expect(server.state.patchRequests - patchesBefore).toBe(3);
  });

  it("two senders at once (two tabs without Web Locks) send the packet once", async () => {
    await newPacket([page("rate-confirmation", 1, 300_000), page("bol-pod", 1, 300_000)]);

    const [first, second] = await Promise.all([flushInvoicePackets(), flushInvoicePackets()]);

    expect(first.sent.length + second.sent.length).toBe(1);
    expect(server.state.createRequests).toHaveLength(1);
    expect(server.state.chunkBytes).toBe(600_000);
  });

  it("a refused page is marked with the server's words, and the packet waits for the driver", async () => {
    const pages = [page("rate-confirmation", 1, 1000), page("bol-pod", 1, 1000)];
    const packet = await newPacket(pages);
    server.state.nextCreateAnswer = {
      status: 422,
      body: {
        error: "Signed BOL / proof of delivery, page 1: This file is not a readable image or PDF.",
        issues: { "pages.1": "This file is not a readable image or PDF." },
      },
    };

    const report = await flushInvoicePackets();

    expect(report.refused).toHaveLength(1);
    const refused = await getPacket(packet.idempotencyKey);
    expect(refused).toMatchObject({
      state: "refused",
      lastError: "Signed BOL / proof of delivery, page 1: This file is not a readable image or PDF.",
    });
    expect(refused?.pages[1]?.error).toBe("This file is not a readable image or PDF.");
    expect(refused?.pages[0]?.error).toBeUndefined();
    // Refused is final until the driver acts: the next flush leaves it alone.
    await flushInvoicePackets();
    expect(server.state.createRequests).toHaveLength(1);
  });

  it("an ended session waits for the driver to sign in, without losing anything", async () => {
    const packet = await newPacket([page("rate-confirmation", 1, 1000), page("bol-pod", 1, 1000)]);
    server.state.uploadStatus = 401;

    await flushInvoicePackets();

    expect(await getPacket(packet.idempotencyKey)).toMatchObject({ state: "waiting", needsSignIn: true });
    server.state.uploadStatus = undefined;
    expect((await flushInvoicePackets()).sent).toHaveLength(1);
  });

  it("a storage quota reached at upload creation reaches the driver in the server's words, on the page and the packet", async () => {
    const packet = await newPacket([page("rate-confirmation", 1, 1000), page("bol-pod", 1, 1000)]);
    const full =
      "Your invoices already hold 5,120 MB of pages, the most we keep for one account. Please contact us so we can make room, then send this page again.";
    server.state.uploadStatus = 413;
    server.state.uploadError = full;

    await flushInvoicePackets();

    const refused = await getPacket(packet.idempotencyKey);
    expect(refused).toMatchObject({ state: "refused", lastError: full });
    expect(refused?.pages[0]?.error).toBe(full);
  });

  it("uploads a page again when the server no longer has it (unused uploads expire), then creates once", async () => {
    const pages = [page("rate-confirmation", 1, 1000), page("bol-pod", 1, 1000)];
    const packet = await newPacket(pages);
    server.state.nextCreateAnswer = {
      status: 409,
      body: { error: "Send the page again.", issues: { "pages.1": "This page's upload was not found." } },
    };

    const report = await flushInvoicePackets();

    expect(report.sent).toHaveLength(1);
    expect(server.state.createRequests.map((request) => request.key)).toEqual([
      packet.idempotencyKey,
      packet.idempotencyKey,
    ]);
    // The second page went up twice, the first once.
    expect(server.state.chunkBytes).toBe(3000);
  });

  it("a 404 in the middle of an upload starts that page again under the same key, never a refusal", async () => {
    const pages = [page("rate-confirmation", 1, 600_000), page("bol-pod", 1, 1000)];
    const packet = await newPacket(pages);
    // Another server without the staging file, or a restart that lost it: after the first chunk the
    // server no longer knows the upload, and the next chunk answers 404.
    let lost = false;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await server.fetch(input, init);
      if (!lost && (init?.method ?? "GET").toUpperCase() === "PATCH" && answer.status === 204) {
        lost = true;
        server.uploads.clear();
      }
      return answer;
    });

    const report = await flushInvoicePackets();

    expect(report.refused).toEqual([]);
    expect(report.sent).toHaveLength(1);
    expect(server.state.createRequests.map((request) => request.key)).toEqual([packet.idempotencyKey]);
    const [sentFirst] = server.state.createRequests[0]?.body.pages as { uploadId: string }[];
    const stored = server.uploads.get(sentFirst?.uploadId ?? "");
    expect(
      createHash("sha256")
        .update(stored?.bytes ?? new Uint8Array())
        .digest("hex"),
    ).toBe(pages[0]?.sha256);
    // The first chunk went twice: once to the lost upload, once to the new one.
    expect(server.state.chunkBytes).toBe(600_000 + CHUNK_BYTES + 1000);
    expect(await getPacket(packet.idempotencyKey)).toMatchObject({ state: "sent" });
  });

  it("a 4xx with the server's words during an upload is still a refusal the driver reads", async () => {
    const packet = await newPacket([page("rate-confirmation", 1, 1000), page("bol-pod", 1, 1000)]);
    server.state.uploadStatus = 422;
    server.state.uploadError = "This page is not a PDF or an image we can read.";

    const report = await flushInvoicePackets();

    expect(report.refused).toHaveLength(1);
    expect(await getPacket(packet.idempotencyKey)).toMatchObject({
      state: "refused",
      lastError: "This page is not a PDF or an image we can read.",
    });
  });

  it("waits with its own words when the server is busy without saying why", async () => {
    const packet = await newPacket([page("rate-confirmation", 1, 10), page("bol-pod", 1, 10)]);
    server.state.nextCreateAnswer = { status: 500, body: "Internal Server Error" };

    const report = await flushInvoicePackets();

    expect(report.waiting[0]).toMatchObject({ reason: "Our server could not take it just now." });
    expect(await getPacket(packet.idempotencyKey)).toMatchObject({
      state: "waiting",
      lastError: "Our server could not take it just now.",
    });
  });

  it("a busy database's 503 keeps the packet and its pages, and the next try sends it once under the same key", async () => {
    const pages = [page("rate-confirmation", 1, 10), page("bol-pod", 1, 10)];
    const packet = await newPacket(pages);
    server.state.nextCreateAnswer = {
      status: 503,
      body: { error: "We could not save this just now. Nothing was stored; please try again in a moment." },
    };

    const busy = await flushInvoicePackets();
    expect(busy.sent).toHaveLength(0);
    expect(await getPacket(packet.idempotencyKey)).toMatchObject({ state: "waiting" });
    expect((await getPageFile(pages[1]!.id))?.blob.size).toBe(10);

    const retried = await flushInvoicePackets();
    expect(retried.sent).toHaveLength(1);
    expect(server.invoices.size).toBe(1);
    expect(server.state.createRequests.map((request) => request.key)).toEqual([
      packet.idempotencyKey,
      packet.idempotencyKey,
    ]);
  });

  it("a success that is not our server's (a Wi-Fi sign-in page answering 200) keeps the packet and its pages", async () => {
    const pages = [page("rate-confirmation", 1, 10), page("bol-pod", 1, 10)];
    const packet = await newPacket(pages);
    server.state.nextCreateAnswer = { status: 200, body: "<html>Sign in to Truck Stop Wi-Fi</html>" };

    const captive = await flushInvoicePackets();
    expect(captive.sent).toEqual([]);
    expect(captive.waiting[0]).toMatchObject({ reason: "No connection to our server." });
    expect(await getPacket(packet.idempotencyKey)).toMatchObject({ state: "waiting" });
    expect((await getPageFile(pages[0]!.id))?.blob.size).toBe(10);

    const online = await flushInvoicePackets();
    expect(online.sent).toEqual([
      {
        item: expect.objectContaining({ idempotencyKey: packet.idempotencyKey }),
        reference: "INV-TEST-0001",
      },
    ]);
    expect(server.invoices.size).toBe(1);
  });

  it("adds pages to an invoice under its reference, with the packet's key", async () => {
    const pages = [page("bol-pod", 2, 10)];
    const packet = await savePacket(
      { idempotencyKey: randomUuid(), kind: "add-pages", reference: "INV-7K3M-9PX2" },
      pages,
    );

    const report = await flushInvoicePackets();

    expect(report.sent).toEqual([
      {
        item: expect.objectContaining({ idempotencyKey: packet.idempotencyKey }),
        reference: "INV-7K3M-9PX2",
      },
    ]);
    expect(server.state.createRequests).toEqual([
      {
        key: packet.idempotencyKey,
        url: "/api/invoices/INV-7K3M-9PX2/pages",
        body: { pages: [expect.objectContaining({ documentKind: "bol-pod", order: 2 })] },
      },
    ]);
  });

  it("sends packets oldest first and lists them", async () => {
    const older = await newPacket([page("rate-confirmation", 1, 10), page("bol-pod", 1, 10)]);
    const newer = await newPacket([page("rate-confirmation", 1, 10), page("bol-pod", 1, 10)]);
    expect((await listPackets()).map((packet) => packet.idempotencyKey)).toEqual([
      older.idempotencyKey,
      newer.idempotencyKey,
    ]);

    const report = await flushInvoicePackets();

    expect(report.sent.map((sent) => sent.item.idempotencyKey)).toEqual([
      older.idempotencyKey,
      newer.idempotencyKey,
    ]);
  });
});

describe("a phone with packets kept by the previous version of the app", () => {
  it("moves them into the queue with every field, keeps their pages and resume URLs, and sends each once", async () => {
    const kept = page("rate-confirmation", 1, 1000);
    const { blob, thumbnail, ...pageFields } = kept;
    const earlier = {
      id: "packet-of-version-1",
      kind: "invoice",
      load,
      pages: [{ ...pageFields, uploadedBytes: 0 }],
      totalBytes: 1000,
      createdAt: Date.now() - 60_000,
      state: "waiting",
      attempts: 1,
      lastError: "No connection to our server.",
    };
    const resume = {
      urlStorageKey: "tus::tpf-page:other::1",
      fingerprint: "tpf-page:other",
      size: 10,
      metadata: {},
      creationTime: "2026-11-20T10:00:00.000Z",
      uploadUrl: "/api/uploads/upload000042",
      parallelUploadUrls: null,
    };
    // Version 1 of `tpf-invoices`, as a tab of the previous version left it (and still holds it open).
    const version1 = await openDB("tpf-invoices", 1, {
      upgrade(database) {
        database.createObjectStore("packets", { keyPath: "id" }).createIndex("by-created", "createdAt");
        database.createObjectStore("files", { keyPath: "pageId" }).createIndex("by-packet", "packetId");
        database
          .createObjectStore("uploads", { keyPath: "urlStorageKey" })
          .createIndex("by-fingerprint", "fingerprint");
      },
      blocking() {
        version1.close();
      },
    });
    await version1.add("packets", earlier);
    await version1.add("files", { pageId: kept.id, packetId: earlier.id, blob, thumbnail });
    await version1.add("uploads", resume);

    const { id, ...fields } = earlier;
    expect(await listPackets()).toEqual([{ ...fields, idempotencyKey: id }]);
    expect((await getPageFile(kept.id))?.blob.size).toBe(1000);
    expect(await indexedDbUrlStorage.findUploadsByFingerprint("tpf-page:other")).toEqual([
      expect.objectContaining({ urlStorageKey: resume.urlStorageKey, uploadUrl: resume.uploadUrl }),
    ]);

    const report = await flushInvoicePackets();
    expect(report.sent).toHaveLength(1);
    expect(server.state.createRequests.map((request) => request.key)).toEqual(["packet-of-version-1"]);

    // Moved once: opening again finds nothing to move, and sends nothing more.
    await closePacketDb();
    await closeQueue();
    expect((await listPackets()).map((packet) => packet.state)).toEqual(["sent"]);
    expect((await flushInvoicePackets()).sent).toEqual([]);
    expect(server.state.createRequests).toHaveLength(1);
  });
});
