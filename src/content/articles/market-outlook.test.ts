import { describe, expect, it } from "vitest";
import type { ContentBlock } from "../types";
import { marketOutlook } from "./market-outlook";

/**
 * The outlook was written in July 2025 and is read long after. It must say so
 * plainly and never present past months as still ahead of the reader.
 */
const writtenIn = new Intl.DateTimeFormat("en-US", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
}).format(new Date(marketOutlook.publishedOn));

const textOf = (block: ContentBlock): string[] => {
  switch (block.type) {
    case "ul":
    case "ol":
      return block.items;
    case "table":
      return [block.caption, ...block.head, ...block.rows.flat()];
    case "callout":
      return [block.title, block.text];
    default:
      return [block.text];
  }
};

describe("the market outlook article", () => {
  it("says when it was written, in its summary and before its first section", () => {
    expect(writtenIn).toBe("July 2025");
    expect(marketOutlook.summary).toContain(`Written in ${writtenIn}`);
    const firstSection = marketOutlook.body.findIndex((block) => block.type === "h2");
    const intro = marketOutlook.body.slice(0, firstSection).flatMap(textOf).join(" ");
    expect(intro).toContain(writtenIn);
    expect(intro).toMatch(/not been updated since/);
  });

  it("never speaks of its own year as the present or of later months as the future", () => {
    const text = [marketOutlook.summary, ...marketOutlook.body.flatMap(textOf)].join("\n");
    expect(text).not.toMatch(/\b(?:rest of|into|for) 202[5-9]\b(?!-)/);
    expect(text).not.toMatch(/\ba 202\d (?:freight )?outlook\b/i);
    expect(text).not.toMatch(/\b(?:is|are) being \w+ in 2025\b/);
    expect(text).not.toMatch(/\bhas been the largest new variable of 2025\b/);
  });

  it("shows readers where to check today's figures", () => {
    const section = marketOutlook.body.findIndex(
      (block) => block.type === "h2" && block.text === "Checking where the market is now",
    );
    expect(section).toBeGreaterThan(0);
    const list = marketOutlook.body[section + 2];
    expect(list?.type).toBe("ul");
    expect(list && textOf(list).join(" ")).toMatch(/DAT.*Cass.*ISM.*EIA.*FMCSA/s);
  });
});
