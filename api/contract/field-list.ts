import * as v from "valibot";
import {
  agreement,
  authorityNumber,
  choice,
  count,
  email,
  honeypot,
  objectIssueMessage,
  optionalText,
  phone,
  requiredText,
} from "./fields";
import { BASE_LOCALE, LOCALES, type PrefixedLocale, type Said } from "./words";
import { labelOf, valuesOf, type OptionList } from "./options";

/*
 * Each kind of request states its fields once, in a field list: the words
 * people read and what the field takes. The API's schema, the CSV export,
 * the staff screens and the public forms are all made from it, so a label,
 * a length or a required flag is never written in two places
 * (docs/decisions/0034-field-lists.md).
 */

/** How a field is named, wherever it is shown. */
export interface FieldWords {
  /** As staff read it (the detail dialog); also the CSV's heading and how messages name it, unless given below. */
  label: string;
  /** Column heading in the CSV and in the staff list, where shorter than the label. */
  heading?: string;
  /** Heading in the staff list, whose columns are narrow, where shorter still. */
  short?: string;
  /** How messages name the field, where not by its label ("Choose a listed service"). */
  messageName?: string;
}

/**
 * What a field takes:
 * - `text`: one line of text; `longText`: text that may run long, which
 *   staff read across the full width with its line breaks;
 * - `email`, `phone`: an address and a number people can be reached at;
 * - `authorityNumber`: an MC or DOT number;
 * - `choice`: one of `options`, stored as its value, read as its label;
 * - `number`: a whole count from `min` to `max`;
 * - `agreement`: a box that must be ticked, so every stored request has it.
 */
type FieldKind =
  | { kind: "text" | "longText"; required: boolean; max: number }
  | { kind: "email" | "phone"; required: true; max: number }
  | { kind: "authorityNumber"; required: boolean; max: number }
  | { kind: "choice"; required: boolean; options: OptionList }
  | { kind: "number"; required: boolean; min: number; max: number }
  | { kind: "agreement"; required: true };

/**
 * How the form and the messages of a language other than English name a
 * field (docs/decisions/0170-spanish-edition.md): `name` as a message places
 * it in a sentence (Spanish: lower case with its article, "el nombre de la
 * empresa": "Indique el nombre de la empresa"), and `formLabel`, its
 * control's label on that language's form. Staff read the English words only.
 */
export interface FieldWordsIn {
  name: string;
  formLabel: string;
}

/**
 * One field. Every field but the agreement has a `formLabel`, the label of
 * its control on the public form; the agreement's sentence is the form's own.
 * Each language but English names it under its code (`es`): a new language
 * is asked for its words in every field by the type checker.
 */
export type FieldSpec = FieldWords &
  (FieldKind extends infer K
    ? K extends { kind: "agreement" }
      ? K & Readonly<Record<PrefixedLocale, Pick<FieldWordsIn, "name">>>
      : K & { formLabel: string } & Readonly<Record<PrefixedLocale, FieldWordsIn>>
    : never);

/** A field as several requests share it: everything but whether the request requires it. */
export type SharedFieldSpec = FieldSpec extends infer F
  ? F extends unknown
    ? Omit<F, "required">
    : never
  : never;

export type FieldList = Readonly<Record<string, FieldSpec>>;

/** A request's field list, with the literal types (required or not, which options) its schema's types need. */
export const fieldList = <const L extends FieldList>(fields: L): L => fields;

type ChoiceSchema<O extends OptionList> = { [K in keyof O]: O[K]["value"] } extends infer T extends readonly [
  string,
  ...string[],
]
  ? ReturnType<typeof choice<T>>
  : never;

/** The valibot schema of a field of the given spec. */
export type SchemaOf<F extends FieldSpec> = F extends { kind: "text" | "longText"; required: true }
  ? ReturnType<typeof requiredText>
  : F extends { kind: "text" | "longText" }
    ? ReturnType<typeof optionalText>
    : F extends { kind: "email" }
      ? ReturnType<typeof email>
      : F extends { kind: "phone" }
        ? ReturnType<typeof phone>
        : F extends { kind: "authorityNumber" }
          ? ReturnType<typeof authorityNumber>
          : F extends { kind: "choice"; options: infer O extends OptionList }
            ? ChoiceSchema<O>
            : F extends { kind: "number" }
              ? ReturnType<typeof count>
              : typeof agreement;

/** How messages name a field, in every language. */
const nameInMessages = (field: FieldSpec): Said =>
  Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      locale === BASE_LOCALE ? (field.messageName ?? field.label) : field[locale].name,
    ]),
  ) as Said;

function schemaFor(field: FieldSpec): v.GenericSchema {
  const name = nameInMessages(field);
  switch (field.kind) {
    case "text":
    case "longText":
      return field.required
        ? requiredText(name, field.max, field.kind === "longText" ? "many" : "one")
        : optionalText(name, field.max, field.kind === "longText" ? "many" : "one");
    case "email":
      return email(name, field.max);
    case "phone":
      return phone(name, field.max);
    case "authorityNumber":
      return authorityNumber(name, field.max, field.required);
    case "choice":
      return choice(name, valuesOf(field.options) as [string, ...string[]], field.required);
    case "number":
      return count(name, field, field.required);
    case "agreement":
      return agreement;
  }
}

/** The schema that checks one field: its kind's rules, with messages that name it. */
export const fieldSchema = <const F extends FieldSpec>(field: F) => schemaFor(field) as SchemaOf<F>;

type EntriesOf<L extends FieldList> = { [K in keyof L]: SchemaOf<L[K]> } & {
  readonly website: typeof honeypot;
};

/**
 * A request as the API takes it: exactly the fields of the list, in its
 * order, plus the hidden honeypot; a missing field is named in plain words,
 * an unknown one refused.
 */
export function requestSchema<const L extends FieldList>(fields: L) {
  const entries: Record<string, v.GenericSchema> = {};
  const names: Record<string, Said> = {};
  for (const [key, field] of Object.entries(fields)) {
    entries[key] = schemaFor(field);
    names[key] = nameInMessages(field);
  }
  return v.strictObject({ ...entries, website: honeypot } as EntriesOf<L>, objectIssueMessage(names));
}

/** The fields of a list that are of one kind, in the list's order. */
export const namesOfKind = (fields: FieldList, kind: FieldSpec["kind"]): string[] =>
  Object.keys(fields).filter((name) => fields[name]?.kind === kind);

/** The heading of a field's column in the CSV export. */
export const csvHeading = (field: FieldWords) => field.heading ?? field.label;

/** The heading of a field's column in the staff list. */
export const listHeading = (field: FieldWords) => field.short ?? field.heading ?? field.label;

/**
 * A stored value as staff read it: a choice by its label, the agreement as
 * Yes or No, a count in digits; nothing stored is "".
 */
export function fieldText(field: FieldSpec, value: string | number | boolean | null | undefined): string {
  if (field.kind === "agreement") return value ? "Yes" : "No";
  if (value === null || value === undefined) return "";
  if (field.kind === "choice") return labelOf(field.options, String(value));
  return String(value);
}
