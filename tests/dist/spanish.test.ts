import { describe, expect, it } from "vitest";
import { seedTeam } from "../../api/contract/seed-team";
import { spanishEditionPaths } from "../support/published-pages";
import { englishLabels, labelsShown } from "../support/english-words";
import { builtFile, builtPage, headings, links, normalized, shownWords } from "./built-site";

/*
 * The Spanish edition (docs/decisions/0170-spanish-edition.md) as the build
 * wrote it: every Spanish page in Spanish words, its language and its pair of
 * editions in the head, the sitemap pairing them, and what it reads like with
 * scripts off. The browser checks the words again once the scripts have run
 * (they add some: the forms' hints), the language switch, axe and the layout
 * (tests/e2e/spanish.spec.ts), and the calculators' words once they have
 * worked out a result (tests/e2e/resources-spanish.spec.ts).
 */

/** The English catalogues' words that Spanish says differently: none may show on a Spanish page. */
const englishOnly = englishLabels();

/** Every page published in Spanish, by its English path: the whole public site, its forms and sign-in. */
const paired = [...spanishEditionPaths];

/** The Spanish address of an English path (the home page's is `/es`). */
const spanishOf = (english: string) => (english === "/" ? "/es" : `/es${english}`);

/** Where the English page's URL ends (the English home's switch names English: `/?lang=en`, then `/`). */
const endsWith = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** A head `<link rel="alternate" hreflang>`'s address for `language`. */
const alternate = (document: Document, language: string) =>
  document.head.querySelector(`link[rel="alternate"][hreflang="${language}"]`)?.getAttribute("href");

/**
 * The page's words as a reader sees them: hidden parts, scripts and (unless kept) `[data-content]`
 * left out (as tests/e2e/spanish-helpers.ts reads them in the browser).
 */
function shownText(document: Document, { keepContent = false } = {}): string {
  const copy = document.body.cloneNode(true) as HTMLElement;
  if (!keepContent) for (const content of copy.querySelectorAll("[data-content]")) content.remove();
  for (const hidden of copy.querySelectorAll("[hidden], template, script, style")) hidden.remove();
  return copy.textContent ?? "";
}

describe("every Spanish page", () => {
  for (const english of paired) {
    const spanish = spanishOf(english);
    it(`/es${english}: in Spanish words, paired with its English page both ways`, () => {
      const page = builtPage(spanish);
      expect(page.documentElement.getAttribute("lang")).toBe("es");
      // Pages never indexed (form answers, password and offline pages) name no alternates.
      const indexed = page.head.querySelectorAll('meta[name="robots"][content*="noindex"]').length === 0;
      if (indexed) {
        expect(alternate(page, "en")).toMatch(endsWith(english));
        expect(alternate(page, "es")).toMatch(endsWith(spanish));
        // The English page names the Spanish one in turn.
        expect(alternate(builtPage(english), "es")).toMatch(endsWith(spanish));
      } else {
        expect(page.head.querySelectorAll('link[rel="alternate"][hreflang]').length).toBe(0);
      }

      // Not one of the English catalogue's sentences or labels in the page's own words (the article's
      // text glosses some trucking terms in English, on purpose: the content tests check it).
      const shown = shownText(page);
      // Names stay as they are in any language.
      expect(labelsShown(shown, englishOnly)).toEqual([]);
    });
  }
});

it("the sitemap names each page's two editions, each pointing at the other", () => {
  const sitemap = builtFile("sitemap.xml");
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

it("every link of a Spanish page to a page published in Spanish leads to its Spanish edition, unless it says it is English", () => {
  const inSpanish = new Set(paired);
  const toEnglish = paired.flatMap((english) =>
    [...builtPage(spanishOf(english)).querySelectorAll("a[href^='/']:not([hreflang='en'])")]
      .map((link) => (link.getAttribute("href") ?? "").split(/[?#]/)[0]!)
      .filter((target) => inSpanish.has(target))
      .map((target) => `${spanishOf(english)} -> ${target}`),
  );
  expect(toEnglish).toEqual([]);
});

it("a Spanish legal page says the English text governs, and links to it", () => {
  const page = builtPage("/es/privacy-policy");
  const english = links(page, "versión en inglés");
  expect(english).toHaveLength(1);
  expect(english[0]?.getAttribute("href")).toBe("/privacy-policy");
  expect(english[0]?.getAttribute("hreflang")).toBe("en");
  expect(shownWords(page.body)).toMatch(/Última actualización/);
});

it("/es/about's leadership team reads in Spanish, each card whole, nothing marked as English", () => {
  const cards = [...builtPage("/es/about").querySelectorAll("article[data-content]")];
  expect(cards.map((card) => normalized(card.querySelector("h3")?.textContent))).toEqual(
    seedTeam.map((member) => member.name),
  );
  for (const [index, card] of cards.entries()) {
    const { role, experience, bio } = seedTeam[index]!.translations.es;
    // What a reader hears: the photo's placeholder initials are hidden from assistive technology.
    const read = card.cloneNode(true) as Element;
    for (const hidden of read.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    expect(normalized(read.textContent)).toBe(
      normalized(`${seedTeam[index]!.name}${role}${experience}${bio}`),
    );
    expect(card.querySelectorAll("[lang]")).toHaveLength(0);
  }
  // The English page keeps the English words.
  const english = builtPage("/about").querySelector("article[data-content]");
  expect(normalized(english?.textContent)).toContain(seedTeam[0].bio);
});

it("the Spanish home, Why Us and About open on their own headings, each its own canonical address", () => {
  for (const { spanish, h1 } of [
    { spanish: "/es", h1: "Un flujo de efectivo sólido es la base para crecer." },
    { spanish: "/es/why-us", h1: "Dinero más rápido, tarifas más bajas y sin ataduras" },
    { spanish: "/es/about", h1: "Financiamiento rápido y justo, de gente que conoce el transporte" },
  ]) {
    const page = builtPage(spanish);
    expect(headings(page, 1).map((heading) => normalized(heading.textContent))).toEqual([h1]);
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `https://tpf.test${spanish}`,
    );
  }
});

it("/es/resources: in Spanish, paired with /resources both ways", () => {
  const page = builtPage("/es/resources");
  expect(page.documentElement.getAttribute("lang")).toBe("es");
  expect(headings(page, 1).map((heading) => normalized(heading.textContent))).toEqual([
    "Herramientas y guías para manejar un negocio de transporte rentable",
  ]);
  expect(alternate(page, "en")).toMatch(/\/resources$/);
  expect(alternate(page, "es")).toMatch(/\/es\/resources$/);
  const english = builtPage("/resources");
  expect(alternate(english, "es")).toMatch(/\/es\/resources$/);
  expect(alternate(english, "en")).toMatch(/\/resources$/);
});

describe("without JavaScript", () => {
  it("every Spanish page reads in Spanish, with its way to the English page", () => {
    for (const english of paired) {
      const spanish = spanishOf(english);
      const page = builtPage(spanish);
      expect(page.documentElement.getAttribute("lang"), spanish).toBe("es");
      expect(headings(page, 1), spanish).toHaveLength(1);
      expect(links(page, "English")[0]?.getAttribute("hreflang"), spanish).toBe("en");
    }
  });

  it("a Spanish article reads whole, in Spanish", () => {
    const page = builtPage("/es/resources/dot-compliance");
    expect(page.documentElement.getAttribute("lang")).toBe("es");
    const heading = headings(page, 1);
    expect(heading).toHaveLength(1);
    expect(normalized(heading[0]?.textContent)).toContain("DOT");
    expect(links(page, "Volver a Recursos")).toHaveLength(1);
  });

  it("the Spanish home reads whole, in Spanish, with links that stay in Spanish", () => {
    const page = builtPage("/es");
    expect(page.documentElement.getAttribute("lang")).toBe("es");
    expect(shownWords(page.body)).toContain("Paso 3");
    const main = page.querySelectorAll("main");
    expect(main).toHaveLength(1);
    expect(links(main[0]!, "Cotice gratis")[0]?.getAttribute("href")).toBe("/es/get-quote");
  });
});
