import { describe, expect, it } from "vitest";
import { formatPercent, formatUsd } from "./format";

describe("formatUsd", () => {
  it("shows dollars with cents and thousands separators", () => {
    expect(formatUsd(4500)).toBe("$4,500.00");
    expect(formatUsd(1191.97)).toBe("$1,191.97");
    expect(formatUsd(-20)).toBe("-$20.00");
  });

  it("shows whole dollars for estimates", () => {
    expect(formatUsd(10392.61, { cents: false })).toBe("$10,393");
  });
});

describe("formatPercent", () => {
  it("keeps the requested decimals", () => {
    expect(formatPercent(2, 1)).toBe("2.0%");
    expect(formatPercent(3, 2)).toBe("3.00%");
  });
});
