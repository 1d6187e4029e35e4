import { describe, expect, it } from "vitest";
import { ablIntroIn, ablPageIn } from "../asset-based-lending";
import { fuelTierNoteIn, fuelTiersIn } from "../fuel-tiers";
import { factoringStepsIn, howItWorksIn } from "../how-it-works";
import { industriesPageIn } from "../industries";

/*
 * The Spanish How It Works, Asset-Based Lending and Industries pages and the
 * fuel card tiers held to the English ones: the same shape (every key, every
 * list as long), the same icons, ids, flags and numbers, and in every text
 * the same figures: dollar amounts, percentages and every other number.
 */

/** The figures a text names, as written: "$5,000", "95%", "2-50", "4,000+", "24/7". */
const figures = (text: string) => text.match(/\$?\d[\d,.]*(?:[-/+]\d[\d,.]*)*\+?%?/g)?.sort() ?? [];

/** Words that are the same in both languages (names and loan words), each where it may stay. */
const sameInBoth = new Set(["Intermodal"]);

/** Walks both values together; every difference of shape or figure is reported with its path. */
function compare(english: unknown, spanish: unknown, path: string, problems: string[]): void {
  if (typeof english === "string") {
    if (typeof spanish !== "string") return void problems.push(`${path}: not text`);
    if (spanish.trim() === "") problems.push(`${path}: empty`);
    // Ids and bare figures ("4,000+") stay as they are.
    if (path.endsWith(".id") || !/\p{L}/u.test(english)) {
      if (spanish !== english) problems.push(`${path}: ${spanish} is not ${english}`);
      return;
    }
    if (spanish === english && !sameInBoth.has(english)) problems.push(`${path}: not translated`);
    const [want, got] = [figures(english), figures(spanish)];
    if (want.join(" ") !== got.join(" "))
      problems.push(`${path}: figures ${got.join(" ")} are not ${want.join(" ")}`);
    return;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(spanish) || spanish.length !== english.length) {
      return void problems.push(`${path}: not ${english.length} items`);
    }
    english.forEach((item, index) => compare(item, spanish[index], `${path}[${index}]`, problems));
    return;
  }
  if (typeof english === "object" && english !== null && !isComponent(english)) {
    if (typeof spanish !== "object" || spanish === null) return void problems.push(`${path}: not an object`);
    const keys = Object.keys(english).sort();
    if (Object.keys(spanish).sort().join() !== keys.join()) {
      return void problems.push(`${path}: keys ${Object.keys(spanish).sort().join()} are not ${keys.join()}`);
    }
    for (const key of keys) {
      compare(
        (english as Record<string, unknown>)[key],
        (spanish as Record<string, unknown>)[key],
        `${path}.${key}`,
        problems,
      );
    }
    return;
  }
  // Icons, numbers and flags: the very same.
  if (spanish !== english) problems.push(`${path}: ${String(spanish)} is not ${String(english)}`);
}

/** A React component (lucide icons are forwardRef objects): compared by identity. */
const isComponent = (value: object) => "$$typeof" in value || "render" in value;

const problemsOf = (english: unknown, spanish: unknown) => {
  const problems: string[] = [];
  compare(english, spanish, "", problems);
  return problems;
};

describe("the Spanish service pages", () => {
  it.each([
    ["How It Works", howItWorksIn("en"), howItWorksIn("es")],
    ["the home page's factoring steps", factoringStepsIn("en"), factoringStepsIn("es")],
    ["Asset-Based Lending", ablPageIn("en"), ablPageIn("es")],
    ["the asset-based lending intro", ablIntroIn("en"), ablIntroIn("es")],
    ["Industries", industriesPageIn("en"), industriesPageIn("es")],
    ["the fuel card tiers", fuelTiersIn("en"), fuelTiersIn("es")],
    ["the fuel card note", fuelTierNoteIn("en"), fuelTierNoteIn("es")],
  ])("%s: the English shape, icons, ids and figures, every text translated", (_name, english, spanish) => {
    expect(problemsOf(english, spanish)).toEqual([]);
  });

  it("uses the English page's own lists, so the Spanish ones stand beside them", () => {
    expect(industriesPageIn("es").fuel.tiers).toEqual(fuelTiersIn("es"));
    for (const locale of ["en", "es"] as const) {
      expect(howItWorksIn(locale).steps.items).toEqual(factoringStepsIn(locale));
    }
  });

  it.each([
    ["How It Works", howItWorksIn("es").meta],
    ["Asset-Based Lending", ablPageIn("es").meta],
    ["Industries", industriesPageIn("es").meta],
  ])("%s: a description that fits a search result (50-160 characters)", (_name, meta) => {
    expect(meta.description.length).toBeGreaterThanOrEqual(50);
    expect(meta.description.length).toBeLessThanOrEqual(160);
  });

  it("catches a changed figure, a missing item and an untranslated text", () => {
    const howEn = { howItWorksPage: howItWorksIn("en") };
    const howEs = { howItWorksPage: howItWorksIn("es"), factoringSteps: factoringStepsIn("es") };
    const changed = {
      ...howEs.howItWorksPage,
      header: {
        ...howEs.howItWorksPage.header,
        lead: howEs.howItWorksPage.header.lead.replace("95%", "90%"),
      },
      steps: { ...howEs.howItWorksPage.steps, items: howEs.factoringSteps.slice(1) },
      cta: { ...howEs.howItWorksPage.cta, title: howEn.howItWorksPage.cta.title },
    };
    expect(problemsOf(howEn.howItWorksPage, changed)).toEqual([
      ".cta.title: not translated",
      ".header.lead: figures 90% are not 95%",
      ".steps.items: not 3 items",
    ]);
  });
});
