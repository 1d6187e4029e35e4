import { invoiceLimits } from "../../../api/contract/invoice";
import type { Locale } from "../../../api/contract/words";
import { clockKeptWhole, formatDate, formatDateTime } from "../../lib/format-date";
import { lazy } from "../../lib/lazy";

/** A delivery older than this many days is allowed, with a warning. */
export const STALE_DELIVERY_DAYS = invoiceLimits.staleDeliveryDays;

/** Today's calendar date where the phone is (YYYY-MM-DD): what the driver reads on the paperwork. */
export { localToday } from "../../lib/format-date";

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/*
 * The invoice screens' dates in the reader's language: English as every
 * screen writes them ("Nov 24, 2026", docs/decisions/0070-dates.md), US
 * Spanish through Intl ("24 nov 2026") for a client who reads Spanish.
 */

const spanishDay = lazy(() => new Intl.DateTimeFormat("es-US", { dateStyle: "medium" }));
const spanishDayAndTime = lazy(
  () => new Intl.DateTimeFormat("es-US", { dateStyle: "medium", timeStyle: "short" }),
);

const instant = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** A calendar date (pickup, delivery, funded on) or an instant's day, in the reader's time zone. */
export function formatInvoiceDate(value: string, locale: Locale = "en"): string {
  if (locale === "en" || /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, locale);
  const date = instant(value);
  return date ? spanishDay().format(date) : value;
}

/** An instant (sent, updated) with its time, in the reader's time zone. */
export function formatInvoiceDateTime(value: string, locale: Locale = "en"): string {
  if (locale === "en") return formatDateTime(value);
  const date = instant(value);
  return date ? clockKeptWhole(spanishDayAndTime().format(date)) : value;
}
