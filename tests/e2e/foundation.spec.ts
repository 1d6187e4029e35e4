import { test, expect } from "./fixtures";

// That the page holds its text before any script runs is read from the built file (tests/dist/public-pages.test.ts).
test("a prerendered page is served, revalidated on every load", async ({ request }) => {
  const response = await request.get("/resources/factoring-vs-loans");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-cache");
});

test("the page hydrates without a mismatch and navigates on the client", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Resources" }).click();
  await expect(page).toHaveURL(/\/resources$/);
});

test("a form sent before the app has started is held, never put in the address, then handled", async ({
  page,
}) => {
  // Hold the app's start-up code (slow signal): the sign-in form is plain prerendered HTML meanwhile.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/admin/login", { waitUntil: "commit" });
  await page.getByLabel("Username").fill("e2e-admin");
  await page.getByLabel(/^Password/).fill("not-the-password");
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith("/admin/login"),
  );
  await page.getByRole("button", { name: "Sign In" }).click();
  await answered;
  expect(page.url()).not.toContain("password");
  expect(new URL(page.url()).search).toBe("");

  release();
  await expect(page.getByRole("alert")).toHaveText(
    "Invalid credentials. Please check your username and password.",
  );
  expect(new URL(page.url()).search).toBe("");
});

test("unknown pages answer 404 with the app's 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  await expect(page).toHaveTitle(/404 Page Not Found/);
});

test("the API answers health, unknown API paths with 404 JSON, and sets security headers", async ({
  request,
}) => {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: "ok", database: true, version: expect.any(String) });

  const missing = await request.get("/api/no-such-thing");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: "Not found" });

  const page = await request.get("/");
  const headers = page.headers();
  const directives = Object.fromEntries(
    headers["content-security-policy"]!.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
  expect(directives["script-src"]).toBe("'self'");
  expect(directives["default-src"]).toBe("'self'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["x-powered-by"]).toBeUndefined();
});

test("hashed assets are immutable and served compressed", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!, { headers: { "Accept-Encoding": "br, gzip" } });
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(["br", "gzip"]).toContain(asset.headers()["content-encoding"]);
  const worker = await request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
});
