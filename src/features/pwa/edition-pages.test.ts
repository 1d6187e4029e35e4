import { describe, expect, test } from "vitest";
import published from "../../../tests/fixtures/published-site.json";
import { basePath, LOCALES, pathInLocale } from "../../../api/contract/words";
import { pageLocale, splitManifest } from "./edition-pages";

/**
 * How the worker divides the build's precache list: the files every reader keeps, and each language's
 * pages, kept only by its readers (docs/decisions/0170-spanish-edition.md, "Offline").
 */

const manifest = [
  ...published.precachedPages.map((url) => ({ url, revision: "r" })),
  { url: "assets/site-abc123.js", revision: null },
  { url: "assets/site-abc123.css", revision: null },
  "favicon.ico",
];

describe("the offline copy's editions", () => {
  test("a page belongs to the language of its address; scripts, styles and the printable form to everyone", () => {
    expect(pageLocale("index.html")).toBe("en");
    expect(pageLocale("404.html")).toBe("en");
    expect(pageLocale("about/index.html")).toBe("en");
    expect(pageLocale("es/index.html")).toBe("es");
    expect(pageLocale("es/404.html")).toBe("es");
    expect(pageLocale({ url: "es/resources/factoring-vs-loans/index.html", revision: "r" })).toBe("es");
    expect(pageLocale("forms/application.html")).toBeUndefined();
    expect(pageLocale("assets/site-abc123.js")).toBeUndefined();
    // A page whose first folder merely starts like a language is the base language's.
    expect(pageLocale("estimates/index.html")).toBe("en");
  });

  test("every published page is in exactly one edition, and each edition has the same pages", () => {
    const { shared, pages } = splitManifest(manifest);
    const urls = (entries: (string | { url: string })[]) =>
      entries.map((entry) => (typeof entry === "string" ? entry : entry.url));
    expect(urls(shared).sort()).toEqual([
      "assets/site-abc123.css",
      "assets/site-abc123.js",
      "favicon.ico",
      "forms/application.html",
    ]);
    const inEditions = LOCALES.flatMap((locale) => urls(pages[locale]));
    expect(inEditions.length + shared.length).toBe(manifest.length);
    // The same page in every language: a reader of either finds every page offline.
    const asPaths = (locale: (typeof LOCALES)[number]) =>
      urls(pages[locale])
        .map((url) => basePath(`/${url}`))
        .sort();
    for (const locale of LOCALES) {
      expect(pages[locale].length).toBeGreaterThan(20);
      expect(asPaths(locale)).toEqual(asPaths("en"));
      for (const url of urls(pages[locale]))
        expect(url.startsWith(pathInLocale("/", locale).slice(1))).toBe(true);
    }
  });
});
