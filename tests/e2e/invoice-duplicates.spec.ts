import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { documentPhoto, ratePdf } from "../fixtures/invoice-inputs";
import { signInAsStaff, uniqueTag } from "./admin-helpers";
import { test, expect } from "./fixtures";
import { addPages, fillLoad, review, scansDone, signInClient, type LoadEntry } from "./invoice-helpers";

// This file needs the service worker (offline copies, sending kept work, push): the suite blocks it elsewhere.
test.use({ serviceWorkers: "allow" });

/*
 * The same load sent twice (docs/decisions/0110-duplicate-invoices.md): the
 * driver is warned on the review step and may still send; staff find both
 * under Flagged, each naming the other.
 */

test.describe.configure({ timeout: 120_000 });

let photo: string;
let pdf: string;
test.beforeAll(async () => {
  const folder = mkdtempSync(path.join(tmpdir(), "tpf-invoice-duplicates-"));
  photo = path.join(folder, "bol.jpg");
  pdf = path.join(folder, "rate-confirmation.pdf");
  writeFileSync(photo, await documentPhoto({ width: 1600, height: 1200, title: `Load ${uniqueTag()}` }));
  // Its own: another client's copy of the file would be a danger, not this client's possible duplicate.
  writeFileSync(pdf, await ratePdf(1, `RATE CONFIRMATION ${uniqueTag()}`));
});

/** Fills in and reviews a new invoice: the review step is where the warning shows. */
async function reviewNewInvoice(page: Page, load: LoadEntry) {
  await page.goto("/invoices/new");
  await fillLoad(page, load);
  await addPages(page, "rate-confirmation", [pdf]);
  await addPages(page, "bol-pod", [photo], "camera");
  await scansDone(page);
  await review(page);
}

async function submitted(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Submit invoice" }).click();
  const sent = page.getByText(/^We have it\. Reference INV-/);
  await expect(sent).toBeVisible({ timeout: 60_000 });
  return (await sent.innerText()).match(/INV-[0-9A-Z]{4}-[0-9A-Z]{4}/)![0];
}

// slow: two whole invoices are sent, then staff look for both.
test("a load sent twice: the driver is warned and still sends; staff see both under Flagged", async ({
  page,
  client,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const tag = uniqueTag().toUpperCase();
  await signInClient(page, client);

  await reviewNewInvoice(page, { broker: "Summit Logistics", load: `LD-${tag}`, amount: "1250.00" });
  await expect(page.getByText(/You sent this load before/)).toHaveCount(0);
  const first = await submitted(page);

  // The same load typed another way: another case, a space for the dash.
  await reviewNewInvoice(page, { broker: "SUMMIT logistics", load: `ld ${tag}`, amount: "1250.00" });
  await expect(page.getByText(`You sent this load before as ${first}.`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("review-same-load-375.png"), fullPage: true });
  const second = await submitted(page);
  expect(second).not.toBe(first);

  await signInAsStaff(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/invoices");
  await page.getByRole("button", { name: "Flagged as possible duplicates" }).click();
  await expect(page).toHaveURL(/[?&]flagged=1/);
  // The load number as a caller reads it out, with a space for the dash.
  await page.getByLabel(/^Search by reference/).fill(`ld ${tag.toLowerCase()}`);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]q=ld/);

  const table = page.getByRole("table", { name: "Flagged invoices, newest first" });
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(2);
  for (const [row, own, other] of [
    [rows.nth(0), second, first],
    [rows.nth(1), first, second],
  ] as const) {
    await expect(row.getByRole("link")).toHaveText([own, other]);
    await expect(row).toContainText("Possible duplicate");
  }
  await page.screenshot({ path: testInfo.outputPath("staff-flagged-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: testInfo.outputPath("staff-flagged-375.png"), fullPage: true });

  await rows.nth(0).getByRole("link", { name: first }).click();
  await expect(page.getByRole("heading", { level: 2, name: first })).toBeVisible();
  await expect(page.getByText(`${second}: same broker and load number`)).toBeVisible();
  // The notice sits with the workflow: the statuses the invoice may move to, and its history.
  await expect(page.getByRole("list", { name: "History" })).toContainText("Sent by the client");
  await expect(page.getByLabel("New status")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("staff-detail-flagged-375.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("staff-detail-flagged-1280.png"), fullPage: true });
});
