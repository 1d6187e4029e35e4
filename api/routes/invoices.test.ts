import { PDFDocument } from "pdf-lib";
import { afterAll, beforeEach, describe, expect, test, vi } from "vitest";
import type { Invoice, InvoiceInput, StaffInvoice, StaffInvoiceDetail } from "../contract/invoice";
import { createClientAccount } from "../db/accounts";
import { memoryFileStorage } from "../lib/file-storage";
import { memoryUploadStore } from "../lib/memory-uploads";
import { nodePageInspector } from "../lib/node-page-inspector";
import { createApp } from "../app";
import {
  cookieFrom,
  createTestApp,
  STAFF,
  testAppDeps,
  testHasher,
  type TestApp,
} from "../../tests/support/api/harness";
import {
  heicPage,
  jpegPage,
  pdfPage,
  pngPage,
  sha256,
  tusHead,
  tusPatch,
  tusUpload,
  validInvoice,
} from "../../tests/support/api/invoices";

let t: TestApp;
/** One pool of page check threads for the file, as a server has one. */
const pageInspector = nodePageInspector();
afterAll(() => pageInspector.close());
let files: ReturnType<typeof memoryFileStorage>;
let cookie: string;
let clock: number;
/** How far the clock moves on every reading (0: it stands still). */
let tick: number;

const send = (path: string, init: RequestInit) => t.request(path, init);
const key = (value: string) => ({ "Idempotency-Key": value });

beforeEach(async () => {
  clock = Date.parse("2026-05-04T15:00:00.000Z");
  tick = 0;
  files = memoryFileStorage();
  t = await createTestApp({
    now: () => new Date((clock += tick)),
    files,
    uploads: memoryUploadStore({ maxSize: 25 * 1024 * 1024 }),
    pageInspector,
  });
  cookie = await t.clientCookie();
});

async function otherClientCookie() {
  await createClientAccount(
    t.db,
    testHasher,
    { username: "okafor", firstName: "Ada", lastName: "Okafor", companyName: "Okafor Freight" },
    "other-password-123",
  );
  const response = await t.json("POST", "/api/auth/login", {
    username: "okafor",
    password: "other-password-123",
  });
  return cookieFrom(response);
}

/** Uploads the pages and answers the contract's page list for them. */
async function sendPages(
  pages: { bytes: Uint8Array; documentKind: InvoiceInput["pages"][number]["documentKind"]; order?: number }[],
  as = cookie,
  chunkBytes = 64 * 1024,
) {
  const listed: InvoiceInput["pages"] = [];
  for (const page of pages) {
    const uploadId = await tusUpload(send, as, page.bytes, chunkBytes);
    listed.push({
      uploadId,
      documentKind: page.documentKind,
      order: page.order ?? 1,
      sha256: sha256(page.bytes),
    });
  }
  return listed;
}

async function createInvoice(body: InvoiceInput, idempotencyKey: string = crypto.randomUUID(), as = cookie) {
  return t.json("POST", "/api/invoices", body, { cookie: as, ...key(idempotencyKey) });
}

const invoiceOf = async (response: Response) => ((await response.json()) as { invoice: Invoice }).invoice;

describe("POST /api/invoices", () => {
  test("creates the invoice from finished uploads; every page comes back byte-identical", async () => {
    const jpeg = await jpegPage(1200, 900);
    const pdf = await pdfPage(3);
    const heic = heicPage();
    const pages = await sendPages([
      { bytes: jpeg, documentKind: "rate-confirmation" },
      { bytes: pdf, documentKind: "bol-pod" },
      { bytes: heic, documentKind: "receipt" },
    ]);

    const response = await createInvoice(validInvoice(pages));
    expect(response.status).toBe(201);
    const invoice = await invoiceOf(response);
    expect(invoice).toMatchObject({
      reference: expect.stringMatching(/^INV-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/),
      status: "submitted",
      statusReason: "",
      brokerName: "Coyote Logistics",
      amountCents: 245_000,
      totalCents: 252_500,
      submittedAt: "2026-05-04T15:00:00.000Z",
    });
    expect(invoice.pages.map((page) => [page.documentKind, page.contentType, page.sha256])).toEqual([
      ["bol-pod", "application/pdf", sha256(pdf)],
      ["rate-confirmation", "image/jpeg", sha256(jpeg)],
      ["receipt", "image/heic", sha256(heic)],
    ]);

    for (const page of invoice.pages) {
      const served = await t.request(page.url, { headers: { cookie } });
      expect(served.status).toBe(200);
      expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(page.sha256);
      expect(served.headers.get("content-type")).toBe(page.contentType);
      expect(served.headers.get("cache-control")).toBe("private, no-store");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      // A PDF may carry scripts (OpenAction): it is saved, never opened in the browser's viewer.
      const disposition = page.contentType === "application/pdf" ? "attachment" : "inline";
      expect(served.headers.get("content-disposition")).toMatch(
        new RegExp(
          `^${disposition}; filename="${invoice.reference}-${page.documentKind}-1\\.(jpg|pdf|heic)"$`,
        ),
      );
      expect(served.headers.get("content-security-policy")).toMatch(/^sandbox; default-src 'none';/);
      // Random (UUID version 4), not time-ordered: an address tells nothing of when or what else.
      expect(page.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    // The uploads became pages: they are gone from the upload store and cannot be used again.
    expect((await tusHead(send, cookie, pages[0]?.uploadId ?? "")).status).toBe(404);
    expect(files.keys()).toHaveLength(3);
  });

  test("a PDF's page count is stored with its page and answered; a photo has none", async () => {
    const pages = await sendPages([
      { bytes: await jpegPage(800, 600), documentKind: "rate-confirmation" },
      { bytes: await pdfPage(3), documentKind: "bol-pod" },
    ]);
    const created = await createInvoice(validInvoice(pages));
    expect(created.status).toBe(201);
    const { reference } = await invoiceOf(created);
    const read = await invoiceOf(await t.request(`/api/invoices/${reference}`, { headers: { cookie } }));
    expect(read.pages.map((page) => [page.contentType, page.pdfPages])).toEqual([
      ["application/pdf", 3],
      ["image/jpeg", undefined],
    ]);
    expect(read.pages[1]).not.toHaveProperty("pdfPages");
  });

  test("an invoice's own pages carry its submission time, however long storing them takes", async () => {
    const pages = await sendPages([
      { bytes: await jpegPage(800, 600), documentKind: "rate-confirmation" },
      { bytes: await pdfPage(1), documentKind: "bol-pod" },
    ]);
    // A clock that moves on every reading, as a busy server's does.
    const start = clock;
    tick = 7;
    const invoice = await invoiceOf(await createInvoice(validInvoice(pages)));
    expect(Date.parse(invoice.submittedAt)).toBeGreaterThan(start);
    expect(invoice.pages.map((page) => page.addedAt)).toEqual([invoice.submittedAt, invoice.submittedAt]);
  });

  test("the same key again answers the first invoice; another body under it is refused", async () => {
    const pages = await sendPages([
      { bytes: await pngPage(), documentKind: "rate-confirmation" },
      { bytes: await pdfPage(), documentKind: "bol-pod" },
    ]);
    const first = await invoiceOf(await createInvoice(validInvoice(pages), "key-1"));
    const again = await createInvoice(validInvoice(pages), "key-1");
    expect(again.status).toBe(201);
    expect((await invoiceOf(again)).id).toBe(first.id);
    const other = await createInvoice({ ...validInvoice(pages), loadNumber: "LD-1" }, "key-1");
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({
      error: "This Idempotency-Key was already used for a different request.",
    });
    const { rows } = await t.client.execute("select count(*) as n from invoices");
    expect(rows[0]?.n).toBe(1);
  });

  test("two concurrent creates with one key make one invoice", async () => {
    const pages = await sendPages([
      { bytes: await jpegPage(), documentKind: "rate-confirmation" },
      { bytes: await pdfPage(), documentKind: "bol-pod" },
    ]);
    const [a, b] = await Promise.all([
      createInvoice(validInvoice(pages), "same-key"),
      createInvoice(validInvoice(pages), "same-key"),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((await invoiceOf(a)).id).toBe((await invoiceOf(b)).id);
    const invoices = await t.client.execute("select count(*) as n from invoices");
    const stored = await t.client.execute("select count(*) as n from invoice_pages");
    expect([invoices.rows[0]?.n, stored.rows[0]?.n]).toEqual([1, 2]);
    expect(files.keys()).toHaveLength(2);
  });

  test("two servers on one database: concurrent creates with one key still make one invoice", async () => {
    // A second app over the same database and stores, with its own in-process lock: another server.
    const uploads = memoryUploadStore({ maxSize: 25 * 1024 * 1024 });
    t = await createTestApp({
      now: () => new Date(clock),
      files,
      uploads,
      pageInspector,
    });
    cookie = await t.clientCookie();
    const { app: other } = createApp(
      testAppDeps(t.db, { now: () => new Date(clock), files, uploads, pageInspector }),
    );
    const post = (app: typeof other, body: InvoiceInput, idempotencyKey: string) =>
      app.request("/api/invoices", {
        method: "POST",
        headers: { "Content-Type": "application/json", cookie, "Idempotency-Key": idempotencyKey },
        body: JSON.stringify(body),
      });
    for (let round = 1; round <= 5; round++) {
      const pages = await sendPages([
        { bytes: await jpegPage(200, 150, round), documentKind: "rate-confirmation" },
        { bytes: await pdfPage(round), documentKind: "bol-pod" },
      ]);
      const [a, b] = await Promise.all([
        post(t.app, validInvoice(pages), `round-${round}`),
        post(other, validInvoice(pages), `round-${round}`),
      ]);
      expect([a.status, b.status], `round ${round}`).toEqual([201, 201]);
      expect((await invoiceOf(a)).id).toBe((await invoiceOf(b)).id);
    }
    const invoices = await t.client.execute("select count(*) as n from invoices");
    const stored = await t.client.execute("select count(*) as n from invoice_pages");
    expect([invoices.rows[0]?.n, stored.rows[0]?.n]).toEqual([5, 10]);
    // The loser of each race removed the files it had stored.
    expect(files.keys()).toHaveLength(10);
  });

  test("uploads already made pages cannot make a second invoice under another key", async () => {
    const pages = await sendPages([
      { bytes: await jpegPage(), documentKind: "rate-confirmation" },
      { bytes: await pdfPage(), documentKind: "bol-pod" },
    ]);
    expect((await createInvoice(validInvoice(pages), "one")).status).toBe(201);
    const second = await createInvoice(validInvoice(pages), "two");
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({
      issues: {
        "pages.0": "This page was already sent with an invoice.",
        "pages.1": "This page was already sent with an invoice.",
      },
    });
  });

  test("an Idempotency-Key is required", async () => {
    const pages = await sendPages([
      { bytes: await pngPage(), documentKind: "rate-confirmation" },
      { bytes: await pdfPage(), documentKind: "bol-pod" },
    ]);
    const response = await t.json("POST", "/api/invoices", validInvoice(pages), { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Send an Idempotency-Key header (1 to 255 visible ASCII characters) with this request.",
    });
  });

  test("a malformed Idempotency-Key is refused in the words the public forms use", async () => {
    const pages = await sendPages([
      { bytes: await pngPage(), documentKind: "rate-confirmation" },
      { bytes: await pdfPage(), documentKind: "bol-pod" },
    ]);
    const response = await createInvoice(validInvoice(pages), "has spaces in it");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Idempotency-Key must be 1 to 255 visible ASCII characters.",
    });
  });

  test("a delivery in the future is refused on its field", async () => {
    const pages = await sendPages([
      { bytes: await pngPage(), documentKind: "rate-confirmation" },
      { bytes: await pdfPage(), documentKind: "bol-pod" },
    ]);
    const response = await createInvoice({
      ...validInvoice(pages),
      pickupDate: "2026-05-01",
      deliveryDate: "2026-05-07",
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: "Delivery date cannot be in the future",
      issues: { deliveryDate: "Delivery date cannot be in the future" },
    });
  });

  describe("a refused page gets a plain message on that page, and nothing is kept", () => {
    const encryptedPdf = async () => {
      const document = await PDFDocument.create();
      document.addPage();
      document.context.trailerInfo.Encrypt = document.context.obj({ Filter: "Standard", V: 1, R: 2, P: -4 });
      return document.save({ useObjectStreams: false });
    };
    const cases: [string, () => Promise<Uint8Array>, string][] = [
      [
        "text posing as a page",
        async () => new TextEncoder().encode("<html>hello</html>"),
        "This file is not a photo (JPEG, PNG, WebP, HEIC) or a PDF.",
      ],
      [
        "a JPEG that does not decode",
        async () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(400).fill(7)]),
        "This photo could not be opened. Take it again or choose another file.",
      ],
      [
        "a HEIC that does not decode",
        async () => heicPage().slice(0, 600),
        "This photo could not be opened. Take it again or choose another file.",
      ],
      ["an encrypted PDF", encryptedPdf, "This PDF is password-protected. Send it without the password."],
      [
        "a broken PDF",
        async () => (await pdfPage(3)).slice(0, 700),
        "This PDF could not be opened. It may be damaged: save or export it again.",
      ],
    ];
    test.each(cases)("%s", async (_name, make, message) => {
      const pages = await sendPages([
        { bytes: await pngPage(), documentKind: "rate-confirmation" },
        { bytes: await make(), documentKind: "bol-pod" },
      ]);
      const response = await createInvoice(validInvoice(pages));
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        error: `Signed BOL / proof of delivery, page 1: ${message}`,
        issues: { "pages.1": message },
      });
      expect(files.keys()).toEqual([]);
      expect((await t.client.execute("select count(*) as n from invoices")).rows[0]?.n).toBe(0);
    });
  });

  test("a page refused in a Spanish request is named and explained in Spanish", async () => {
    const pages = await sendPages([
      { bytes: await pngPage(), documentKind: "rate-confirmation" },
      { bytes: new TextEncoder().encode("<html>hello</html>"), documentKind: "bol-pod" },
    ]);
    const response = await t.json("POST", "/api/invoices", validInvoice(pages), {
      cookie,
      ...key(crypto.randomUUID()),
      "Accept-Language": "es",
    });
    expect(response.status).toBe(422);
    const spanish = "Este archivo no es una foto (JPEG, PNG, WebP, HEIC) ni un PDF.";
    expect(await response.json()).toEqual({
      error: `BOL firmado / comprobante de entrega, página 1: ${spanish}`,
      issues: { "pages.1": spanish },
    });
  });

  test("a checksum that differs, an unfinished upload and another client's upload are 409s to send again", async () => {
    const other = await otherClientCookie();
    const [theirs] = await sendPages([{ bytes: await pngPage(), documentKind: "receipt" }], other);
    const jpeg = await jpegPage();
    const [damaged] = await sendPages([{ bytes: jpeg, documentKind: "rate-confirmation" }]);
    const created = await t.request("/api/uploads", {
      method: "POST",
      headers: { cookie, "Tus-Resumable": "1.0.0", "Upload-Length": "1000" },
    });
    const unfinishedId = created.headers.get("location")?.split("/").at(-1) ?? "";
    await tusPatch(send, cookie, unfinishedId, 0, new Uint8Array(400));

    const response = await createInvoice(
      validInvoice([
        { ...damaged!, sha256: sha256(new Uint8Array([1, 2, 3])) },
        { uploadId: unfinishedId, documentKind: "bol-pod", order: 1, sha256: sha256(new Uint8Array(1000)) },
        { ...theirs!, documentKind: "receipt" },
      ]),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: "3 pages could not be accepted. See the message on each page.",
      issues: {
        "pages.0": "This page arrived damaged (its checksum does not match). Send it again.",
        "pages.1": "This page has not finished uploading. Let it finish, then send again.",
        "pages.2":
          "This page's upload was not found (unused uploads are kept for 24 hours). Send the page again.",
      },
    });
  });

  test("more than 100 MB of pages is refused", async () => {
    t = await createTestApp({
      now: () => new Date(clock),
      files,
      uploadLimits: { maxFileBytes: 25 * 1024 * 1024 },
    });
    cookie = await t.clientCookie();
    // Declared sizes are what counts before any byte is read: five 21 MB uploads, finished.
    const big = new Uint8Array(21 * 1024 * 1024);
    const pages = await sendPages(
      [1, 2, 3, 4, 5].map((order) => ({
        bytes: big,
        documentKind: order === 1 ? "rate-confirmation" : "bol-pod",
        order,
      })),
      cookie,
      8 * 1024 * 1024,
    );
    const response = await createInvoice(validInvoice(pages));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ issues: { pages: expect.stringContaining("100 MB") } });
  });
});

describe("what one client can make the server do", () => {
  test("after the first page whose content fails, later pages are not decoded at all", async () => {
    let inspected = 0;
    t = await createTestApp({
      files,
      uploads: memoryUploadStore({ maxSize: 25 * 1024 * 1024 }),
      pageInspector: {
        inspect: (bytes) => {
          inspected += 1;
          return pageInspector.inspect(bytes);
        },
      },
    });
    cookie = await t.clientCookie();
    const broken = (await pdfPage(3)).slice(0, 700);
    const pages = await sendPages([
      { bytes: await pngPage(), documentKind: "rate-confirmation" },
      { bytes: broken, documentKind: "bol-pod" },
      { bytes: await jpegPage(1600, 1200), documentKind: "bol-pod", order: 2 },
      { bytes: await pdfPage(2), documentKind: "receipt" },
    ]);
    const response = await createInvoice(validInvoice(pages));
    expect(response.status).toBe(422);
    expect((await response.json()) as unknown).toMatchObject({
      issues: { "pages.1": "This PDF could not be opened. It may be damaged: save or export it again." },
    });
    expect(inspected).toBe(2);
  });

  test("one client's pages are checked one at a time, so they never hold up another client's", async () => {
    // Every check of the first client's pages waits until the test lets it finish.
    const held: (() => void)[] = [];
    t = await createTestApp({
      files,
      uploads: memoryUploadStore({ maxSize: 25 * 1024 * 1024 }),
      pageInspector: {
        inspect: async (bytes) => {
          if (bytes[bytes.length - 1] === 0xaa) await new Promise<void>((release) => held.push(release));
          return pageInspector.inspect(bytes);
        },
      },
    });
    cookie = await t.clientCookie();
    const other = await otherClientCookie();
    // The first client's pages end in 0xaa (after the JPEG's end marker, which decoders ignore).
    const marked = async (seed: number) => {
      const bytes = await jpegPage(320, 240, seed);
      return new Uint8Array([...bytes, 0xaa]);
    };
    const firstPages = await sendPages([
      { bytes: await marked(1), documentKind: "rate-confirmation" },
      { bytes: await marked(2), documentKind: "bol-pod" },
    ]);
    const secondPages = await sendPages([
      { bytes: await marked(3), documentKind: "rate-confirmation" },
      { bytes: await marked(4), documentKind: "bol-pod" },
    ]);
    const othersPages = await sendPages(
      [
        { bytes: await jpegPage(320, 240, 5), documentKind: "rate-confirmation" },
        { bytes: await jpegPage(320, 240, 6), documentKind: "bol-pod" },
      ],
      other,
    );
    const firstCreate = createInvoice(validInvoice(firstPages));
    const secondCreate = createInvoice(validInvoice(secondPages));
    await vi.waitFor(() => expect(held).toHaveLength(1));
    // The other client's invoice is checked and stored while the first client's first page is held.
    const othersCreate = await createInvoice(validInvoice(othersPages), crypto.randomUUID(), other);
    expect(othersCreate.status).toBe(201);
    // The first client's second invoice has not reached the checks: one page of theirs at a time.
    expect(held).toHaveLength(1);
    // Then its four pages are checked in turn, each let through once it is the only one waiting.
    for (let page = 0; page < 4; page++) {
      await vi.waitFor(() => expect(held).toHaveLength(1));
      held.shift()?.();
    }
    expect((await firstCreate).status).toBe(201);
    expect((await secondCreate).status).toBe(201);
  });

  test("creations and page additions share a per-client limit; refusals count, stored answers do not", async () => {
    t = await createTestApp({ limits: { invoicesPerMinute: 3 } });
    cookie = await t.clientCookie();
    const other = await otherClientCookie();
    const body = validInvoice(
      await sendPages([
        { bytes: await pngPage(), documentKind: "rate-confirmation" },
        { bytes: await pdfPage(1), documentKind: "bol-pod" },
      ]),
    );
    const created = await createInvoice(body, "first");
    expect(created.status).toBe(201);
    // Repeats under the stored key (a phone that lost the answer) are free.
    for (let i = 0; i < 4; i++) expect((await createInvoice(body, "first")).status).toBe(201);
    // Refused requests count: bad requests cost the server too.
    expect((await t.json("POST", "/api/invoices", {}, { cookie, ...key("refused") })).status).toBe(422);
    const { reference } = await invoiceOf(created);
    const addPages = () =>
      t.json("POST", `/api/invoices/${reference}/pages`, { pages: body.pages }, { cookie, ...key("more") });
    // Its pages again: a stored answer, free. Then a refused page addition, which counts.
    expect((await addPages()).status).toBe(200);
    expect((await t.json("POST", `/api/invoices/${reference}/pages`, { pages: [] }, { cookie })).status).toBe(
      422,
    );

    const limited = await createInvoice(body, "second");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await limited.json()).toEqual({
      error:
        "Too many invoices or page additions in a minute. Please wait a minute; your phone sends it again by itself.",
    });
    expect((await addPages()).status).toBe(429);
    // Another client has an allowance of their own.
    expect((await t.json("POST", "/api/invoices", {}, { cookie: other, ...key("theirs") })).status).toBe(422);
  });
});

describe("reading invoices", () => {
  async function makeInvoice(as = cookie) {
    const pages = await sendPages(
      [
        { bytes: await pngPage(), documentKind: "rate-confirmation" },
        { bytes: await pdfPage(), documentKind: "bol-pod" },
      ],
      as,
    );
    return invoiceOf(await createInvoice(validInvoice(pages), crypto.randomUUID(), as));
  }

  test("a client lists only their own invoices, newest first, a keyset page at a time", async () => {
    const made: Invoice[] = [];
    for (let i = 0; i < 3; i++) {
      made.push(await makeInvoice());
      clock += 60_000;
    }
    const other = await otherClientCookie();
    await makeInvoice(other);

    const first = await t.request("/api/invoices?limit=2", { headers: { cookie } });
    const body = (await first.json()) as { invoices: Invoice[]; nextCursor: string };
    expect(body.invoices.map((invoice) => invoice.reference)).toEqual([
      made[2]?.reference,
      made[1]?.reference,
    ]);
    const second = await t.request(`/api/invoices?limit=2&cursor=${body.nextCursor}`, {
      headers: { cookie },
    });
    expect(await second.json()).toMatchObject({
      invoices: [{ reference: made[0]?.reference }],
      nextCursor: null,
    });
  });

  test("another client's invoice and its pages are not found; staff see them", async () => {
    const invoice = await makeInvoice();
    const other = await otherClientCookie();
    const staff = await t.staffCookie();
    const page = invoice.pages[0]?.url ?? "";

    expect(
      (await t.request(`/api/invoices/${invoice.reference}`, { headers: { cookie: other } })).status,
    ).toBe(404);
    expect((await t.request(page, { headers: { cookie: other } })).status).toBe(404);
    expect((await t.request(page)).status).toBe(401);
    expect((await t.request(page, { headers: { cookie: staff } })).status).toBe(200);
    const typed = invoice.reference.toLowerCase().replace(/-/g, " ");
    expect(
      (await t.request(`/api/invoices/${encodeURIComponent(typed)}`, { headers: { cookie } })).status,
    ).toBe(200);
    const download = await t.request(`${page}?download=1`, { headers: { cookie } });
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="INV-/);
  });
});

describe("pages added while staff need documents", () => {
  test("only while it needs documents; appended after the pages of their kind; a repeat changes nothing", async () => {
    const staff = await t.staffCookie();
    const pages = await sendPages([
      { bytes: await pngPage(), documentKind: "rate-confirmation" },
      { bytes: await pdfPage(), documentKind: "bol-pod" },
    ]);
    const invoice = await invoiceOf(await createInvoice(validInvoice(pages)));
    const more = await sendPages([{ bytes: await jpegPage(300, 200, 9), documentKind: "bol-pod", order: 1 }]);
    const add = () => t.json("POST", `/api/invoices/${invoice.reference}/pages`, { pages: more }, { cookie });

    const early = await add();
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({
      error: "Pages can be added only while the invoice needs documents.",
    });

    const asked = await t.json(
      "PATCH",
      `/api/admin/invoices/${invoice.reference}/status`,
      { status: "needs-documents", reason: "The BOL is missing the receiver's signature." },
      { cookie: staff },
    );
    expect(asked.status).toBe(200);
    const client = await t.request(`/api/invoices/${invoice.reference}`, { headers: { cookie } });
    expect(await invoiceOf(client)).toMatchObject({
      status: "needs-documents",
      statusReason: "The BOL is missing the receiver's signature.",
    });

    clock += 3_600_000;
    const added = await add();
    expect(added.status).toBe(200);
    const updated = await invoiceOf(added);
    expect(updated.status).toBe("submitted");
    expect(updated.pages.filter((page) => page.documentKind === "bol-pod").map((page) => page.order)).toEqual(
      [1, 2],
    );
    expect(updated.pages.find((page) => page.order === 2)?.addedAt).toBe("2026-05-04T16:00:00.000Z");

    const repeat = await add();
    expect(repeat.status).toBe(200);
    expect((await invoiceOf(repeat)).pages).toHaveLength(3);
  });
});

describe("pages added from two servers at once", () => {
  test("the same pages sent to both: added once, both answer the invoice", async () => {
    const uploads = memoryUploadStore({ maxSize: 25 * 1024 * 1024 });
    t = await createTestApp({
      now: () => new Date(clock),
      files,
      uploads,
      pageInspector,
    });
    cookie = await t.clientCookie();
    const staff = await t.staffCookie();
    const { app: other } = createApp(
      testAppDeps(t.db, { now: () => new Date(clock), files, uploads, pageInspector }),
    );
    for (let round = 1; round <= 3; round++) {
      const pages = await sendPages([
        { bytes: await pngPage(), documentKind: "rate-confirmation" },
        { bytes: await pdfPage(round), documentKind: "bol-pod" },
      ]);
      const invoice = await invoiceOf(await createInvoice(validInvoice(pages)));
      await t.json(
        "PATCH",
        `/api/admin/invoices/${invoice.reference}/status`,
        { status: "needs-documents", reason: "Add the lumper receipt." },
        { cookie: staff },
      );
      const more = await sendPages([{ bytes: await jpegPage(120, 90, round), documentKind: "receipt" }]);
      const add = (app: typeof other) =>
        app.request(`/api/invoices/${invoice.reference}/pages`, {
          method: "POST",
          headers: { "Content-Type": "application/json", cookie },
          body: JSON.stringify({ pages: more }),
        });
      const answers = await Promise.all([add(t.app), add(other)]);
      expect(
        answers.map((answer) => answer.status),
        `round ${round}`,
      ).toEqual([200, 200]);
      for (const answer of answers) expect((await invoiceOf(answer)).pages).toHaveLength(3);
    }
    expect((await t.client.execute("select count(*) as n from invoice_pages")).rows[0]?.n).toBe(9);
    expect(files.keys()).toHaveLength(9);
  });
});

describe("uploads", () => {
  test("a chunk at the wrong offset is refused; HEAD gives the offset to resume from", async () => {
    const created = await t.request("/api/uploads", {
      method: "POST",
      headers: { cookie, "Tus-Resumable": "1.0.0", "Upload-Length": "10" },
    });
    expect(created.status).toBe(201);
    const id = created.headers.get("location")?.split("/").at(-1) ?? "";
    expect(created.headers.get("location")).toBe(`/api/uploads/${id}`);
    expect((await tusPatch(send, cookie, id, 0, new Uint8Array(4))).status).toBe(204);
    const wrong = await tusPatch(send, cookie, id, 0, new Uint8Array(4));
    expect(wrong.status).toBe(409);
    expect(await wrong.json()).toMatchObject({ error: expect.stringContaining("HEAD") });
    const head = await tusHead(send, cookie, id);
    expect([head.status, head.headers.get("upload-offset"), head.headers.get("upload-length")]).toEqual([
      200,
      "4",
      "10",
    ]);
  });

  test("another client's upload does not exist for them", async () => {
    const id = await tusUpload(send, cookie, new Uint8Array(100));
    const other = await otherClientCookie();
    expect((await tusHead(send, other, id)).status).toBe(404);
    expect((await tusPatch(send, other, id, 100, new Uint8Array(1))).status).toBe(404);
    const removed = await t.request(`/api/uploads/${id}`, {
      method: "DELETE",
      headers: { cookie: other, "Tus-Resumable": "1.0.0" },
    });
    expect(removed.status).toBe(404);
    expect((await tusHead(send, cookie, id)).status).toBe(200);
  });

  test("over 25 MB, without a session, or without Tus-Resumable is refused", async () => {
    const create = (headers: Record<string, string>) =>
      t.request("/api/uploads", { method: "POST", headers });
    const big = await create({
      cookie,
      "Tus-Resumable": "1.0.0",
      "Upload-Length": String(25 * 1024 * 1024 + 1),
    });
    expect([big.status, await big.json()]).toEqual([413, { error: "A page can be at most 25 MB." }]);
    expect((await create({ "Tus-Resumable": "1.0.0", "Upload-Length": "10" })).status).toBe(401);
    expect((await create({ cookie, "Upload-Length": "10" })).status).toBe(412);
    const { rows } = await t.client.execute("select count(*) as n from uploads");
    expect(rows[0]?.n).toBe(0);
  });

  test("uploads have their own per-client rate limit", async () => {
    t = await createTestApp({ uploadLimits: { requestsPerMinute: 3 } });
    cookie = await t.clientCookie();
    const other = await otherClientCookie();
    const create = (as: string) =>
      t.request("/api/uploads", {
        method: "POST",
        headers: { cookie: as, "Tus-Resumable": "1.0.0", "Upload-Length": "10" },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await create(cookie)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await create(other)).status).toBe(201);
  });

  test("a client may hold a bounded number of unfinished uploads", async () => {
    t = await createTestApp({ uploadLimits: { openPerClient: 2 } });
    cookie = await t.clientCookie();
    const create = () =>
      t.request("/api/uploads", {
        method: "POST",
        headers: { cookie, "Tus-Resumable": "1.0.0", "Upload-Length": "10" },
      });
    expect([(await create()).status, (await create()).status, (await create()).status]).toEqual([
      201, 201, 429,
    ]);
  });
});

describe("staff review", () => {
  async function sendInvoice(as: string, load: Partial<InvoiceInput> = {}) {
    const pages = await sendPages(
      [
        { bytes: await pngPage(), documentKind: "rate-confirmation" },
        { bytes: await pdfPage(), documentKind: "bol-pod" },
      ],
      as,
    );
    clock += 60_000;
    return invoiceOf(await createInvoice({ ...validInvoice(pages), ...load }, crypto.randomUUID(), as));
  }

  test("newest first by keyset, by status, by reference as typed or by client, with totals and counters", async () => {
    const staff = await t.staffCookie();
    const other = await otherClientCookie();
    const first = await sendInvoice(cookie);
    const second = await sendInvoice(other);
    const third = await sendInvoice(cookie);
    const list = async (query: string) => {
      const response = await t.request(`/api/admin/invoices${query}`, { headers: { cookie: staff } });
      expect(response.status).toBe(200);
      return (await response.json()) as {
        invoices: (Invoice & { client: { username: string; companyName: string } })[];
        nextCursor: string | null;
        total: number;
      };
    };
    const references = (page: { invoices: Invoice[] }) => page.invoices.map((invoice) => invoice.reference);

    const page1 = await list("?limit=2");
    expect([references(page1), page1.total]).toEqual([[third.reference, second.reference], 3]);
    expect(page1.invoices[1]?.client).toMatchObject({ username: "okafor", companyName: "Okafor Freight" });
    const page2 = await list(`?limit=2&cursor=${page1.nextCursor}`);
    expect([references(page2), page2.nextCursor]).toEqual([[first.reference], null]);

    const declined = await t.json(
      "PATCH",
      `/api/admin/invoices/${second.reference}/status`,
      { status: "declined" },
      { cookie: staff },
    );
    expect(declined.status).toBe(422);
    expect(await declined.json()).toMatchObject({
      issues: { reason: "Give the client a reason for this status" },
    });
    await t.json(
      "PATCH",
      `/api/admin/invoices/${second.reference}/status`,
      { status: "declined", reason: "Duplicate load." },
      { cookie: staff },
    );
    await t.json(
      "PATCH",
      `/api/admin/invoices/${first.reference}/status`,
      { status: "in-review" },
      { cookie: staff },
    );

    const byStatus = await list("?status=declined");
    expect([references(byStatus), byStatus.total]).toEqual([[second.reference], 1]);
    const typed = first.reference.toLowerCase().replace(/-/g, " ");
    expect(references(await list(`?q=${encodeURIComponent(typed)}`))).toEqual([first.reference]);
    const byCompany = await list("?q=rivera%20haul");
    expect([references(byCompany), byCompany.total]).toEqual([[third.reference, first.reference], 2]);
    expect(references(await list("?q=OKAFOR"))).toEqual([second.reference]);
    expect((await list("?q=nobody")).invoices).toEqual([]);
    expect(
      (await t.request("/api/admin/invoices?status=settled", { headers: { cookie: staff } })).status,
    ).toBe(422);

    const summary = await t.request("/api/admin/summary", { headers: { cookie: staff } });
    expect(((await summary.json()) as { summary: unknown }).summary).toMatchObject({
      totalInvoices: 3,
      invoicesToReview: 2,
      invoicesByStatus: {
        submitted: 1,
        "in-review": 1,
        "needs-documents": 0,
        funded: 0,
        paid: 0,
        declined: 1,
      },
    });
  });

  test("a review status's list is a queue: oldest first by keyset, its search and its CSV alike; others stay newest first", async () => {
    const staff = await t.staffCookie();
    const other = await otherClientCookie();
    const first = await sendInvoice(cookie);
    const second = await sendInvoice(other);
    const third = await sendInvoice(cookie);
    const fourth = await sendInvoice(other);
    const list = async (query: string) => {
      const response = await t.request(`/api/admin/invoices${query}`, { headers: { cookie: staff } });
      expect(response.status).toBe(200);
      return (await response.json()) as { invoices: Invoice[]; nextCursor: string | null; total: number };
    };
    const references = (page: { invoices: Invoice[] }) => page.invoices.map((invoice) => invoice.reference);

    // Submitted: the one waiting longest comes first, and the next page goes on from there.
    const page1 = await list("?status=submitted&limit=3");
    expect([references(page1), page1.total]).toEqual([
      [first.reference, second.reference, third.reference],
      4,
    ]);
    const page2 = await list(`?status=submitted&limit=3&cursor=${page1.nextCursor}`);
    expect([references(page2), page2.nextCursor]).toEqual([[fourth.reference], null]);
    // A search within the queue keeps its order (here: one client's invoices).
    expect(references(await list("?status=submitted&q=rivera%20haul"))).toEqual([
      first.reference,
      third.reference,
    ]);
    const csv = await t.request("/api/admin/invoices/export.csv?status=submitted", {
      headers: { cookie: staff },
    });
    const csvReferences = [...(await csv.text()).matchAll(/^"(INV-[^"]+)"/gm)].map((match) => match[1]);
    expect(csvReferences).toEqual([first.reference, second.reference, third.reference, fourth.reference]);

    // In review and needs documents are queues too; every invoice, or a final status, newest first.
    for (const invoice of [fourth, second])
      await t.json(
        "PATCH",
        `/api/admin/invoices/${invoice.reference}/status`,
        { status: "in-review" },
        { cookie: staff },
      );
    expect(references(await list("?status=in-review"))).toEqual([second.reference, fourth.reference]);
    expect(references(await list(""))).toEqual([
      fourth.reference,
      third.reference,
      second.reference,
      first.reference,
    ]);
  });

  test("the CSV export lists every invoice, with text that a spreadsheet would run as a formula neutralised", async () => {
    const staff = await t.staffCookie();
    await sendInvoice(cookie, { brokerName: "=HYPERLINK(1)", loadNumber: "+LD-1" });
    const response = await t.request("/api/admin/invoices/export.csv", { headers: { cookie: staff } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="invoices-2026-05-04.csv"',
    );
    const [header, row] = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toContain('"Reference","Submitted (UTC)","Status","Status reason","Client"');
    expect(header).toContain('"Pickup date","Delivery date"');
    // Moments as ISO 8601 in UTC; calendar dates as the day itself (docs/API.md, CSV exports).
    expect(row).toMatch(/^"INV-[^"]+","\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z"/);
    expect(row).toMatch(/"2450\.00","Detention 75\.00","2525\.00","\d{4}-\d{2}-\d{2}","\d{4}-\d{2}-\d{2}"/);
    expect(row).toContain(`"'=HYPERLINK(1)","'+LD-1","2450.00","Detention 75.00","2525.00"`);
    expect(row).toContain(
      '"Rate confirmation: 1; Signed BOL / proof of delivery: 1; Receipt (lumper, scale, other): 0"',
    );
  });
});

describe("duplicates, search and the filtered CSV (docs/decisions/0110-duplicate-invoices.md)", () => {
  type Listed = StaffInvoice & { client: { username: string } };
  let staff: string;
  let other: string;
  beforeEach(async () => {
    staff = await t.staffCookie();
    other = await otherClientCookie();
  });

  /** An invoice with its own page files (seeded by `seed`) unless pages are given. */
  async function sendLoad(as: string, load: Partial<InvoiceInput>, seed: number, bol?: Uint8Array) {
    const pages = await sendPages(
      [
        { bytes: await jpegPage(64, 48, seed), documentKind: "rate-confirmation" },
        { bytes: bol ?? (await jpegPage(48, 64, seed)), documentKind: "bol-pod" },
      ],
      as,
    );
    clock += 60_000;
    const response = await createInvoice({ ...validInvoice(pages), ...load }, crypto.randomUUID(), as);
    expect(response.status).toBe(201);
    return invoiceOf(response);
  }
  const staffGet = (path: string) => t.request(path, { headers: { cookie: staff } });
  async function list(query: string) {
    const response = await staffGet(`/api/admin/invoices${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as { invoices: Listed[]; total: number; nextCursor: string | null };
  }
  const flags = (page: { invoices: Listed[] }) =>
    Object.fromEntries(
      page.invoices.map((invoice) => [
        invoice.reference,
        invoice.duplicates.map((match) => [match.reference, match.sameLoad, match.samePages]),
      ]),
    );

  test("the same broker and load from another client flags both, each naming the other; nothing is refused", async () => {
    const first = await sendLoad(cookie, { brokerName: "ACME Logistics", loadNumber: "LD-1234" }, 1);
    const unrelated = await sendLoad(cookie, { brokerName: "ACME Logistics", loadNumber: "LD-1235" }, 2);
    const second = await sendLoad(other, { brokerName: "acme  logistics", loadNumber: "ld 1234" }, 3);

    const page = await list("");
    expect(flags(page)).toEqual({
      [second.reference]: [[first.reference, true, false]],
      [unrelated.reference]: [],
      [first.reference]: [[second.reference, true, false]],
    });
    expect(page.invoices.map((invoice) => invoice.flagged)).toEqual([true, false, true]);
    const detail = await staffGet(`/api/admin/invoices/${first.reference}`);
    expect(((await detail.json()) as { invoice: StaffInvoiceDetail }).invoice).toMatchObject({
      flagged: true,
      duplicates: [{ reference: second.reference, sameLoad: true, samePages: false }],
      history: [{ by: "client", action: "created", from: null, to: "submitted" }],
      funding: null,
    });
  });

  test("the staff summary counts the flagged invoices, as many as the Flagged list holds", async () => {
    await sendLoad(cookie, { brokerName: "Delta Freight", loadNumber: "D-1" }, 1);
    await sendLoad(cookie, { brokerName: "Delta Freight", loadNumber: "D-2" }, 2);
    await sendLoad(other, { brokerName: "DELTA  freight", loadNumber: "d1" }, 3);

    const response = await staffGet("/api/admin/summary");
    expect(response.status).toBe(200);
    const { summary } = (await response.json()) as { summary: { flaggedInvoices: number } };
    expect(summary.flaggedInvoices).toBe(2);
    expect((await list("?flagged=1")).total).toBe(summary.flaggedInvoices);
  });

  test("the summary's flagged count leaves out a flagged invoice that is closed; the Flagged list keeps it", async () => {
    const first = await sendLoad(cookie, { brokerName: "Delta Freight", loadNumber: "D-7" }, 1);
    await sendLoad(other, { brokerName: "Delta Freight", loadNumber: "D-7" }, 2);
    const declined = await t.json(
      "PATCH",
      `/api/admin/invoices/${first.reference}/status`,
      { status: "declined", reason: "Already funded under the other invoice." },
      { cookie: staff },
    );
    expect(declined.status).toBe(200);

    const response = await staffGet("/api/admin/summary");
    const { summary } = (await response.json()) as { summary: { flaggedInvoices: number } };
    expect(summary.flaggedInvoices).toBe(1);
    expect((await list("?flagged=1")).total).toBe(2);
  });

  test("the same page file in another invoice flags both, also when it comes with pages added later", async () => {
    const shared = await pngPage();
    const first = await sendLoad(cookie, { loadNumber: "A-1" }, 1, shared);
    const second = await sendLoad(other, { loadNumber: "B-2" }, 2, shared);
    const third = await sendLoad(other, { loadNumber: "C-3" }, 3);
    expect(flags(await list(""))).toEqual({
      [third.reference]: [],
      [second.reference]: [[first.reference, false, true]],
      [first.reference]: [[second.reference, false, true]],
    });

    await t.json(
      "PATCH",
      `/api/admin/invoices/${third.reference}/status`,
      { status: "needs-documents", reason: "Add the lumper receipt." },
      { cookie: staff },
    );
    const pages = await sendPages([{ bytes: shared, documentKind: "receipt" }], other);
    const added = await t.json(
      "POST",
      `/api/invoices/${third.reference}/pages`,
      { pages },
      { cookie: other, ...key(crypto.randomUUID()) },
    );
    expect(added.status).toBe(200);
    const after = flags(await list(""));
    expect(after[third.reference]).toEqual([
      [first.reference, false, true],
      [second.reference, false, true],
    ]);
    expect(after[first.reference]).toEqual([
      [second.reference, false, true],
      [third.reference, false, true],
    ]);
    // The same transaction also moved it back through the workflow, with its history row.
    const detail = (
      (await (await staffGet(`/api/admin/invoices/${third.reference}`)).json()) as {
        invoice: StaffInvoiceDetail;
      }
    ).invoice;
    expect(detail).toMatchObject({ status: "submitted", flagged: true });
    expect(detail.history.map((entry) => [entry.by, entry.action, entry.from, entry.to])).toEqual([
      ["client", "created", null, "submitted"],
      [STAFF.username, "status", "submitted", "needs-documents"],
      ["client", "status", "needs-documents", "submitted"],
    ]);
  });

  test("Flagged narrows the list, with the status and the search, and the CSV the same way", async () => {
    const first = await sendLoad(cookie, { brokerName: "Echo", loadNumber: "E-77" }, 1);
    await sendLoad(cookie, { brokerName: "Echo", loadNumber: "E-78" }, 2);
    const second = await sendLoad(other, { brokerName: "ECHO", loadNumber: "e77" }, 3);
    await t.json(
      "PATCH",
      `/api/admin/invoices/${second.reference}/status`,
      { status: "declined", reason: "Sent twice." },
      { cookie: staff },
    );
    const references = (page: { invoices: Listed[] }) => page.invoices.map((invoice) => invoice.reference);

    const flagged = await list("?flagged=1");
    expect([references(flagged), flagged.total]).toEqual([[second.reference, first.reference], 2]);
    const page1 = await list("?flagged=1&limit=1");
    expect(references(await list(`?flagged=1&limit=1&cursor=${page1.nextCursor}`))).toEqual([
      first.reference,
    ]);
    const declined = await list("?flagged=1&status=declined");
    expect([references(declined), declined.total]).toEqual([[second.reference], 1]);
    const searched = await list("?flagged=1&q=rivera");
    expect([references(searched), searched.total]).toEqual([[first.reference], 1]);
    expect((await list("?flagged=0")).total).toBe(3);

    const csv = async (query: string) => {
      const response = await staffGet(`/api/admin/invoices/export.csv${query}`);
      expect(response.status).toBe(200);
      const [header, ...rows] = (await response.text())
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      return { header, rows };
    };
    const all = await csv("");
    expect(all.header).toMatch(/"Flagged as duplicate of"/);
    expect(all.rows).toHaveLength(3);
    const flaggedCsv = await csv("?flagged=1&status=declined&q=echo");
    expect(flaggedCsv.rows).toHaveLength(1);
    expect(flaggedCsv.rows[0]).toMatch(new RegExp(`^"${second.reference}",.*,"${first.reference}","[^"]+"$`));
    expect((await csv("?q=E-78")).rows).toHaveLength(1);
    expect((await staffGet("/api/admin/invoices/export.csv?status=settled")).status).toBe(422);
    expect(
      (await t.request("/api/admin/invoices/export.csv?flagged=1", { headers: { cookie } })).status,
    ).toBe(401);
  });

  test("search finds a reference, load number, broker, client and amount as staff type them", async () => {
    const acme = await sendLoad(
      cookie,
      { brokerName: "ACME Logistics", loadNumber: "LD-5521", amountCents: 125_000, extras: [] },
      1,
    );
    const coyote = await sendLoad(
      other,
      {
        brokerName: "Coyote Logistics",
        loadNumber: "CY-9",
        amountCents: 100_000,
        extras: [{ kind: "lumper", amountCents: 25_000 }],
      },
      2,
    );
    const tql = await sendLoad(
      other,
      { brokerName: "TQL", loadNumber: "T-1", amountCents: 99_900, extras: [] },
      3,
    );
    const found = async (q: string, more = "") =>
      (await list(`?q=${encodeURIComponent(q)}${more}`)).invoices.map((invoice) => invoice.reference);

    expect(await found(acme.reference.toLowerCase())).toEqual([acme.reference]);
    expect(await found("ld 5521")).toEqual([acme.reference]);
    expect(await found("LD5521")).toEqual([acme.reference]);
    expect(await found("acme")).toEqual([acme.reference]);
    expect(await found("Coyote Log")).toEqual([coyote.reference]);
    expect(await found("Okafor Freight")).toEqual([tql.reference, coyote.reference]);
    expect(await found("okafor")).toEqual([tql.reference, coyote.reference]);
    expect(await found("Rivera")).toEqual([acme.reference]);
    // A client by a piece of each word of their company or name, in any case or accent; punctuation
    // only separates words, never a wildcard (docs/decisions/0150-staff-search-cost.md).
    expect(await found("ADA OKAFOR")).toEqual([tql.reference, coyote.reference]);
    expect(await found("OKAFOR FREIGHT")).toEqual([tql.reference, coyote.reference]);
    expect(await found("ókafor fre")).toEqual([tql.reference, coyote.reference]);
    expect(await found("oka fre")).toEqual([tql.reference, coyote.reference]);
    expect(await found("kafor")).toEqual([tql.reference, coyote.reference]);
    expect(await found("okafor trucking")).toEqual([]);
    expect(await found("%")).toEqual([]);
    expect(await found("oka%zz")).toEqual([]);
    // $1,250.00: the ACME invoice's amount and the Coyote invoice's total (with its lumper).
    for (const amount of ["1250", "1,250.00", "$1,250"]) {
      expect(await found(amount), amount).toEqual([coyote.reference, acme.reference]);
    }
    expect(await found("999")).toEqual([tql.reference]);
    // A word inside a broker's name, and a piece of a load number.
    expect(await found("logistics")).toEqual([coyote.reference, acme.reference]);
    expect(await found("552")).toEqual([acme.reference]);
    await t.json(
      "PATCH",
      `/api/admin/invoices/${coyote.reference}/status`,
      { status: "in-review" },
      { cookie: staff },
    );
    expect(await found("$1,250", "&status=in-review")).toEqual([coyote.reference]);
    const paged = await list(`?q=okafor&limit=1`);
    expect([paged.total, paged.invoices.map((invoice) => invoice.reference)]).toEqual([2, [tql.reference]]);
    expect(
      (await list(`?q=okafor&limit=1&cursor=${paged.nextCursor}`)).invoices.map((i) => i.reference),
    ).toEqual([coyote.reference]);
  });

  test("a client is told of their own earlier invoice of the same load, never of another client's", async () => {
    const sameLoad = async (as: string, broker: string, load: string) => {
      const query = new URLSearchParams({ broker, load });
      const response = await t.request(`/api/invoices/same-load?${query}`, { headers: { cookie: as } });
      return { status: response.status, body: (await response.json()) as { invoices?: unknown[] } };
    };
    const mine = await sendLoad(cookie, { brokerName: "ACME Logistics", loadNumber: "LD-1234" }, 1);
    await sendLoad(other, { brokerName: "Werner", loadNumber: "W-1" }, 2);

    expect(await sameLoad(cookie, "acme logistics", "ld 1234")).toEqual({
      status: 200,
      body: { success: true, invoices: [{ reference: mine.reference, submittedAt: mine.submittedAt }] },
    });
    expect((await sameLoad(other, "ACME Logistics", "LD-1234")).body.invoices).toEqual([]);
    expect((await sameLoad(cookie, "Werner", "W-1")).body.invoices).toEqual([]);
    expect((await sameLoad(cookie, "ACME Logistics", "LD-1235")).body.invoices).toEqual([]);
    expect((await sameLoad(cookie, "", "")).body.invoices).toEqual([]);
    expect((await sameLoad("", "ACME Logistics", "LD-1234")).status).toBe(401);
    expect((await sameLoad(staff, "ACME Logistics", "LD-1234")).status).toBe(401);
  });
});
