import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html";

describe("escapeHtml", () => {
  it("turns the characters that end text or an attribute into references", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;",
    );
  });

  it("leaves other text as it is", () => {
    expect(escapeHtml("Bronze: 2¢ per gallon, 4,000+ locations")).toBe(
      "Bronze: 2¢ per gallon, 4,000+ locations",
    );
  });
});
