import { test, expect } from "./fixtures";
import { ADMIN, signInAsStaff, toasts, uniqueTag } from "./admin-helpers";

const INVALID = "Invalid credentials. Please check your username and password.";

test.describe("staff sign-in", () => {
  test("shows Admin Access with its fields, a way back and no indexing", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Access" })).toBeVisible();
    await expect(page.getByLabel("Username")).toBeVisible();
    await expect(page.getByLabel(/^Password/)).toHaveAttribute("type", "password");
    await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.getByRole("link", { name: "Back to Website" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("asks for both fields before calling the server", async ({ page }) => {
    let calls = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/admin/login")) calls += 1;
    });
    await page.goto("/admin/login");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    expect(calls).toBe(0);
  });

  test("a wrong password shows its message and stays on the sign-in screen", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel(/^Password/).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText(INVALID);
    await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("tpf:admin-authenticated"))).toBeNull();
  });

  test("after too many failures the server's rate-limit message is shown", async ({ page }) => {
    const username = `probe-${uniqueTag()}`;
    let status = 0;
    for (let attempt = 0; attempt < 30 && status !== 429; attempt += 1) {
      status = (
        await page.request.post("/api/admin/login", { data: { username, password: "wrong-password" } })
      ).status();
    }
    expect(status).toBe(429);
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel(/^Password/).fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText(/Too many failed sign-in attempts/);
  });

  test("a network failure says so", async ({ page }) => {
    await page.route("**/api/admin/login", (route) => route.abort("internetdisconnected"));
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel(/^Password/).fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Network error. Please try again.");
  });

  test("signs in: 'Signing in...', a success toast, then the dashboard of what waits", async ({ page }) => {
    await page.route("**/api/admin/login", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill(`  ${ADMIN.username} `);
    await page.getByLabel(/^Password/).fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    await expect(toasts(page)).toContainText("Admin login successful");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    // The storage entries only mirror the server session for display.
    const mirror = await page.evaluate(() => [
      localStorage.getItem("tpf:admin-authenticated"),
      Number(localStorage.getItem("tpf:admin-login-time")),
    ]);
    expect(mirror[0]).toBe("true");
    expect(Date.now() - Number(mirror[1])).toBeLessThan(60_000);
  });

  test("an already signed-in visitor of the sign-in screen goes on to the dashboard", async ({ page }) => {
    await signInAsStaff(page);
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});

test.describe("staff guard", () => {
  for (const path of ["/admin/team", "/admin/quotes"]) {
    test(`${path} without a session goes to the sign-in screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
    });

    test(`${path} with a forged browser-storage flag still goes to the sign-in screen`, async ({ page }) => {
      await page.addInitScript(() => {
        localStorage.setItem("tpf:admin-authenticated", "true");
        localStorage.setItem("tpf:admin-login-time", String(Date.now()));
      });
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login\?session=ended$/);
      await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Team Management" })).toHaveCount(0);
    });
  }

  test("the HTML of a staff screen is the app's empty shell: no staff data before the server says so", async ({
    request,
  }) => {
    for (const path of ["/admin/team", "/admin/quotes"]) {
      const answer = await request.get(path);
      expect(answer.headers()["x-robots-tag"]).toBe("noindex");
      const html = await answer.text();
      expect(html).toContain('<div id="root"></div>');
      for (const staffOnly of ["Team Management", "Quote Requests", "Logout", "Edit"])
        expect(html).not.toContain(staffOnly);
    }
  });

  test("logout ends the session on the server and the staff screens close again", async ({ page }) => {
    await signInAsStaff(page);
    await page.goto("/admin/team");
    await expect(page.getByRole("heading", { name: "Team Management" })).toBeVisible();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText("Your session has ended")).toHaveCount(0);
    expect(await (await page.request.get("/api/admin/session")).json()).toEqual({ authenticated: false });
    expect(await page.evaluate(() => localStorage.getItem("tpf:admin-authenticated"))).toBeNull();
    await page.goto("/admin/quotes");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("a staff call answered with 401 (session gone) returns to the sign-in screen, saying why", async ({
    page,
    context,
  }) => {
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel(/^Password/).fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Submissions" }).click();
    await expect(page.getByRole("tab", { name: /Quote Requests/ })).toBeVisible();
    await context.clearCookies();
    await page.getByLabel("Search by e-mail").fill("someone@example.com");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/login\?session=ended$/);
    await expect(
      page.getByRole("status").filter({ hasText: "Your session has ended. Please sign in again." }),
    ).toBeVisible();
    await expect(page.getByText("Failed to search submissions")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("tpf:admin-authenticated"))).toBeNull();
  });

  test("the sections lead between the staff screens, and the title row repeats none of them", async ({
    page,
  }) => {
    await signInAsStaff(page);
    await page.goto("/admin/team");
    const sections = page.getByRole("navigation", { name: "Staff" });
    await sections.getByRole("link", { name: "Submissions" }).click();
    await expect(page).toHaveURL(/\/admin\/quotes$/);
    await expect(page.getByRole("heading", { level: 1, name: "Submissions" })).toBeVisible();
    await sections.getByRole("link", { name: "Team" }).click();
    await expect(page).toHaveURL(/\/admin\/team$/);
    await expect(page.getByRole("heading", { level: 1, name: "Team Management" })).toBeVisible();
    // Beside the title only Logout: Home, Team Management and View Quotes were copies of the bar's links.
    const main = page.getByRole("main");
    for (const copy of ["Home", "Team Management", "View Quotes"])
      await expect(main.getByRole("link", { name: copy, exact: true })).toHaveCount(0);
    await expect(main.getByRole("button", { name: "Logout" })).toBeVisible();
    await page.getByRole("link", { name: /staff area: dashboard/ }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});
