import { describe, expect, it } from "vitest";
import { company } from "../company";
import { findArticle, libraryArticles } from "../articles";
import { resourcesCopyIn } from "../resources";
import { findSpanishArticle, spanishLibraryArticles } from "./articles";

const resourcesCopy = resourcesCopyIn("en");
const resourcesCopyEs = resourcesCopyIn("es");

type Leaf = [path: string, value: unknown];

/** Every leaf of a copy object with its path ("tools.rateQuote.title"). */
function leaves(value: unknown, path = ""): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  }
  return [[path, value]];
}

const english = leaves(resourcesCopy);
const spanish = leaves(resourcesCopyEs);

/** Dollar amounts, percentages, years and phone numbers as written: a translation keeps every one. */
const figures = (text: string) =>
  text.match(/\$[\d,.]+|\d+(?:\.\d+)?%|\(\d{3}\) \d{3}-\d{4}|\b\d{4}\b/g) ?? [];

/** Fields that are addresses or names, the same in both editions. */
const sameInBothEditions = /(\.href|\.articleSlug|\.external|news\[0\]\.source)$/;

describe("the Resources page in Spanish", () => {
  it("has the English page's shape, field for field", () => {
    expect(spanish.map(([path, value]) => [path, typeof value])).toEqual(
      english.map(([path, value]) => [path, typeof value]),
    );
  });

  it("links to the same places and names the same sources", () => {
    const kept = (copy: Leaf[]) => copy.filter(([path]) => sameInBothEditions.test(path));
    expect(kept(spanish)).toEqual(kept(english));
  });

  it.each(english.filter(([path]) => !sameInBothEditions.test(path)))(
    "%s: translated, keeping its figures",
    (path, text) => {
      const translated = spanish.find(([each]) => each === path)?.[1];
      expect(typeof translated).toBe("string");
      expect(translated).not.toBe(text);
      expect(figures(String(translated)).sort()).toEqual(figures(String(text)).sort());
    },
  );

  it("gives the phone number and the company's name as they are", () => {
    expect(resourcesCopyEs.tools.videoTutorials.text).toContain(company.phone.display);
    expect(resourcesCopyEs.news[2]?.source).toContain(company.name);
  });

  it("keeps its description short enough for search results", () => {
    expect(resourcesCopyEs.head.description.length).toBeLessThanOrEqual(160);
    expect(resourcesCopy.head.description.length).toBeLessThanOrEqual(160);
  });

  it("calls the market analysis by its article's title, in each edition", () => {
    const [englishCard, spanishCard] = [resourcesCopy.news[2], resourcesCopyEs.news[2]];
    if (englishCard?.external !== false || spanishCard?.external !== false) throw new Error("not an article");
    expect(englishCard.title).toBe(findArticle(englishCard.articleSlug)?.title);
    expect(spanishCard.title).toBe(findSpanishArticle(spanishCard.articleSlug)?.title);
  });
});

describe("the Spanish library", () => {
  it("lists the English library's articles in its order, in Spanish", () => {
    expect(spanishLibraryArticles.map((article) => article.slug)).toEqual(
      libraryArticles.map((article) => article.slug),
    );
    spanishLibraryArticles.forEach((article, index) => {
      expect(article.title).not.toBe(libraryArticles[index]?.title);
      expect(article).toBe(findSpanishArticle(article.slug));
    });
  });
});
