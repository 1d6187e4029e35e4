import { company } from "../../content/company";

/** Amounts are whole cents below the form (docs/decisions/0003-invoices.md). */

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export const formatCents = (cents: number) => dollars.format(cents / 100);

/**
 * The most an invoice may bring as an advance (up to the company's
 * maximum, a company fact): an estimate only, since funding itself
 * happens outside this product.
 */
export const estimatedAdvanceCents = (totalCents: number, percent: number = company.maxAdvancePercent) =>
  Math.floor((totalCents * percent) / 100);
