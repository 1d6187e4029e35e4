import { describe, expect, it } from "vitest";
import { allArticles } from "./index";

describe("every article", () => {
  it.each(allArticles.map((article) => [article.slug, article] as const))(
    "%s has a summary that fits a search result and a share card (at most 160 characters)",
    (_slug, article) => {
      expect(article.summary.length).toBeGreaterThanOrEqual(50);
      expect(article.summary.length).toBeLessThanOrEqual(160);
    },
  );
});
