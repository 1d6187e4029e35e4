import { libraryArticles } from "../../articles";
import type { Article } from "../../types";
import { cashFlowManagement } from "./cash-flow-management";
import { dotCompliance } from "./dot-compliance";
import { equipmentFinancing } from "./equipment-financing";
import { factoringVsLoans } from "./factoring-vs-loans";
import { fuelManagement } from "./fuel-management";
import { loadBoardStrategies } from "./load-board-strategies";
import { marketOutlook } from "./market-outlook";

/** The seven articles in Spanish, in the English library's order, market analysis last. */
export const allSpanishArticles: readonly Article[] = [
  fuelManagement,
  loadBoardStrategies,
  cashFlowManagement,
  factoringVsLoans,
  dotCompliance,
  equipmentFinancing,
  marketOutlook,
];

export function findSpanishArticle(slug: string): Article | undefined {
  return allSpanishArticles.find((article) => article.slug === slug);
}

/** The library in Spanish: the English library's articles, in its order, as translated. */
export const spanishLibraryArticles: readonly Article[] = libraryArticles.map(({ slug }) => {
  const article = findSpanishArticle(slug);
  if (!article) throw new Error(`The Spanish library is missing ${slug}`);
  return article;
});
