import * as v from "valibot";
import { objectIssueMessage } from "./fields";
import { calendarDate, isCalendarDate } from "./invoice";
import { daysBetween } from "./money";
import {
  fields_statement_end_before_start,
  fields_statement_end_in_future,
  fields_statement_format,
  fields_statement_language,
  fields_statement_too_long,
} from "../../src/paraglide/messages.js";
import { LOCALES, say, type Locale, type Said } from "./words";

/**
 * A client's statement: the movements of their available reserve over a
 * period, with the balance before, after each and at the end
 * (docs/decisions/0213-client-statement.md). Amounts are whole cents, the
 * client's way round: positive is money TPF owes the client.
 */

export const STATEMENT_FORMATS = ["json", "pdf", "csv"] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/**
 * The longest period: `to` at most this many days after `from`. A whole calendar year (a leap one
 * too) and "the same day last year to today" both fit; two years do not.
 */
export const MAX_STATEMENT_DAYS = 366;

const FROM: Said = { en: "Start date", es: "la fecha de inicio" };
const TO: Said = { en: "End date", es: "la fecha final" };

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD&format=json|pdf|csv` (and, for staff's copy, `lang=es`), checked
 * against the office's `today`: real dates, from not after to, to not after today, at most
 * MAX_STATEMENT_DAYS between them. Each rule runs once the dates it compares are valid.
 */
export const statementQuery = (today: string) =>
  v.pipe(
    v.object(
      {
        from: calendarDate(FROM),
        to: calendarDate(TO),
        format: v.optional(v.picklist(STATEMENT_FORMATS, say(fields_statement_format)), "json"),
        lang: v.optional(
          v.picklist(LOCALES, say(fields_statement_language, { languages: LOCALES.join(", ") })),
        ),
      },
      objectIssueMessage({ from: FROM, to: TO }),
    ),
    v.forward(
      v.partialCheck(
        [["from"], ["to"]],
        (query) => !bothReal(query) || query.from <= query.to,
        say(fields_statement_end_before_start),
      ),
      ["to"],
    ),
    v.forward(
      v.partialCheck(
        [["to"]],
        (query) => !isCalendarDate(query.to) || query.to <= today,
        say(fields_statement_end_in_future),
      ),
      ["to"],
    ),
    v.forward(
      v.partialCheck(
        [["from"], ["to"]],
        (query) =>
          !bothReal(query) ||
          query.from > query.to ||
          daysBetween(query.from, query.to) <= MAX_STATEMENT_DAYS,
        say(fields_statement_too_long),
      ),
      ["from"],
    ),
  );
export type StatementQuery = v.InferOutput<ReturnType<typeof statementQuery>>;
export type StatementQueryInput = v.InferInput<ReturnType<typeof statementQuery>>;

/** The rules between the dates compare only real calendar days. */
const bothReal = (query: { from: string; to: string }) =>
  isCalendarDate(query.from) && isCalendarDate(query.to);

/** One movement of the available reserve, in the order it was recorded. */
export interface StatementLine {
  /** The business day of the movement (YYYY-MM-DD). */
  onDate: string;
  /** The ledger's kind of the movement: settlement, release, short_pay, recourse, or another. */
  kind: string;
  /** The invoice it concerns (`INV-…`), or null. */
  invoice: string | null;
  /** What it is, in the statement's language. */
  description: string;
  /** Positive: TPF owes the client more; negative: charged to the client's reserve. */
  amountCents: number;
  /** The balance after this movement. */
  balanceCents: number;
}

/** A statement as the API answers it (`format=json`); the PDF and the CSV say the same. */
export interface Statement {
  companyName: string;
  locale: Locale;
  from: string;
  to: string;
  /** The office's date when it was made. */
  asOf: string;
  /** The balance at the end of the day before `from`. */
  openingCents: number;
  lines: StatementLine[];
  /** The balance at the end of `to`: what TPF owed the client then. */
  closingCents: number;
}

let usDay: Intl.DateTimeFormat | undefined;
let usDollars: Intl.NumberFormat | undefined;

/** "11/04/2026": a statement's dates, the US way in both languages. */
export function statementDate(date: string): string {
  usDay ??= new Intl.DateTimeFormat("en-US", {
    month: "2-digit",
    day: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  });
  return usDay.format(new Date(`${date}T00:00:00Z`));
}

/** "$1,234.56" or "-$12.50": a statement's amounts, the US way in both languages. */
export function statementAmount(cents: number): string {
  usDollars ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
  return usDollars.format(cents / 100);
}
