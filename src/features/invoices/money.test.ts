import { describe, expect, it } from "vitest";
import { parseDollars } from "../../../api/contract/invoice";
import { estimatedAdvanceCents, formatCents } from "./money";

describe("parseDollars", () => {
  it("reads what a driver types into cents", () => {
    expect(parseDollars("2450")).toBe(245_000);
    expect(parseDollars("2,450.5")).toBe(245_050);
    expect(parseDollars(" $2,450.05 ")).toBe(245_005);
    expect(parseDollars("0.99")).toBe(99);
    expect(parseDollars(".5")).toBe(50);
  });

  it("never rounds a typed amount into a different one", () => {
    // 0.1 + 0.2 style float noise must not leak into cents.
    expect(parseDollars("1005.15")).toBe(100_515);
    expect(parseDollars("19.99")).toBe(1_999);
  });

  it("refuses what is not an amount of dollars and cents", () => {
    for (const text of ["", "  ", "abc", "12.345", "1.2.3", "-5", "1e5", "$"]) {
      expect(parseDollars(text), text).toBeUndefined();
    }
  });
});

describe("formatCents", () => {
  it("writes cents as dollars", () => {
    expect(formatCents(245_005)).toBe("$2,450.05");
    expect(formatCents(0)).toBe("$0.00");
  });
});

describe("estimatedAdvanceCents", () => {
  it("is the company's maximum share of the total, rounded down to the cent", () => {
    expect(estimatedAdvanceCents(252_500, 95)).toBe(239_875);
    expect(estimatedAdvanceCents(101, 95)).toBe(95);
  });
});
