import { spanishEditionPaths } from "../support/published-pages";
import { expectAccessibleAndFitting, sidewaysOverflow } from "./axe";
import { expect, test } from "./fixtures";
import { englishLabels, labelsShown, shownText } from "./spanish-helpers";

/*
 * The Spanish edition (docs/decisions/0170-spanish-edition.md), as far as it
 * is published: the articles under /es/, in Spanish words around Spanish
 * text, paired with their English page both ways. What the built HTML says
 * before any script (each page's language and alternates, its words, the
 * sitemap's pairs, the pages with scripts off) is read from the build's
 * files (tests/dist/spanish.test.ts), and axe on every page's markup
 * (tests/dist/axe.test.ts); here, what needs the browser: the words once the
 * scripts have run, the language switch, axe on each template drawn, and the layout.
 */

/** The English catalogues' words that Spanish says differently: none may show on a Spanish page. */
const englishOnly = englishLabels();

/** Every page published in Spanish, by its English path: the whole public site, its forms and sign-in. */
const paired = [...spanishEditionPaths];

/** The Spanish address of an English path (the home page's is `/es`). */
const spanishOf = (english: string) => (english === "/" ? "/es" : `/es${english}`);

/** Where the English page's URL ends (the English home's switch names English: `/?lang=en`, then `/`). */
const endsWith = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/**
 * One Spanish page of each template: home, service, company, resources, forms, sign-in, article,
 * legal. Axe runs on these in the browser at a phone's and a desktop's width (what needs the page
 * drawn, as colour contrast); every page's markup is checked by axe without a browser
 * (tests/dist/axe.test.ts).
 */
const samples = new Set([
  "/",
  "/how-factoring-works",
  "/about",
  "/resources",
  "/get-quote",
  "/fuel-card-application",
  "/client-login",
  "/resources/cash-flow-management",
  "/privacy-policy",
]);

/*
 * Each Spanish page opened once on a phone: its words once the scripts have run, nothing scrolling
 * sideways (Spanish words run longer), axe where it is its template's sample (then again widened to
 * a desktop), and the language switch both ways.
 */
for (const english of paired) {
  const spanish = spanishOf(english);
  const title = samples.has(english)
    ? `${spanish}: Spanish words once the scripts run, no axe violation and nothing sideways at 375 and 1280 px, the switch to English and back`
    : `${spanish}: Spanish words once the scripts run, nothing sideways at 375 px, the switch to English and back`;
  test(title, async ({ page }) => {
    // slow: a template's sample runs axe at two widths, 15-25 s on a busy machine; the others take 5-9 s.
    await page.setViewportSize({ width: 375, height: 812 });
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

    if (samples.has(english)) {
      await expectAccessibleAndFitting(page, `${spanish} at 375 px`);
      await page.setViewportSize({ width: 1280, height: 812 });
      await expectAccessibleAndFitting(page, `${spanish} at 1280 px`);
    } else {
      expect(await sidewaysOverflow(page), `sideways overflow: ${spanish} at 375 px`).toBeLessThanOrEqual(0);
    }

    // The switch keeps the reader on the same page, each way.
    await page.getByRole("link", { name: "English" }).first().click();
    await expect(page).toHaveURL(endsWith(english));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    if (indexed) expect(await alternates("es")).toMatch(endsWith(spanish));
    await page.getByRole("link", { name: "Español" }).first().click();
    await expect(page).toHaveURL(endsWith(spanish));
  });
}
