import { describe, expect, it } from "vitest";
import {
  calculateFactoring,
  factoringBounds,
  factoringDefaults,
  factoringFormDefaults,
  parseFactoringForm,
} from "./factoring";

describe("calculateFactoring", () => {
  it("uses the defaults: $5,000 invoice, 90% advance, 2% rate, 45 days", () => {
    expect(factoringDefaults).toEqual({
      invoiceAmount: 5000,
      advanceRate: 90,
      factoringRate: 2,
      paymentTermsDays: 45,
    });
    expect(calculateFactoring(factoringDefaults)).toEqual({
      advance: 4500,
      fee: 150,
      reserve: 500,
      finalPayout: 350,
      totalReceived: 4850,
      effectiveRate: 3,
    });
  });

  it("charges the rate per 30 days of payment terms", () => {
    const base = { invoiceAmount: 10000, advanceRate: 95, factoringRate: 3 };
    expect(calculateFactoring({ ...base, paymentTermsDays: 30 }).fee).toBe(300);
    expect(calculateFactoring({ ...base, paymentTermsDays: 15 }).fee).toBe(150);
    expect(calculateFactoring({ ...base, paymentTermsDays: 90 }).fee).toBe(900);
    expect(calculateFactoring({ ...base, paymentTermsDays: 0 }).fee).toBe(0);
  });

  it("pays the reserve minus the fee at the end and adds it to the advance", () => {
    const result = calculateFactoring({
      invoiceAmount: 2750,
      advanceRate: 85,
      factoringRate: 2.5,
      paymentTermsDays: 60,
    });
    expect(result.advance).toBe(2337.5);
    expect(result.reserve).toBe(412.5);
    expect(result.fee).toBe(137.5);
    expect(result.finalPayout).toBe(275);
    expect(result.totalReceived).toBe(2612.5);
    expect(result.effectiveRate).toBe(5);
  });

  it("rounds money to cents and the effective rate to two decimals", () => {
    const result = calculateFactoring({
      invoiceAmount: 1234.56,
      advanceRate: 90,
      factoringRate: 2.3,
      paymentTermsDays: 45,
    });
    expect(result.advance).toBe(1111.1);
    expect(result.fee).toBe(42.59);
    expect(result.reserve).toBe(123.46);
    expect(result.finalPayout).toBe(80.87);
    expect(result.totalReceived).toBe(1191.97);
    expect(result.effectiveRate).toBe(3.45);
  });

  it("shows a negative final payout when the fee is larger than the reserve", () => {
    const result = calculateFactoring({
      invoiceAmount: 1000,
      advanceRate: 100,
      factoringRate: 2,
      paymentTermsDays: 30,
    });
    expect(result.reserve).toBe(0);
    expect(result.finalPayout).toBe(-20);
    expect(result.totalReceived).toBe(980);
  });

  it("gives an effective rate of 0 for a $0 invoice instead of dividing by zero", () => {
    expect(calculateFactoring({ ...factoringDefaults, invoiceAmount: 0 })).toEqual({
      advance: 0,
      fee: 0,
      reserve: 0,
      finalPayout: 0,
      totalReceived: 0,
      effectiveRate: 0,
    });
  });
});

describe("factoring bounds and steps", () => {
  it("match the product rules", () => {
    expect(factoringBounds).toEqual({
      invoiceAmount: { min: 0, step: 100 },
      advanceRate: { min: 0, max: 100, step: 5 },
      factoringRate: { min: 0, max: 10, step: 0.1 },
      paymentTermsDays: { min: 0, step: 15 },
    });
  });
});

describe("parseFactoringForm", () => {
  it("accepts the defaults", () => {
    expect(parseFactoringForm(factoringFormDefaults)).toEqual({ ok: true, input: factoringDefaults });
  });

  it("accepts the limits themselves", () => {
    const parsed = parseFactoringForm({
      invoiceAmount: "0",
      advanceRate: "100",
      factoringRate: "10",
      paymentTermsDays: "0",
    });
    expect(parsed.ok).toBe(true);
  });

  it("rejects empty, non-numeric and out-of-range values with a message per field", () => {
    const parsed = parseFactoringForm({
      invoiceAmount: "",
      advanceRate: "101",
      factoringRate: "-0.1",
      paymentTermsDays: "abc",
    });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        invoiceAmount: "Enter an invoice amount of $0 or more.",
        advanceRate: "Enter an advance rate between 0 and 100%.",
        factoringRate: "Enter a factoring rate between 0 and 10%.",
        paymentTermsDays: "Enter payment terms of 0 days or more.",
      },
    });
  });

  it("rejects a negative invoice and a factoring rate above 10%", () => {
    const parsed = parseFactoringForm({
      ...factoringFormDefaults,
      invoiceAmount: "-100",
      factoringRate: "10.1",
    });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.errors).sort()).toEqual(["factoringRate", "invoiceAmount"]);
  });

  it("says the same in Spanish on a Spanish page, each message in its field", () => {
    const parsed = parseFactoringForm(
      { invoiceAmount: "", advanceRate: "101", factoringRate: "-0.1", paymentTermsDays: "abc" },
      "es",
    );
    expect(parsed).toEqual({
      ok: false,
      errors: {
        invoiceAmount: "Ingrese un monto de factura de $0 o más.",
        advanceRate: "Ingrese un porcentaje de adelanto entre 0 y 100%.",
        factoringRate: "Ingrese una tasa de factoraje entre 0 y 10%.",
        paymentTermsDays: "Ingrese un plazo de pago de 0 días o más.",
      },
    });
    expect(parseFactoringForm(factoringFormDefaults, "es")).toEqual({ ok: true, input: factoringDefaults });
  });
});
