import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { ratePdf } from "../fixtures/invoice-inputs";
import { createApplication, createQuote, signInAsStaff, uniqueTag } from "./admin-helpers";
import { axeViolations } from "./axe";
import { attachScreenshot, expect, test } from "./fixtures";
import type { TestClient } from "./accounts";
import { signInClient, uploadPage } from "./invoice-helpers";

// This file needs the service worker (offline copies, sending kept work, push): the suite blocks it elsewhere.
test.use({ serviceWorkers: "allow" });

/*
 * Staff on a phone (docs/decisions/0140-staff-lists-on-a-phone.md,
 * 0141-staff-header-on-a-phone.md): every staff list fits 375 px as cards with
 * what staff act on in view, the sections fold into a menu that works from
 * the keyboard, and a desk (1280 px) keeps its tables and its row of sections.
 */

const PHONE = { width: 375, height: 812 };
const DESK = { width: 1280, height: 900 };

/** The staff lists, each named by its table's caption. */
const lists = [
  { path: "/admin/invoices", caption: "Invoices, newest first" },
  { path: "/admin/quotes", caption: "Quote requests, newest first" },
  { path: "/admin/quotes?tab=applications", caption: "Fuel card applications, newest first" },
  { path: "/admin/clients", caption: "Client accounts, newest first" },
  { path: "/admin/staff", caption: "Staff accounts, enabled first" },
  { path: "/admin/collections", caption: "Open invoices, oldest funding first" },
] as const;

/** Sends an invoice as the e2e client, for one load; answers its reference. */
async function sendInvoice(request: APIRequestContext, loadNumber: string): Promise<string> {
  const created = await request.post("/api/invoices", {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: {
      brokerName: "Summit Logistics",
      loadNumber,
      amountCents: 1_234_567,
      extras: [],
      pickupDate: "2026-11-02",
      deliveryDate: "2026-11-04",
      note: "",
      pages: [
        // Documents of its own: another client's copy would hold its funding.
        await uploadPage(request, await ratePdf(1, `RATE CONFIRMATION ${loadNumber}`), "rate-confirmation"),
        await uploadPage(request, await ratePdf(1, `BILL OF LADING ${loadNumber}`), "bol-pod"),
      ],
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { invoice: { reference: string } }).invoice.reference;
}

/** Sends invoices for these loads from a browser context of the client's own; answers the last reference. */
async function invoicesFromTheClient(
  browser: Browser,
  baseURL: string | undefined,
  client: TestClient,
  loads: string[],
) {
  const clientContext = await browser.newContext({ baseURL });
  try {
    const clientPage = await clientContext.newPage();
    await signInClient(clientPage, client);
    let reference = "";
    for (const load of loads) reference = await sendInvoice(clientPage.request, load);
    return reference;
  } finally {
    await clientContext.close();
  }
}

/**
 * A row in every staff list, then staff signed in on `page`: an invoice (with its client), a quote
 * whose long company name tests the cards' wrapping, and a fuel card application.
 */
/** Makes a row for the list at `path` (the e2e client and the seeded staff are rows already). */
async function aRowIn(
  path: (typeof lists)[number]["path"],
  page: Page,
  browser: Browser,
  baseURL: string | undefined,
  client: TestClient,
) {
  if (path === "/admin/invoices")
    await invoicesFromTheClient(browser, baseURL, client, [`LD-${uniqueTag().toUpperCase()}`]);
  else if (path === "/admin/quotes")
    await createQuote(page.request, { companyName: "Harbor Point Freight and Logistics Incorporated" });
  else if (path === "/admin/quotes?tab=applications") await createApplication(page.request);
  else if (path === "/admin/collections") {
    const reference = await invoicesFromTheClient(browser, baseURL, client, [
      `LD-${uniqueTag().toUpperCase()}`,
    ]);
    await fundAsStaff(page, reference);
  }
}

/** Staff review and fund the invoice on the figures its client's terms propose: it is open for collection. */
async function fundAsStaff(page: Page, reference: string) {
  await signInAsStaff(page);
  const path = `/api/admin/invoices/${reference}`;
  expect((await page.request.patch(`${path}/status`, { data: { status: "in-review" } })).status()).toBe(200);
  const { invoice } = (await (await page.request.get(path)).json()) as {
    invoice: { fundingProposal: { onDate: string; advanceCents: number; feeCents: number } };
  };
  const { onDate, advanceCents, feeCents } = invoice.fundingProposal;
  // Its advance is above the verification line: the broker is called first.
  const verified = await page.request.post(`${path}/verification`, {
    data: { contact: "Summit Logistics AP", method: "phone", result: "Load delivered; pays in 30 days." },
  });
  expect(verified.status()).toBe(201);
  const funded = await page.request.patch(`${path}/status`, {
    data: { status: "funded", reason: "Sent by ACH.", funding: { advanceCents, feeCents, fundedOn: onDate } },
  });
  expect(funded.status()).toBe(200);
}

/** The elements of `list` (itself included) that reach past either side of the viewport. */
function outsideViewport(list: Locator): Promise<string[]> {
  return list.evaluate((root) =>
    [root, ...root.querySelectorAll("*")].flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return [];
      return box.left < 0 || box.right > window.innerWidth
        ? [`${element.tagName} "${(element.textContent ?? "").slice(0, 40)}" ${box.left}..${box.right}`]
        : [];
    }),
  );
}

/** The Menu button's expanded state as Chromium gives it to screen readers (a popover's button sets it itself). */
async function expandedForScreenReaders(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodes } = await cdp.send("Accessibility.queryAXTree", {
      nodeId: root.nodeId,
      role: "button",
      accessibleName: name,
    });
    const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
    return expanded?.value.value as boolean | undefined;
  } finally {
    await cdp.detach();
  }
}

test.describe("staff lists at 375 px", () => {
  test.use({ viewport: PHONE });
  test.describe.configure({ timeout: 90_000 });

  // One test per list, each making only the row its list needs: the lists run side by side.
  for (const { path, caption } of lists) {
    test(`${path} fits the screen as cards with finger-sized links, without sideways scrolling, and axe finds nothing`, async ({
      page,
      browser,
      baseURL,
      client,
    }) => {
      await aRowIn(path, page, browser, baseURL, client);
      await signInAsStaff(page);
      await page.goto(path);
      const list = page.getByRole("table", { name: caption });
      await expect(list.getByRole("row").nth(1)).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${path} scrolls sideways`,
      ).toBe(true);
      expect(await outsideViewport(list), `${path}: parts of the list off screen`).toEqual([]);
      // Cards, not a table squeezed into the screen: the headings are hidden, each value carries its own.
      expect(
        (await list.locator("thead").boundingBox())?.height,
        `${path}: headings shown`,
      ).toBeLessThanOrEqual(1);
      // Every link and button of a card is a finger's size.
      const short = await list.locator("tbody").evaluate((body) =>
        [...body.querySelectorAll("a, button")].flatMap((target) => {
          const height = target.getBoundingClientRect().height;
          return height < 44 ? [`"${target.textContent}" ${height}px`] : [];
        }),
      );
      expect(short, `${path}: links and buttons under 44 px tall`).toEqual([]);
      expect(await axeViolations(page), `${path}: axe`).toEqual([]);
      for (const size of [PHONE, DESK]) {
        await page.setViewportSize(size);
        await attachScreenshot(page, `${path} at ${size.width} px`);
      }
    });
  }

  test("an invoice's card shows reference, client, load, total, status and the duplicate flag, and opens the invoice", async ({
    page,
    browser,
    baseURL,
    client,
  }) => {
    const load = `LD-${uniqueTag().toUpperCase()}`;
    // The same load twice: the newer one is flagged as a possible duplicate.
    const reference = await invoicesFromTheClient(browser, baseURL, client, [load, load]);

    await signInAsStaff(page);
    await page.goto("/admin/invoices");
    const card = page.getByRole("table", { name: "Invoices, newest first" }).getByRole("row").nth(1);
    const shown = {
      reference: card.getByRole("rowheader").getByRole("link", { name: reference }),
      flag: card.getByText("Possible duplicate"),
      client: card.getByRole("cell").filter({ hasText: "Erin Driver Trucking" }),
      load: card.getByText(`Load ${load}`),
      total: card.getByRole("cell", { name: /\$12,345\.67/ }),
      status: card.getByText("Submitted", { exact: true }),
    };
    // The card in view as a whole, as staff scroll to it: nothing of it beyond either edge.
    await card.scrollIntoViewIfNeeded();
    for (const [what, locator] of Object.entries(shown)) {
      await expect(locator, what).toBeInViewport({ ratio: 1 });
    }
    // Each value is announced with its column's name, also where the headings are no longer shown.
    await expect(shown.total).toHaveAttribute("data-label", "Total");
    expect(
      await shown.total.evaluate((cell) => getComputedStyle(cell, "::before").content),
      "the label shown above the total",
    ).toBe('"Total"');

    // The whole card opens the invoice: a tap on its total, away from the link itself.
    const total = await shown.total.boundingBox();
    if (!total) throw new Error("no total on the card");
    await page.mouse.click(total.x + total.width / 2, total.y + total.height / 2);
    await expect(page).toHaveURL(new RegExp(`/admin/invoices/${reference}$`));
  });
});

test.describe("an invoice at 375 px", () => {
  test.use({ viewport: PHONE });

  test("the status form, after every page, is reachable from the top: the bar at the screen's foot jumps to it", async ({
    page,
    browser,
    baseURL,
    client,
  }) => {
    const reference = await invoicesFromTheClient(browser, baseURL, client, [
      `LD-${uniqueTag().toUpperCase()}`,
    ]);
    await signInAsStaff(page);
    await page.goto(`/admin/invoices/${reference}`);
    const newStatus = page.getByLabel(/^New status/);
    await expect(page.getByRole("heading", { level: 2, name: reference })).toBeVisible();
    // The form is far below the fold, the bar at the foot of the screen, whole, with the status.
    await expect(newStatus).not.toBeInViewport();
    const jump = page.getByRole("button", { name: "Change status" });
    await expect(jump).toBeInViewport({ ratio: 1 });
    const bar = jump.locator("xpath=..");
    await expect(bar).toContainText("Submitted");
    const barBox = await bar.boundingBox();
    expect(barBox && barBox.y + barBox.height, "the bar's foot").toBeGreaterThan(PHONE.height - 2);
    await attachScreenshot(page, "an invoice's top at 375 px, with the bar to its decision");

    await jump.click();
    await expect(newStatus).toBeFocused();
    await expect(newStatus).toBeInViewport({ ratio: 1 });
    // Come to rest above the form, the bar covers none of it.
    const [resting, form] = await Promise.all([
      bar.boundingBox(),
      page.getByRole("form", { name: "Change status" }).boundingBox(),
    ]);
    expect(resting && form && resting.y + resting.height <= form.y, "bar above the form").toBe(true);

    // A desk has the form beside the pages: no bar.
    await page.setViewportSize(DESK);
    await expect(jump).toBeHidden();
    await expect(newStatus).toBeVisible();
  });
});

test.describe("the staff header at 375 px", () => {
  test.use({ viewport: PHONE });

  test("one slim bar: the sections are in a menu that opens, navigates and closes with the keyboard", async ({
    page,
  }) => {
    await signInAsStaff(page);
    await page.goto("/admin/invoices");
    const header = page.getByRole("banner");
    expect((await header.boundingBox())?.height, "the bar's height").toBeLessThanOrEqual(64);
    const title = page.getByRole("heading", { level: 1, name: "Invoices" });
    expect((await title.boundingBox())?.y, "where the title starts").toBeLessThan(120);
    await expect(page.getByRole("navigation", { name: "Staff" })).toBeHidden();

    const menuButton = page.getByRole("button", { name: "Staff sections, now Invoices" });
    await expect(menuButton).toBeVisible();
    expect(await expandedForScreenReaders(page, "Staff sections, now Invoices")).toBe(false);

    await menuButton.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Staff" });
    await expect(menu).toBeVisible();
    await expect.poll(() => expandedForScreenReaders(page, "Staff sections, now Invoices")).toBe(true);
    await expect(menu.getByRole("link")).toHaveText([
      "Dashboard",
      "Submissions",
      "Invoices",
      "Payments",
      "Collections",
      "Aging",
      "Brokers",
      "Clients",
      "Staff",
      "Team",
      "Your account",
    ]);
    // The menu follows its button in the tab order.
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Dashboard" })).toBeFocused();
    for (let step = 0; step < 7; step += 1) await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Clients" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/admin\/clients$/);
    await expect(page.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();
    await expect(menu).toBeHidden();
    const clientsButton = page.getByRole("button", { name: "Staff sections, now Clients" });
    await expect(clientsButton).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(clientsButton).toBeFocused();
    await expect.poll(() => expandedForScreenReaders(page, "Staff sections, now Clients")).toBe(false);
  });

  test("the open menu has no axe violations", async ({ page }) => {
    await signInAsStaff(page);
    await page.goto("/admin/staff");
    await page.getByRole("button", { name: "Staff sections, now Staff" }).click();
    await expect(page.getByRole("navigation", { name: "Staff" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await attachScreenshot(page, "the staff menu open at 375 px");
  });
});

test("at 1280 px the sections stay a row in the bar and the lists stay tables", async ({
  page,
  browser,
  baseURL,
  client,
}) => {
  await invoicesFromTheClient(browser, baseURL, client, [`LD-${uniqueTag().toUpperCase()}`]);
  await page.setViewportSize(DESK);
  await signInAsStaff(page);
  await page.goto("/admin/invoices");
  const sections = page.getByRole("navigation", { name: "Staff" });
  await expect(sections.getByRole("link")).toHaveCount(11);
  for (const link of await sections.getByRole("link").all()) await expect(link).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("button", { name: /^Staff sections/ })).toBeHidden();
  expect((await page.getByRole("banner").boundingBox())?.height).toBeLessThanOrEqual(64);

  const list = page.getByRole("table", { name: "Invoices, newest first" });
  await expect(list.getByRole("columnheader", { name: "Total" })).toBeInViewport({ ratio: 1 });
  const [header, firstRow] = await Promise.all([
    list.getByRole("columnheader", { name: "Total" }).boundingBox(),
    list.getByRole("row").nth(1).getByRole("cell").nth(2).boundingBox(),
  ]);
  // A table: the total sits under its heading.
  expect(
    header && firstRow && Math.abs(header.x + header.width - (firstRow.x + firstRow.width)),
  ).toBeLessThan(1);
  // Each cell of a row spans the row: its borders at the row's height, the Submitted date's too.
  const cellEdges = await list
    .getByRole("row")
    .nth(1)
    .evaluate((row) =>
      [...row.children].map((cell) => {
        const { top, bottom } = cell.getBoundingClientRect();
        return `${Math.round(top)}..${Math.round(bottom)}`;
      }),
    );
  expect(new Set(cellEdges).size, `cells' top and bottom: ${cellEdges.join(", ")}`).toBe(1);
});
