import { company } from "../../content/company";

export { formatCents } from "../../lib/format-money";

/**
 * The most an invoice may bring as an advance (up to the company's
 * maximum, a company fact): an estimate only, since funding itself
 * happens outside this product.
 */
export const estimatedAdvanceCents = (totalCents: number, percent: number = company.maxAdvancePercent) =>
  Math.floor((totalCents * percent) / 100);
