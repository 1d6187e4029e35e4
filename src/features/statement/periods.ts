import { officeDate } from "../../../api/contract/money";

/*
 * The periods the portal offers for a statement, by the office's calendar
 * (the day the server checks a period's end against), and the screen's
 * address: `?from=&to=` as YYYY-MM-DD, checked by a plain function (the
 * router reads it before any screen's code loads). A malformed value is
 * dropped, and the screen shows this month so far.
 */

export interface Period {
  from: string;
  to: string;
}

export type QuickPeriod = "this-month" | "last-month" | "this-year";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (value: number) => String(value).padStart(2, "0");

/** The office's today (YYYY-MM-DD). */
export const officeToday = (now: Date = new Date()) => officeDate(now);

/** This month so far, last month (whole), this year so far, as of `today`. */
export function quickPeriods(today: string): Record<QuickPeriod, Period> {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const lastMonth = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  // Day 0 of a month is the last day of the month before it.
  const lastDay = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
  const lastMonthStart = `${lastMonth.year}-${pad(lastMonth.month)}`;
  return {
    "this-month": { from: `${today.slice(0, 7)}-01`, to: today },
    "last-month": { from: `${lastMonthStart}-01`, to: `${lastMonthStart}-${pad(lastDay)}` },
    "this-year": { from: `${year}-01-01`, to: today },
  };
}

export interface StatementSearch {
  from?: string | undefined;
  to?: string | undefined;
}

/** /statement: `from` and `to`, both or neither. */
export function StatementSearch(search: Record<string, unknown>): StatementSearch {
  const day = (value: unknown) => (typeof value === "string" && DAY.test(value) ? value : undefined);
  const from = day(search.from);
  const to = day(search.to);
  return from && to ? { from, to } : { from: undefined, to: undefined };
}

/** The period the address asks for, or this month so far. */
export const periodOf = (search: StatementSearch, today: string): Period =>
  search.from && search.to ? { from: search.from, to: search.to } : quickPeriods(today)["this-month"];
