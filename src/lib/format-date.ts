import type { Locale } from "../../api/contract/words";
import { perLocale } from "./lazy";

/*
 * Every date a person reads, in one format: the US reader's "Nov 24, 2026"
 * (docs/decisions/0070-dates.md). A calendar date (YYYY-MM-DD: pickup,
 * delivery, an article's date) is that day wherever the reader is; an
 * instant (submitted, updated) is its day, and time where one is shown, in
 * the reader's time zone.
 */

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Each language's formats ("Nov 24, 2026"; "24 nov 2026" in US Spanish, as Intl writes it). */
const dayFormat = perLocale((tag) => new Intl.DateTimeFormat(tag, { dateStyle: "medium" }));
const calendarDayFormat = perLocale(
  (tag) => new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" }),
);
const dayAndTimeFormat = perLocale(
  (tag) => new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" }),
);

function parse(value: string | number | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/** "Nov 24, 2026": a calendar date as written, an instant in the reader's time zone; anything unreadable as given. */
export function formatDate(value: string | number | Date, locale: Locale = "en"): string {
  if (typeof value === "string" && CALENDAR_DATE.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(day.getTime()) ? value : calendarDayFormat(locale).format(day);
  }
  const date = parse(value);
  return Number.isNaN(date.getTime()) ? String(value) : dayFormat(locale).format(date);
}

/**
 * A clock time never breaks across lines: the space before "AM", "PM", "a.m." or "p.m." (as Intl
 * writes them, and as the Spanish catalogue writes its hours) becomes a no-break space.
 */
export const clockKeptWhole = (text: string): string =>
  text.replace(/(\d)[ \u202f](?=[AP]M\b|[ap]\.m\.)/g, "$1\u00a0");

/** "Nov 24, 2026, 3:04 PM": an instant with its time, in the reader's time zone. */
export function formatDateTime(value: string | number | Date, locale: Locale = "en"): string {
  const date = parse(value);
  return Number.isNaN(date.getTime()) ? String(value) : clockKeptWhole(dayAndTimeFormat(locale).format(date));
}

const pad = (value: number) => String(value).padStart(2, "0");

/** Today's calendar date where the reader is (YYYY-MM-DD): a date input's value. */
export const localToday = (now: Date = new Date()) =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
