import type { Article, ArticleCategory, ArticleSlug } from "../types";
import { cashFlowManagement } from "./cash-flow-management";
import { dotCompliance } from "./dot-compliance";
import { equipmentFinancing } from "./equipment-financing";
import { factoringVsLoans } from "./factoring-vs-loans";
import { fuelManagement } from "./fuel-management";
import { loadBoardStrategies } from "./load-board-strategies";
import { marketOutlook } from "./market-outlook";

/** The six library articles in the order of the Resources page; the first two are featured. */
export const libraryArticles: readonly Article[] = [
  fuelManagement,
  loadBoardStrategies,
  cashFlowManagement,
  factoringVsLoans,
  dotCompliance,
  equipmentFinancing,
];

/** Market analysis is reached from the news cards, not the library. */
export const allArticles: readonly Article[] = [...libraryArticles, marketOutlook];

export const featuredArticleSlugs: readonly ArticleSlug[] = ["fuel-management", "load-board-strategies"];

export const libraryCategories: readonly ArticleCategory[] = [
  "Finance",
  "Factoring",
  "Operations",
  "Compliance",
];

export function findArticle(slug: string): Article | undefined {
  return allArticles.find((article) => article.slug === slug);
}
