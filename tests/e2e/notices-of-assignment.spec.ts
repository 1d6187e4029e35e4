import { readFile } from "node:fs/promises";
import { NO_ACKNOWLEDGED_NOTICE } from "../../api/contract/notices";
import { pdfText } from "../support/api/pdf-text";
import { createClient } from "./accounts";
import { signInAsStaff, uniqueTag } from "./admin-helpers";
import { expectAccessibleAndFitting } from "./axe";
import { attachScreenshot, expect, test } from "./fixtures";
import { clientBeside, sendPlainInvoice } from "./invoice-helpers";
import { mailMatching } from "./mail";

/*
 * A notice of assignment end to end on the production build (docs/decisions/0222-notice-of-assignment.md):
 * a client of this test's own sends a load for a broker of its own; the staff invoice carries the calm
 * mark; staff send the notice from the broker's screen (e-mailed to its AP address with the PDF),
 * download the PDF, record the broker's acknowledgement, and the mark goes away.
 */

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 120_000 });

/** The client's MC number: any digits do, a client's number need not be unique. */
const MC = "6152473";

// slow: a client and a broker made, an invoice uploaded and linked, the outbox's e-mail waited for, and
// the broker's screen checked by axe at two widths.
test("staff send a notice, download it, record the acknowledgement, and the invoice's mark goes away", async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = uniqueTag();
  const company = `Larkspur ${tag} Hauling`;
  const brokerName = `Prairie ${tag} Freight LLC`;
  const apEmail = `ap-${tag}@prairie.example.com`;
  const mc = MC;
  const client = await createClient(baseURL!, { companyName: company, prefix: "noa" });

  await signInAsStaff(page);
  const numbers = await page.request.patch(`/api/admin/clients/${client.id}`, { data: { mcNumber: mc } });
  expect(numbers.status()).toBe(200);
  const created = await page.request.post("/api/admin/brokers", { data: { legalName: brokerName, apEmail } });
  expect(created.status()).toBe(201);
  const brokerId = ((await created.json()) as { broker: { id: string } }).broker.id;

  // The client's load, typed with a name of the test's own (staff linking it keep the name as the
  // broker's alias), linked by staff to the broker.
  const { context, page: phone } = await clientBeside(browser, baseURL, client);
  const reference = await sendPlainInvoice(phone.request, { brokerName: `Prairie ${tag} Freight` });
  await context.close();
  const linked = await page.request.put(`/api/admin/invoices/${reference}/broker`, { data: { brokerId } });
  expect(linked.status()).toBe(200);

  await page.goto(`/admin/invoices?q=${reference}`);
  const listed = page.getByRole("row").filter({ has: page.getByRole("link", { name: reference }) });
  await expect(listed).toContainText(NO_ACKNOWLEDGED_NOTICE);

  // The broker's screen: the client is listed with no notice yet; the notice is e-mailed.
  await page.goto(`/admin/brokers/${brokerId}`);
  const notices = page.getByRole("region", { name: "Notices of assignment", exact: true });
  const row = notices
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: new RegExp(company) }) });
  await expect(row).toContainText(`MC ${mc} · 1 invoice`);
  await expect(row).toContainText("Not sent");
  await row.getByRole("button", { name: `Send notice for ${company}` }).click();
  const dialog = page.getByRole("dialog", { name: `Notice of assignment: ${company}` });
  await expect(dialog.getByLabel("How it goes")).toHaveValue("email");
  await dialog.getByRole("button", { name: "E-mail the notice" }).click();
  await expect(notices.getByRole("status")).toHaveText(`Notice for ${company} e-mailed to ${apEmail}.`);
  await expect(row).toContainText("Sent, not acknowledged");
  await expect(row).toContainText(`E-mailed to ${apEmail} by e2e-admin`);

  // The broker's AP gets it, the PDF attached.
  const mail = await mailMatching(apEmail, `Notice of assignment: ${company} (MC ${mc})`);
  expect(mail.text).toContain(`To the accounts payable team of ${brokerName}:`);
  expect(mail.attachments.map((file) => file.contentType)).toEqual(["application/pdf"]);
  const [attached = ""] = await pdfText(new Uint8Array(mail.attachments[0]?.content ?? []));
  expect(attached).toContain(company);

  // Staff download the same notice.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("button", { name: `Download PDF of the notice for ${company}` }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^notice-of-assignment-larkspur-.+-hauling-\d{4}-\d{2}-\d{2}\.pdf$/,
  );
  const [downloaded = ""] = await pdfText(new Uint8Array(await readFile(await download.path())));
  expect(downloaded).toContain(brokerName);
  expect(downloaded).toContain(`MC ${mc}`);
  expect(downloaded).toContain("P.O. Box 150142");

  // The broker acknowledged it: recorded from its dialog, by keyboard.
  await row.getByRole("button", { name: `Record acknowledgement for ${company}` }).click();
  const record = page.getByRole("dialog", { name: "Record the acknowledgement" });
  await record.getByLabel(/^Acknowledged by/).fill("Robin Vega, AP supervisor");
  await record.getByLabel(/^Acknowledged by/).press("Enter");
  await expect(notices.getByRole("status")).toHaveText(
    `Acknowledgement of the notice for ${company} recorded.`,
  );
  await expect(record).toBeHidden();
  await expect(row).toContainText("Acknowledged by Robin Vega, AP supervisor");
  await expect(notices).toContainText("1 of 1 client acknowledged");
  await expectAccessibleAndFitting(page, "the broker's screen with a notice, at 1280 px");
  await attachScreenshot(notices, "notices of assignment at 1280 px");
  await page.setViewportSize({ width: 375, height: 812 });
  await expectAccessibleAndFitting(page, "the broker's screen with a notice, at 375 px");
  await attachScreenshot(notices, "notices of assignment at 375 px");

  // The mark is gone from the invoice, in its broker panel and on the list.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/invoices/${reference}`);
  const panel = page.getByRole("complementary", { name: "Broker" });
  await expect(panel.getByRole("link", { name: brokerName })).toBeVisible();
  await expect(panel).not.toContainText(NO_ACKNOWLEDGED_NOTICE);
  await page.goto(`/admin/invoices?q=${reference}`);
  await expect(listed).toBeVisible();
  await expect(listed).not.toContainText(NO_ACKNOWLEDGED_NOTICE);
});
