import { describe, expect, it } from "vitest";
import { formatNumber, formatPercent, formatUsd } from "./format";

describe("formatUsd", () => {
  it("shows dollars with cents and thousands separators", () => {
    expect(formatUsd(4500)).toBe("$4,500.00");
    expect(formatUsd(1191.97)).toBe("$1,191.97");
    expect(formatUsd(-20)).toBe("-$20.00");
  });

  it("shows whole dollars for estimates", () => {
    expect(formatUsd(10392.61, { cents: false })).toBe("$10,393");
  });

  it("writes US dollars as US Spanish (es-US) does on a Spanish page: the same figures", () => {
    expect(formatUsd(4500, { locale: "es" })).toBe("$4,500.00");
    expect(formatUsd(-20, { locale: "es" })).toBe("-$20.00");
    expect(formatUsd(10392.61, { cents: false, locale: "es" })).toBe("$10,393");
  });
});

describe("formatPercent", () => {
  it("keeps the requested decimals", () => {
    expect(formatPercent(2, 1)).toBe("2.0%");
    expect(formatPercent(3, 2)).toBe("3.00%");
    expect(formatPercent(1.5, 1)).toBe("1.5%");
    expect(formatPercent(2.2, 1)).toBe("2.2%");
  });

  it("rounds like the English page always has, without floating-point noise", () => {
    expect(formatPercent(2.0 - 0.3 - 0.2 + 0.4 + 0.3, 1)).toBe("2.2%");
    expect(formatPercent(4.999, 2)).toBe("5.00%");
  });

  it("writes a percentage as US Spanish (es-US) does on a Spanish page", () => {
    expect(formatPercent(2, 1, "es")).toBe("2.0%");
    expect(formatPercent(3, 2, "es")).toBe("3.00%");
  });
});

describe("formatNumber", () => {
  it("writes a number as it was entered, with the locale's separators", () => {
    expect(formatNumber(90)).toBe("90");
    expect(formatNumber(92.5)).toBe("92.5");
    expect(formatNumber(12000)).toBe("12,000");
    expect(formatNumber(92.5, "es")).toBe("92.5");
    expect(formatNumber(12000, "es")).toBe("12,000");
  });
});
