import type { APIRequestContext } from "@playwright/test";
import { test, expect } from "./fixtures";
import { decodeCrawlerHtml } from "../support/crawler-html";
import { gotoHydrated, publicPages, seededTeam } from "./public-helpers";

/** The page's text as a crawler (or a phone with scripts off) sees it. */
async function rawText(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = decodeCrawlerHtml(await response.text());
  return { status: response.status(), html, text: html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ") };
}

// What each page's HTML holds before any script (its content, title, description, canonical, Open
// Graph, inline styles) is read from the build's files: tests/dist/public-pages.test.ts.
test.describe("every public page answers and hydrates", () => {
  for (const { path, h1 } of publicPages) {
    test(`${path}: answered, hydrated without errors`, async ({ page }) => {
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(path === "/no-such-page" ? 404 : 200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }
});

// The trust strip's figures in the HTML: tests/dist/public-pages.test.ts.
test("Home: hero, eight benefits and three five-star testimonials", async ({ page }) => {
  await gotoHydrated(page, "/");
  const hero = page.getByRole("region", { name: "Steady growth starts with strong cash flow." });
  await expect(hero.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", "/get-quote");
  await expect(hero.getByRole("link", { name: "How It Works" })).toHaveAttribute(
    "href",
    "/how-factoring-works",
  );
  const benefits = page.getByRole("region", { name: "Funding built around the way you haul" });
  await expect(benefits.getByRole("heading", { level: 3 })).toHaveText([
    "Fast Funding",
    "No Long\u2011Term Contracts",
    "Competitive Rates",
    "24/7 Support",
    "Online Portal",
    "Grow Your Business",
    "Fuel Card Savings",
    "Lines of Credit",
  ]);
  const stories = page.getByRole("region", { name: "Trusted by carriers across the country" });
  await expect(stories.getByRole("figure")).toHaveCount(3);
  await expect(stories.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(3);
  await expect(stories.getByText("Marcus Bell")).toBeVisible();
  await expect(stories.getByText("Owner-Operator, Bell Freight LLC")).toBeVisible();
});

test("How It Works: three steps, factoring explained, a phone-call button", async ({ page }) => {
  await gotoHydrated(page, "/how-factoring-works");
  const steps = page.getByRole("region", { name: "From delivery to deposit" }).getByRole("listitem");
  await expect(steps).toHaveCount(3);
  await expect(steps.getByRole("heading")).toHaveText([
    "Submit Your Invoice",
    "We Verify and Approve",
    "Get Paid",
  ]);
  await expect(steps.nth(2)).toContainText("up to 95%");
  await expect(steps.nth(2)).toContainText("within 24 hours");
  await expect(page.getByRole("heading", { name: "What is invoice factoring?" })).toBeVisible();
  await expect(page.getByText("Factoring is not a loan", { exact: true })).toBeVisible();
  // The worked example uses the calculator's own formulas and defaults.
  await expect(page.getByText("$4,850.00")).toBeVisible();
  const cta = page.getByRole("region", { name: "Talk to a real person about your invoices" });
  await expect(cta.getByRole("link", { name: "Call (801) 555-0142" })).toHaveAttribute(
    "href",
    "tel:+18015550142",
  );
});

test("Industries: four segments, twelve freight types, requirements, tier links", async ({ page }) => {
  await gotoHydrated(page, "/industries");
  const segments = page.getByRole("region", { name: "Four kinds of trucking businesses, one fast partner" });
  await expect(segments.getByRole("heading", { level: 3 })).toHaveText([
    "Owner Operators",
    "Small to Medium Fleets",
    "Freight Brokers",
    "Logistics Companies",
  ]);
  await expect(segments.getByText("2-50 trucks")).toBeVisible();
  const freight = page
    .getByRole("region", { name: "We fund all 12 major freight types" })
    .getByRole("listitem");
  await expect(freight).toHaveText([
    "Dry Van",
    "Refrigerated",
    "Flatbed",
    "Step Deck",
    "Heavy Haul",
    "Auto Transport",
    "LTL Freight",
    "Expedited",
    "Intermodal",
    "Tanker",
    "Construction",
    "Agricultural",
  ]);
  for (const requirement of [
    "Active DOT and MC authority",
    "Valid liability and cargo insurance",
    "At least 3 months in business (startups considered)",
  ]) {
    await expect(page.getByText(requirement)).toBeVisible();
  }
  const tiers = page.getByRole("region", { name: "Save at the pump with a TPF fuel card" });
  for (const [tier, name, cents, locations, perk] of [
    ["bronze", "Bronze", "2¢", "4,000+", "No monthly fees"],
    ["silver", "Silver", "4¢", "8,000+", "Priority support"],
    ["gold", "Gold", "6¢", "12,000+", "Dedicated account manager"],
  ] as const) {
    const card = tiers.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await expect(card).toContainText(cents);
    await expect(card).toContainText(`Accepted at ${locations} locations`);
    await expect(card).toContainText(perk);
    await expect(card.getByRole("link", { name: `Apply for ${name}` })).toHaveAttribute(
      "href",
      `/fuel-card-application?tier=${tier}`,
    );
  }
  await expect(tiers.getByRole("article").filter({ hasText: "Most Popular" })).toContainText("Silver");
});

test("Why Us: stats, six advantages with badges, states on testimonials, comparison table", async ({
  page,
}) => {
  await gotoHydrated(page, "/why-us");
  for (const stat of ["8+", "750+", "99.5%"])
    await expect(page.getByText(stat, { exact: true })).toBeVisible();
  const advantages = page
    .getByRole("region", { name: "Six reasons carriers switch to TPF" })
    .getByRole("listitem");
  await expect(advantages).toHaveCount(6);
  await expect(advantages.first()).toContainText("24-hour funding");
  const table = page.getByRole("table", { name: "TPF compared with other factors" });
  const rows = table.getByRole("row");
  await expect(rows.nth(0)).toContainText("TPF");
  await expect(rows.nth(0)).toContainText("Other factors");
  await expect(rows.nth(1)).toHaveText(/Factoring rates\s*1\.5%-4\.5%\s*2\.0%-6\.0%/);
  await expect(rows.nth(2)).toHaveText(/Funding speed\s*24 hours\s*2-5 days/);
  await expect(rows.nth(3)).toHaveText(/Contract terms\s*No long-term contracts\s*1-3 year contracts/);
  const stories = page.getByRole("region", { name: "Carriers from coast to coast" });
  await expect(stories.getByRole("figure")).toHaveCount(6);
  await expect(stories.getByRole("figure").first()).toContainText("Texas");
});

test("About: the current team is in the page the server sends, and refreshed in the browser", async ({
  page,
  request,
}) => {
  const { html, text } = await rawText(request, "/about");
  expect(html).not.toContain("team-skeleton");
  for (const fact of [
    "8+",
    "750+",
    "99.5%",
    "2400 S. Freight Line Road, Suite 310",
    "Our mission",
    "Our values",
    ...seededTeam,
  ]) {
    expect(text).toContain(fact);
  }

  await gotoHydrated(page, "/about");
  const team = page.getByRole("region", { name: "Meet our leadership team" });
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/team-members"));
  // The team wakes when it scrolls into view, and asks for the current list then.
  await team.scrollIntoViewIfNeeded();
  expect((await answer).status()).toBe(200);
  await expect(team.getByRole("heading", { level: 3 })).toHaveText([...seededTeam]);
  const karen = team.getByRole("article").filter({ hasText: "Karen Whitaker" });
  await expect(karen).toContainText("Founder & Chief Executive Officer");
  await expect(karen).toContainText("22 years in transportation finance");
  // The seeded team has no photos: each card shows initials instead.
  await expect(karen.getByTestId("photo-placeholder")).toHaveText("KW");
  const values = page.getByRole("region", { name: "Our values" }).getByRole("listitem");
  await expect(values).toHaveCount(4);
});

test.describe("About without the service worker in the way", () => {
  // Requests the worker makes are not seen by page.route; this test needs to answer them itself.
  test.use({ serviceWorkers: "block" });

  test("when the team cannot be refreshed, the team the page came with stays, with no error", async ({
    page,
  }) => {
    let calls = 0;
    await page.route("**/api/team-members", async (route) => {
      calls += 1;
      await route.fulfill({ status: 503, json: { error: "Service unavailable" } });
    });
    await gotoHydrated(page, "/about");
    await page.getByRole("region", { name: "Meet our leadership team" }).scrollIntoViewIfNeeded();
    await expect.poll(() => calls).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { name: "Karen Whitaker" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});

test("Asset-Based Lending: three asset types, three steps, who it suits, a quote link", async ({ page }) => {
  await gotoHydrated(page, "/asset-based-lending");
  await expect(
    page
      .getByRole("region", { name: "Three kinds of assets, one flexible credit line" })
      .getByRole("heading", {
        level: 3,
      }),
  ).toHaveText(["Accounts Receivable", "Fleet and Equipment", "Inventory"]);
  await expect(
    page.getByRole("region", { name: "Three steps to your credit line" }).getByRole("heading", { level: 3 }),
  ).toHaveText(["Assess Your Assets", "Structure Your Loan", "Access Your Funds"]);
  await expect(page.getByRole("heading", { name: "Is asset-based lending right for you?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask about asset-based lending" })).toHaveAttribute(
    "href",
    "/get-quote",
  );
});

test("articles: back link, category, author, reading time, body and closing call to action", async ({
  page,
}) => {
  await gotoHydrated(page, "/resources/factoring-vs-loans");
  await expect(page.getByRole("link", { name: "Back to Resources" })).toHaveAttribute("href", "/resources");
  await expect(page.getByText("Factoring", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("By Rachel Nguyen, Senior Funding Advisor")).toBeVisible();
  await expect(page.getByText("7 min read")).toBeVisible();
  await expect(page.getByRole("table")).toBeVisible();
  const cta = page.locator('section[aria-labelledby="article-cta"]');
  await expect(cta.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", "/get-quote");
  await expect(cta.getByRole("link").nth(1)).toHaveAttribute("href", /^\/(how-factoring-works|about)$/);
  await page.getByRole("link", { name: "Back to Resources" }).click();
  await expect(page).toHaveURL(/\/resources$/);
});

test("legal pages show their last-updated date and contact details", async ({ page }) => {
  for (const path of ["/privacy-policy", "/terms-of-use"]) {
    await gotoHydrated(page, path);
    await expect(page.getByText("Last updated August 4, 2025")).toBeVisible();
  }
  await gotoHydrated(page, "/accessibility");
  await expect(page.getByText(/WCAG\) 2\.1 at Level AA/)).toBeVisible();
  await expect(page.getByText(/within 24 hours/).first()).toBeVisible();
  await expect(page.getByRole("main").getByText("(801) 555-0187").first()).toBeVisible();
  await page
    .getByRole("navigation", { name: "On this page" })
    .getByRole("link", { name: "Known limitations" })
    .click();
  await expect(page).toHaveURL(/#known-limitations$/);
  await expect(page.getByRole("heading", { name: "Known limitations" })).toBeInViewport();
});

test("the header and footer carry their links, social profiles and 2025 copyright", async ({ page }) => {
  await gotoHydrated(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const links = nav.getByRole("link");
  await expect(links).toHaveText(["Home", "How It Works", "Industries", "Why TPF", "Resources", "About"]);
  expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).toEqual([
    "/",
    "/how-factoring-works",
    "/industries",
    "/why-us",
    "/resources",
    "/about",
  ]);
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Client Login" })).toHaveAttribute("href", "/client-login");
  await expect(banner.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", "/get-quote");

  const footer = page.getByRole("contentinfo");
  for (const href of [
    "/get-quote",
    "/fuel-card-application",
    "/asset-based-lending",
    "/how-factoring-works",
    "/privacy-policy",
    "/terms-of-use",
    "/security",
    "/accessibility",
  ]) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
  await expect(social).toHaveCount(3);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  await expect(footer).toContainText("© 2025 Truckers Preferred Funding");
});

test("the footer's Admin link is faint until hovered or focused by keyboard", async ({ page }) => {
  await gotoHydrated(page, "/");
  const admin = page.getByRole("contentinfo").getByRole("link", { name: "Admin" });
  await expect(admin).toHaveAttribute("href", "/admin/team");
  const opacity = () => admin.evaluate((element) => Number(getComputedStyle(element).opacity));
  expect(await opacity()).toBeLessThanOrEqual(0.5);
  await admin.hover();
  await expect.poll(opacity).toBe(1);
  await page.mouse.move(0, 0);
  await expect.poll(opacity).toBeLessThanOrEqual(0.5);
  await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).focus();
  await page.keyboard.press("Tab");
  await expect(admin).toBeFocused();
  await expect.poll(opacity).toBe(1);
});

// robots.txt, sitemap.xml and the image's size are read from the build's files (tests/dist).
test("the share image is served as a PNG", async ({ request }) => {
  const image = await request.get("/og-image.png");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
});

test("following a link gives the page its own title, description and Open Graph URL", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Why TPF" }).click();
  await expect(page).toHaveURL(/\/why-us$/);
  await expect(page).toHaveTitle("Why Truckers Choose TPF");
  // Absolute links name the site's public address (SITE_URL), whatever address served the page.
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", "https://tpf.test/why-us");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://tpf.test/why-us");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Rates from 1\.5%/);
});
