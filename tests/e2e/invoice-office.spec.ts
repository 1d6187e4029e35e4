import { ADMIN, signInAsStaff } from "./admin-helpers";
import { appReady, attachScreenshot, expect, test } from "./fixtures";
import { clientBeside, sendPlainInvoice } from "./invoice-helpers";

// This file needs the service worker (offline copies, sending kept work, push): the suite blocks it elsewhere.
test.use({ serviceWorkers: "allow" });

/*
 * The office's side of an invoice in the real browser on the production
 * build (docs/decisions/0100-invoice-workflow.md): staff move it submitted
 * -> in review -> funded with the figures, add an internal note, read the
 * history; the client then sees the advance, and nothing of staff's.
 */

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 120_000 });

// slow: a whole invoice sent, then three steps by staff and the client's view of each.
test("staff move an invoice submitted -> in review -> funded with its figures and a note; the client sees the advance", async ({
  page,
  browser,
  baseURL,
  client,
}) => {
  const { context: clientContext, page: clientPage } = await clientBeside(browser, baseURL, client);
  const reference = await sendPlainInvoice(clientPage.request);

  await signInAsStaff(page);
  await page.goto(`/admin/invoices/${reference}`);
  const status = page.getByLabel(/^New status/);
  await expect(status.getByRole("option")).toHaveText([
    "Choose...",
    "In review",
    "Needs documents",
    "Declined",
  ]);
  await status.selectOption("in-review");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("Status changed to In review.")).toBeVisible();

  await expect(status.getByRole("option")).toHaveText(["Choose...", "Needs documents", "Funded", "Declined"]);
  await status.selectOption("funded");
  // The form opens with the company's terms ($2,450.00: 90 % advanced, a 3 % fee); other figures need a reason.
  await expect(page.getByLabel(/^Advance/)).toHaveValue("2205.00");
  await expect(page.getByLabel(/^Fee/)).toHaveValue("73.50");
  await page.getByLabel(/^Advance/).fill("2327.50");
  await page.getByLabel(/^Reason for other figures/).fill("95 % agreed for this load.");
  const today = await page.evaluate(() => new Date().toLocaleDateString("en-CA"));
  await page.getByLabel(/^Funding date/).fill(today);
  await page.getByLabel(/^Reason for the client/).fill("Sent by ACH to the account ending 4417.");
  await attachScreenshot(page.getByRole("complementary", { name: "Status" }), "the status control, funding");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText(/^It becomes Paid by itself when a broker's payment/)).toBeVisible();
  await expect(page.getByText("Status changed to Funded.")).toBeVisible();

  await page.getByLabel(/^New note/).fill("Broker confirmed the rate by phone.");
  await page.getByRole("button", { name: "Add note" }).click();
  const notes = page.getByRole("region", { name: "Internal notes" });
  await expect(notes.getByText("Broker confirmed the rate by phone.")).toBeVisible();
  await expect(notes.getByText(new RegExp(`^${ADMIN.username} · `))).toBeVisible();

  const history = page.getByRole("list", { name: "History" }).getByRole("listitem");
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText("Sent by the client");
  await expect(history.nth(1)).toContainText(`Submitted → In review`);
  await expect(history.nth(1)).toContainText(`by ${ADMIN.username}`);
  await expect(history.nth(2)).toContainText("In review → Funded");
  await expect(history.nth(2)).toContainText("Advance $2,327.50, fee $73.50");
  await expect(history.nth(2)).toContainText("Other than the terms' figures: 95 % agreed for this load.");
  await expect(history.nth(2)).toContainText("Sent by ACH to the account ending 4417.");
  for (const [width, height] of [
    [1280, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await attachScreenshot(page, `staff detail at ${width} px`);
  }

  await clientPage.goto(`/invoices/${reference}`);
  await appReady(clientPage);
  const advanced = clientPage.getByText("Amount advanced", { exact: true });
  await expect(advanced).toBeVisible();
  await expect(clientPage.locator("dt", { hasText: "Amount advanced" }).locator("+ dd")).toHaveText(
    "$2,327.50",
  );
  await expect(clientPage.locator("dt", { hasText: "Funded on" })).toBeVisible();
  await clientPage.setViewportSize({ width: 375, height: 812 });
  await attachScreenshot(clientPage, "the client's funded invoice at 375 px");
  await expect(clientPage.locator("main")).not.toContainText(ADMIN.username);
  await expect(clientPage.locator("main")).not.toContainText("Broker confirmed the rate by phone.");
  await clientContext.close();
});
