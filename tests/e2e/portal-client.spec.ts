import type { Page } from "@playwright/test";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { officeDate } from "../../api/contract/money";
import { statementAmount } from "../../api/contract/statement";
import { company } from "../../src/content/company";
import { ratePdf } from "../fixtures/invoice-inputs";
import { pdfText } from "../support/api/pdf-text";
import type { TestClient } from "./accounts";
import { ADMIN, signInAsStaff } from "./admin-helpers";
import { test, expect } from "./fixtures";
import { addPages, fillLoad, newLoad, review } from "./invoice-helpers";

async function signInThroughForm(page: Page, client: TestClient, password: string = client.password) {
  await page.goto("/client-login");
  await page.getByLabel("Username").fill(client.username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function signInThroughApi(page: Page, client: TestClient, password: string = client.password) {
  const response = await page.request.post("/api/auth/login", {
    data: { username: client.username, password },
  });
  expect(response.status()).toBe(200);
}

test.describe("client login", () => {
  test("has the fields, a real show/hide toggle, a quote link, support and a way home", async ({ page }) => {
    await page.goto("/client-login");
    await expect(page.getByRole("heading", { level: 1, name: "Client Login" })).toBeVisible();
    const password = page.getByLabel(/^Password/);
    const toggle = page.getByRole("button", { name: "Show password" });
    await password.fill("secret-words");
    await expect(password).toHaveAttribute("type", "password");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await toggle.click();
    await expect(password).toHaveAttribute("type", "password");

    await expect(page.getByRole("main").getByRole("link", { name: "Get a free quote" })).toHaveAttribute(
      "href",
      "/get-quote",
    );
    const help = page.getByRole("complementary", { name: "Help with signing in" });
    await expect(
      help.getByRole("link", { name: new RegExp(company.phone.display.replace(/[()]/g, "\\$&")) }).first(),
    ).toHaveAttribute("href", company.phone.href);
    await expect(help.getByRole("link", { name: /^E-mail/ })).toHaveAttribute(
      "href",
      `mailto:${company.email.support}`,
    );
    await help.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("'Forgot password?' leads to the page that e-mails a link, which keeps support's call, text, e-mail", async ({
    page,
  }) => {
    await page.goto("/client-login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
    const help = page.getByRole("complementary", { name: "Other ways back in" });
    await expect(
      help.getByRole("link", {
        name: new RegExp(`Call.*${company.phone.display.replace(/[()]/g, "\\$&")}`),
      }),
    ).toHaveAttribute("href", company.phone.href);
    await expect(
      help.getByRole("link", {
        name: new RegExp(`Text.*${company.text.display.replace(/[()]/g, "\\$&")}`),
      }),
    ).toHaveAttribute("href", company.text.href);
    await expect(
      help.getByRole("link", { name: new RegExp(`E-mail.*${company.email.support}`) }),
    ).toHaveAttribute("href", `mailto:${company.email.support}`);
    await page.getByRole("link", { name: "Back to sign in" }).click();
    await expect(page).toHaveURL(/\/client-login$/);
  });

  test("asks for username and password before calling the server", async ({ page }) => {
    await page.goto("/client-login");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
  });

  test("a wrong password shows the server's error", async ({ page, client }) => {
    await signInThroughForm(page, client, "definitely-wrong-password");
    await expect(page.getByRole("alert")).toHaveText(
      "Invalid credentials. Please check your username and password.",
    );
    await expect(page).toHaveURL(/\/client-login$/);
  });

  test("an answer without a message shows 'Login failed'", async ({ page, client }) => {
    await page.route("**/api/auth/login", (route) => route.fulfill({ status: 502, body: "" }));
    await signInThroughForm(page, client);
    await expect(page.getByRole("alert")).toHaveText("Login failed");
  });

  test("a network failure shows the network message", async ({ page, client }) => {
    await page.route("**/api/auth/login", (route) => route.abort("internetdisconnected"));
    await signInThroughForm(page, client);
    await expect(page.getByRole("alert")).toHaveText("Network error. Please try again.");
  });

  test("signs in ('Signing in...') to the dashboard, with no credential in any address or storage", async ({
    page,
    client,
  }) => {
    const addresses: string[] = [];
    page.on("request", (request) => addresses.push(request.url()));
    await page.route("**/api/auth/login", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await signInThroughForm(page, client);
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    await expect(page).toHaveURL(/\/client-dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Erin" })).toBeVisible();
    expect(addresses.filter((url) => url.includes(client.password) || url.includes("password="))).toEqual([]);

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("tpf:client-user") ?? "null"));
    expect(Object.keys(stored).sort()).toEqual([
      "companyName",
      "firstName",
      "lastLogin",
      "lastName",
      "locale",
      "username",
    ]);
    expect(stored).toMatchObject({
      username: client.username,
      firstName: "Erin",
      lastName: "Driver",
      companyName: "Erin Driver Trucking",
      locale: "en",
    });
    const everything = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(everything).not.toContain(client.password);
  });
});

test.describe("client dashboard", () => {
  test("shows the portal's cards for the signed-in client", async ({ page, client }) => {
    await signInThroughApi(page, client);
    await page.goto("/client-dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Erin" })).toBeVisible();
    await expect(page.getByRole("banner")).toContainText("Erin Driver");
    await expect(page.getByRole("banner")).toContainText("Erin Driver Trucking");

    const invoice = page.getByRole("article", { name: "Submit Invoice" });
    await expect(invoice.getByRole("link", { name: `E-mail ${company.email.support}` })).toHaveAttribute(
      "href",
      /^mailto:/,
    );
    await expect(
      invoice.getByRole("link", { name: `Text photos to ${company.text.display}` }),
    ).toHaveAttribute("href", company.text.href);
    await expect(invoice.getByRole("link", { name: `Call ${company.phone.display}` })).toHaveAttribute(
      "href",
      company.phone.href,
    );
    for (const item of [
      "Rate confirmation",
      "Signed BOL / proof of delivery",
      "Receipt (lumper, scale, other), optional",
    ])
      await expect(invoice).toContainText(item);
    await expect(invoice).not.toContainText("Your invoice");

    await expect(page.getByRole("article", { name: "Fuel Cards" }).getByRole("link")).toHaveAttribute(
      "href",
      "/fuel-card-application",
    );
    await expect(page.getByRole("article", { name: "Get Quote" }).getByRole("link")).toHaveAttribute(
      "href",
      "/get-quote",
    );

    const settings = page.getByRole("article", { name: "Account Settings" });
    await expect(settings).toContainText("Erin Driver");
    await expect(settings).toContainText(client.username);
    await expect(settings.getByRole("button", { name: "Change password" })).toBeVisible();

    const overview = page.getByRole("region", { name: "Account Overview" });
    await expect(overview).toContainText("Active");
    // The client's money, read from the ledger: a new client has none yet.
    for (const figure of [
      "Available reserve",
      "Reserve held on open invoices",
      "Funded this month",
      "Brokers still owe",
    ])
      await expect(overview.locator("dt", { hasText: figure }).locator("+ dd")).toHaveText("$0.00");
    await expect(overview.locator("dt", { hasText: "Last login" }).locator("+ dd")).toHaveText(
      /^(Today|[A-Z][a-z]{2} \d{1,2}, \d{4})$/,
    );

    const support = page.getByRole("region", { name: "Support" });
    await expect(support.getByRole("link", { name: `Text ${company.text.display}` })).toHaveAttribute(
      "href",
      company.text.href,
    );
    await expect(invoice.getByRole("link", { name: "Submit an invoice" })).toHaveAttribute(
      "href",
      "/invoices/new",
    );
    // The latest invoices with their status, or (none sent yet) a word on where they will show.
    await expect(page.getByRole("region", { name: "Recent Activity" })).toContainText(
      /No invoices yet|See all invoices/,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("without a session goes to the client login", async ({ page }) => {
    await page.goto("/client-dashboard");
    await expect(page).toHaveURL(/\/client-login$/);
  });

  test("stored user data alone opens nothing", async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        "tpf:client-user",
        JSON.stringify({
          username: "x",
          firstName: "Forged",
          lastName: "User",
          companyName: "Nope",
          lastLogin: null,
        }),
      ),
    );
    await page.goto("/client-dashboard");
    await expect(page).toHaveURL(/\/client-login$/);
    expect(await page.evaluate(() => localStorage.getItem("tpf:client-user"))).toBeNull();
  });

  test("corrupt stored user data is cleared and leads to the client login", async ({ page, client }) => {
    await signInThroughApi(page, client);
    await page.addInitScript(() => {
      if (location.pathname === "/client-dashboard") localStorage.setItem("tpf:client-user", "{not json");
    });
    await page.goto("/client-dashboard");
    await expect(page).toHaveURL(/\/client-login$/);
    expect(await page.evaluate(() => localStorage.getItem("tpf:client-user"))).toBeNull();
  });

  test("the dashboard's HTML is the app's empty shell: no client data before the server says so", async ({
    request,
  }) => {
    const html = await (await request.get("/client-dashboard")).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("Welcome back");
  });

  test("/quote leads to /get-quote", async ({ page }) => {
    await page.goto("/quote");
    await expect(page).toHaveURL(/\/get-quote$/);
  });

  test("changes the password: rules, a wrong current password, then a real change", async ({
    page,
    client,
  }) => {
    const newPassword = "a-brand-new-passphrase-42";
    await signInThroughApi(page, client);
    await page.goto("/client-dashboard");
    await page.getByRole("button", { name: "Change password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change your password" });

    await dialog.getByLabel(/^Current password/).fill(client.password);
    await dialog.getByLabel(/^New password/).fill("too-short");
    await dialog.getByLabel(/^Confirm new password/).fill("something-else");
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expect(dialog.getByText("New password must be at least 12 characters")).toBeVisible();
    await dialog.getByLabel(/^New password/).fill(newPassword);
    await expect(dialog.getByText("The two new passwords do not match")).toBeVisible();

    await dialog.getByLabel(/^Current password/).fill("not-my-current-password");
    await dialog.getByLabel(/^Confirm new password/).fill(newPassword);
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("The current password is not correct.");

    await dialog.getByLabel(/^Current password/).fill(client.password);
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("region", { name: /^Notifications/ })).toContainText("Password changed");

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    const old = await page.request.post("/api/auth/login", {
      data: { username: client.username, password: client.password },
    });
    expect(old.status()).toBe(401);
    await signInThroughForm(page, client, newPassword);
    await expect(page).toHaveURL(/\/client-dashboard$/);
  });

  test("logout ends the session, forgets the stored user and goes home", async ({ page, client }) => {
    await signInThroughForm(page, client);
    await expect(page).toHaveURL(/\/client-dashboard$/);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem("tpf:client-user"))).toBeNull();
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
    await page.goto("/client-dashboard");
    await expect(page).toHaveURL(/\/client-login$/);
  });
});

test.describe("reserve statement", () => {
  // slow: one load's whole life in the money: sent from the phone's form, funded, paid by the broker
  // through the staff Payments screen, the reserve released from the client's money screen, and
  // the phone's statement and its PDF read after each.
  test("a load sent from the phone, funded, paid by the broker and its reserve released: the phone and the PDF say the same", async ({
    page,
    client,
    request,
    browser,
    baseURL,
  }) => {
    await signInThroughApi(page, client);
    const load = newLoad("Summit Logistics");
    await page.goto("/invoices/new");
    await expect(page.getByRole("heading", { level: 1, name: "Submit an invoice" })).toBeVisible();
    await fillLoad(page, load);
    const folder = mkdtempSync(path.join(tmpdir(), "tpf-statement-"));
    const pdf = path.join(folder, "rate-confirmation.pdf");
    const bol = path.join(folder, "bol.png");
    // Documents of its own: another client's copy would hold its funding.
    writeFileSync(pdf, await ratePdf(1, `RATE CONFIRMATION ${load.load}`));
    const bolText = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect width="600" height="800" fill="#f4f4f4"/><text x="40" y="80" font-size="28">BOL ${load.load}</text></svg>`;
    writeFileSync(bol, await sharp(Buffer.from(bolText)).flatten().png().toBuffer());
    await addPages(page, "rate-confirmation", [pdf]);
    await addPages(page, "bol-pod", [bol], "camera");
    await review(page);
    await page.getByRole("button", { name: "Submit invoice" }).click();
    const sent = page.getByText(/^Sent\. Reference INV-/);
    await expect(sent).toBeVisible({ timeout: 60_000 });
    const reference = (await sent.innerText()).match(/INV-[A-Z0-9-]+/)?.[0] ?? "";
    expect(reference).not.toBe("");

    // Staff fund it on the client's terms (the funding screen has its own test).
    expect((await request.post("/api/admin/login", { data: ADMIN })).ok()).toBe(true);
    const today = officeDate(new Date());
    const move = (data: object) => request.patch(`/api/admin/invoices/${reference}/status`, { data });
    expect((await move({ status: "in-review" })).ok()).toBe(true);
    const { invoice } = (await (await request.get(`/api/admin/invoices/${reference}`)).json()) as {
      invoice: { totalCents: number; fundingProposal: { advanceCents: number; feeCents: number } };
    };
    const { advanceCents, feeCents } = invoice.fundingProposal;
    const funding = { advanceCents, feeCents, fundedOn: today };
    expect((await move({ status: "funded", reason: "Sent by ACH.", funding })).ok()).toBe(true);

    // The broker's check for the whole of it, posted on the staff Payments screen: its reserve, less the fee, is the client's.
    const staff = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    const office = await staff.newPage();
    await signInAsStaff(office);
    await office.goto("/admin/payments");
    const form = office.getByRole("region", { name: "Post a broker payment" });
    await form.getByLabel(/^Broker/).fill(load.broker);
    await form.getByLabel(/^Method/).selectOption("check");
    await form.getByLabel(/^Payment reference/).fill("Check 5520");
    await form.getByLabel(/^Amount in dollars/).fill(load.amount);
    await form.getByLabel(/^Invoice 1 reference/).fill(reference);
    await form.getByLabel(/^Invoice 1 amount in dollars/).fill(load.amount);
    await form.getByRole("button", { name: "Post payment" }).click();
    await expect(office.getByText(`Posted $2,450.00 from ${load.broker}: it paid 1 invoice.`)).toBeVisible();
    const reserve = statementAmount(invoice.totalCents - advanceCents - feeCents);
    const words = `${reference} paid in full: reserve released to you, less the ${statementAmount(feeCents)} fee`;

    await page.goto("/client-dashboard");
    await page.getByRole("link", { name: "See your statement" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Reserve statement" })).toBeVisible();
    await expect(page.getByRole("table")).toContainText(words);
    await expect(page.locator("dt", { hasText: "Closing balance" }).locator("+ dd")).toHaveText(reserve);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`statement-${today.slice(0, 8)}01_${today}.pdf`);
    const [text = ""] = await pdfText(new Uint8Array(readFileSync(await download.path())));
    const read = text.replace(/\s+/g, " ");
    expect(read).toContain("Erin Driver Trucking");
    expect(read).toContain(words);
    expect(read).toContain(`Closing balance ${reserve}`);

    // Staff pay the whole reserve out from the client's money screen.
    const listed = (await (
      await office.request.get(`/api/admin/clients?q=${encodeURIComponent(client.username)}`)
    ).json()) as { clients: { id: string; username: string }[] };
    const clientId = listed.clients.find((each) => each.username === client.username)?.id;
    await office.goto(`/admin/clients/${clientId}`);
    await office.getByRole("button", { name: "Release all" }).click();
    await office.getByLabel(/^Method/).selectOption("ach");
    await office.getByLabel(/^Payment reference/).fill("ACH 7731");
    await office.getByRole("button", { name: "Release reserve" }).click();
    await expect(office.getByText(`Released ${reserve} by ACH; $0.00 stays available.`)).toBeVisible();
    await staff.close();

    // The client's phone: nothing left available, and the statement shows the money paid out.
    await page.goto("/client-dashboard");
    await expect(page.locator("dt", { hasText: /^Available reserve$/ }).locator("+ dd")).toHaveText("$0.00");
    await page.getByRole("link", { name: "See your statement" }).click();
    await expect(page.getByRole("table")).toContainText("Reserve paid to you");
    await expect(page.locator("dt", { hasText: "Closing balance" }).locator("+ dd")).toHaveText("$0.00");
  });
});
