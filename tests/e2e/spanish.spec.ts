import { company } from "../../api/contract/company";
import { spanishEditionPaths } from "../../src/lib/locale";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { englishLabels, showsWords, shownText } from "./spanish-helpers";

/*
 * The Spanish edition (docs/decisions/0170-spanish-edition.md), as far as it
 * is published: the articles under /es/, in Spanish words around Spanish
 * text, paired with their English page both ways.
 */

/** The English catalogues' words that Spanish says differently: none may show on a Spanish page. */
const englishOnly = englishLabels();

/** Every page published in Spanish, by its English path: the whole public site, its forms and sign-in. */
const paired = [...spanishEditionPaths];

/** The Spanish address of an English path (the home page's is `/es`). */
const spanishOf = (english: string) => (english === "/" ? "/es" : `/es${english}`);

/** Where the English page's URL ends (the English home's switch names English: `/?lang=en`, then `/`). */
const endsWith = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

for (const english of paired) {
  test(`/es${english}: Spanish page, paired with its English page both ways`, async ({ page }) => {
    const spanish = spanishOf(english);
    await page.goto(spanish);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const alternates = (language: string) =>
      page.locator(`head link[rel="alternate"][hreflang="${language}"]`).getAttribute("href");
    // Pages never indexed (form answers, password and offline pages) name no alternates.
    const indexed = (await page.locator('head meta[name="robots"][content*="noindex"]').count()) === 0;
    if (indexed) {
      expect(await alternates("en")).toMatch(endsWith(english));
      expect(await alternates("es")).toMatch(endsWith(spanish));
    } else {
      expect(await page.locator('head link[rel="alternate"][hreflang]').count()).toBe(0);
    }

    // Not one of the English catalogue's sentences or labels in the page's own words (the article's
    // text glosses some trucking terms in English, on purpose: the content tests check it).
    const shown = await shownText(page);
    // Names stay as they are in any language.
    const withoutNames = [
      company.fullName,
      ...company.associations.map((association) => association.name),
    ].reduce((text, name) => text.split(name).join(" "), shown);
    const found = englishOnly.filter((text) => showsWords(withoutNames, text));
    expect(found).toEqual([]);

    // The switch keeps the reader on the same page, each way.
    await page.getByRole("link", { name: "English" }).first().click();
    await expect(page).toHaveURL(endsWith(english));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    if (indexed) expect(await alternates("es")).toMatch(endsWith(spanish));
    await page.getByRole("link", { name: "Español" }).first().click();
    await expect(page).toHaveURL(endsWith(spanish));
  });
}

test("the sitemap names each page's two editions, each pointing at the other", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const indexed = paired.filter((english) => sitemap.includes(`${english}</loc>`));
  // Every indexable English page of the list is in the sitemap with its pair (answer pages are not indexed).
  expect(indexed.length).toBeGreaterThan(20);
  for (const english of indexed) {
    const pair = (from: string, hreflang: string, to: string) =>
      new RegExp(
        `<loc>[^<]*${from}</loc>(\\s*<xhtml:link [^>]*/>)*\\s*<xhtml:link rel="alternate" hreflang="${hreflang}" href="[^"]*${to}"/>`,
      );
    expect(sitemap, english).toMatch(pair(spanishOf(english), "en", english));
    expect(sitemap, english).toMatch(pair(english, "es", spanishOf(english)));
  }
});

/** Spanish pages of every kind: home, service, company, resources, forms, sign-in, article, legal. */
const samples = [
  "/",
  "/how-factoring-works",
  "/about",
  "/resources",
  "/get-quote",
  "/fuel-card-application",
  "/client-login",
  "/resources/cash-flow-management",
  "/privacy-policy",
];

for (const width of [375, 1280] as const) {
  test(`Spanish pages at ${width} px: no axe violation, nothing scrolls sideways`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 812 });
    for (const english of width === 375
      ? paired.filter((path) => !path.startsWith("/resources/"))
      : samples) {
      await page.goto(spanishOf(english));
      expect(await axeViolations(page), spanishOf(english)).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        spanishOf(english),
      ).toBeLessThanOrEqual(0);
    }
  });
}

test("a Spanish legal page says the English text governs, and links to it", async ({ page }) => {
  await page.goto("/es/privacy-policy");
  const english = page.getByRole("link", { name: "versión en inglés" });
  await expect(english).toHaveAttribute("href", "/privacy-policy");
  await expect(english).toHaveAttribute("hreflang", "en");
  await expect(page.getByText(/Última actualización/)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("every Spanish page reads in Spanish, with its way to the English page", async ({ page }) => {
    test.setTimeout(120_000);
    for (const english of paired) {
      await page.goto(spanishOf(english));
      await expect(page.locator("html"), spanishOf(english)).toHaveAttribute("lang", "es");
      await expect(page.getByRole("heading", { level: 1 }), spanishOf(english)).toBeVisible();
      await expect(page.getByRole("link", { name: "English" }).first(), spanishOf(english)).toHaveAttribute(
        "hreflang",
        "en",
      );
    }
  });

  test("a Spanish article reads whole, in Spanish", async ({ page }) => {
    await page.goto("/es/resources/dot-compliance");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("DOT");
    await expect(page.getByRole("link", { name: "Volver a Recursos" })).toBeVisible();
  });
});
