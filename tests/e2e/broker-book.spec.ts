import { signInAsStaff, uniqueTag } from "./admin-helpers";
import { expectAccessibleAndFitting } from "./axe";
import { attachScreenshot, expect, test } from "./fixtures";
import { clientBeside } from "./invoice-helpers";

/*
 * The broker book end to end on the production build (docs/decisions/0220-broker-book.md): staff add
 * a broker and decide on its credit in the staff area; the client's Broker check, on a phone, answers
 * with the plain verdict and nothing of staff's; the invoice form warns before a load for a broker we
 * cannot fund; a new decision changes the answer, and the phone keeps the answers it got.
 */

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 120_000 });

/** An MC number of this run's own, from the clock (only this file adds brokers to the server). */
const uniqueMc = () => String(10_000_000 + (Date.now() % 89_999_999));

// slow: two browsers, a broker added and decided on twice, and the client's check after each.
test("staff decide on a broker's credit; the client's broker check and invoice form say it plainly", async ({
  page,
  browser,
  baseURL,
  client,
}) => {
  const tag = uniqueTag();
  const alias = `Ridgeline ${tag}`;
  const legalName = `${alias} Freight LLC`;
  const mc = uniqueMc();

  await signInAsStaff(page);
  await page.goto("/admin/brokers");
  await page.getByRole("button", { name: "Add a broker" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a broker" });
  await dialog.getByLabel(/^Legal name/).fill(legalName);
  await dialog.getByLabel(/^MC number/).fill(mc);
  await dialog.getByLabel(/^Other names/).fill(alias);
  await dialog.getByRole("button", { name: "Add broker" }).click();
  await expect(page.getByRole("heading", { level: 1, name: legalName })).toBeVisible();

  const decision = page.getByRole("form", { name: "Record a new decision" });
  const creditNow = page.getByRole("region", { name: "Credit now" });
  await decision.getByLabel(/^Decision/).selectOption("do-not-fund");
  await decision.getByLabel(/^Reason/).fill("Double-brokering reported by two carriers.");
  await decision.getByRole("button", { name: "Record decision" }).click();
  await expect(creditNow).toContainText("Clients read: “We cannot fund loads from this broker”");
  await expectAccessibleAndFitting(page, "a broker's staff screen");
  await attachScreenshot(page, "a broker's staff screen at 1280 px");

  // The client, on a phone of their own.
  const { context, page: phone } = await clientBeside(browser, baseURL, client);
  await phone.setViewportSize({ width: 375, height: 812 });
  await phone.goto("/broker-check");
  await phone.getByLabel("Broker name or MC number").fill(`MC ${mc}`);
  await phone.getByRole("button", { name: "Check" }).click();
  const byMc = phone.getByRole("region", { name: `Answers for “MC ${mc}”` });
  await expect(byMc.getByRole("listitem")).toHaveCount(1);
  await expect(byMc.getByRole("listitem")).toContainText("We cannot fund loads from this broker");
  await expect(byMc).toContainText(legalName);
  // Staff's words stay in the office.
  await expect(byMc).not.toContainText("Double-brokering");
  await expectAccessibleAndFitting(phone, "the Broker check at 375 px");
  await attachScreenshot(phone, "the Broker check at 375 px");

  // The invoice form says it before the load is sent, and sending stays possible.
  await phone.goto("/invoices/new");
  await phone.getByLabel(/^Broker or customer/).fill(alias.toUpperCase());
  await expect(phone.getByText(`We cannot fund loads from ${legalName}`)).toBeVisible();
  await expect(phone.getByRole("button", { name: /^Next: Documents/ })).toBeEnabled();

  // Staff think again.
  await decision.getByLabel(/^Decision/).selectOption("approved");
  await decision.getByLabel(/^Reason/).fill("Cleared: the reports were about another company.");
  await decision.getByRole("button", { name: "Record decision" }).click();
  await expect(creditNow).toContainText("Clients read: “We fund this broker”");
  await expect(page.getByText("Earlier decisions (1), newest first")).toBeVisible();

  await phone.goto("/broker-check");
  await phone.getByLabel("Broker name or MC number").fill(alias.toLowerCase());
  await phone.getByRole("button", { name: "Check" }).click();
  const byName = phone.getByRole("region", { name: `Answers for “${alias.toLowerCase()}”` });
  await expect(byName.getByRole("listitem")).toContainText(["We fund this broker"]);
  // The phone keeps both answers, the newest first.
  const kept = phone.getByRole("region", { name: "Your last answers" });
  await expect(kept.getByText(/^“/)).toHaveText([`“${alias.toLowerCase()}”`, `“MC ${mc}”`]);
  await context.close();
});
