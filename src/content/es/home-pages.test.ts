import { describe, expect, it } from "vitest";
import { aboutIn } from "../about";
import { homeIn } from "../home";
import { testimonialsIn } from "../testimonials";
import { whyUsIn } from "../why-us";

const testimonials = testimonialsIn("en");
const testimonialsEs = testimonialsIn("es");

/*
 * The Spanish home, Why Us and About against the English ones: the same shape
 * (every list as long, every icon the same), and in each text the same
 * figures (every number, every $ and %), with the words translated.
 */

type Leaf = { path: string; value: unknown };

/** Every leaf of a content value with its path: strings, numbers, icons. */
function leaves(value: unknown, path = ""): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  if (value && typeof value === "object" && !("$$typeof" in value) && !("render" in value))
    return Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([key, item]) => leaves(item, `${path}.${key}`));
  return [{ path, value }];
}

/** Numbers, dollar amounts and percentages as written, in order of size. */
const figures = (text: string) => (text.match(/\$?\d+(?:[.,]\d+)*%?/g) ?? []).sort();

/** Words no Spanish sentence has: an untranslated phrase shows itself by them. */
const ENGLISH_WORDS = /\b(the|and|with|your|our|you|we|for|from|of|to|in|is|are|get)\b/;

/** A text to translate: two words or more (figures, names and labels such as "TPF" or "IFA" stay). */
const isProse = (text: string) => /[A-Za-z]{2,}\W+[A-Za-z]{2,}/.test(text);

/** Names that stay as they are in Spanish text. */
const names = [
  "International Factoring Association",
  "Utah Trucking Association",
  "Truckers Preferred Funding",
  "Salt Lake City",
  ...testimonials.map((story) => story.title.split(", ")[1]!.replace(/ \(.*\)$/, "")),
];
const withoutNames = (text: string) => names.reduce((rest, name) => rest.split(name).join(" "), text);

describe.each([
  ["home", homeIn("en"), homeIn("es")],
  ["why-us", whyUsIn("en"), whyUsIn("es")],
  ["about", aboutIn("en"), aboutIn("es")],
] as const)("the Spanish %s page", (_page, english, spanish) => {
  const en = leaves(english);
  const es = leaves(spanish);

  it("has the English page's shape and icons", () => {
    expect(es.map((leaf) => leaf.path)).toEqual(en.map((leaf) => leaf.path));
    en.forEach((leaf, index) => {
      if (typeof leaf.value !== "string") expect(es[index]?.value, leaf.path).toBe(leaf.value);
    });
  });

  it("gives every text the same figures, translated", () => {
    en.forEach((leaf, index) => {
      const english = leaf.value;
      const spanishText = es[index]?.value;
      if (typeof english !== "string" || typeof spanishText !== "string") return;
      expect(figures(spanishText), `${leaf.path}: ${spanishText}`).toEqual(figures(english));
      expect(spanishText.trim(), leaf.path).not.toBe("");
      if (isProse(withoutNames(english))) expect(spanishText, leaf.path).not.toBe(english);
      expect(withoutNames(spanishText), `${leaf.path}: ${spanishText}`).not.toMatch(ENGLISH_WORDS);
    });
  });
});

describe("the Spanish customer stories", () => {
  it("are the English ones, the same people, companies, states and portraits, in the same order", () => {
    const facts = ({ id, name, state, rating, portrait }: (typeof testimonials)[number]) => ({
      id,
      name,
      state,
      rating,
      portrait,
    });
    expect(testimonialsEs.map(facts)).toEqual(testimonials.map(facts));
  });

  it.each(testimonials.map((story, index) => [story.id, story, testimonialsEs[index]!] as const))(
    "%s: the quote and role translated, the company's name and every figure kept",
    (_id, english, spanish) => {
      const companyName = english.title.split(", ")[1]!.replace(/ \(.*\)$/, "");
      expect(spanish.title).toContain(companyName);
      expect(spanish.title).not.toBe(english.title);
      expect(spanish.quote).not.toBe(english.quote);
      expect(figures(spanish.quote)).toEqual(figures(english.quote));
      expect(figures(spanish.title)).toEqual(figures(english.title));
      expect(withoutNames(spanish.quote)).not.toMatch(ENGLISH_WORDS);
      expect(withoutNames(spanish.title)).not.toMatch(ENGLISH_WORDS);
    },
  );
});
