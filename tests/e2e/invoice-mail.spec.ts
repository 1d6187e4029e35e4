import { signInAsStaff } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { clientBeside, sendPlainInvoice } from "./invoice-helpers";
import { mailMatching } from "./mail";

// This file needs the service worker (offline copies, sending kept work, push): the suite blocks it elsewhere.
test.use({ serviceWorkers: "allow" });

/*
 * Nobody has to watch a screen (docs/decisions/0160-notifications.md): staff
 * ask for documents on an invoice, and the client hears it by e-mail, with
 * staff's reason and a link that opens the invoice.
 */

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 120_000 });

test("an invoice set to needs documents reaches its client by e-mail, with the reason and a link to it", async ({
  page,
  browser,
  baseURL,
  client,
}) => {
  const { context: clientContext, page: clientPage } = await clientBeside(browser, baseURL, client);
  const reference = await sendPlainInvoice(clientPage.request);
  const { invoice } = (await (await clientPage.request.get(`/api/invoices/${reference}`)).json()) as {
    invoice: { loadNumber: string };
  };

  await signInAsStaff(page);
  await page.goto(`/admin/invoices/${reference}`);
  await page.getByLabel(/^New status/).selectOption("needs-documents");
  const reason = "The BOL page is not signed by the receiver. Please add the signed copy.";
  await page.getByLabel(/^Reason for the client/).fill(reason);
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("Status changed to Needs documents.")).toBeVisible();

  // The client knows the load by its broker and number: the subject names them, then our reference.
  const mail = await mailMatching(
    client.email,
    `Summit Logistics load ${invoice.loadNumber} needs documents (${reference})`,
  );
  expect(mail.text).toContain(
    `We need more from you before we can fund invoice ${reference}, for Summit Logistics load ${invoice.loadNumber}.`,
  );
  expect(mail.text).toContain(`What we need: ${reason}`);
  const link = new RegExp(`https?://[^\\s/]+(/invoices/${reference})`).exec(mail.text)?.[1];
  expect(link, "the e-mail links to the invoice").toBe(`/invoices/${reference}`);
  // Nothing but the reference, the load, a name, the status and the reason: no amounts or documents.
  expect(mail.text).not.toMatch(/2,450|\.pdf/);

  await clientPage.goto(link ?? "");
  await expect(clientPage.getByRole("heading", { name: new RegExp(reference) })).toBeVisible();
  await expect(clientPage.getByText(reason)).toBeVisible();
  await clientContext.close();
});
