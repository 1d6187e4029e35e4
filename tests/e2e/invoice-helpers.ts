import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { documentPhoto, ratePdf, sha256Hex } from "../fixtures/invoice-inputs";
import type { TestClient } from "./accounts";
import { ADMIN, uniqueTag } from "./admin-helpers";
import { expect } from "./fixtures";

/** tus chunk size of the phone (src/features/invoices/packets/send-packets.ts). */
export const CHUNK_BYTES = 256 * 1024;

export interface Inputs {
  /** A 12 MP phone photo of a typed page, shot sideways (EXIF orientation 6). */
  photo: string;
  dark: string;
  blurred: string;
  /** A 3-page rate confirmation. */
  pdf: string;
  /** An iPhone-style HEIC (tests/fixtures/make-heic.ts). */
  heic: string;
}

/** Makes the inputs once per test file, in a folder of their own. */
export async function makeInputs(): Promise<Inputs> {
  const folder = mkdtempSync(path.join(tmpdir(), "tpf-invoice-inputs-"));
  const write = (name: string, bytes: Buffer) => {
    const file = path.join(folder, name);
    writeFileSync(file, bytes);
    return file;
  };
  const [photo, dark, blurred, pdf] = await Promise.all([
    documentPhoto({ title: `Load ${uniqueTag()}` }),
    documentPhoto({ exposure: 0.15 }),
    documentPhoto({ blurSigma: 7 }),
    ratePdf(3),
  ]);
  return {
    photo: write("bol-photo.jpg", photo),
    dark: write("dark.jpg", dark),
    blurred: write("blurred.jpg", blurred),
    pdf: write("rate-confirmation.pdf", pdf),
    heic: path.join(import.meta.dirname, "..", "fixtures", "page.heic"),
  };
}

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Signs the client in through the API (the cookie lands in the browser context). */
export async function signInClient(page: Page, client: TestClient): Promise<void> {
  const response = await page.request.post("/api/auth/login", {
    data: { username: client.username, password: client.password },
  });
  expect(response.status()).toBe(200);
}

/** The client in a browser context of their own, beside staff's page: signed in, with its page. */
export async function clientBeside(browser: Browser, baseURL: string | undefined, client: TestClient) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInClient(page, client);
  return { context, page };
}

/**
 * A plain BOL scan of its own: no other test's client sends the same file, which would be another
 * client's document and hold its funding (docs/decisions/0221-verification-and-holds.md).
 */
async function plainScan(): Promise<Buffer> {
  const pixels = Buffer.alloc(60 * 80 * 3, 0xf4);
  pixels.write(uniqueTag(), "latin1");
  return sharp(pixels, { raw: { width: 60, height: 80, channels: 3 } })
    .png()
    .toBuffer();
}

/** A one-page rate confirmation and a plain BOL scan, both its own, sent as the client's invoice; answers its reference. */
export async function sendPlainInvoice(
  request: APIRequestContext,
  { brokerName }: { brokerName?: string } = {},
): Promise<string> {
  return submitInvoice(
    request,
    [
      await uploadPage(request, await ratePdf(1, `RATE CONFIRMATION ${uniqueTag()}`), "rate-confirmation"),
      await uploadPage(request, await plainScan(), "bol-pod"),
    ],
    { brokerName },
  );
}

/** Waits until the service worker controls the page (offline reloads come from it). */
export async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }),
    );
  });
}

/**
 * Waits until the portal has kept its shell and code on the phone (the
 * shell goes in last, once every file it loads is there).
 */
export async function portalKept(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const shell = await (await caches.open("tpf-app-shell")).match("/app-shell");
          return shell ? (await caches.open("tpf-app-code")).keys().then((keys) => keys.length) : 0;
        }),
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
}

export interface LoadEntry {
  broker: string;
  load: string;
  amount: string;
}

export const newLoad = (broker = "Summit Logistics"): LoadEntry => ({
  broker,
  load: `LD-${uniqueTag().toUpperCase()}`,
  amount: "2450.00",
});

/** Step 1 of the flow, then Next. Dates first: a focused date field is left before anything else. */
export async function fillLoad(page: Page, load: LoadEntry): Promise<void> {
  await page.getByLabel(/^Pickup date/).fill("2026-11-02");
  await page.getByLabel(/^Delivery date/).fill("2026-11-04");
  await page.getByLabel(/^Broker or customer/).fill(load.broker);
  await page.getByLabel(/^Load or PO number/).fill(load.load);
  await page.getByLabel(/^Invoice amount/).fill(load.amount);
  await page.getByRole("button", { name: /Next: Documents/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Documents" })).toBeFocused();
}

type Kind = "rate-confirmation" | "bol-pod" | "receipt";

/** Picks files for a document: from the camera (one) or the gallery (several). */
export async function addPages(page: Page, kind: Kind, files: string[], from: "camera" | "files" = "files") {
  await page.getByTestId(`${from}-${kind}`).setInputFiles(files);
}

/** Waits until no page is still being scanned. */
export async function scansDone(page: Page, timeout = 60_000): Promise<void> {
  await expect(page.getByText("Preparing the scan...")).toHaveCount(0, { timeout });
}

export async function review(page: Page): Promise<void> {
  await scansDone(page);
  await page.getByRole("button", { name: /Next: Review/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Review" })).toBeFocused();
}

interface StoredPacket {
  idempotencyKey: string;
  kind: string;
  state: string;
  reference?: string;
  pages: { id: string; sha256: string; size: number; contentType: string; documentKind: string }[];
}

/** The packets on the phone, as the send queue holds them (fields, pages with their SHA-256; no bytes). */
export function storedPackets(page: Page) {
  return page.evaluate(
    () =>
      new Promise<StoredPacket[]>((resolve, reject) => {
        const open = indexedDB.open("tpf-queue");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction("items").objectStore("items").getAll();
          request.onsuccess = () => {
            open.result.close();
            const items = request.result as StoredPacket[];
            resolve(items.filter((item) => item.kind === "invoice" || item.kind === "add-pages"));
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

export interface StaffInvoice {
  reference: string;
  status: string;
  loadNumber: string;
  pages: {
    id: string;
    documentKind: string;
    order: number;
    contentType: string;
    size: number;
    sha256: string;
    url: string;
    addedAt: string;
  }[];
}

/** A staff API session of its own (not the browser's), for checking what the server stored. */
export async function staffApi(request: APIRequestContext) {
  const login = await request.post("/api/admin/login", { data: ADMIN });
  expect(login.ok()).toBe(true);
  return {
    async invoicesFor(loadNumber: string): Promise<StaffInvoice[]> {
      const response = await request.get(`/api/admin/invoices?q=${encodeURIComponent(loadNumber)}&limit=50`);
      expect(response.ok()).toBe(true);
      const body = (await response.json()) as { invoices: StaffInvoice[] };
      // The search also finds other readings of the text (a broker, an amount): keep this load's.
      return body.invoices.filter((invoice) => invoice.loadNumber === loadNumber);
    },
    async pageBytes(url: string): Promise<Buffer> {
      const response = await request.get(url);
      expect(response.ok()).toBe(true);
      expect(response.headers()["cache-control"]).toBe("private, no-store");
      return response.body();
    },
  };
}

/** Counts the invoice requests of a browser context. */
export function watchInvoiceTraffic(context: BrowserContext) {
  const traffic = { creates: [] as { key?: string; status: number }[], uploadsCreated: 0, patchBytes: 0 };
  context.on("requestfinished", (request) => {
    void request.response().then((response) => {
      const url = new URL(request.url());
      if (request.method() === "POST" && url.pathname === "/api/invoices") {
        traffic.creates.push({ key: request.headers()["idempotency-key"], status: response?.status() ?? 0 });
      }
      if (request.method() === "POST" && url.pathname === "/api/uploads" && response?.status() === 201) {
        traffic.uploadsCreated += 1;
      }
    });
  });
  return traffic;
}

/** Sends one page by tus in a single chunk, as the client's phone would; answers the contract's page entry. */
export async function uploadPage(
  request: APIRequestContext,
  bytes: Buffer,
  documentKind: string,
  entry: { order?: number; warnings?: string[] } = {},
) {
  const created = await request.post("/api/uploads", {
    headers: { "Tus-Resumable": "1.0.0", "Upload-Length": String(bytes.byteLength) },
  });
  expect(created.status()).toBe(201);
  const location = created.headers()["location"] ?? "";
  const patched = await request.patch(location, {
    headers: {
      "Tus-Resumable": "1.0.0",
      "Upload-Offset": "0",
      "Content-Type": "application/offset+octet-stream",
    },
    data: bytes,
  });
  expect(patched.status()).toBe(204);
  return {
    uploadId: location.split("/").at(-1) ?? "",
    documentKind,
    order: 1,
    sha256: sha256Hex(bytes),
    ...entry,
  };
}

/** Sends an invoice of these pages for the signed-in client, as the phone's packet would; answers its reference. */
/**
 * Sends an invoice of these pages. A test that links the invoice to a broker of the book names a
 * broker of its own: staff linking a typed name keep it as that broker's alias, and every other
 * test's "Summit Logistics" would then be linked to it too.
 */
export async function submitInvoice(
  request: APIRequestContext,
  pages: Awaited<ReturnType<typeof uploadPage>>[],
  { brokerName = "Summit Logistics" }: { brokerName?: string | undefined } = {},
) {
  const created = await request.post("/api/invoices", {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: {
      brokerName,
      loadNumber: `LD-${uniqueTag().toUpperCase()}`,
      amountCents: 245_000,
      extras: [],
      pickupDate: "2026-11-02",
      deliveryDate: "2026-11-04",
      note: "",
      pages,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { invoice: { reference: string } }).invoice.reference;
}
