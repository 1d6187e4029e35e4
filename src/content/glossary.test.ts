import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { companyWords } from "./company";
import { fuelTierNoteIn, fuelTiersIn } from "./fuel-tiers";
import { aboutIn } from "./about";
import { ablPageIn } from "./asset-based-lending";
import { homeIn } from "./home";
import { howItWorksIn } from "./how-it-works";
import { industriesPageIn } from "./industries";
import { resourcesCopyIn } from "./resources";
import { testimonialsIn } from "./testimonials";
import { whyUsIn } from "./why-us";

/*
 * The Spanish words the glossary (docs/glossary.md) never allows, read from its table, looked for in
 * every Spanish catalogue and content module: one name per idea, as a Spanish-first driver says it.
 */

const root = path.resolve(import.meta.dirname, "../..");

/** The "Never" column of the glossary's table, one term per comma. */
function forbiddenTerms(): string[] {
  const rows = readFileSync(path.join(root, "docs/glossary.md"), "utf8")
    .split("\n")
    .filter((line) => line.startsWith("|") && !line.startsWith("| ---") && !line.startsWith("| English"));
  return rows.flatMap((row) =>
    (row.split("|")[3] ?? "")
      .split(",")
      .map((term) => term.trim())
      .filter(Boolean),
  );
}

function filesUnder(folder: string, ending: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(ending) && !file.includes(".test."))
    .map((file) => path.join(folder, file));
}

const spanishFiles = [
  ...filesUnder("messages", "es.json").filter((file) => path.basename(file) === "es.json"),
  ...filesUnder("src/content/es", ".ts"),
  // The leadership team's words, seeded in both languages (the English ones hold no Spanish term).
  "api/contract/seed-team.ts",
];

/**
 * Content written once with its words per language, in one module beside the English: its Spanish
 * words, read by value (the module's English names "Gold" on purpose).
 */
const spanishContent: Record<string, unknown> = {
  "the company's words": companyWords("es"),
  "the fuel card tiers": [fuelTiersIn("es"), fuelTierNoteIn("es")],
  "the home page": homeIn("es"),
  About: aboutIn("es"),
  "How It Works": howItWorksIn("es"),
  "Asset-Based Lending": ablPageIn("es"),
  Industries: industriesPageIn("es"),
  Resources: resourcesCopyIn("es"),
  "Why Us": whyUsIn("es"),
  "the customer stories": testimonialsIn("es"),
};

/** Every text of a content value. */
const textsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : typeof value === "object" && value !== null
      ? Object.values(value).flatMap(textsOf)
      : [];

/**
 * Whole words. A term written in lower case is found in any case ("Factorizar" starts a sentence);
 * a name written with its capital only so ("Gold", not the id "gold" or "Golden Gate"). A verb in
 * -izar is refused in every form: "factorizar" finds "factorice", "factorizamos", "factorización".
 */
const wordPattern = (term: string) => {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const word = /^\p{Ll}+izar$/u.test(term) ? `${escaped.slice(0, -3)}[zc]\\p{L}*` : escaped;
  return new RegExp(`(?<![\\p{L}-])${word}(?![\\p{L}-])`, term === term.toLowerCase() ? "iu" : "u");
};

describe("the Spanish glossary", () => {
  const terms = forbiddenTerms();

  it("is read: the table names the words it refuses", () => {
    expect(terms).toEqual(expect.arrayContaining(["factorizar", "conductor propietario", "Gold"]));
    expect(spanishFiles).toEqual(
      expect.arrayContaining([
        "messages/es.json",
        path.join("src/content/es/articles", "fuel-management.ts"),
      ]),
    );
  });

  it("finds a refused word where there is one", () => {
    expect(wordPattern("factorizar").test("prefieren factorizar cada factura")).toBe(true);
    expect(wordPattern("factorizar").test("Factorizar cada factura")).toBe(true);
    expect(wordPattern("factorizar").test("factorice una carga o todas")).toBe(true);
    expect(wordPattern("factorizar").test("la factorización")).toBe(true);
    expect(wordPattern("factorizar").test("el factoraje de facturas")).toBe(false);
    expect(wordPattern("Gold").test("la tarjeta Golden")).toBe(false);
    expect(wordPattern("Gold").test('id: "gold"')).toBe(false);
  });

  it("no Spanish catalogue or content module uses a word the glossary refuses", () => {
    const found = spanishFiles.flatMap((file) => {
      const text = readFileSync(path.join(root, file), "utf8");
      return terms.filter((term) => wordPattern(term).test(text)).map((term) => `${file}: ${term}`);
    });
    expect(found).toEqual([]);
  });

  it("no Spanish words of a content module written in every language use a word the glossary refuses", () => {
    const found = Object.entries(spanishContent).flatMap(([name, content]) => {
      const texts = textsOf(content);
      expect(texts.length, name).toBeGreaterThan(0);
      return terms
        .filter((term) => texts.some((text) => wordPattern(term).test(text)))
        .map((term) => `${name}: ${term}`);
    });
    expect(found).toEqual([]);
    // The English words of the same modules hold terms the Spanish may not: the read is by language.
    expect(textsOf(fuelTiersIn("en")).some((text) => wordPattern("Gold").test(text))).toBe(true);
  });
});
