import { chromium, type APIRequestContext, type Page } from "@playwright/test";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, renameSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { test, expect } from "./fixtures";
import { workerServer } from "./worker-server";
import { ADMIN } from "./admin-helpers";
import { formPages, publicPages } from "./public-helpers";
import { CHROMIUM_FLAGS } from "../support/chromium-flags";

// This file needs the service worker (offline copies, sending kept work, push): the suite blocks it elsewhere.
test.use({ serviceWorkers: "allow" });

/** Every public page, with its h1, that must open offline (the 404 page has its own test). */
const offlinePages = [...publicPages.filter((page) => page.path !== "/no-such-page"), ...formPages];

/** Waits until the service worker is active and controls the page. */
async function waitForWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }),
    );
  });
}

test("the worker activates and controls the page", async ({ page }) => {
  await page.goto("/");
  await waitForWorker(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
});

test("offline, every public page and article opens, including pages never visited", async ({
  page,
  context,
}) => {
  // slow: opens every public page and article of both editions, one after another.
  test.slow();
  await page.goto("/");
  await waitForWorker(page);
  await context.setOffline(true);
  for (const { path: url, h1 } of offlinePages) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), url).toHaveText(h1);
  }
  await page.goto("/resources/factoring-vs-loans?utm_source=text");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invoice Factoring vs. Bank Loans");
});

/** How many pages each language's edition holds on the phone (src/features/pwa/page-editions.ts). */
async function keptPages(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const counts: Record<string, number> = {};
    for (const locale of ["en", "es"]) {
      const name = `tpf-pages-${locale}`;
      counts[locale] = (await caches.has(name)) ? (await (await caches.open(name)).keys()).length : 0;
    }
    return counts;
  });
}

/** The pages of each language in the build's precache list, as the worker script carries it. */
async function publishedPages(request: APIRequestContext): Promise<Record<string, number>> {
  const pages = [...(await (await request.get("/sw.js")).text()).matchAll(/"url":"([^"]+)"/g)]
    .map(([, url]) => url ?? "")
    .filter((url) => /(^|\/)(index|404)\.html$/.test(url));
  const spanish = pages.filter((url) => url.startsWith("es/")).length;
  return { en: pages.length - spanish, es: spanish };
}

test("a first visit in Spanish keeps the Spanish pages for offline use, and not the English ones", async ({
  page,
  context,
  request,
}) => {
  await page.goto("/es");
  await waitForWorker(page);
  const published = await publishedPages(request);
  expect(published.es).toBeGreaterThan(20);
  expect(await keptPages(page)).toEqual({ en: 0, es: published.es });

  await context.setOffline(true);
  const article = await page.goto("/es/resources/dot-compliance");
  expect(article?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Cómo entender sus obligaciones de cumplimiento con el DOT",
  );
  // An English page the phone does not keep opens in the language it keeps.
  await page.goto("/resources/factoring-vs-loans");
  await expect(page).toHaveURL(/\/es\/resources\/factoring-vs-loans$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Factoraje de facturas frente a préstamos bancarios",
  );
});

test("the other language's pages are kept once one of them is opened with signal", async ({
  page,
  context,
  request,
}) => {
  await page.goto("/");
  await waitForWorker(page);
  const published = await publishedPages(request);
  expect(await keptPages(page)).toEqual({ en: published.en, es: 0 });

  // Opened first with no signal: the page in the language the phone keeps, and nothing else changes.
  await context.setOffline(true);
  await page.goto("/es/about");
  expect(new URL(page.url()).pathname).toBe("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await context.setOffline(false);

  // Opened with signal: the whole Spanish edition comes in behind it.
  await page.goto("/es/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect.poll(() => keptPages(page)).toEqual(published);

  await context.setOffline(true);
  const article = await page.goto("/es/resources/factoring-vs-loans");
  expect(article?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Factoraje de facturas frente a préstamos bancarios",
  );
  await page.goto("/resources/factoring-vs-loans");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invoice Factoring vs. Bank Loans");
});

test("offline, staff and portal screens say plainly that they need a connection", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await waitForWorker(page);
  await context.setOffline(true);
  for (const url of ["/admin/team", "/admin/quotes", "/client-dashboard", "/client-login"]) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 }), url).toHaveText("This page needs a connection");
  }
});

test("offline, an unknown page still gets the app (the shell renders the 404 page)", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await waitForWorker(page);
  await context.setOffline(true);
  await page.goto("/no-such-page-offline");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
});

test("offline, About shows the last known team", async ({ page, context }) => {
  await page.goto("/");
  await waitForWorker(page);
  await page.goto("/about");
  await expect(page.getByText("Karen Whitaker")).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("Karen Whitaker")).toBeVisible();
  await expect(page.getByText("Luis Ortega")).toBeVisible();
});

test("offline on a first visit, About shows the team and its photos (cached when the worker installed)", async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  // Staff give one leader a photo, on the server, before this driver ever visits.
  const staff = await playwright.request.newContext({ baseURL });
  try {
    expect((await staff.post("/api/admin/login", { data: ADMIN })).ok()).toBe(true);
    const { teamMembers } = (await (await staff.get("/api/team-members")).json()) as {
      teamMembers: { id: string; name: string }[];
    };
    const member = teamMembers[1];
    if (!member) throw new Error("the seeded team is missing");
    const png = await sharp({ create: { width: 160, height: 160, channels: 3, background: "#1d4e89" } })
      .png()
      .toBuffer();
    const upload = await staff.put(`/api/team-members/${member.id}`, {
      data: { profileImage: `data:image/png;base64,${png.toString("base64")}` },
    });
    expect(upload.ok()).toBe(true);

    // The driver opens the home page once with signal, never About.
    await page.goto("/");
    await waitForWorker(page);
    await context.setOffline(true);
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 3, name: member.name })).toBeVisible();
    await expect(page.getByText("We couldn't load our leadership team.")).toBeHidden();
    // The team wakes when it scrolls into view and reads the list the worker cached at install.
    await page.getByRole("region", { name: "Meet our leadership team" }).scrollIntoViewIfNeeded();
    const photo = page.getByRole("listitem").filter({ hasText: member.name }).locator("img");
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(160);
  } finally {
    await staff.dispose();
  }
});

test("offline, the factoring calculator works", async ({ page, context }) => {
  await page.goto("/");
  await waitForWorker(page);
  await context.setOffline(true);
  await page.goto("/resources");
  await page.locator("summary", { hasText: "Factoring Calculator" }).click();
  await page.getByRole("button", { name: "Calculate" }).first().click();
  await expect(page.getByText("$4,850.00").first()).toBeVisible();
});

test("the quiet offline indicator appears when the connection drops", async ({ page, context }) => {
  await page.goto("/");
  await waitForWorker(page);
  await context.setOffline(true);
  await expect(page.getByText(/You're offline/)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(/You're offline/)).toBeHidden();
});

test("the web app manifest is installable (no installability errors)", async ({ baseURL }) => {
  const userDataDir = mkdtempSync(path.join(tmpdir(), "tpf-install-"));
  const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...(existsSync(executablePath) ? { executablePath } : {}),
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await waitForWorker(page);
    const session = await context.newCDPSession(page);
    const { installabilityErrors } = (await session.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await page.request.get(`${baseURL}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ display: "standalone", start_url: "/", scope: "/" });
    expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual([
      "/get-quote",
      "/fuel-card-application",
      "/resources?tool=calculator",
    ]);
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});

test("a new build is offered through the update prompt", async ({ page }) => {
  // A returning visitor: the worker already controls the page when it loads.
  await page.goto("/");
  await waitForWorker(page);
  await page.reload();
  await waitForWorker(page);
  // A new build changes sw.js (its precache revisions); simulate one by changing its bytes.
  // This worker's own copy of the build (worker-server.ts): no other worker sees the change.
  const dist = workerServer().distDir;
  const worker = path.join(dist, "sw.js");
  const original = readFileSync(worker, "utf8");
  const compressed = [".br", ".gz"].filter((ext) => existsSync(worker + ext));
  for (const ext of compressed) renameSync(worker + ext, `${worker}${ext}.bak`);
  writeFileSync(worker, `${original}\n// build ${Date.now()}\n`);
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole("alert").filter({ hasText: "Update available" });
    await expect(prompt).toBeVisible();
    const reloaded = page.waitForEvent("load");
    await prompt.getByRole("button", { name: "Reload" }).click();
    await reloaded;
    await expect(page.getByRole("alert").filter({ hasText: "Update available" })).toBeHidden();
  } finally {
    writeFileSync(worker, original);
    for (const ext of compressed) renameSync(`${worker}${ext}.bak`, worker + ext);
  }
});

test("reloading (as the update prompt does) never loses a half-filled form", async ({ page }) => {
  // Typed as soon as the prerendered form shows, possibly before the app has taken it over.
  await page.goto("/get-quote");
  await page.getByLabel("Company Name").fill("Red Mesa Hauling");
  await page.getByLabel("Email Address").fill("dispatch@redmesa.example.com");
  await page.getByLabel("Comments").fill("Two reefers, mostly Salt Lake to Denver.");
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem("tpf:request:quote")))
    .toContain("Red Mesa Hauling");
  await page.reload();
  await expect(page.getByLabel("Company Name")).toHaveValue("Red Mesa Hauling");
  await expect(page.getByLabel("Email Address")).toHaveValue("dispatch@redmesa.example.com");
  await expect(page.getByLabel("Comments")).toHaveValue("Two reefers, mostly Salt Lake to Denver.");

  // Another form's draft is its own, and a new tab starts empty.
  await page.goto("/fuel-card-application");
  await expect(page.getByLabel("Company Name")).toHaveValue("");
  const other = await page.context().newPage();
  await other.goto("/get-quote");
  await expect(other.getByLabel("Company Name")).toHaveValue("");
});
