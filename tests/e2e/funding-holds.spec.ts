import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { ratePdf } from "../fixtures/invoice-inputs";
import { ADMIN, uniqueTag } from "./admin-helpers";
import { expectAccessibleAndFitting } from "./axe";
import { attachScreenshot, expect, test } from "./fixtures";
import { clientBeside, uploadPage } from "./invoice-helpers";

/*
 * Holds that take two people, end to end on the production build
 * (docs/decisions/0221-verification-and-holds.md): a load for a broker not to fund, large enough to
 * need a call first. One staff member is refused and records the call; a second approves the hold
 * with a reason on a phone and is then refused the funding; the first funds it, and the history
 * keeps the call and the approval. The test makes its two staff accounts and its broker itself.
 */

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 150_000 });

interface StaffMember {
  username: string;
  password: string;
}

/** A staff account of this test's own, made by the server's first staff account. */
async function newStaffMember(request: APIRequestContext, name: string): Promise<StaffMember> {
  const member = { username: `${name}-${uniqueTag()}`, password: `the password of ${name} ${uniqueTag()}` };
  const made = await request.post("/api/admin/staff", {
    data: { username: member.username, displayName: name, password: member.password },
  });
  expect(made.status()).toBe(201);
  return member;
}

/** A browser of the staff member's own, signed in, at a width. */
async function staffBrowser(
  browser: Browser,
  baseURL: string | undefined,
  member: StaffMember,
  width: number,
) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width < 600 ? 812 : 900 } });
  const page = await context.newPage();
  const signedIn = await page.request.post("/api/admin/login", { data: member });
  expect(signedIn.status()).toBe(200);
  return { context, page };
}

/** Opens the invoice and waits for its screen (the app is ready when its heading shows). */
async function openInvoice(page: Page, reference: string) {
  await page.goto(`/admin/invoices/${reference}`);
  await expect(page.getByRole("heading", { level: 2, name: reference })).toBeVisible();
}

// slow: three browsers (the client's and two staff members'), two refusals, a call, an approval, a funding.
test("a hold takes two people: one records the call and funds, another approves with a reason and cannot fund", async ({
  page,
  browser,
  baseURL,
  client,
}) => {
  // The office's first staff account makes the two staff members and a broker not to fund.
  expect((await page.request.post("/api/admin/login", { data: ADMIN })).status()).toBe(200);
  const ana = await newStaffMember(page.request, "ana");
  const ben = await newStaffMember(page.request, "ben");
  const brokerName = `Fastlane ${uniqueTag()} Freight LLC`;
  const made = await page.request.post("/api/admin/brokers", { data: { legalName: brokerName } });
  expect(made.status()).toBe(201);
  const { broker } = (await made.json()) as { broker: { id: string } };
  const decided = await page.request.put(`/api/admin/brokers/${broker.id}/credit`, {
    data: { decision: "do-not-fund", reason: "Double-brokering reported by two carriers." },
  });
  expect(decided.status()).toBe(200);

  // The client sends a $3,200 load for that broker, with documents of its own.
  const { context: clientContext, page: clientPage } = await clientBeside(browser, baseURL, client);
  const load = `LD-${uniqueTag().toUpperCase()}`;
  const pages = [
    await uploadPage(clientPage.request, await ratePdf(1, `RATE CONFIRMATION ${load}`), "rate-confirmation"),
    await uploadPage(clientPage.request, await ratePdf(1, `BILL OF LADING ${load}`), "bol-pod"),
  ];
  const sent = await clientPage.request.post("/api/invoices", {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: {
      brokerName,
      loadNumber: load,
      amountCents: 320_000,
      extras: [],
      pickupDate: "2026-11-02",
      deliveryDate: "2026-11-04",
      note: "",
      pages,
    },
  });
  expect(sent.status()).toBe(201);
  const { reference } = ((await sent.json()) as { invoice: { reference: string } }).invoice;
  await clientContext.close();

  // Ana reviews it at her desk: two holds stand, and the funding form names them.
  const desk = await staffBrowser(browser, baseURL, ana, 1280);
  await openInvoice(desk.page, reference);
  const holds = desk.page.getByRole("region", { name: "Funding holds" });
  const standing = holds.getByRole("list", { name: "Holds on funding" }).getByRole("listitem");
  await expect(standing).toHaveCount(2);
  await expect(standing.nth(0)).toContainText(`The broker ${brokerName} is marked Do not fund.`);
  await expect(standing.nth(1)).toContainText("No verification with the broker is recorded");
  const status = desk.page.getByLabel(/^New status/);
  await status.selectOption("in-review");
  await desk.page.getByRole("button", { name: "Save status" }).click();
  await expect(desk.page.getByText("Status changed to In review.")).toBeVisible();
  await status.selectOption("funded");
  const statusForm = desk.page.getByRole("form", { name: "Change status" });
  await expect(statusForm.getByText("Funding is held")).toBeVisible();
  await statusForm.getByLabel(/^Reason for the client/).fill("Sent by ACH.");
  await statusForm.getByRole("button", { name: "Save status" }).click();
  await expect(statusForm.getByRole("alert")).toContainText(
    `Funding ${reference} is held: The broker ${brokerName} is marked Do not fund.`,
  );
  await expectAccessibleAndFitting(desk.page, "the staff invoice with its holds at 1280 px");
  await attachScreenshot(desk.page, "the staff invoice with its holds at 1280 px");

  // She calls the broker and records it: the verification hold is gone, the broker's stays.
  const verification = desk.page.getByRole("region", { name: "Verification with the broker" });
  await expect(verification).toContainText(
    "Needed before funding: the advance of $2,880.00 is above $2,500.00",
  );
  await verification.getByLabel(/^Contact/).fill("Dispatch desk, (555) 010-4410");
  await verification.getByLabel(/^How/).selectOption("phone");
  await verification.getByLabel(/^What they said/).fill("Load delivered on the 4th; the rate is right.");
  await verification.getByRole("button", { name: "Record verification" }).click();
  await expect(verification.getByText("Verification recorded.")).toBeVisible();
  await expect(standing).toHaveCount(1);

  // Ben, on his phone, approves the hold with a reason; he may not fund it himself.
  const phone = await staffBrowser(browser, baseURL, ben, 375);
  await openInvoice(phone.page, reference);
  const approval = phone.page.getByRole("region", { name: "Funding holds" });
  await approval
    .getByLabel(/^Why you approve/)
    .fill("The shipper paid this broker direct last month; the owner vouched by phone.");
  await approval.getByRole("button", { name: "Approve hold" }).click();
  await expect(approval.getByText("Hold approved: another staff member funds it.")).toBeVisible();
  await expect(approval.getByRole("listitem")).toContainText(`Approved by ${ben.username}`);
  await expectAccessibleAndFitting(phone.page, "the staff invoice with an approved hold at 375 px");
  await attachScreenshot(phone.page, "the staff invoice with an approved hold at 375 px");
  const phoneStatus = phone.page.getByLabel(/^New status/);
  await phoneStatus.selectOption("funded");
  const phoneForm = phone.page.getByRole("form", { name: "Change status" });
  await expect(phoneForm).toContainText(
    "You approved a hold on this invoice: another staff member must fund it.",
  );
  await phoneForm.getByLabel(/^Reason for the client/).fill("Sent by ACH.");
  await phoneForm.getByRole("button", { name: "Save status" }).click();
  await expect(phoneForm.getByRole("alert")).toContainText(
    `You approved a hold on ${reference}: another staff member must fund it.`,
  );
  await phone.context.close();

  // Ana funds it; the history keeps her call and Ben's approval, each with who and why.
  await desk.page.reload();
  await expect(holds.getByRole("listitem")).toContainText(`Approved by ${ben.username}`);
  await status.selectOption("funded");
  await expect(statusForm).toContainText(`Approved by ${ben.username}.`);
  await statusForm.getByLabel(/^Reason for the client/).fill("Sent by ACH.");
  await statusForm.getByRole("button", { name: "Save status" }).click();
  await expect(desk.page.getByText("Status changed to Funded.")).toBeVisible();
  const history = desk.page.getByRole("list", { name: "History" });
  await expect(history).toContainText(`Verified with the broker (Phone)`);
  await expect(history).toContainText(
    "Dispatch desk, (555) 010-4410: Load delivered on the 4th; the rate is right.",
  );
  await expect(history).toContainText("Funding holds approved");
  await expect(history).toContainText(`by ${ben.username}`);
  await expect(history).toContainText("In review → Funded");
  await expect(desk.page.getByRole("region", { name: "Funding holds" })).toHaveCount(0);
  await desk.context.close();
});
