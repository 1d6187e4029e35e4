import { allArticles, libraryArticles } from "../../articles";
import type { Article, ArticleSlug, ArticleWords } from "../../types";
import { cashFlowManagement } from "./cash-flow-management";
import { dotCompliance } from "./dot-compliance";
import { equipmentFinancing } from "./equipment-financing";
import { factoringVsLoans } from "./factoring-vs-loans";
import { fuelManagement } from "./fuel-management";
import { loadBoardStrategies } from "./load-board-strategies";
import { marketOutlook } from "./market-outlook";

/** Each article's Spanish words, by slug (the type asks for every article). */
const spanishWords: Record<ArticleSlug, ArticleWords> = {
  "fuel-management": fuelManagement,
  "load-board-strategies": loadBoardStrategies,
  "cash-flow-management": cashFlowManagement,
  "factoring-vs-loans": factoringVsLoans,
  "dot-compliance": dotCompliance,
  "equipment-financing": equipmentFinancing,
  "market-outlook": marketOutlook,
};

/** An article in Spanish: the English article's facts, written once, with its Spanish words. */
function inSpanish(english: Article): Article {
  const words = spanishWords[english.slug];
  const { slug, category, publishedOn, readingMinutes } = english;
  return {
    ...words,
    slug,
    category,
    publishedOn,
    readingMinutes,
    cta: { ...words.cta, secondary: { ...words.cta.secondary, to: english.cta.secondary.to } },
  };
}

/** The seven articles in Spanish, in the English order, market analysis last. */
export const allSpanishArticles: readonly Article[] = allArticles.map(inSpanish);

export function findSpanishArticle(slug: string): Article | undefined {
  return allSpanishArticles.find((article) => article.slug === slug);
}

/** The library in Spanish: the English library's articles, in its order, as translated. */
export const spanishLibraryArticles: readonly Article[] = libraryArticles.map(({ slug }) => {
  const article = findSpanishArticle(slug);
  if (!article) throw new Error(`The Spanish library is missing ${slug}`);
  return article;
});
