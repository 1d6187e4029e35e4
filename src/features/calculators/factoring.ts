import type { Locale } from "../../lib/locale";
import * as m from "../../paraglide/messages";

/**
 * The factoring calculator (its rules: docs/product-rules.md), as pure functions so the
 * numbers can be tested without a browser.
 */

export interface FactoringInput {
  /** Invoice amount in US dollars. */
  invoiceAmount: number;
  /** Share of the invoice paid up front, in percent (0-100). */
  advanceRate: number;
  /** Fee per 30 days, in percent of the invoice (0-10). */
  factoringRate: number;
  /** Days until the customer pays. */
  paymentTermsDays: number;
}

export interface FactoringResult {
  advance: number;
  fee: number;
  reserve: number;
  finalPayout: number;
  totalReceived: number;
  /** Fee as a percentage of the invoice, rounded to 2 decimals. */
  effectiveRate: number;
}

export const factoringDefaults: FactoringInput = {
  invoiceAmount: 5000,
  advanceRate: 90,
  factoringRate: 2,
  paymentTermsDays: 45,
};

/** Input attributes and limits of each field. */
export const factoringBounds = {
  invoiceAmount: { min: 0, step: 100 },
  advanceRate: { min: 0, max: 100, step: 5 },
  factoringRate: { min: 0, max: 10, step: 0.1 },
  paymentTermsDays: { min: 0, step: 15 },
} as const;

const cents = (value: number) => Math.round(value * 100) / 100;

export function calculateFactoring(input: FactoringInput): FactoringResult {
  const { invoiceAmount, advanceRate, factoringRate, paymentTermsDays } = input;
  const advance = cents((invoiceAmount * advanceRate) / 100);
  const fee = cents(((invoiceAmount * factoringRate) / 100) * (paymentTermsDays / 30));
  const reserve = cents(invoiceAmount - advance);
  const finalPayout = cents(reserve - fee);
  const totalReceived = cents(advance + finalPayout);
  const effectiveRate = invoiceAmount > 0 ? Math.round((fee / invoiceAmount) * 10000) / 100 : 0;
  return { advance, fee, reserve, finalPayout, totalReceived, effectiveRate };
}

export type FactoringField = keyof FactoringInput;
export type FactoringFormValues = Record<FactoringField, string>;
export type FactoringErrors = Partial<Record<FactoringField, string>>;

export const factoringFormDefaults: FactoringFormValues = {
  invoiceAmount: String(factoringDefaults.invoiceAmount),
  advanceRate: String(factoringDefaults.advanceRate),
  factoringRate: String(factoringDefaults.factoringRate),
  paymentTermsDays: String(factoringDefaults.paymentTermsDays),
};

const numberOrUndefined = (raw: string) => {
  const trimmed = raw.trim();
  if (trimmed === "") return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
};

/** Reads the form's text values; every field must be a number within its bounds (messages in `locale`). */
export function parseFactoringForm(
  values: FactoringFormValues,
  locale: Locale = "en",
): { ok: true; input: FactoringInput } | { ok: false; errors: FactoringErrors } {
  const errors: FactoringErrors = {};
  const invoiceAmount = numberOrUndefined(values.invoiceAmount);
  const advanceRate = numberOrUndefined(values.advanceRate);
  const factoringRate = numberOrUndefined(values.factoringRate);
  const paymentTermsDays = numberOrUndefined(values.paymentTermsDays);

  if (invoiceAmount === undefined || invoiceAmount < factoringBounds.invoiceAmount.min) {
    errors.invoiceAmount = m.resources_factoring_invoice_error({}, { locale });
  }
  if (advanceRate === undefined || advanceRate < 0 || advanceRate > 100) {
    errors.advanceRate = m.resources_factoring_advance_error({}, { locale });
  }
  if (factoringRate === undefined || factoringRate < 0 || factoringRate > 10) {
    errors.factoringRate = m.resources_factoring_rate_error({}, { locale });
  }
  if (paymentTermsDays === undefined || paymentTermsDays < 0) {
    errors.paymentTermsDays = m.resources_factoring_terms_error({}, { locale });
  }
  if (
    invoiceAmount === undefined ||
    advanceRate === undefined ||
    factoringRate === undefined ||
    paymentTermsDays === undefined ||
    Object.keys(errors).length > 0
  ) {
    return { ok: false, errors };
  }
  return { ok: true, input: { invoiceAmount, advanceRate, factoringRate, paymentTermsDays } };
}
