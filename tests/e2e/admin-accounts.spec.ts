import { test, expect } from "./fixtures";
import { ADMIN, signInAsStaff, toasts, uniqueTag } from "./admin-helpers";

test.describe("accounts managed in the staff area", () => {
  test("in a 1280 x 800 window, New client's fields stand in line and Create client stays in view, errors and all", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsStaff(page);
    await page.goto("/admin/clients");
    await page.getByRole("button", { name: "New client" }).click();
    const form = page.getByRole("dialog", { name: "New client" });
    const create = form.getByRole("button", { name: "Create client" });
    await expect(create).toBeInViewport({ ratio: 1 });

    // Side by side, a field with a hint and one without keep their boxes on one line, of one height:
    // within half a pixel (rounding each box's top could put 499.5 and 499.4 a pixel apart). Measured
    // once the dialog has finished opening: it slides in, and two boxes read a frame apart differ.
    await form.evaluate((dialog) =>
      Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    const inLine = async (first: RegExp, second: RegExp) => {
      const [a, b] = await Promise.all([first, second].map((label) => form.getByLabel(label).boundingBox()));
      return a && b
        ? { top: Math.abs(a.y - b.y) <= 0.5, height: Math.abs(a.height - b.height) <= 0.5 }
        : null;
    };
    expect(await inLine(/^Username/, /^E-mail/), "Username and E-mail").toEqual({ top: true, height: true });
    expect(await inLine(/^Phone/, /^Language/), "Phone and Language").toEqual({ top: true, height: true });

    // Every required field refused: the dialog scrolls within the window, its buttons stay in view.
    await create.click();
    await expect(form.getByText("Company name is required")).toBeVisible();
    await expect(create).toBeInViewport({ ratio: 1 });
    const dialog = await form.boundingBox();
    expect(dialog && dialog.y >= 0 && dialog.y + dialog.height <= 800, "the dialog within the window").toBe(
      true,
    );
    await form.evaluate((element) => element.scrollTo({ top: element.scrollHeight, behavior: "instant" }));
    await expect(form.getByLabel(/^Password/)).toBeInViewport({ ratio: 1 });
    await expect(create).toBeInViewport({ ratio: 1 });
  });

  test("staff land on the dashboard, create a client who signs in, then disable them: the client's next screen is sign-in", async ({
    page,
    browser,
  }) => {
    // slow: two sign-ins through the form and an account created, each a deliberately slow password
    // hash, on a machine where two workers share the cores.
    test.slow();
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel(/^Password/).fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Invoices to review" })).toBeVisible();

    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Clients" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();
    const username = `client-${uniqueTag()}`;
    const company = `Mesa Freight ${uniqueTag()}`;
    await page.getByRole("button", { name: "New client" }).click();
    const form = page.getByRole("dialog", { name: "New client" });
    await form.getByLabel(/^Company name/).fill(company);
    await form.getByLabel(/^First name/).fill("Rosa");
    await form.getByLabel(/^Last name/).fill("Mesa");
    await form.getByLabel(/^Username/).fill(username);
    await form.getByLabel(/^E-mail/).fill("rosa@example.com");
    await form.getByRole("button", { name: "Create client" }).click();

    const shown = page.getByRole("dialog", { name: `Password for ${username}` });
    const password = (await shown.getByTestId("one-time-password").textContent()) ?? "";
    expect(password).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
    await shown.getByRole("button", { name: "I have noted it" }).click();
    await expect(toasts(page)).toContainText(`${username} can now sign in`);

    const phone = await browser.newContext();
    const client = await phone.newPage();
    await client.goto("/client-login");
    await client.getByLabel("Username").fill(username);
    await client.getByLabel(/^Password/).fill(password);
    await client.getByRole("button", { name: "Sign In" }).click();
    await expect(client).toHaveURL(/\/client-dashboard$/);
    await expect(client.getByRole("heading", { level: 1 })).toContainText("Rosa");

    await page.getByLabel("Search by company or username").fill(username);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${username}`));
    await page.getByRole("button", { name: `Disable ${company}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Disable account" }).click();
    await expect(toasts(page)).toContainText(`${company} is disabled`);
    await expect(page.getByRole("row", { name: new RegExp(username) })).toContainText("Disabled");

    await client.getByRole("link", { name: "Submit an invoice" }).click();
    await expect(client).toHaveURL(/\/client-login$/);
    await phone.close();
  });

  test("the dashboard's counts open the lists they count", async ({ page }) => {
    await page.request.post("/api/admin/login", { data: ADMIN });
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.getByRole("link", { name: /Needs documents/ }).click();
    await expect(page).toHaveURL(/\/admin\/invoices\?status=needs-documents$/);
    await page.goBack();
    await page.getByRole("link", { name: /Flagged/ }).click();
    await expect(page).toHaveURL(/\/admin\/invoices\?flagged=1$/);
    await expect(page.getByRole("button", { name: "Flagged as possible duplicates" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.goBack();
    await page.getByRole("link", { name: /Fuel card applications/ }).click();
    await expect(page).toHaveURL(/\/admin\/quotes\?tab=applications$/);
  });
});
