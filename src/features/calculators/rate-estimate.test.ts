import { describe, expect, it } from "vitest";
import {
  creditRatings,
  estimateRate,
  parseRateForm,
  rateBounds,
  rateDefaults,
  rateFormDefaults,
  rateIndustries,
  riskLabelFor,
  type RateEstimateInput,
} from "./rate-estimate";

const input = (overrides: Partial<RateEstimateInput> = {}): RateEstimateInput => ({
  ...rateDefaults,
  ...overrides,
});

describe("rate tool defaults and options", () => {
  it("starts at $50,000, Good credit, 3 years, General Freight, 90% advance", () => {
    expect(rateDefaults).toEqual({
      monthlyVolume: 50000,
      creditRating: "Good",
      yearsInBusiness: 3,
      industry: "General Freight",
      advanceRate: 90,
    });
  });

  it("offers the product's credit ratings, industries and bounds", () => {
    expect(creditRatings).toEqual(["Excellent", "Good", "Fair", "Poor"]);
    expect(rateIndustries).toEqual([
      "General Freight",
      "Dry Van",
      "Refrigerated",
      "Flatbed",
      "Hot Shot",
      "Auto Transport",
      "Heavy Haul",
      "LTL",
    ]);
    expect(rateBounds).toEqual({
      monthlyVolume: { min: 0, step: 5000 },
      yearsInBusiness: { min: 0, max: 50, step: 1 },
      advanceRate: { min: 70, max: 95, step: 5 },
    });
  });
});

describe("estimateRate", () => {
  it("gives the 2.0% base rate for the defaults", () => {
    expect(estimateRate(rateDefaults)).toEqual({
      rate: 2,
      range: { low: 1.8, high: 2.2 },
      riskLabel: "Standard Risk",
      weeklyCashAccess: 10392.61,
    });
  });

  it("takes 0.3 off above $100,000 a month (not at exactly $100,000)", () => {
    expect(estimateRate(input({ monthlyVolume: 100000 })).rate).toBe(2);
    expect(estimateRate(input({ monthlyVolume: 100001 })).rate).toBe(1.7);
  });

  it("takes 0.2 off for excellent credit only", () => {
    expect(estimateRate(input({ creditRating: "Excellent" })).rate).toBe(1.8);
    expect(estimateRate(input({ creditRating: "Fair" })).rate).toBe(2);
    expect(estimateRate(input({ creditRating: "Poor" })).rate).toBe(2);
  });

  it("adds 0.4 under one year in business", () => {
    expect(estimateRate(input({ yearsInBusiness: 0 })).rate).toBe(2.4);
    expect(estimateRate(input({ yearsInBusiness: 0.5 })).rate).toBe(2.4);
    expect(estimateRate(input({ yearsInBusiness: 1 })).rate).toBe(2);
  });

  it("adds 0.3 for Hot Shot, Auto Transport and Heavy Haul only", () => {
    for (const industry of ["Hot Shot", "Auto Transport", "Heavy Haul"] as const) {
      expect(estimateRate(input({ industry })).rate).toBe(2.3);
    }
    for (const industry of ["General Freight", "Dry Van", "Refrigerated", "Flatbed", "LTL"] as const) {
      expect(estimateRate(input({ industry })).rate).toBe(2);
    }
  });

  it("combines every adjustment without floating-point drift", () => {
    // 2.0 - 0.2 + 0.4 adds up to 2.2 exactly: Standard Risk, not Moderate.
    const standard = estimateRate(input({ creditRating: "Excellent", yearsInBusiness: 0 }));
    expect(standard.rate).toBe(2.2);
    expect(standard.riskLabel).toBe("Standard Risk");
    expect(standard.range).toEqual({ low: 2, high: 2.4 });

    // 2.0 - 0.3 - 0.2 + 0.4 + 0.3 = 2.2 as well.
    const all = estimateRate(
      input({ monthlyVolume: 250000, creditRating: "Excellent", yearsInBusiness: 0, industry: "Heavy Haul" }),
    );
    expect(all.rate).toBe(2.2);
    expect(all.riskLabel).toBe("Standard Risk");

    // 2.0 + 0.4 + 0.3 = 2.7: Moderate Risk.
    expect(estimateRate(input({ yearsInBusiness: 0, industry: "Hot Shot" }))).toMatchObject({
      rate: 2.7,
      riskLabel: "Moderate Risk",
      range: { low: 2.5, high: 2.9 },
    });
  });

  it("clamps the low end of the range at 1.5%", () => {
    const best = estimateRate(input({ monthlyVolume: 150000, creditRating: "Excellent" }));
    expect(best.rate).toBe(1.5);
    expect(best.riskLabel).toBe("Low Risk");
    expect(best.range).toEqual({ low: 1.5, high: 1.7 });
  });

  it("works out weekly cash as volume / 4.33 x advance rate", () => {
    expect(estimateRate(input({ monthlyVolume: 43300, advanceRate: 80 })).weeklyCashAccess).toBe(8000);
    expect(estimateRate(input({ monthlyVolume: 0 })).weeklyCashAccess).toBe(0);
    expect(estimateRate(input({ monthlyVolume: 100000, advanceRate: 95 })).weeklyCashAccess).toBe(21939.95);
  });
});

describe("riskLabelFor", () => {
  it.each([
    [1.5, "Low Risk"],
    [1.8, "Low Risk"],
    [1.81, "Standard Risk"],
    [2.2, "Standard Risk"],
    [2.0 - 0.3 - 0.2 + 0.4 + 0.3, "Standard Risk"],
    [2.21, "Moderate Risk"],
    [2.8, "Moderate Risk"],
    [2.81, "Higher Risk"],
    [5, "Higher Risk"],
  ])("labels a rate of %s as %s", (rate, label) => {
    expect(riskLabelFor(rate)).toBe(label);
  });

  it("is not fooled by sums that land a hair above a boundary", () => {
    expect(2.6 + 0.2).toBeGreaterThan(2.8);
    expect(riskLabelFor(2.6 + 0.2)).toBe("Moderate Risk");
    expect(0.6 + 1.2).toBeLessThan(1.8);
    expect(riskLabelFor(0.6 + 1.2)).toBe("Low Risk");
  });
});

describe("parseRateForm", () => {
  it("accepts the defaults", () => {
    expect(parseRateForm(rateFormDefaults)).toEqual({ ok: true, input: rateDefaults });
  });

  it("rejects values outside the bounds with a message per field", () => {
    expect(
      parseRateForm({
        monthlyVolume: "-1",
        creditRating: "Great",
        yearsInBusiness: "51",
        industry: "Boats",
        advanceRate: "65",
      }),
    ).toEqual({
      ok: false,
      errors: {
        monthlyVolume: "Enter a monthly volume of $0 or more.",
        yearsInBusiness: "Enter years in business between 0 and 50.",
        advanceRate: "Enter a desired advance rate between 70 and 95%.",
        creditRating: "Choose a credit rating.",
        industry: "Choose an industry.",
      },
    });
  });

  it("accepts the limits themselves and rejects just past them", () => {
    expect(parseRateForm({ ...rateFormDefaults, yearsInBusiness: "50", advanceRate: "95" }).ok).toBe(true);
    expect(parseRateForm({ ...rateFormDefaults, yearsInBusiness: "0", advanceRate: "70" }).ok).toBe(true);
    expect(parseRateForm({ ...rateFormDefaults, advanceRate: "96" }).ok).toBe(false);
    expect(parseRateForm({ ...rateFormDefaults, monthlyVolume: "" }).ok).toBe(false);
  });

  it("says the same in Spanish on a Spanish page, and still reads the options by their English values", () => {
    expect(
      parseRateForm(
        {
          monthlyVolume: "-1",
          creditRating: "Excelente",
          yearsInBusiness: "51",
          industry: "Carga general",
          advanceRate: "65",
        },
        "es",
      ),
    ).toEqual({
      ok: false,
      errors: {
        monthlyVolume: "Ingrese un volumen mensual de $0 o más.",
        yearsInBusiness: "Ingrese entre 0 y 50 años de operación.",
        advanceRate: "Ingrese un adelanto deseado entre 70 y 95%.",
        creditRating: "Elija una calificación de crédito.",
        industry: "Elija una industria.",
      },
    });
    expect(parseRateForm(rateFormDefaults, "es")).toEqual({ ok: true, input: rateDefaults });
  });
});
