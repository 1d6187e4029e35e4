import type { Page, Route } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { photoPdf } from "../fixtures/invoice-inputs";
import { test, expect } from "./fixtures";
import {
  addPages,
  CHUNK_BYTES,
  controlledByWorker,
  fillLoad,
  makeInputs,
  newLoad,
  portalKept,
  review,
  scansDone,
  sha256,
  signInClient,
  staffApi,
  storedPackets,
  watchInvoiceTraffic,
  type Inputs,
} from "./invoice-helpers";
import type { TestClient } from "./accounts";

// This file needs the service worker (offline copies, sending kept work, push): the suite blocks it elsewhere.
test.use({ serviceWorkers: "allow" });

/*
 * Invoices from the cab, on the production build in Chromium, with inputs
 * made here: a 12 MP photo with text shot sideways, a dark one, a blurred
 * one, a 3-page PDF and an iPhone HEIC.
 */

let inputs: Inputs;
test.beforeAll(async () => {
  inputs = await makeInputs();
});

/**
 * How long the screen may be held compared with the scan itself, both measured in the same run so
 * that a loaded machine slows both alike. A decode on the main thread would hold it for the whole
 * scan; the worker leaves only short tasks. The figure in milliseconds is the bench's
 * (`npm run bench`, "invoices"), not this test's.
 */
const LONGEST_TASK_SHARE_OF_SCAN = 0.25;

// Scanning 12 MP photos on a shared 2-core machine takes a while.
test.describe.configure({ timeout: 120_000 });

async function openNewInvoice(page: Page, client: TestClient) {
  await signInClient(page, client);
  await page.goto("/invoices/new");
  await expect(page.getByRole("heading", { level: 1, name: "Submit an invoice" })).toBeVisible();
}

test.describe("submitting an invoice from the phone", () => {
  test("a client who only opened the dashboard with signal opens the invoice screens without it", async ({
    page,
    context,
    client,
  }) => {
    await signInClient(page, client);
    await page.goto("/client-dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await controlledByWorker(page);
    await portalKept(page);

    await context.setOffline(true);
    // Screens never opened on this phone: their code came with the portal's copy.
    await page.goto("/invoices/new");
    await expect(page.getByRole("heading", { level: 1, name: "Submit an invoice" })).toBeVisible();
    await page.goto("/invoices");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("This page needs a connection")).toHaveCount(0);
    // The staff area is not part of the copy: it says it needs a connection.
    await page.goto("/admin/quotes");
    await expect(page.getByText("This page needs a connection")).toBeVisible();
  });

  // slow: a packet of photos kept offline, a reload, then the whole upload once the signal returns.
  test("offline: the packet is kept, survives a reload, and goes out once when the signal returns, byte for byte", async ({
    page,
    context,
    request,
    client,
  }) => {
    const traffic = watchInvoiceTraffic(context);
    const load = newLoad("Night Owl Brokerage");
    await openNewInvoice(page, client);
    await controlledByWorker(page);
    await portalKept(page);
    await fillLoad(page, load);

    await addPages(page, "rate-confirmation", [inputs.pdf]);
    await addPages(page, "bol-pod", [inputs.photo], "camera");
    await addPages(page, "receipt", [inputs.dark, inputs.blurred]);
    await scansDone(page);
    // The quality check warns, with Retake, and never blocks.
    const receipts = page.getByRole("region", { name: /^Receipt/ });
    await expect(receipts.getByText(/Looks too dark/)).toBeVisible();
    await expect(receipts.getByText(/Looks blurred/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Retake page 1 of the receipts" })).toBeVisible();
    await expect(page.getByRole("region", { name: /^Signed BOL/ }).getByText(/Looks/)).toHaveCount(0);
    await expect(page.getByRole("region", { name: /^Signed BOL/ })).toContainText(
      /KB scan of a \d\.\d MB photo/,
    );
    await review(page);
    await expect(page.getByText("2 pages may be hard to read")).toBeVisible();

    await context.setOffline(true);
    await page.getByRole("button", { name: "Submit invoice" }).click();
    await expect(page.getByRole("heading", { name: "Saved on this phone" })).toBeVisible();
    await expect(page.getByText(/Waiting for signal/).first()).toBeVisible();
    const [kept] = await storedPackets(page);
    expect(kept?.state).toBe("waiting");
    expect(kept?.pages).toHaveLength(4);
    // The 12 MP photo became a light, upright scan.
    const bol = kept!.pages.find((each) => each.documentKind === "bol-pod")!;
    expect(bol.size).toBeLessThanOrEqual(400 * 1024);
    expect(bol.contentType).toMatch(/^image\/(webp|jpeg)$/);
    // The PDF is kept as it came.
    expect(kept!.pages.find((each) => each.documentKind === "rate-confirmation")!.sha256).toBe(
      sha256(readFileSync(inputs.pdf)),
    );

    // A reload with no signal: the screens come from the service worker, the packet from IndexedDB.
    await page.goto("/invoices");
    await expect(page.getByRole("heading", { name: "On this phone" })).toBeVisible();
    await expect(page.getByText(`${load.broker} · load ${load.load}`)).toBeVisible();
    await expect(page.getByRole("button", { name: /1 invoice saved on this device/ })).toBeVisible();
    expect(traffic.creates).toHaveLength(0);

    await context.setOffline(false);
    const sent = page
      .getByRole("region", { name: "Sent" })
      .getByRole("link", { name: new RegExp(load.load) });
    await expect(sent).toBeVisible({ timeout: 60_000 });
    await expect(sent).toContainText(/INV-[0-9A-Z]{4}-[0-9A-Z]{4}/);
    await expect(page.getByRole("button", { name: /saved on this device/ })).toHaveCount(0);

    const staff = await staffApi(request);
    const stored = await staff.invoicesFor(load.load);
    expect(stored).toHaveLength(1);
    expect(traffic.creates.filter((each) => each.status === 201)).toHaveLength(1);
    expect(new Set(traffic.creates.map((each) => each.key))).toEqual(new Set([kept!.idempotencyKey]));
    // Every page on the server is byte-identical to what the phone kept.
    const invoice = stored[0]!;
    expect(invoice.pages).toHaveLength(4);
    for (const keptPage of kept!.pages) {
      const match = invoice.pages.find((each) => each.sha256 === keptPage.sha256);
      expect(match, `page ${keptPage.documentKind}`).toBeDefined();
      expect(sha256(await staff.pageBytes(match!.url))).toBe(keptPage.sha256);
    }
    // The scan of a sideways 12 MP photo stands upright at 2,000 px.
    const scan = await staff.pageBytes(invoice.pages.find((each) => each.documentKind === "bol-pod")!.url);
    expect(await sharp(scan).metadata()).toMatchObject({ width: 1500, height: 2000 });

    // Page files never land in the service worker's caches.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls.filter((url) => /\/api\/(invoices|uploads)/.test(url));
    });
    expect(cached).toEqual([]);
  });

  // slow: the upload is cut twice (once across a reload) and resumed each time.
  test("a cut during an upload resumes from the last acknowledged chunk, after a reload too", async ({
    page,
    context,
    request,
    client,
  }) => {
    const load = newLoad("Dead Zone Freight");
    // Bytes that left the phone in chunks, and where each chunk started.
    let sentBytes = 0;
    const offsets: number[] = [];
    let signal = true;
    let cutAt = 2.5 * CHUNK_BYTES;
    await context.route("**/api/uploads**", async (route: Route) => {
      // No signal: nothing leaves the phone.
      if (!signal) return route.abort("internetdisconnected");
      const upload = route.request();
      if (upload.method() !== "PATCH") return route.continue();
      const size = upload.postDataBuffer()?.length ?? 0;
      sentBytes += size;
      offsets.push(Number(upload.headers()["upload-offset"]));
      if (sentBytes > cutAt) {
        // The signal drops in the middle of this chunk: it never arrives.
        signal = false;
        cutAt = Number.POSITIVE_INFINITY;
        await context.setOffline(true);
        return route.abort("internetdisconnected");
      }
      return route.continue();
    });
    await openNewInvoice(page, client);
    await controlledByWorker(page);
    await fillLoad(page, load);
    // A scanner app's PDF of a 12 MP photo goes as it came: about 9 chunks.
    const bigFile = `${inputs.pdf}.photo.pdf`;
    writeFileSync(bigFile, await photoPdf(readFileSync(inputs.photo)));
    await addPages(page, "rate-confirmation", [bigFile]);
    await addPages(page, "bol-pod", [inputs.photo], "camera");
    await review(page);
    await page.getByRole("button", { name: "Submit invoice" }).click();
    await expect(page.getByText(/Waiting for signal/).first()).toBeVisible({ timeout: 60_000 });
    const [waiting] = await storedPackets(page);
    const rate = waiting!.pages.find((each) => each.documentKind === "rate-confirmation")!;
    expect(rate.size).toBeGreaterThan(5 * CHUNK_BYTES);
    expect(offsets).toEqual([0, CHUNK_BYTES, 2 * CHUNK_BYTES]);

    // The app opened again with no signal (from the service worker), then the signal returns.
    await page.goto("/invoices");
    await page.reload();
    await expect(page.getByText(/Waiting for signal/).first()).toBeVisible();
    signal = true;
    await context.setOffline(false);
    await expect(
      page.getByRole("region", { name: "Sent" }).getByRole("link", { name: new RegExp(load.load) }),
    ).toBeVisible({ timeout: 90_000 });

    // The upload went on where the server stood (2 chunks acknowledged), not from zero...
    expect(offsets[3]).toBe(2 * CHUNK_BYTES);
    // ...so the only bytes sent twice are the chunk the cut lost.
    const total = waiting!.pages.reduce((sum, each) => sum + each.size, 0);
    expect(sentBytes - total).toBeGreaterThan(0);
    expect(sentBytes - total).toBeLessThanOrEqual(2 * CHUNK_BYTES);
    const staff = await staffApi(request);
    const [stored] = await staff.invoicesFor(load.load);
    const storedRate = stored!.pages.find((each) => each.documentKind === "rate-confirmation")!;
    expect(sha256(await staff.pageBytes(storedRate.url))).toBe(rate.sha256);
  });

  // slow: two tabs of one client, a packet kept offline, then the upload.
  test("two tabs: both show the waiting invoice, and it reaches the server once", async ({
    page,
    context,
    request,
    client,
  }) => {
    const traffic = watchInvoiceTraffic(context);
    const load = newLoad("Twin Stacks Logistics");
    const other = await context.newPage();
    await openNewInvoice(page, client);
    await other.goto("/invoices");
    await expect(other.getByRole("heading", { name: "Your invoices" })).toBeVisible();
    await fillLoad(page, load);
    await addPages(page, "rate-confirmation", [inputs.pdf]);
    await addPages(page, "bol-pod", [inputs.photo], "camera");
    await review(page);

    await context.setOffline(true);
    await page.getByRole("button", { name: "Submit invoice" }).click();
    await expect(other.getByText(`${load.broker} · load ${load.load}`)).toBeVisible();
    await context.setOffline(false);
    await expect(
      other.getByRole("region", { name: "Sent" }).getByRole("link", { name: new RegExp(load.load) }),
    ).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/^Sent\. Reference INV-/)).toBeVisible();

    const staff = await staffApi(request);
    expect(await staff.invoicesFor(load.load)).toHaveLength(1);
    expect(traffic.creates.filter((each) => each.status === 201)).toHaveLength(1);
    expect(traffic.uploadsCreated).toBe(2);
    await other.close();
  });
});

test.describe("needs documents", () => {
  // slow: an invoice sent, staff ask for a page in a second browser, a HEIC photo is converted and sent.
  test("staff ask for a page, the client adds a HEIC from the gallery, staff see it arrive", async ({
    page,
    browser,
    request,
    client,
  }) => {
    const load = newLoad("Front Range Grocers");
    await openNewInvoice(page, client);
    await fillLoad(page, load);
    await addPages(page, "rate-confirmation", [inputs.pdf]);
    await addPages(page, "bol-pod", [inputs.photo], "camera");
    await review(page);
    await page.getByRole("button", { name: "Submit invoice" }).click();
    await expect(page.getByRole("heading", { name: "Invoice sent" })).toBeVisible({ timeout: 60_000 });
    const reference = (await page.getByText(/^Sent\. Reference INV-/).innerText()).match(
      /INV-[0-9A-Z-]+/,
    )![0];

    // Staff, in a browser of their own.
    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    await staffPage.request.post("/api/admin/login", {
      data: { username: "e2e-admin", password: "e2e-admin-password-123" },
    });
    await staffPage.goto(`/admin/invoices?q=${reference}`);
    await staffPage.getByRole("link", { name: reference }).click();
    await staffPage.getByLabel("New status").selectOption("needs-documents");
    await staffPage.getByRole("button", { name: "Save status" }).click();
    await expect(staffPage.getByText("Give the client a reason for this status")).toBeVisible();
    await staffPage
      .getByLabel(/^Reason for the client/)
      .fill("The BOL needs the consignee's signature page.");
    await staffPage.getByRole("button", { name: "Save status" }).click();
    await expect(staffPage.getByText("Status changed to Needs documents.")).toBeVisible();

    // The client reads the reason and adds a page from the gallery (an iPhone HEIC).
    await controlledByWorker(page);
    await page.goto(`/invoices/${reference}`);
    await expect(page.getByText("The BOL needs the consignee's signature page.")).toBeVisible();
    const adding = page.getByRole("region", { name: "Add pages" });
    await addPages(page, "bol-pod", [inputs.heic]);
    await scansDone(page);
    // Chromium cannot decode HEIC: libheif did, in its own worker, and the page became a scan.
    await expect(adding.getByRole("region", { name: /^Signed BOL/ })).toContainText(/KB scan of a/);
    await page.getByRole("button", { name: "Send this page" }).click();
    await expect(page.getByText(`Sent. Pages added to ${reference}.`)).toBeVisible({ timeout: 60_000 });

    await controlledByWorker(staffPage);
    await staffPage.reload();
    await expect(staffPage.getByRole("heading", { name: "Pages (3)" })).toBeVisible();
    await expect(staffPage.getByText("Added later")).toHaveCount(1);
    const staff = await staffApi(request);
    const [stored] = await staff.invoicesFor(load.load);
    const added = stored!.pages
      .filter((each) => each.documentKind === "bol-pod")
      .sort((a, b) => a.order - b.order);
    expect(added).toHaveLength(2);
    const heicScan = await sharp(await staff.pageBytes(added[1]!.url)).metadata();
    expect(heicScan.width).toBeGreaterThan(1000);
    await staffContext.close();
  });
});

test.describe("on a slow phone", () => {
  // slow: a 12 MP photo scanned at 4x CPU slowdown and sent over slow 3G, on purpose.
  test("at 4x CPU slowdown and on slow 3G, a 12 MP photo is scanned without freezing the screen, and sent", async ({
    page,
    context,
    request,
    client,
  }) => {
    const load = newLoad("Slow Lane Logistics");
    await openNewInvoice(page, client);
    await fillLoad(page, load);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 400,
      downloadThroughput: 400_000 / 8,
      uploadThroughput: 400_000 / 8,
    });
    await page.evaluate(() => {
      const record = window as unknown as { longTasks: number[] };
      record.longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) record.longTasks.push(entry.duration);
      }).observe({ type: "longtask" });
    });
    const scanWorker = page.waitForEvent("worker", {
      predicate: (worker) => /scan-worker/.test(worker.url()),
    });
    const scanStarted = Date.now();
    await addPages(page, "bol-pod", [inputs.photo], "camera");
    // The photo is decoded and scanned by a worker, not on the page's thread.
    await scanWorker;
    // While the worker scans, the screen answers: the next field can be used at once.
    await expect(page.getByText("Preparing the scan...")).toBeVisible();
    await page.getByRole("button", { name: "Gallery or PDF for the rate confirmation" }).focus();
    await addPages(page, "rate-confirmation", [inputs.pdf]);
    await scansDone(page, 90_000);
    const scanMs = Date.now() - scanStarted;
    const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
    expect(
      Math.max(0, ...longTasks),
      `main-thread tasks: ${longTasks.map(Math.round).join(", ")} ms, during a scan of ${scanMs} ms`,
    ).toBeLessThanOrEqual(scanMs * LONGEST_TASK_SHARE_OF_SCAN);
    await review(page);
    await page.getByRole("button", { name: "Submit invoice" }).click();
    await expect(page.getByRole("heading", { name: "Invoice sent" })).toBeVisible({ timeout: 90_000 });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const staff = await staffApi(request);
    expect(await staff.invoicesFor(load.load)).toHaveLength(1);
  });
});
