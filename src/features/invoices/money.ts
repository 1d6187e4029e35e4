import { company } from "../../content/company";

/** Amounts are whole cents below the form (docs/decisions/0003-invoices.md). */

const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/;

/** Cents of an amount as a driver types it ("2,450.50", "$2450"), or undefined when it is not one. */
export function parseDollars(text: string): number | undefined {
  const match = DOLLARS.exec(text.trim());
  if (!match) return undefined;
  const [, whole = "", fraction] = match;
  if (whole === "" && !fraction) return undefined;
  const dollars = Number(whole.replaceAll(",", "") || "0");
  const cents = Number((fraction ?? "").padEnd(2, "0") || "0");
  return dollars * 100 + cents;
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export const formatCents = (cents: number) => dollars.format(cents / 100);

/**
 * The most an invoice may bring as an advance (up to the company's
 * maximum, a company fact): an estimate only, since funding itself
 * happens outside this product.
 */
export const estimatedAdvanceCents = (totalCents: number, percent: number = company.maxAdvancePercent) =>
  Math.floor((totalCents * percent) / 100);
