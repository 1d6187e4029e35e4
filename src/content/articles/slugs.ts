import type { ArticleSlug } from "../types";

export const articleSlugs: readonly ArticleSlug[] = [
  "fuel-management",
  "dot-compliance",
  "equipment-financing",
  "load-board-strategies",
  "cash-flow-management",
  "factoring-vs-loans",
  "market-outlook",
];
