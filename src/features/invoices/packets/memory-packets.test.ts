import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeInvoiceServer } from "../../../../tests/support/app/fake-invoice-server";
import { closeQueue, NO_CONNECTION } from "../../../lib/send-queue";
import { forgetMemoryPacket, memoryPackets } from "./memory-packets";
import { keepStorage } from "./packet-actions";
import { closePacketDb, type LoadDetails } from "./packet-db";
import { canKeepPages, getPacket, listPackets, savePacket, type NewPage } from "./packets";
import { flushInvoicePackets } from "./send-packets";

// The browser build of tus-js-client (Blob pages); Node's build reads Buffers and streams only.
vi.mock(
  "tus-js-client",
  // @ts-expect-error The browser build ships no types of its own; its API is the package's.
  () => import("tus-js-client/lib.esm/browser/index.js"),
);

const load: LoadDetails = {
  brokerName: "Summit Logistics",
  loadNumber: "LD-31000",
  amountCents: 180_000,
  extras: [],
  pickupDate: "2026-11-18",
  deliveryDate: "2026-11-20",
  note: "",
};

let pageNumber = 0;
/** A page of `size` bytes from a fixed seed, with its SHA-256 as the scan worker computes it. */
function page(documentKind: NewPage["documentKind"], size: number): NewPage {
  pageNumber++;
  const bytes = new Uint8Array(size);
  let state = 0x2f6b_1d3 + pageNumber;
  for (let index = 0; index < size; index++) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    bytes[index] = state >>> 24;
  }
  return {
    id: `page-${pageNumber}`,
    documentKind,
    order: 1,
    contentType: "application/pdf",
    size,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    warnings: [],
    blob: new Blob([bytes], { type: "application/pdf" }),
    thumbnail: null,
  };
}

let packetNumber = 0;
const newKey = () => `packet-${++packetNumber}`;

const holdsBlob = (value: unknown) =>
  typeof value === "object" && value !== null && Object.values(value).some((field) => field instanceof Blob);

/** IndexedDB as WebKit keeps it for storage that is not kept: everything but a Blob or File. */
function refuseBlobs(error: DOMException) {
  const put = IDBObjectStore.prototype.put;
  vi.spyOn(IDBObjectStore.prototype, "put").mockImplementation(function (
    this: IDBObjectStore,
    value: unknown,
    key?: IDBValidKey,
  ) {
    if (holdsBlob(value)) throw error;
    return put.call(this, value, key);
  });
}

let server: ReturnType<typeof createFakeInvoiceServer>;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  server = createFakeInvoiceServer();
  vi.stubGlobal("fetch", server.fetch);
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  for (const packet of memoryPackets()) forgetMemoryPacket(packet.idempotencyKey);
  await closePacketDb();
  await closeQueue();
});

/** The invoice the server made from the packet's pages: one create under its key, every page whole. */
function expectOneInvoice(key: string, pages: readonly NewPage[]) {
  expect(server.state.createRequests.map((request) => request.key)).toEqual([key]);
  const sent = server.state.createRequests[0]?.body.pages as { uploadId: string; sha256: string }[];
  sent.forEach((each, index) => {
    const stored = server.uploads.get(each.uploadId)?.bytes ?? new Uint8Array();
    expect(createHash("sha256").update(stored).digest("hex")).toBe(pages[index]?.sha256);
  });
}

describe("a phone that cannot keep the packet", () => {
  it.each([
    ["refuses to store a Blob", new DOMException("Error preparing Blob/File data to be stored", "DataError")],
    ["is out of room", new DOMException("The quota has been exceeded.", "QuotaExceededError")],
  ])("when IndexedDB %s, sends the packet from memory at once, once", async (_case, error) => {
    refuseBlobs(error);
    const pages = [page("rate-confirmation", 300_000), page("bol-pod", 2_000)];
    const key = newKey();

    const saved = await savePacket({ idempotencyKey: key, kind: "invoice", load }, pages);

    expect(saved).toMatchObject({ state: "waiting", onlyInMemory: true });
    const report = await flushInvoicePackets({ only: key, wait: true });
    expect(report.sent).toEqual([
      { item: expect.objectContaining({ idempotencyKey: key }), reference: "INV-TEST-0001" },
    ]);
    expectOneInvoice(key, pages);
    expect(await getPacket(key)).toMatchObject({
      state: "sent",
      reference: "INV-TEST-0001",
      onlyInMemory: true,
    });
  });

  it("with no IndexedDB at all, keeps, lists and sends the packet from memory", async () => {
    vi.stubGlobal("indexedDB", undefined);
    const pages = [page("rate-confirmation", 5_000), page("bol-pod", 5_000)];
    const key = newKey();

    await savePacket({ idempotencyKey: key, kind: "invoice", load }, pages);

    expect((await listPackets()).map((packet) => packet.idempotencyKey)).toEqual([key]);
    const report = await flushInvoicePackets();
    expect(report.sent).toHaveLength(1);
    expectOneInvoice(key, pages);
    expect(await listPackets()).toEqual([expect.objectContaining({ idempotencyKey: key, state: "sent" })]);
  });

  it("with the server unreachable, waits for signal, then sends the same packet once under the same key", async () => {
    refuseBlobs(new DOMException("Error preparing Blob/File data to be stored", "DataError"));
    const pages = [page("rate-confirmation", 300_000), page("bol-pod", 2_000)];
    const key = newKey();
    await savePacket({ idempotencyKey: key, kind: "invoice", load }, pages);
    server.state.offline = true;

    const first = await flushInvoicePackets({ only: key, wait: true });

    expect(first.waiting).toEqual([expect.objectContaining({ reason: NO_CONNECTION })]);
    expect(await getPacket(key)).toMatchObject({ state: "waiting", lastError: NO_CONNECTION });
    server.state.offline = false;
    const second = await flushInvoicePackets();
    expect(second.sent).toHaveLength(1);
    expectOneInvoice(key, pages);
  });

  it("a refusal of a packet in memory is kept with the server's words, and not sent again by itself", async () => {
    refuseBlobs(new DOMException("Error preparing Blob/File data to be stored", "DataError"));
    const key = newKey();
    await savePacket({ idempotencyKey: key, kind: "invoice", load }, [page("rate-confirmation", 1_000)]);
    server.state.nextCreateAnswer = { status: 422, body: { error: "The load number is already invoiced." } };

    await flushInvoicePackets();
    await flushInvoicePackets();

    expect(await getPacket(key)).toMatchObject({
      state: "refused",
      lastError: "The load number is already invoiced.",
    });
    expect(server.state.createRequests).toHaveLength(1);
  });
});

describe("telling before Submit whether the phone can keep the pages", () => {
  it("can where IndexedDB stores Blobs, and leaves nothing behind", async () => {
    expect(await canKeepPages()).toBe(true);
    expect(await listPackets()).toEqual([]);
  });

  it("cannot where Blobs are refused or there is no IndexedDB", async () => {
    refuseBlobs(new DOMException("Error preparing Blob/File data to be stored", "DataError"));
    expect(await canKeepPages()).toBe(false);
    vi.restoreAllMocks();
    vi.stubGlobal("indexedDB", undefined);
    await closePacketDb();
    expect(await canKeepPages()).toBe(false);
  });
});

describe("asking the browser to keep the site's storage", () => {
  it("never waits for the answer (Firefox asks the person with a prompt)", async () => {
    const persist = vi.fn(() => new Promise<boolean>(() => {}));
    vi.stubGlobal("navigator", {
      storage: {
        persisted: () => Promise.resolve(false),
        persist,
        estimate: () => Promise.resolve({ quota: 100 * 1024 * 1024, usage: 10 * 1024 * 1024 }),
      },
    });

    const note = await keepStorage();

    expect(note).toEqual({ available: 90 * 1024 * 1024 });
    await vi.waitFor(() => expect(persist).toHaveBeenCalledOnce());
  });
});
