import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { count, grouped, requiredText, wellFormed } from "./fields";

/** Lone halves of a pair become U+FFFD; proper pairs and everything else stay as they are. */
const cases: [string, string][] = [
  ["plain text", "plain text"],
  ["\ud800", "\ufffd"],
  ["x\udc00y", "x\ufffdy"],
  ["trucks \ud83d\ude9a", "trucks \ud83d\ude9a"],
  ["\ude9a\ud83d", "\ufffd\ufffd"],
  ["\ud800\ud800\udc00", "\ufffd\ud800\udc00"],
  ["", ""],
];

describe("wellFormed", () => {
  it.each(cases)("makes %j %j", (text, expected) => {
    expect(wellFormed(text)).toBe(expected);
  });

  describe("where the browser lacks String.prototype.toWellFormed", () => {
    const native = Object.getOwnPropertyDescriptor(String.prototype, "toWellFormed");
    afterEach(() => {
      if (native) Object.defineProperty(String.prototype, "toWellFormed", native);
      vi.resetModules();
    });

    it.each(cases)("makes %j %j all the same", async (text, expected) => {
      delete (String.prototype as { toWellFormed?: unknown }).toWellFormed;
      vi.resetModules();
      const fallback = await import("./fields");
      expect(fallback.wellFormed(text)).toBe(expected);
    });
  });

  it("is what a text field stores", () => {
    expect(v.parse(requiredText("Company name", 120), "Red \ud800 Mesa")).toBe("Red \ufffd Mesa");
  });
});

describe("count", () => {
  it("names its bounds with thousands separators, as toLocaleString would", () => {
    for (const value of [1, 12, 999, 1000, 12_345, 100_000, 1_234_567])
      expect(grouped(value)).toBe(value.toLocaleString("en-US"));
    const trucks = count("Number of trucks", { min: 1, max: 100_000 }, true);
    expect(v.safeParse(trucks, "250000").issues?.[0]?.message).toBe(
      "Number of trucks must be at most 100,000",
    );
    expect(v.safeParse(trucks, "0").issues?.[0]?.message).toBe("Number of trucks must be at least 1");
  });
});
