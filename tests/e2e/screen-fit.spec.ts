import type { BrowserContext, Locator, Page } from "@playwright/test";
import { animationsFinished, appReady, test, expect } from "./fixtures";
import { ADMIN, signInAsStaff } from "./admin-helpers";
import { fillQuote, openForm, toast, uniqueEmail } from "./forms-helpers";
import {
  addPages,
  controlledByWorker,
  fillLoad,
  makeInputs,
  newLoad,
  review,
  signInClient,
} from "./invoice-helpers";

// This file needs the service worker (offline copies, sending kept work, push): the suite blocks it elsewhere.
test.use({ serviceWorkers: "allow" });

/*
 * What a driver on a phone (375 px) or a desktop (1280 px) must be able to
 * read and reach, and what staff see on a phone. Layout is measured in the
 * real browser: a box that overflows the screen or an element covering
 * another is a failure here.
 */

/** The part of a box that lies outside the viewport or its clipping ancestors, in px. */
async function clippedPixels(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    let left = 0;
    let right = document.documentElement.clientWidth;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === "visible") continue;
      const bounds = parent.getBoundingClientRect();
      left = Math.max(left, bounds.left);
      right = Math.min(right, bounds.right);
    }
    return Math.max(0, left - box.left) + Math.max(0, box.right - right);
  });
}

/** Whether two elements' boxes share any pixel. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error("an element has no box");
  return !(
    first.x + first.width <= second.x ||
    second.x + second.width <= first.x ||
    first.y + first.height <= second.y ||
    second.y + second.height <= first.y
  );
}

/**
 * The toast's band and the page under it (docs/decisions/0071-toast-placement.md). What a person
 * reads or uses is an element with words of its own, a control or a picture. `mark` tags those
 * wholly in view now; `under` lists those whose box meets the band's: every one, or with
 * `onlyMarked` the ones that were in view before the toast came (on a scrolled page the band
 * stands where content that was above the screen now is, as a sticky header does).
 */
function toastBand(page: Page, mode: "mark"): Promise<string[]>;
function toastBand(page: Page, mode: "under", onlyMarked?: boolean): Promise<string[]>;
function toastBand(page: Page, mode: "mark" | "under", onlyMarked = false): Promise<string[]> {
  return page.evaluate(
    ([mode, onlyMarked]) => {
      const band = document.querySelector('[role="region"][aria-label$="(F8)"] ol');
      const readable = (element: Element) => {
        if (band?.parentElement?.contains(element)) return false;
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === "hidden")
          return false;
        const ownWords = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "",
        );
        return ownWords || element.matches("a[href], button, input, select, textarea, img");
      };
      const name = (element: Element) => {
        const box = element.getBoundingClientRect();
        const words = (element.textContent ?? element.getAttribute("aria-label") ?? "").trim().slice(0, 40);
        return `${element.tagName.toLowerCase()} "${words}" at ${Math.round(box.top)}..${Math.round(box.bottom)}`;
      };
      if (mode === "mark") {
        for (const element of document.body.querySelectorAll("*")) {
          const box = element.getBoundingClientRect();
          const inView = box.top >= 0 && box.bottom <= window.innerHeight;
          element.toggleAttribute("data-in-view", readable(element) && inView);
        }
        return [];
      }
      if (!band) throw new Error("no toast band");
      const area = band.getBoundingClientRect();
      return [...document.body.querySelectorAll(onlyMarked ? "[data-in-view]" : "*")]
        .filter((element) => readable(element))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return (
            box.bottom > area.top && box.top < area.bottom && box.right > area.left && box.left < area.right
          );
        })
        .map(name);
    },
    [mode, onlyMarked] as const,
  );
}

/** Submits a filled quote with no signal: the "saved on this device" toast and the offline notice both show. */
async function submitQuoteOffline(page: Page, context: BrowserContext) {
  await openForm(page, "/get-quote");
  await fillQuote(page, uniqueEmail("toast-place"));
  await context.setOffline(true);
  const offlineNotice = page.getByText(/You're offline/);
  await expect(offlineNotice).toBeVisible();
  const submit = page.getByRole("button", { name: "Get My Free Quote" });
  // Where a thumb presses it: the visitor scrolled down until the button came into view just above
  // the offline notice (the page has room below its end for that). The scroll is instant: the site
  // scrolls smoothly, and marking mid-glide would mark what the glide then moves. Were the notice
  // over the button, the click would scroll the page itself and undo the marks just as well.
  const pressable = await submit.evaluate(
    (button, notice) => {
      button.scrollIntoView({ block: "end", behavior: "instant" });
      const overlap = button.getBoundingClientRect().bottom - notice.getBoundingClientRect().top;
      if (overlap > 0) window.scrollBy({ top: overlap + 8, behavior: "instant" });
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && button.contains(hit);
    },
    await offlineNotice.elementHandle(),
  );
  expect(pressable, "the submit button is clear of the offline notice").toBe(true);
  await toastBand(page, "mark");
  await submit.click();
  await expect(toast(page)).toContainText("Saved on this device");
  // Past the entrance animation: measure where the toast rests.
  await animationsFinished(toast(page));
  return { submit: page.locator('form[aria-label="Quote request"] button[type="submit"]'), offlineNotice };
}

// Phone and tablet widths around each of the bar's breakpoints, in both languages: Menu is whole on screen.
const headerWidths = [
  320, 360, 375, 390, 400, 412, 430, 440, 459, 460, 480, 499, 500, 540, 600, 640, 679, 680, 768, 900, 1024,
  1110,
];
for (const home of ["/", "/es"]) {
  test(`${home}: the header's Menu button is whole at phone and tablet widths`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(home);
    const menu = page.getByRole("banner").getByRole("button", { name: /^(Menu|Menú)/ });
    await expect(menu).toBeVisible();
    const cut: string[] = [];
    for (const width of headerWidths) {
      await page.setViewportSize({ width, height: 800 });
      const box = await menu.evaluate((button) => {
        const { left, right } = button.getBoundingClientRect();
        return { left, right, screen: document.documentElement.clientWidth };
      });
      if (box.left < 0 || box.right > box.screen)
        cut.push(`${width} px: ${Math.round(box.left)}..${Math.round(box.right)}`);
    }
    expect(cut).toEqual([]);
  });
}

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  const articlesWithTables = [
    "/resources/factoring-vs-loans",
    "/resources/equipment-financing",
    "/resources/load-board-strategies",
    "/resources/dot-compliance",
  ];

  for (const path of articlesWithTables) {
    test(`${path}: every cell of the table and its whole caption are on screen`, async ({ page }) => {
      await page.goto(path);
      const tables = page.locator("article table, main table");
      expect(await tables.count()).toBeGreaterThan(0);
      for (const table of await tables.all()) {
        const caption = table.locator("caption");
        await expect(caption).toBeVisible();
        expect(await clippedPixels(caption), "caption cut off").toBe(0);
        const cells = table.locator("tbody th, tbody td");
        expect(await cells.count()).toBeGreaterThan(0);
        for (const cell of await cells.all()) {
          await cell.scrollIntoViewIfNeeded();
          expect(await clippedPixels(cell), `cell "${await cell.innerText()}" cut off`).toBe(0);
        }
      }
    });
  }

  test("the home hero shows the whole truck, with room in front of its bumper", async ({ page }) => {
    await page.goto("/");
    const frame = page.locator("#hero-rig").locator("xpath=ancestor::*[name()='svg']/..");
    const [rig, bounds] = await Promise.all([page.locator("#hero-rig").boundingBox(), frame.boundingBox()]);
    if (!rig || !bounds) throw new Error("no hero scene");
    expect(rig.x + rig.width, "front of the truck past the edge").toBeLessThanOrEqual(
      bounds.x + bounds.width - 12,
    );
    expect(rig.y + rig.height).toBeLessThanOrEqual(bounds.y + bounds.height);
  });

  test("a stacked table still names each value's column and reads as a table", async ({ page }) => {
    await page.goto("/resources/factoring-vs-loans");
    const table = page.getByRole("table", { name: /Invoice factoring compared with a bank loan/ });
    await expect(table).toBeVisible();
    const row = table.getByRole("row", { name: /Time to funding/ });
    await expect(row.getByRole("rowheader")).toHaveText("Time to funding");
    const cells = row.getByRole("cell");
    await expect(cells).toHaveCount(2);
    await expect(cells.nth(1)).toHaveAttribute("data-label", "Bank loan or line of credit");
    const label = await cells
      .nth(1)
      .evaluate((cell) => getComputedStyle(cell, "::before").content.replace(/^"|"$/g, ""));
    expect(label).toBe("Bank loan or line of credit");
  });
});

test("About: highway names such as 'I-80' are kept on one line", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/about");
  const bio = page.getByRole("listitem").filter({ hasText: "I-80" }).locator("p").last();
  await expect(bio).toContainText("I-80 corridor");
  // Chromium already keeps "I-80" whole (a hyphen before a digit), other engines may not: the
  // page must say so itself, with the name in a no-wrap element.
  const wrapping = await bio.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.includes("I-80"))
        return {
          text: node.textContent,
          whiteSpace: getComputedStyle(node.parentElement ?? element).whiteSpace,
        };
    }
    return null;
  });
  expect(wrapping).toEqual({ text: "I-80", whiteSpace: "nowrap" });
});

test.describe("staff on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("both tabs show in full and the counters line up", async ({ page }) => {
    await signInAsStaff(page);
    await page.goto("/admin/quotes");
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText([/^Quote Requests/, /^Fuel Card Applications/]);
    for (const tab of await tabs.all()) expect(await clippedPixels(tab), await tab.innerText()).toBe(0);

    const counters = page.getByRole("region", { name: "Summary" }).locator(":scope > div");
    await expect(counters).toHaveCount(4);
    await expect(counters.first().locator("p").first()).not.toHaveAttribute("aria-busy", "true");
    const boxes = await counters.evaluateAll((cards) =>
      cards.map((card) => {
        const box = card.getBoundingClientRect();
        const value = card.querySelector("p")?.getBoundingClientRect();
        return {
          top: Math.round(box.top),
          height: Math.round(box.height),
          valueTop: Math.round((value?.top ?? 0) - box.top),
        };
      }),
    );
    // Two rows of two: cards of one height, every number at the same place in its card.
    expect(new Set(boxes.map((box) => box.height)).size, JSON.stringify(boxes)).toBe(1);
    expect(new Set(boxes.map((box) => box.valueTop)).size, JSON.stringify(boxes)).toBe(1);
    for (const card of await counters.all()) expect(await clippedPixels(card)).toBe(0);
  });
});

test.describe("toasts cover nothing", () => {
  test("on a phone, a quote sent from the bottom of a scrolled form: nothing that was in view goes under it", async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const { submit, offlineNotice } = await submitQuoteOffline(page, context);
    expect(await toastBand(page, "under", true), "in view before, under the toast after").toEqual([]);
    expect(await overlap(toast(page), submit), "toast over the submit button").toBe(false);
    expect(await overlap(toast(page), offlineNotice), "toast over the offline notice").toBe(false);
    expect(await clippedPixels(toast(page)), "toast off screen").toBe(0);
  });

  test("on a desktop, the same", async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { submit, offlineNotice } = await submitQuoteOffline(page, context);
    expect(await toastBand(page, "under", true), "in view before, under the toast after").toEqual([]);
    expect(await overlap(toast(page), offlineNotice), "toast over the offline notice").toBe(false);
    expect(await overlap(toast(page), submit), "toast over the submit button").toBe(false);
  });

  for (const size of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${size.width} px, "Admin login successful" on the dashboard is over none of it: not the bar, the title nor Logout`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto("/admin/login");
      await appReady(page);
      await page.getByLabel("Username").fill(ADMIN.username);
      await page.getByRole("textbox", { name: "Password" }).fill(ADMIN.password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await expect(toast(page)).toContainText("Admin login successful");
      await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      await animationsFinished(toast(page));
      // The page starts below the band: nothing of it, bar included, lies under the toast.
      expect(await toastBand(page, "under")).toEqual([]);
      await expect(page.getByRole("banner")).toBeInViewport({ ratio: 1 });
    });
  }
});

/**
 * Whether the pill covers the footer's last line of text with the page scrolled to its very end. The scroll and
 * both boxes are taken in one go: the page may still grow meanwhile (the form resetting itself, a late image), and
 * boxes read one after the other would then come from different layouts.
 */
async function pillOverFooterEnd(page: Page, pill: Locator): Promise<boolean> {
  const pillHandle = await pill.elementHandle();
  const footerHandle = await page.getByRole("contentinfo").elementHandle();
  let covered: boolean | null = null;
  await expect
    .poll(async () => {
      covered = await page.evaluate(
        ([pillElement, footer]) => {
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
          const atEnd =
            Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
          const lines = footer?.querySelectorAll("p, a") ?? [];
          const last = lines[lines.length - 1];
          if (!atEnd || !last || !pillElement) return null;
          const a = pillElement.getBoundingClientRect();
          const b = last.getBoundingClientRect();
          return !(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top);
        },
        [pillHandle, footerHandle] as const,
      );
      return covered;
    }, "the page scrolled to its end")
    .not.toBeNull();
  return covered === true;
}

/** The offline pill covers neither the waiting panel's Send now / Discard nor the footer's last line. */
async function expectPillClear(page: Page, waiting: Locator) {
  const pill = page.getByText(/You're offline/);
  await expect(pill).toBeVisible();
  await waiting.click();
  const panel = page.getByRole("dialog", { name: "Waiting to send" });
  for (const name of ["Send now", "Discard"]) {
    const button = panel.getByRole("button", { name, exact: true }).first();
    await expect(button).toBeVisible();
    expect(await overlap(pill, button), `offline pill over ${name}`).toBe(false);
  }
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  expect(await pillOverFooterEnd(page, pill), "offline pill over the footer's last line").toBe(false);
}

test.describe("offline on a phone (375 px): the header and the offline pill", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  // The portal test submits an invoice, whose PDF pages are counted on the phone first.
  test.describe.configure({ timeout: 90_000 });

  test("public page: the pill covers neither Send now / Discard nor the footer's last line", async ({
    page,
    context,
  }) => {
    await submitQuoteOffline(page, context);
    await expectPillClear(page, page.getByRole("button", { name: "1 request saved on this device" }));
  });

  test("portal: the header keeps its height with an invoice waiting, and the pill covers nothing", async ({
    page,
    context,
    client,
  }) => {
    // slow: a whole invoice filled on the phone, its PDF pages counted there, then sent offline (15-20 s).
    const inputs = await makeInputs();
    await signInClient(page, client);
    await page.goto("/invoices/new");
    await expect(page.getByRole("heading", { level: 1, name: "Submit an invoice" })).toBeVisible();
    await controlledByWorker(page);
    const header = page.getByRole("banner");
    const before = (await header.boundingBox())?.height;

    await fillLoad(page, newLoad("Header Height Freight"));
    await addPages(page, "rate-confirmation", [inputs.pdf]);
    await addPages(page, "bol-pod", [inputs.pdf]);
    await review(page);
    await context.setOffline(true);
    await page.getByRole("button", { name: "Submit invoice" }).click();
    await expect(page.getByRole("heading", { name: "Saved on this phone" })).toBeVisible();
    const waiting = page.getByRole("button", { name: "1 invoice saved on this device" });
    await expect(waiting).toBeVisible();

    expect((await header.boundingBox())?.height, "header height with an invoice waiting").toBe(before);
    // Where the badge spells out "Waiting" and the row shows more, it still fits on one row.
    for (const width of [520, 800, 1024]) {
      await page.setViewportSize({ width, height: 812 });
      expect((await header.boundingBox())?.height, `header height at ${width} px`).toBe(before);
      const brand = page.getByRole("link", { name: /, home$/ });
      expect(await clippedPixels(brand), `logo cut off at ${width} px`).toBe(0);
      expect(await overlap(brand, waiting), `logo under the badge at ${width} px`).toBe(false);
    }
    await page.setViewportSize({ width: 375, height: 812 });
    await expectPillClear(page, waiting);
  });
});
