import { readFileSync } from "node:fs";
import { test, expect } from "./fixtures";
import { createApplication, createQuote, signInAsStaff, toasts, uniqueTag } from "./admin-helpers";

test.beforeEach(async ({ page }) => {
  await signInAsStaff(page);
});

test("shows the four counters from the server", async ({ page }) => {
  await createQuote(page.request);
  const summary = (await (await page.request.get("/api/admin/summary")).json()).summary as Record<
    string,
    number
  >;
  await page.goto("/admin/quotes");
  const counters = page.getByRole("region", { name: "Summary" });
  for (const [label, key] of [
    ["Quote requests", "totalQuotes"],
    ["Fuel card applications", "totalApplications"],
    ["New, not yet contacted", "newRequests"],
    ["Received in the last 7 days", "lastSevenDays"],
  ] as const) {
    const counter = counters.locator("div").filter({ hasText: label });
    await expect(counter).toContainText(String(summary[key]));
  }
  expect(summary.totalQuotes).toBeGreaterThan(0);
});

test("lists quotes newest first, with every field in the detail dialog", async ({ page }) => {
  const older = await createQuote(page.request, { companyName: `Older Haul ${uniqueTag()}` });
  const newer = await createQuote(page.request, {
    companyName: `Newer Haul ${uniqueTag()}`,
    comments: "Two trucks, dry van.\nNeed funding by Friday.",
  });
  await page.goto("/admin/quotes");
  const rows = page.getByRole("region", { name: "Quote requests, newest first" }).getByRole("row");
  await expect(rows.nth(1)).toContainText(newer.companyName!);
  await expect(rows.nth(2)).toContainText(older.companyName!);

  await rows
    .nth(1)
    .getByRole("button", { name: `View details of ${newer.companyName}` })
    .click();
  const dialog = page.getByRole("dialog", { name: newer.companyName });
  await expect(dialog).toBeVisible();
  const expected: [string, string][] = [
    ["Reference ID", newer.reference!],
    ["Company name", newer.companyName!],
    ["Contact name", "Jamie Lee"],
    ["E-mail", newer.email!],
    ["Phone", "(801) 555-0133"],
    ["MC number", "MC-112233"],
    ["DOT number", "3344556"],
    ["Monthly revenue", "$100,000 - $250,000"],
    ["Business type", "Small Fleet (2-10 trucks)"],
    ["Years in business", "6-10 years"],
    ["Number of trucks", "6"],
    ["Services interested", "Factoring + Line of Credit"],
    ["Agreed to terms", "Yes"],
    ["Comments", "Two trucks, dry van.\nNeed funding by Friday."],
  ];
  for (const [label, value] of expected) {
    const item = dialog
      .locator("dl > div")
      .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) });
    await expect(item.locator("dd")).toHaveText(value);
  }
  await expect(dialog.locator("dt", { hasText: "Submitted" })).toBeVisible();
  await expect(dialog.getByRole("combobox", { name: "Status" })).toContainText("New");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("lists fuel card applications in their own tab with their fields", async ({ page }) => {
  const application = await createApplication(page.request, { companyName: `Fuel Tab ${uniqueTag()}` });
  await page.goto("/admin/quotes");
  await page.getByRole("tab", { name: "Fuel Card Applications" }).click();
  const table = page.getByRole("region", { name: "Fuel card applications, newest first" });
  const row = table.getByRole("row").nth(1);
  await expect(row).toContainText(application.companyName!);
  await expect(row).toContainText("Gold");
  await expect(row).toContainText("$10,000 - $20,000");
  await row.getByRole("button", { name: /View details/ }).click();
  const dialog = page.getByRole("dialog", { name: application.companyName });
  for (const [label, value] of [
    ["Fuel card tier", "Gold"],
    ["Monthly fuel spend", "$10,000 - $20,000"],
    ["Primary routes", "I-15 and I-70"],
    ["Preferred fuel brands", "Pilot Flying J"],
    ["Comments", "Not provided"],
  ]) {
    const item = dialog
      .locator("dl > div")
      .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) });
    await expect(item.locator("dd")).toHaveText(value!);
  }
});

test("changes a request's status, stored on the server", async ({ page }) => {
  const quote = await createQuote(page.request, { companyName: `Status Co ${uniqueTag()}` });
  await page.goto("/admin/quotes");
  const row = page.getByRole("row").filter({ hasText: quote.companyName! });
  await expect(row).toContainText("New");
  await row.getByRole("button", { name: /View details/ }).click();
  const dialog = page.getByRole("dialog", { name: quote.companyName });
  await dialog.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Contacted" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Saved");
  await expect(dialog.getByRole("combobox", { name: "Status" })).toContainText("Contacted");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page)).toContainText(`${quote.companyName} is now Contacted.`);
  await expect(row).toContainText("Contacted");

  const stored = await (
    await page.request.get(`/api/quotes/email/${encodeURIComponent(quote.email!)}`)
  ).json();
  expect(stored.quotes[0].status).toBe("contacted");
  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: quote.companyName! })).toContainText("Contacted");
});

test("search by e-mail replaces both lists, case-insensitively; Clear restores them", async ({ page }) => {
  const email = `search-${uniqueTag()}@example.com`;
  const quote = await createQuote(page.request, { email, companyName: `Searched Co ${uniqueTag()}` });
  const application = await createApplication(page.request, {
    email,
    companyName: `Searched Fuel ${uniqueTag()}`,
  });
  const other = await createQuote(page.request, { companyName: `Other Co ${uniqueTag()}` });

  await page.goto("/admin/quotes");
  await expect(page.getByRole("row").filter({ hasText: other.companyName! })).toBeVisible();
  await page.getByLabel("Search by e-mail").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Search", exact: true }).click();

  await expect(page.getByText(`1 quote request for ${email}`)).toBeVisible();
  const quotes = page.getByRole("region", { name: /Quote requests, newest first, for/ });
  await expect(quotes.getByRole("row")).toHaveCount(2);
  await expect(quotes).toContainText(quote.companyName!);
  await expect(page.getByRole("row").filter({ hasText: other.companyName! })).toHaveCount(0);

  await page.getByRole("tab", { name: /Fuel Card Applications/ }).click();
  const applications = page.getByRole("region", { name: /Fuel card applications, newest first, for/ });
  await expect(applications.getByRole("row")).toHaveCount(2);
  await expect(applications).toContainText(application.companyName!);

  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByLabel("Search by e-mail")).toHaveValue("");
  await page.getByRole("tab", { name: /Quote Requests/ }).click();
  await expect(page.getByRole("row").filter({ hasText: other.companyName! })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ quote requests$/)).toBeVisible();
});

test("a search without results says so for the e-mail searched, in each tab", async ({ page }) => {
  const email = `nobody-${uniqueTag()}@example.com`;
  await page.goto("/admin/quotes");
  await page.getByLabel("Search by e-mail").fill(email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText(`No quotes found for ${email}`)).toBeVisible();
  await page.getByRole("tab", { name: /Fuel Card Applications/ }).click();
  await expect(page.getByText(`No fuel card applications found for ${email}`)).toBeVisible();
});

test("the lists show each request's reference; search by reference finds it, typed any way", async ({
  page,
}) => {
  const quote = await createQuote(page.request, { companyName: `Ref Co ${uniqueTag()}` });
  const application = await createApplication(page.request, { companyName: `Ref Fuel ${uniqueTag()}` });
  await page.goto("/admin/quotes");
  const quotes = page.getByRole("region", { name: "Quote requests, newest first" });
  await expect(quotes.getByRole("columnheader", { name: "Reference" })).toBeVisible();
  await expect(quotes.getByRole("row").filter({ hasText: quote.companyName! })).toContainText(
    quote.reference!,
  );

  // Read over the phone: lower case, spaces, O for zero.
  const spoken = application.reference!.toLowerCase().replace(/-/g, " ").replace(/0/g, "o");
  await page.getByLabel("Search by e-mail or reference").fill(spoken);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("tab", { name: /Fuel Card Applications/ })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByText(`1 fuel card application for ${application.reference}`)).toBeVisible();
  const found = page.getByRole("region", { name: /Fuel card applications, newest first, for/ });
  await expect(found.getByRole("row")).toHaveCount(2);
  await expect(found).toContainText(application.companyName!);

  await page.getByLabel("Search by e-mail or reference").fill(quote.reference!);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("tab", { name: /Quote Requests/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(`1 quote request for ${quote.reference}`)).toBeVisible();
});

test("Make client turns a quote into a client account in one step, then opens the client", async ({
  page,
}) => {
  const tag = uniqueTag();
  const company = `Made Client ${tag}`;
  const quote = await createQuote(page.request, { companyName: company, email: `made-${tag}@example.com` });
  await page.goto("/admin/quotes");
  await page.getByLabel("Search by e-mail or reference").fill(quote.reference!);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  // The found list replaces the whole list: a row clicked before it arrives is gone with its dialog.
  await expect(page.getByText(`1 quote request for ${quote.reference}`)).toBeVisible();
  await page.getByRole("button", { name: `View details of ${company}` }).click();
  const detail = page.getByRole("dialog", { name: company });
  await expect(detail.getByText("Not a client yet.")).toBeVisible();
  await detail.getByRole("button", { name: "Make client" }).click();

  const confirm = page.getByRole("dialog", { name: `Make ${company} a client` });
  await expect(confirm.getByRole("textbox", { name: /Username/ })).toHaveValue(`madeclient${tag}`);
  await expect(confirm).toContainText(`We e-mail made-${tag}@example.com a link to set their password`);
  await confirm.getByRole("button", { name: "Make client and invite" }).click();
  // The toast shows above the quote's dialog, which hides the page behind it from the accessibility tree.
  const notifications = page.getByRole("region", { name: /^Notifications/, includeHidden: true });
  await expect(notifications.getByText(`${company} is a client`)).toBeVisible();
  await expect(detail.getByText(`This quote became the client ${company} (madeclient${tag}).`)).toBeVisible();

  await detail.getByRole("link", { name: "Open client" }).click();
  await expect(page).toHaveURL(/\/admin\/clients\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(company);
});

test("refuses a search that is neither an e-mail address nor a reference, without asking the server", async ({
  page,
}) => {
  let searches = 0;
  page.on("request", (request) => {
    if (/\/(email|reference)\//.test(request.url())) searches += 1;
  });
  await page.goto("/admin/quotes");
  await page.getByLabel("Search by e-mail").fill("not-an-address");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(
    page.getByText("Enter an e-mail address like name@company.com, or a reference like Q-7K3M-9PX2."),
  ).toBeVisible();
  await expect(page.getByLabel("Search by e-mail")).toHaveAttribute("aria-invalid", "true");
  expect(searches).toBe(0);
});

test("pages through the list with Load more (server cursor)", async ({ page }) => {
  const tag = uniqueTag();
  const created = [];
  for (const index of [1, 2, 3])
    created.push(await createQuote(page.request, { companyName: `Paged ${index} ${tag}` }));
  // Two rows a page, so three fresh quotes need the cursor of the real server.
  await page.route(/\/api\/quotes\?/, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set("limit", "2");
    return route.continue({ url: url.toString() });
  });
  await page.goto("/admin/quotes");
  const table = page.getByRole("region", { name: "Quote requests, newest first" });
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("row").nth(1)).toContainText(`Paged 3 ${tag}`);
  await expect(table.getByRole("row").nth(2)).toContainText(`Paged 2 ${tag}`);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(table.getByRole("row")).toHaveCount(5);
  await expect(table.getByRole("row").nth(3)).toContainText(`Paged 1 ${tag}`);
});

test("exports each list as a CSV download", async ({ page }) => {
  const quote = await createQuote(page.request, { companyName: `Export Co ${uniqueTag()}` });
  const application = await createApplication(page.request, { companyName: `Export Fuel ${uniqueTag()}` });
  await page.goto("/admin/quotes");

  const [quotesDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(quotesDownload.suggestedFilename()).toMatch(/quotes.*\.csv$/);
  const quotesCsv = readFileSync(await quotesDownload.path(), "utf8");
  expect(quotesCsv.split(/\r?\n/)[0]).toContain("Reference ID");
  expect(quotesCsv).toContain(quote.companyName!);

  const applicationsTab = page.getByRole("tab", { name: /Fuel Card Applications/ });
  await applicationsTab.click();
  // The panel's link is the applications' only once the tab has taken over (else: the quotes' CSV).
  await expect(applicationsTab).toHaveAttribute("aria-selected", "true");
  const applicationsExport = page.getByRole("tabpanel").getByRole("link", { name: "Export CSV" });
  await expect(applicationsExport).toHaveAttribute("href", /applications/);
  const [applicationsDownload] = await Promise.all([
    page.waitForEvent("download"),
    applicationsExport.click(),
  ]);
  const applicationsCsv = readFileSync(await applicationsDownload.path(), "utf8");
  expect(applicationsCsv).toContain(application.companyName!);
});

test("an empty list says 'No quotes found' / 'No fuel card applications found'", async ({ page }) => {
  await page.route(/\/api\/quotes\?/, (route) =>
    route.fulfill({ json: { success: true, quotes: [], nextCursor: null, total: 0 } }),
  );
  await page.route(/\/api\/fuel-card-applications\?/, (route) =>
    route.fulfill({ json: { success: true, applications: [], nextCursor: null, total: 0 } }),
  );
  await page.goto("/admin/quotes");
  await expect(page.getByText("No quotes found", { exact: true })).toBeVisible();
  await page.getByRole("tab", { name: /Fuel Card Applications/ }).click();
  await expect(page.getByText("No fuel card applications found", { exact: true })).toBeVisible();
});

test("fetch failures show toasts titled Error", async ({ page }) => {
  await page.route(/\/api\/quotes\?/, (route) =>
    route.fulfill({ status: 500, json: { error: "Database unavailable" } }),
  );
  await page.goto("/admin/quotes");
  await expect(toasts(page)).toContainText("Error");
  await expect(toasts(page)).toContainText("Failed to fetch quotes");

  await page.route(/\/api\/fuel-card-applications\?/, (route) =>
    route.fulfill({ status: 500, json: { error: "Database unavailable" } }),
  );
  await page.getByRole("tab", { name: /Fuel Card Applications/ }).click();
  await expect(toasts(page)).toContainText("Failed to fetch fuel card applications");

  await page.route(/\/email\//, (route) =>
    route.fulfill({ status: 500, json: { error: "Database unavailable" } }),
  );
  await page.getByLabel("Search by e-mail").fill("anyone@example.com");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(toasts(page)).toContainText("Failed to search submissions");
});

test("stays usable on a phone: the table scrolls inside its own box", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await createQuote(page.request);
  await page.goto("/admin/quotes");
  await expect(page.getByRole("region", { name: "Quote requests, newest first" })).toBeVisible();
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
});
