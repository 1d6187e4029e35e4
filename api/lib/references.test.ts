import { describe, expect, test } from "vitest";
import { normalizeReference } from "../contract/reference";
import { newReference } from "./references";

const SHAPE = /^Q-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

describe("newReference", () => {
  test("has the kind's prefix and eight Crockford symbols in two groups", () => {
    expect(newReference("quote")).toMatch(SHAPE);
    expect(newReference("fuel-card-application")).toMatch(/^F-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(newReference("invoice")).toMatch(/^INV-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  });

  test("is random: 2,000 in a row are all different and share no common start", () => {
    const made = Array.from({ length: 2000 }, () => newReference("quote"));
    expect(new Set(made).size).toBe(made.length);
    // Time-ordered ids would give every reference of a minute the same first symbols.
    expect(new Set(made.map((reference) => reference.slice(0, 4))).size).toBeGreaterThan(25);
  });
});

describe("normalizeReference", () => {
  test("reads what a person types: any case, spaces, O for 0, I and L for 1", () => {
    expect(normalizeReference("q-7k3m-9px2")).toBe("Q-7K3M-9PX2");
    expect(normalizeReference(" Q 7K3M 9PX2 ")).toBe("Q-7K3M-9PX2");
    expect(normalizeReference("QO1IL-ABCD")).toBe("Q-0111-ABCD");
    expect(normalizeReference("inv7k3m9px2")).toBe("INV-7K3M-9PX2");
  });

  test("refuses what cannot be a reference", () => {
    for (const typed of ["", "Q-7K3M", "X-7K3M-9PX2", "Q-7K3M-9PX2X", "Q-7K3U-9PX2", "driver@example.com"]) {
      expect(normalizeReference(typed)).toBeUndefined();
    }
  });
});
