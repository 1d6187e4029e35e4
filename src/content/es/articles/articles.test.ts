import { describe, expect, it } from "vitest";
import { allArticles } from "../../articles";
import type { ContentBlock } from "../../types";
import { allSpanishArticles } from "./index";

const shape = (block: ContentBlock) =>
  block.type === "ul" || block.type === "ol"
    ? `${block.type}:${block.items.length}`
    : block.type === "table"
      ? `table:${block.head.length}x${block.rows.length}`
      : block.type;

const textOf = (block: ContentBlock): string[] =>
  block.type === "ul" || block.type === "ol"
    ? block.items
    : block.type === "table"
      ? [block.caption, ...block.head, ...block.rows.flat()]
      : block.type === "callout"
        ? [block.title, block.text]
        : [block.text];

/** Dollar amounts and percentages as written: a translation keeps every one. */
const figures = (article: (typeof allArticles)[number]) =>
  [article.summary, ...article.body.flatMap(textOf)]
    .join(" ")
    .match(/\$[\d,.]+|\d+(?:\.\d+)?%/g)
    ?.sort() ?? [];

describe("the Spanish articles", () => {
  it("are the seven English ones, each translated whole", () => {
    expect(allSpanishArticles.map((article) => article.slug).sort()).toEqual(
      allArticles.map((article) => article.slug).sort(),
    );
  });

  it.each(allArticles.map((english) => [english.slug, english] as const))(
    "%s: the same blocks, links, date, reading time and figures as in English",
    (slug, english) => {
      const spanish = allSpanishArticles.find((article) => article.slug === slug);
      if (!spanish) throw new Error(`no Spanish ${slug}`);
      expect(spanish.body.map(shape)).toEqual(english.body.map(shape));
      expect([
        spanish.category,
        spanish.publishedOn,
        spanish.readingMinutes,
        spanish.cta.secondary.to,
      ]).toEqual([english.category, english.publishedOn, english.readingMinutes, english.cta.secondary.to]);
      const links = (article: typeof english) =>
        [
          ...article.body
            .flatMap(textOf)
            .join(" ")
            .matchAll(/\]\(([^)]+)\)/g),
        ].map((match) => match[1]);
      expect(links(spanish)).toEqual(links(english));
      expect(figures(spanish)).toEqual(expect.arrayContaining(figures(english)));
      expect(spanish.summary.length).toBeGreaterThanOrEqual(50);
      expect(spanish.summary.length).toBeLessThanOrEqual(160);
      expect(spanish.title).not.toBe(english.title);
    },
  );
});
