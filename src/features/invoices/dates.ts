import { invoiceLimits } from "../../../api/contract/invoice";

/** A delivery older than this many days is allowed, with a warning. */
export const STALE_DELIVERY_DAYS = invoiceLimits.staleDeliveryDays;

const pad = (value: number) => String(value).padStart(2, "0");

/** Today's calendar date where the phone is (YYYY-MM-DD): what the driver reads on the paperwork. */
export const localToday = (now: Date = new Date()) =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
