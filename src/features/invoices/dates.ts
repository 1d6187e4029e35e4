import { invoiceLimits } from "../../../api/contract/invoice";

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
 * Spanish through Intl ("24 nov 2026") for a client who reads Spanish:
 * a calendar date (pickup, delivery, funded on) or an instant's day, and an
 * instant (sent, updated) with its time, both in the reader's time zone.
 */
export {
  formatDate as formatInvoiceDate,
  formatDateTime as formatInvoiceDateTime,
} from "../../lib/format-date";
