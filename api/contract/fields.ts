import * as v from "valibot";

/** Text that looks like markup or a script is refused, not stored. */
const MARKUP = /<\s*\/?\s*[a-z!?]|javascript:/i;

/**
 * A lone UTF-16 surrogate (a valid JSON escape such as "\ud800") cannot be
 * stored as UTF-8: the database would keep U+FFFD instead. Make that
 * replacement here, so what is answered, hashed for idempotency and stored is
 * the same text. The build's browser target reaches back to Firefox 114
 * (its 115 ESR is still in use), which lacks `toWellFormed` until 119; there
 * a Unicode-mode regex, which reads a proper pair as one code point, finds
 * the lone halves.
 */
export const wellFormed: (value: string) => string =
  "toWellFormed" in String.prototype
    ? (value) => (value as string & { toWellFormed(): string }).toWellFormed()
    : (value) => value.replace(/\p{Cs}/gu, "\ufffd");

/**
 * Control characters other than tab and new line (C0, DEL and C1), the line
 * and paragraph separators, and the invisible format characters (Unicode's
 * Cf: bidirectional overrides and isolates such as U+202E, which make staff
 * read a name backwards, zero-width spaces, U+FEFF), except the zero-width
 * joiner that emoji are made with. A NUL is stored whole but read back cut at
 * it by much of what shows stored text; the others are invisible or drive
 * terminals. Carriage returns are made new lines before this check.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]|(?!\u200d)\p{Cf}/u;

/** Windows (CR LF) and old Mac (CR) line ends become plain new lines. */
const plainLineEnds = (value: string) => value.replace(/\r\n?/g, "\n");

/** Refuses control and invisible format characters (tab and new line pass), with a plain message. */
export const withoutControlCharacters = (label: string) =>
  v.check(
    (value: string) => !CONTROL_CHARACTERS.test(value),
    `${label} must not contain invisible control characters`,
  );

/** Required single-line text: trimmed, bounded, no markup, no control characters. */
export const requiredText = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.transform(wellFormed),
    v.transform(plainLineEnds),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
    v.check((value) => !MARKUP.test(value), `${label} must not contain HTML or scripts`),
    withoutControlCharacters(label),
  );

/** Optional text: missing or empty becomes "". */
export const optionalText = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      v.transform(wellFormed),
      v.transform(plainLineEnds),
      v.trim(),
      v.maxLength(max, `${label} must be at most ${max} characters`),
      v.check((value) => !MARKUP.test(value), `${label} must not contain HTML or scripts`),
      withoutControlCharacters(label),
    ),
    "",
  );

/** An e-mail address: trimmed, bounded, in the form name@domain. */
export const email = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
    v.email("Enter a valid e-mail address, like name@company.com"),
  );

/** A phone number as people write it, with at least the ten digits of a North American number. */
export const phone = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
    v.regex(/^\+?[\d\s().-]+$/, "Enter a phone number using digits, spaces, ( ) + . or -"),
    v.check((value) => value.replace(/\D/g, "").length >= 10, "Enter a phone number with at least 10 digits"),
  );

/** MC and DOT numbers: digits, optionally prefixed (MC-123456). Empty allowed where optional. */
export const authorityNumber = (label: string, max: number, required: boolean) => {
  const base = v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.maxLength(max, `${label} must be at most ${max} characters`),
    v.regex(/^(|(MC|DOT|USDOT)?[\s#-]*\d{1,10})$/i, `${label} must be a number, like 123456`),
  );
  return required ? v.pipe(base, v.nonEmpty(`${label} is required`)) : v.optional(base, "");
};

/** A choice from an option list; `required` refuses the empty value. */
export const choice = <const T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
  required: boolean,
) =>
  required
    ? v.picklist(values, `Choose ${label.toLowerCase()}`)
    : v.optional(v.union([v.literal(""), v.picklist(values)], `Choose a listed ${label.toLowerCase()}`), "");

/**
 * Digits with an optional sign and decimals: "-3" is a number a person typed,
 * so it is told the smallest count rather than how to write a number.
 */
const NUMERAL = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A whole number with thousands separators (100000 -> "100,000"). Not
 * `toLocaleString`: its first call sets up the browser's number formatting,
 * a long task of 40-80 ms on a slow phone while the form page starts.
 */
export const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/**
 * A count of things (trucks), from `min` to `max`. Counts arrive from forms
 * as text or from clients as numbers. Every refusal names the field in plain
 * words (each union carries its own message, so no schema wording ever
 * reaches a visitor). An optional count left empty is stored as null.
 */
export const count = (label: string, { min, max }: { min: number; max: number }, required: boolean) => {
  const whole = `${label} must be a whole number`;
  const parsed = v.pipe(
    v.union(
      [
        v.number(whole),
        v.pipe(v.string(whole), v.trim(), v.nonEmpty(`${label} is required`), v.regex(NUMERAL, whole)),
      ],
      whole,
    ),
    v.transform(Number),
    v.integer(whole),
    v.minValue(min, `${label} must be at least ${grouped(min)}`),
    v.maxValue(max, `${label} must be at most ${grouped(max)}`),
  );
  if (required) return parsed;
  const blank = v.pipe(
    v.string(),
    v.trim(),
    v.empty(),
    v.transform(() => null),
  );
  return v.optional(v.union([blank, v.null(), parsed], whole), null);
};

/** A box the visitor must tick (the agreement to the terms). */
export const agreement = v.literal(true, "You must agree to the terms to continue");

/**
 * Honeypot: a field people never see or fill. The server accepts a filled one
 * with the usual answer and stores nothing, so bots learn nothing.
 */
export const honeypot = v.optional(v.string("Website must be text"), "");

/** Flattens valibot issues into { field: first message }. */
export function fieldIssues(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  // A Map, so a field named like "__proto__" stays an ordinary key.
  const result = new Map<string, string>();
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? "_";
    if (!result.has(key)) result.set(key, issue.message);
  }
  return Object.fromEntries(result);
}

/**
 * Message for object-level issues of a strict object: a missing key is
 * "<Label> is required", a key the contract does not know is refused.
 */
export const objectIssueMessage =
  (labels: Record<string, string>) =>
  (issue: v.BaseIssue<unknown>): string => {
    if (issue.expected === "never") return "Unknown field";
    const key = String(issue.path?.at(-1)?.key ?? "");
    return `${labels[key] ?? "This field"} is required`;
  };
