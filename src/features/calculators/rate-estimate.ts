import type { Locale } from "../../lib/locale";
import * as m from "../../paraglide/messages";

/**
 * The rate estimate tool (its rules: docs/product-rules.md). Rates are computed in integer
 * tenths of a percent so that 2.0 - 0.2 + 0.4 is exactly 2.2, never
 * 2.2000000000000006 (which would tip a label over its boundary).
 */

export const creditRatings = ["Excellent", "Good", "Fair", "Poor"] as const;
export type CreditRating = (typeof creditRatings)[number];

export const rateIndustries = [
  "General Freight",
  "Dry Van",
  "Refrigerated",
  "Flatbed",
  "Hot Shot",
  "Auto Transport",
  "Heavy Haul",
  "LTL",
] as const;
export type RateIndustry = (typeof rateIndustries)[number];

const higherRiskIndustries: readonly RateIndustry[] = ["Hot Shot", "Auto Transport", "Heavy Haul"];

export interface RateEstimateInput {
  /** Monthly invoice volume in US dollars. */
  monthlyVolume: number;
  creditRating: CreditRating;
  yearsInBusiness: number;
  industry: RateIndustry;
  /** Desired advance rate in percent (70-95). */
  advanceRate: number;
}

export type RiskLabel = "Low Risk" | "Standard Risk" | "Moderate Risk" | "Higher Risk";

export interface RateEstimate {
  /** Estimated factoring rate in percent, 1.5-5. */
  rate: number;
  /** The rate plus or minus 0.2, each end clamped to 1.5-5. */
  range: { low: number; high: number };
  riskLabel: RiskLabel;
  /** Monthly volume / 4.33 weeks x advance rate, in US dollars. */
  weeklyCashAccess: number;
}

export const rateDefaults: RateEstimateInput = {
  monthlyVolume: 50000,
  creditRating: "Good",
  yearsInBusiness: 3,
  industry: "General Freight",
  advanceRate: 90,
};

export const rateBounds = {
  monthlyVolume: { min: 0, step: 5000 },
  yearsInBusiness: { min: 0, max: 50, step: 1 },
  advanceRate: { min: 70, max: 95, step: 5 },
} as const;

const RATE_FLOOR = 1.5;
const RATE_CEILING = 5;
const WEEKS_PER_MONTH = 4.33;

const toTenths = (percent: number) => Math.round(percent * 10);
const fromTenths = (tenths: number) => tenths / 10;
const clampTenths = (tenths: number) =>
  Math.min(toTenths(RATE_CEILING), Math.max(toTenths(RATE_FLOOR), tenths));

/** Label for a rate in percent; compared in hundredths so floating-point noise never changes it. */
export function riskLabelFor(rate: number): RiskLabel {
  const hundredths = Math.round(rate * 100);
  if (hundredths <= 180) return "Low Risk";
  if (hundredths <= 220) return "Standard Risk";
  if (hundredths <= 280) return "Moderate Risk";
  return "Higher Risk";
}

export function estimateRate(input: RateEstimateInput): RateEstimate {
  let tenths = 20;
  if (input.monthlyVolume > 100000) tenths -= 3;
  if (input.creditRating === "Excellent") tenths -= 2;
  if (input.yearsInBusiness < 1) tenths += 4;
  if (higherRiskIndustries.includes(input.industry)) tenths += 3;
  const rateTenths = clampTenths(tenths);
  const rate = fromTenths(rateTenths);
  const weeklyCashAccess = (input.monthlyVolume / WEEKS_PER_MONTH) * (input.advanceRate / 100);
  return {
    rate,
    range: { low: fromTenths(clampTenths(rateTenths - 2)), high: fromTenths(clampTenths(rateTenths + 2)) },
    riskLabel: riskLabelFor(rate),
    weeklyCashAccess: Math.round(weeklyCashAccess * 100) / 100,
  };
}

export type RateField = "monthlyVolume" | "creditRating" | "yearsInBusiness" | "industry" | "advanceRate";
export type RateFormValues = Record<RateField, string>;
export type RateErrors = Partial<Record<RateField, string>>;

export const rateFormDefaults: RateFormValues = {
  monthlyVolume: String(rateDefaults.monthlyVolume),
  creditRating: rateDefaults.creditRating,
  yearsInBusiness: String(rateDefaults.yearsInBusiness),
  industry: rateDefaults.industry,
  advanceRate: String(rateDefaults.advanceRate),
};

const numberOrUndefined = (raw: string) => {
  const trimmed = raw.trim();
  if (trimmed === "") return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
};

const isCreditRating = (value: string): value is CreditRating =>
  (creditRatings as readonly string[]).includes(value);
const isIndustry = (value: string): value is RateIndustry =>
  (rateIndustries as readonly string[]).includes(value);

/** Reads the form's text values; every field must be present and within its bounds (messages in `locale`). */
export function parseRateForm(
  values: RateFormValues,
  locale: Locale = "en",
): { ok: true; input: RateEstimateInput } | { ok: false; errors: RateErrors } {
  const errors: RateErrors = {};
  const monthlyVolume = numberOrUndefined(values.monthlyVolume);
  const yearsInBusiness = numberOrUndefined(values.yearsInBusiness);
  const advanceRate = numberOrUndefined(values.advanceRate);
  const { creditRating, industry } = values;

  if (monthlyVolume === undefined || monthlyVolume < rateBounds.monthlyVolume.min) {
    errors.monthlyVolume = m.resources_rate_volume_error({}, { locale });
  }
  if (yearsInBusiness === undefined || yearsInBusiness < 0 || yearsInBusiness > 50) {
    errors.yearsInBusiness = m.resources_rate_years_error({}, { locale });
  }
  if (advanceRate === undefined || advanceRate < 70 || advanceRate > 95) {
    errors.advanceRate = m.resources_rate_advance_error({}, { locale });
  }
  if (!isCreditRating(creditRating)) errors.creditRating = m.resources_rate_credit_error({}, { locale });
  if (!isIndustry(industry)) errors.industry = m.resources_rate_industry_error({}, { locale });

  if (
    monthlyVolume === undefined ||
    yearsInBusiness === undefined ||
    advanceRate === undefined ||
    !isCreditRating(creditRating) ||
    !isIndustry(industry) ||
    Object.keys(errors).length > 0
  ) {
    return { ok: false, errors };
  }
  return { ok: true, input: { monthlyVolume, creditRating, yearsInBusiness, industry, advanceRate } };
}
