import type { Locale } from "../../lib/locale";
import { perLocale } from "../../lib/lazy";

/*
 * The calculators' figures through Intl, in the page's language: US English
 * ("en-US") or US Spanish ("es-US"), both in US dollars
 * (docs/decisions/0170-spanish-edition.md).
 */

/** One number format per language, made on first use and kept. */
const numberFormat = (options: Intl.NumberFormatOptions) =>
  perLocale((tag) => new Intl.NumberFormat(tag, options));

// Made on first use, not when the calculators' code loads: making a number format costs a slow phone
// a long task of 40-80 ms, which should not fall while the page starts.
const usdWithCents = numberFormat({ style: "currency", currency: "USD" });
const usdWhole = numberFormat({
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const percentOf = (decimals: number) =>
  numberFormat({
    style: "unit",
    unit: "percent",
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
const percentWith = { 1: percentOf(1), 2: percentOf(2) } as const;
const plainNumber = numberFormat({ maximumFractionDigits: 20 });

/** US dollars: "$4,500.00", or whole dollars ("$10,393") for estimates where cents mean nothing. */
export function formatUsd(
  value: number,
  { cents = true, locale = "en" }: { cents?: boolean; locale?: Locale } = {},
): string {
  return (cents ? usdWithCents : usdWhole)(locale).format(value);
}

/** A percentage with 1 or 2 decimals: formatPercent(2, 1) -> "2.0%". */
export function formatPercent(value: number, decimals: 1 | 2, locale: Locale = "en"): string {
  return percentWith[decimals](locale).format(value);
}

/** A number as entered, with the locale's separators: 92.5 -> "92.5", 12000 -> "12,000". */
export function formatNumber(value: number, locale: Locale = "en"): string {
  return plainNumber(locale).format(value);
}
