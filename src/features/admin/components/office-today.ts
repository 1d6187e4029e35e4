import { officeDate } from "../../../../api/contract/money";

/**
 * Today in the office's calendar (YYYY-MM-DD), a money form's default date: money is dated by it, and
 * the server refuses a later day (docs/decisions/0210-money-ledger.md). Staff east of the office after
 * its midnight, or a browser on UTC, still post the office's today.
 */
export const officeToday = (now: Date = new Date()) => officeDate(now);
