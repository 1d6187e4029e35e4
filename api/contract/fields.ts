import * as v from "valibot";
import {
  fields_agree_terms,
  fields_at_least,
  fields_at_most,
  fields_authority_number,
  fields_choose,
  fields_choose_listed,
  fields_control_characters,
  fields_field_required,
  fields_invalid_email,
  fields_markup,
  fields_max_characters,
  fields_one_line,
  fields_phone_characters,
  fields_required,
  fields_short_phone,
  fields_text,
  fields_unknown_field,
  fields_website_text,
  fields_whole_number,
} from "../../src/paraglide/messages.js";
import { BASE_LOCALE, localeOfIssue, say, type Message, type Said } from "./words";

/**
 * How a field's messages name it: in every language (`Said`), as the language's messages place it.
 * English messages start with it ("Company name is required"); Spanish ones place it in a sentence,
 * lower case with its article ("el nombre de la empresa"), so "Indique el nombre de la empresa"
 * (docs/decisions/0170-spanish-edition.md). A name given as one string is English only: its
 * messages stay English in every language, only for fields of the staff area, which is English.
 * Every field a client or a visitor fills names itself in every language.
 */
export type FieldName = string | Said;

/** Text that looks like markup or a script is refused, not stored. */
const MARKUP = /<\s*\/?\s*[a-z!?]|javascript:/i;

/** An e-mailed link's token, as a missing one is named. */
export const LINK: Said = { en: "Link", es: "el enlace" };

/** "el número de camiones" at the start of a sentence. */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The places a field's message may fill with its name: as given (`{field}`), lower case within a
 * sentence (`{fieldLower}`: "Choose a listed fuel card tier"), or capitalized to start one
 * (`{fieldCapitalized}`: "El número de camiones debe ser...").
 */
export interface FieldInputs {
  field: string;
  fieldLower: string;
  fieldCapitalized: string;
}

/**
 * A catalogue message that names the field, in the check's language: `extra` fills its other places
 * (`{max}`). A field named in English only is told in English.
 */
export const naming =
  <Extra extends object = Record<never, never>>(
    name: FieldName,
    message: Message<FieldInputs & Extra>,
    extra?: Extra,
  ) =>
  (issue: { readonly lang?: string | undefined }): string => {
    const locale = typeof name === "string" ? BASE_LOCALE : localeOfIssue(issue);
    // A name not yet given in the language (one being added, its catalogue first) reads the base one.
    const field = typeof name === "string" ? name : (name[locale] ?? name[BASE_LOCALE]);
    const inputs = { field, fieldLower: field.toLowerCase(), fieldCapitalized: capitalized(field) };
    return message({ ...inputs, ...(extra as Extra) }, { locale });
  };

/** The messages every text field shares, in the check's language. */
const textMessages = (name: FieldName) => ({
  text: naming(name, fields_text),
  required: naming(name, fields_required),
  max: (max: number) => naming(name, fields_max_characters, { max }),
  markup: naming(name, fields_markup),
});

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
export const withoutControlCharacters = (name: FieldName) =>
  v.check((value: string) => !CONTROL_CHARACTERS.test(value), naming(name, fields_control_characters));

/**
 * A line break: CR or LF. A name, a company or a load number is one line: a
 * break in it would start a paragraph of its own in every message and list
 * that shows it (docs/decisions/0190-account-security.md). The other breaks
 * (vertical tab, form feed, NEL, the Unicode line and paragraph separators)
 * are refused in every field as control characters.
 */
/** "one": a single line (names, subjects, numbers); "many": text that may hold paragraphs (a note, a bio). */
export type TextLines = "one" | "many";

const LINE_BREAK = /[\r\n]/;

/** Refuses any line break, with the field's message, unless the text may have `many` lines. */
const lineRule = (name: FieldName, lines: TextLines) =>
  v.check((value: string) => lines === "many" || !LINE_BREAK.test(value), naming(name, fields_one_line));

/** Required text: trimmed, bounded, no markup, no control characters; one line unless `lines` is "many". */
export const requiredText = (name: FieldName, max: number, lines: TextLines = "one") => {
  const says = textMessages(name);
  return v.pipe(
    v.string(says.text),
    v.transform(wellFormed),
    v.transform(plainLineEnds),
    v.trim(),
    lineRule(name, lines),
    v.nonEmpty(says.required),
    v.maxLength(max, says.max(max)),
    v.check((value) => !MARKUP.test(value), says.markup),
    withoutControlCharacters(name),
  );
};

/** Optional text: missing or empty becomes ""; one line unless `lines` is "many". */
export const optionalText = (name: FieldName, max: number, lines: TextLines = "one") => {
  const says = textMessages(name);
  return v.optional(
    v.pipe(
      v.string(says.text),
      v.transform(wellFormed),
      v.transform(plainLineEnds),
      v.trim(),
      lineRule(name, lines),
      v.maxLength(max, says.max(max)),
      v.check((value) => !MARKUP.test(value), says.markup),
      withoutControlCharacters(name),
    ),
    "",
  );
};

/** What an address that is not one is told. */
export const INVALID_EMAIL = say(fields_invalid_email);

/** What a phone number too short to call is told. */
export const SHORT_PHONE = say(fields_short_phone);

/** An e-mail address: trimmed, bounded, in the form name@domain. */
export const email = (name: FieldName, max: number) => {
  const says = textMessages(name);
  return v.pipe(
    v.string(says.text),
    v.trim(),
    v.nonEmpty(says.required),
    v.maxLength(max, says.max(max)),
    v.email(INVALID_EMAIL),
  );
};

/** A phone number as people write it, with at least the ten digits of a North American number. */
export const phone = (name: FieldName, max: number) => {
  const says = textMessages(name);
  return v.pipe(
    v.string(says.text),
    v.trim(),
    v.nonEmpty(says.required),
    v.maxLength(max, says.max(max)),
    v.regex(/^\+?[\d\s().-]+$/, say(fields_phone_characters)),
    v.check((value) => value.replace(/\D/g, "").length >= 10, SHORT_PHONE),
  );
};

/** MC and DOT numbers: digits, optionally prefixed (MC-123456). Empty allowed where optional. */
export const authorityNumber = (name: FieldName, max: number, required: boolean) => {
  const says = textMessages(name);
  const base = v.pipe(
    v.string(says.text),
    v.trim(),
    v.maxLength(max, says.max(max)),
    v.regex(/^(|(MC|DOT|USDOT)?[\s#-]*\d{1,10})$/i, naming(name, fields_authority_number)),
  );
  return required ? v.pipe(base, v.nonEmpty(says.required)) : v.optional(base, "");
};

/** A choice from an option list; `required` refuses the empty value. */
export const choice = <const T extends readonly [string, ...string[]]>(
  name: FieldName,
  values: T,
  required: boolean,
) =>
  required
    ? v.picklist(values, naming(name, fields_choose))
    : v.optional(v.union([v.literal(""), v.picklist(values)], naming(name, fields_choose_listed)), "");

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
 * Spanish messages make the count the subject of a sentence in the
 * singular ("El número de camiones debe ser al menos 1").
 */
export const count = (name: FieldName, { min, max }: { min: number; max: number }, required: boolean) => {
  const whole = naming(name, fields_whole_number);
  const parsed = v.pipe(
    v.union(
      [
        v.number(whole),
        v.pipe(v.string(whole), v.trim(), v.nonEmpty(textMessages(name).required), v.regex(NUMERAL, whole)),
      ],
      whole,
    ),
    v.transform(Number),
    v.integer(whole),
    v.minValue(min, naming(name, fields_at_least, { min: grouped(min) })),
    v.maxValue(max, naming(name, fields_at_most, { max: grouped(max) })),
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
export const agreement = v.literal(true, say(fields_agree_terms));

/**
 * Honeypot: a field people never see or fill. The server accepts a filled one
 * with the usual answer and stores nothing, so bots learn nothing.
 */
export const honeypot = v.optional(v.string(say(fields_website_text)), "");

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
 * Message for object-level issues of a strict object, in the check's
 * language: a missing key is "<Label> is required", a key the contract does
 * not know is refused.
 */
export const objectIssueMessage =
  (labels: Readonly<Record<string, FieldName>>) =>
  (issue: v.BaseIssue<unknown>): string => {
    if (issue.expected === "never") return unknownField(issue);
    const key = String(issue.path?.at(-1)?.key ?? "");
    const name = Object.hasOwn(labels, key) ? labels[key] : undefined;
    if (name === undefined) return unnamedFieldRequired(issue);
    return textMessages(name).required(issue);
  };

const unknownField = say(fields_unknown_field);
const unnamedFieldRequired = say(fields_field_required);

const MC_OR_DOT = /^\d{1,10}$/;

/**
 * An MC or DOT number as staff keep it, of a broker or a client: digits only (no "MC-" prefix), or ""
 * for none (docs/decisions/0220-broker-book.md).
 */
export const authorityDigits = (label: string) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      v.trim(),
      v.check((value) => value === "" || MC_OR_DOT.test(value), `${label} must be digits only, like 123456`),
    ),
    "",
  );
