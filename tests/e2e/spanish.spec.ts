import { readFileSync } from "node:fs";
import { company } from "../../api/contract/company";
import { articleSlugs } from "../../src/content/articles/slugs";
import { spanishLegalPaths } from "../../src/lib/locale";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";

/*
 * The Spanish edition (docs/decisions/0170-spanish-edition.md), as far as it
 * is published: the articles under /es/, in Spanish words around Spanish
 * text, paired with their English page both ways.
 */

/** The English catalogue's words that Spanish says differently: none may show on a Spanish page. */
const englishOnly = (() => {
  const read = (locale: string) =>
    JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Record<string, string>;
  const en = read("en");
  const es = read("es");
  return Object.entries(en)
    .filter(([key, text]) => key !== "$schema" && text !== es[key] && !text.includes("{"))
    .map(([, text]) => text.trim())
    .filter((text) => text.length > 3);
})();

/** Every page published in Spanish so far, by its English path. */
const paired = [...articleSlugs.map((slug) => `/resources/${slug}`), ...spanishLegalPaths];

for (const english of paired) {
  test(`/es${english}: Spanish page, paired with its English page both ways`, async ({ page }) => {
    const spanish = `/es${english}`;
    await page.goto(spanish);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const alternates = (language: string) =>
      page.locator(`head link[rel="alternate"][hreflang="${language}"]`).getAttribute("href");
    expect(await alternates("en")).toMatch(new RegExp(`${english}$`));
    expect(await alternates("es")).toMatch(new RegExp(`${spanish}$`));

    // Not one of the English catalogue's sentences or labels in the page's own words (the article's
    // text glosses some trucking terms in English, on purpose: the content tests check it).
    const shown = await page.evaluate(() => {
      const copy = document.body.cloneNode(true) as HTMLElement;
      for (const content of copy.querySelectorAll("[data-content]")) content.remove();
      for (const hidden of copy.querySelectorAll("[hidden], template, script, style")) hidden.remove();
      return copy.textContent ?? "";
    });
    // Names stay as they are in any language.
    const withoutNames = [
      company.fullName,
      ...company.associations.map((association) => association.name),
    ].reduce((text, name) => text.split(name).join(" "), shown);
    const found = englishOnly.filter((text) =>
      new RegExp(`(^|[^\\w])${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\w])`).test(withoutNames),
    );
    expect(found).toEqual([]);

    // The switch keeps the reader on the same page, each way.
    await page.getByRole("link", { name: "English" }).first().click();
    await expect(page).toHaveURL(new RegExp(`${english}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await alternates("es")).toMatch(new RegExp(`${spanish}$`));
    await page.getByRole("link", { name: "Español" }).first().click();
    await expect(page).toHaveURL(new RegExp(`${spanish}$`));
  });
}

test("the sitemap names each article's two editions, each pointing at the other", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const slug of articleSlugs) {
    const entry = new RegExp(
      `<loc>[^<]*/es/resources/${slug}</loc>\\s*<xhtml:link rel="alternate" hreflang="en" href="[^"]*/resources/${slug}"/>`,
    );
    expect(sitemap).toMatch(entry);
  }
});

for (const width of [375, 1280] as const) {
  test(`a Spanish article at ${width} px: no axe violation, nothing scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 812 });
    await page.goto("/es/resources/cash-flow-management");
    expect(await axeViolations(page)).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
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
  test("a Spanish article reads whole, in Spanish", async ({ page }) => {
    await page.goto("/es/resources/dot-compliance");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("DOT");
    await expect(page.getByRole("link", { name: "Volver a Recursos" })).toBeVisible();
  });
});
