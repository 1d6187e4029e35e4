import type { Locator, Page } from "@playwright/test";
import { mkdtempSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { tmpdir } from "node:os";
import path from "node:path";
import { documentPhoto, ratePdf } from "../fixtures/invoice-inputs";
import { ADMIN } from "./admin-helpers";
import { test, expect } from "./fixtures";
import { toast } from "./forms-helpers";
import { addPages, fillLoad, newLoad, review, scansDone, signInClient } from "./invoice-helpers";

// This file needs the service worker (offline copies, sending kept work, push): the suite blocks it elsewhere.
test.use({ serviceWorkers: "allow" });

/*
 * The invoice and portal screens as a driver holds them (375 px): what a
 * notice may not cover, what every tap target measures, how a PDF and a
 * reference read. Measured in the real browser on the production build.
 */

test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: 120_000 });

let photo: string;
let pdf: string;
test.beforeAll(async () => {
  const folder = mkdtempSync(path.join(tmpdir(), "tpf-invoice-screens-"));
  photo = path.join(folder, "bol.jpg");
  pdf = path.join(folder, "rate-confirmation.pdf");
  // 3 MP keeps the scans quick; the 12 MP case is in invoices.spec.ts.
  writeFileSync(photo, await documentPhoto({ width: 2016, height: 1512 }));
  writeFileSync(pdf, await ratePdf(3));
});

/** Whether two boxes share any pixel. */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error("an element has no box");
  return !(
    first.x + first.width <= second.x ||
    second.x + second.width <= first.x ||
    first.y + first.height <= second.y ||
    second.y + second.height <= first.y
  );
}

/** The toast on screen, once its entrance animation has finished (where it rests). */
async function restingToast(page: Page, title: string): Promise<Locator> {
  const shown = toast(page).filter({ hasText: title });
  await expect(shown).toBeVisible({ timeout: 60_000 });
  await shown.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  return shown;
}

/**
 * Tap targets smaller than 44 x 44 px: links, buttons and fields on the
 * screen. A link inside a sentence is exempt (it is the text's own size).
 */
function smallTargets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("a[href], button, select, input:not([type=hidden]), textarea, summary")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (box.width === 0 || box.height === 0 || style.visibility === "hidden") return false;
        const inSentence = style.display === "inline" && element.parentElement?.closest("p, li") !== null;
        return !inSentence && (box.width < 44 || box.height < 44);
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = (element.getAttribute("aria-label") ?? element.textContent ?? element.tagName).trim();
        return `${name.slice(0, 40)} (${Math.round(box.width)} x ${Math.round(box.height)})`;
      }),
  );
}

// slow: a whole invoice sent and a page added at 375 px, with every notice and target measured on the way.
test("a driver sends an invoice with a 3-page PDF and adds a page: notices cover nothing, every target is 44 px", async ({
  page,
  request,
  client,
}) => {
  await signInClient(page, client);
  await page.goto("/client-dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await smallTargets(page), "portal dashboard").toEqual([]);

  await page.goto("/invoices/new");
  await fillLoad(page, newLoad());
  await addPages(page, "rate-confirmation", [pdf]);
  await addPages(page, "bol-pod", [photo], "camera");
  await scansDone(page);
  const rateConfirmation = page.getByRole("region", { name: /^Rate confirmation/ });
  // The document counts its sheets, and the PDF's tile says how many it holds.
  await expect(rateConfirmation.getByText("3 pages", { exact: true })).toHaveCount(2);
  await expect(rateConfirmation.getByText(/^PDF of 3 pages, /)).toBeVisible();
  expect(await smallTargets(page), "documents step").toEqual([]);

  // A page from the gallery can be replaced from the gallery or files, not only by the camera.
  const bol = page.getByRole("region", { name: /^Signed BOL/ });
  const chooser = page.waitForEvent("filechooser");
  await bol
    .getByRole("button", { name: "Replace page 1 of the BOL / POD from the gallery or files" })
    .click();
  const picker = await chooser;
  expect(picker.isMultiple(), "the gallery and files picker, not the camera").toBe(true);
  await picker.setFiles(photo);
  await scansDone(page);
  await expect(bol.getByText("1 page", { exact: true })).toBeVisible();

  // A sideways photo the camera did not mark is turned on the phone, before it is sent.
  const thumbnail = bol.locator("img").first();
  const shape = () =>
    thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth > image.naturalHeight);
  await expect.poll(shape).toBe(false);
  await bol.getByRole("button", { name: "Turn page 1 of the BOL / POD a quarter to the right" }).click();
  await scansDone(page);
  await expect.poll(shape, { message: "the thumbnail turned to landscape" }).toBe(true);

  await review(page);
  await page.getByRole("button", { name: "Submit invoice" }).click();
  const sent = await restingToast(page, "Invoice sent");
  for (const [what, needed] of [
    ["title", page.getByRole("heading", { level: 1, name: "Submit an invoice" })],
    ["back link", page.getByRole("link", { name: "Client Portal" })],
    ["sent heading", page.getByRole("heading", { level: 2, name: "Invoice sent" })],
  ] as const) {
    expect(await overlaps(sent, needed), `the toast covers the ${what}`).toBe(false);
  }
  const reference = (await page.getByText(/^We have it\. Reference INV-/).innerText()).match(
    /INV-[0-9A-Z-]+/,
  )![0];

  // Staff ask for a page; the client adds it on the invoice's own screen.
  await request.post("/api/admin/login", { data: ADMIN });
  const stored = await request.get(`/api/admin/invoices/${reference}`);
  const { invoice } = (await stored.json()) as {
    invoice: { pages: { documentKind: string; url: string }[] };
  };
  const bolPage = invoice.pages.find((each) => each.documentKind === "bol-pod")!;
  const sentScan = await sharp(await (await request.get(bolPage.url)).body()).metadata();
  expect(sentScan.width!, "the page was sent turned").toBeGreaterThan(sentScan.height!);
  const asked = await request.patch(`/api/admin/invoices/${reference}/status`, {
    data: { status: "needs-documents", reason: "The BOL's second page, please." },
  });
  expect(asked.ok()).toBe(true);
  await page.goto(`/invoices/${reference}`);
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toHaveText(`Invoice ${reference}`);
  expect(
    await title.getByText(reference).evaluate((element) => element.getClientRects().length),
    "the reference on one line",
  ).toBe(1);
  await expect(page.getByRole("link", { name: /^Open Rate confirmation, page 1/ })).toContainText(
    "PDF · 3 pages",
  );
  expect(await smallTargets(page), "invoice screen").toEqual([]);

  await addPages(page, "bol-pod", [photo]);
  await scansDone(page);
  await page.getByRole("button", { name: "Send this page" }).click();
  const added = await restingToast(page, "Pages sent");
  // The invoice is read again with its new status, which moves what is under the toast.
  const badge = page.locator("main span[data-status]").first();
  await expect(badge).toHaveText("Submitted");
  // The head of the screen, read from the top of the page: there the band must push everything down.
  // Where the page rests after the send depends on timing, and on a scrolled page the band stands
  // where content that was above the screen now is, as a sticky header does (what was in view stays
  // in view: screen-fit.spec.ts holds that case; docs/decisions/0071-toast-placement.md).
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  for (const [what, needed] of [
    ["title", title],
    ["back link", page.getByRole("link", { name: "All invoices" })],
    ["status badge", badge],
  ] as const) {
    await expect.poll(() => overlaps(added, needed), { message: `the toast covers the ${what}` }).toBe(false);
  }

  await page.goto("/invoices");
  expect(await smallTargets(page), "invoice list").toEqual([]);
});
