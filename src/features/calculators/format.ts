import { lazy } from "../../lib/lazy";

// Made on first use, not when the calculators' code loads: making a number format costs a slow phone
// a long task of 40-80 ms, which should not fall while the page starts.
const usdWithCents = lazy(() => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }));
const usdWhole = lazy(
  () =>
    new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);

/** US dollars: "$4,500.00", or whole dollars ("$10,393") for estimates where cents mean nothing. */
export function formatUsd(value: number, { cents = true }: { cents?: boolean } = {}): string {
  return (cents ? usdWithCents() : usdWhole()).format(value);
}

/** A percentage with a fixed number of decimals: formatPercent(2, 1) -> "2.0%". */
export function formatPercent(value: number, decimals: number): string {
  return `${value.toFixed(decimals)}%`;
}
