import { spanishEditionPaths } from "../../src/lib/locale";
import { expectAccessibleAndFitting } from "./axe";
import { expect, test } from "./fixtures";
import { englishLabels, labelsShown, shownText } from "./spanish-helpers";

/*
 * The Spanish edition (docs/decisions/0170-spanish-edition.md), as far as it
 * is published: the articles under /es/, in Spanish words around Spanish
 * text, paired with their English page both ways. What the built HTML says
 * before any script (each page's language and alternates, its words, the
 * sitemap's pairs, the pages with scripts off) is read from the build's
 * files (tests/dist/spanish.test.ts); here, what needs the browser: the
 * words once the scripts have run, the language switch, axe and the layout.
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
  test(`/es${english}: Spanish words once the scripts run, and a switch to the English page and back`, async ({
    page,
  }) => {
    const spanish = spanishOf(english);
    await page.goto(spanish);
    const alternates = (language: string) =>
      page.locator(`head link[rel="alternate"][hreflang="${language}"]`).getAttribute("href");
    // Pages never indexed (form answers, password and offline pages) name no alternates.
    const indexed = (await page.locator('head meta[name="robots"][content*="noindex"]').count()) === 0;

    // Not one of the English catalogue's sentences or labels in the page's own words (the article's
    // text glosses some trucking terms in English, on purpose: the content tests check it). Read once
    // the scripts have run: they add words of their own (the forms' hints under the send button).
    const shown = await shownText(page);
    // Names stay as they are in any language.
    expect(labelsShown(shown, englishOnly)).toEqual([]);

    // The switch keeps the reader on the same page, each way.
    await page.getByRole("link", { name: "English" }).first().click();
    await expect(page).toHaveURL(endsWith(english));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    if (indexed) expect(await alternates("es")).toMatch(endsWith(spanish));
    await page.getByRole("link", { name: "Español" }).first().click();
    await expect(page).toHaveURL(endsWith(spanish));
  });
}

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

/*
 * Each Spanish page (the articles share one layout: one stands for them) opened on a phone, then
 * widened to a desktop where it is one of the samples: axe and no sideways scroll at each width.
 */
const phoneChecked = paired.filter(
  (path) => !path.startsWith("/resources/") || path === "/resources/cash-flow-management",
);
for (const english of phoneChecked) {
  const widths = samples.includes(english) ? "375 and 1280 px" : "375 px";
  test(`${spanishOf(english)} at ${widths}: no axe violation, nothing scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(spanishOf(english));
    await expectAccessibleAndFitting(page, `${spanishOf(english)} at 375 px`);
    if (!samples.includes(english)) return;
    await page.setViewportSize({ width: 1280, height: 812 });
    await expectAccessibleAndFitting(page, `${spanishOf(english)} at 1280 px`);
  });
}
