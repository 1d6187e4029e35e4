import type { Locale } from "../../../api/contract/words";
import { company } from "../../content/company";
import { lazy } from "../../lib/lazy";

/** Amounts are whole cents below the form (docs/decisions/0003-invoices.md). */

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
/** US dollars as US Spanish writes them (the same "$2,450.05"), made on first use. */
const spanishDollars = lazy(() => new Intl.NumberFormat("es-US", { style: "currency", currency: "USD" }));

export const formatCents = (cents: number, locale: Locale = "en") =>
  (locale === "es" ? spanishDollars() : dollars).format(cents / 100);

/**
 * The most an invoice may bring as an advance (up to the company's
 * maximum, a company fact): an estimate only, since funding itself
 * happens outside this product.
 */
export const estimatedAdvanceCents = (totalCents: number, percent: number = company.maxAdvancePercent) =>
  Math.floor((totalCents * percent) / 100);
