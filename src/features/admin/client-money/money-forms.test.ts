import { expect, it } from "vitest";
import { amountText, basisPointsOf, checkTermsForm, percentText, termsFormValues } from "./money-forms";

it("reads a typed percentage as basis points digit by digit, with no floating-point drift", () => {
  expect(basisPointsOf("90")).toBe(9000);
  expect(basisPointsOf("90.5")).toBe(9050);
  expect(basisPointsOf("2.25")).toBe(225);
  // 0.29 * 100 is 28.999999999999996 in floating point.
  expect(basisPointsOf("0.29")).toBe(29);
  expect(basisPointsOf("1.1")).toBe(110);
  expect(basisPointsOf(" 3 % ")).toBe(300);
  expect(basisPointsOf("4,5")).toBe(450);
  expect(basisPointsOf("1.005")).toBeUndefined();
  expect(basisPointsOf("-1")).toBeUndefined();
  expect(basisPointsOf("")).toBeUndefined();
  expect(basisPointsOf("ninety")).toBeUndefined();
});

it("shows basis points as the percentage they are, and whole cents as the amount box's text", () => {
  expect(percentText(9050)).toBe("90.5");
  expect(percentText(225)).toBe("2.25");
  expect(percentText(9000)).toBe("90");
  expect(percentText(5)).toBe("0.05");
  expect(amountText(13_005)).toBe("130.05");
  expect(amountText(7)).toBe("0.07");
});

it("checks the terms with the contract's rules and words, on the form's fields", () => {
  const values = termsFormValues({
    advanceRateBps: 9000,
    feeBps: 300,
    feeDays: 30,
    extraFeeBps: 100,
    extraFeeDays: 15,
    recourseDays: 90,
  });
  expect(checkTermsForm({ ...values, advanceRate: "90.5", fee: "2.25" }).terms).toEqual({
    advanceRateBps: 9050,
    feeBps: 225,
    feeDays: 30,
    extraFeeBps: 100,
    extraFeeDays: 15,
    recourseDays: 90,
  });
  expect(checkTermsForm({ ...values, advanceRate: "95.5", feeDays: "0", extraFee: "1.234" }).errors).toEqual({
    advanceRate: "Advance rate must be at most 95 %",
    feeDays: "Fee period must be at least 1 day",
    extraFee: "Enter a percentage with at most two decimals, like 90 or 2.5",
  });
});
