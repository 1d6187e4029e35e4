import * as v from "valibot";
import { fieldIssues } from "../../../../api/contract/fields";
import { isFutureDate, parseDollars } from "../../../../api/contract/invoice";
import {
  ClientTermsInput,
  formatUsd,
  ReserveReleaseInput,
  type ClientTerms,
  type ReserveReleaseInput as ReserveRelease,
} from "../../../../api/contract/money";
import { officeToday } from "../components/office-today";

/** What an amount that does not read as dollars is told (the other staff forms say the same). */
export const AMOUNT_FORMAT = "Enter the amount in dollars, like 2450.00";
export const PERCENT_FORMAT = "Enter a percentage with at most two decimals, like 90 or 2.5";
export const DAYS_FORMAT = "Enter whole days, like 30";
/** Said of a release paid after today, as the server says it. */
export const FUTURE_PAID = "Paid on cannot be in the future";

/**
 * Basis points of a typed percentage, exactly: "90.5" is 9050 and "2.25" is 225, read digit by digit
 * (no floating point, so no 9049.999...). Undefined for anything else, or more than two decimals.
 */
export function basisPointsOf(text: string): number | undefined {
  const match = /^\s*(\d{1,4})(?:[.,](\d{0,2}))?\s*%?\s*$/.exec(text);
  if (!match) return undefined;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? "").padEnd(2, "0"));
  return whole * 100 + fraction;
}

/** "90.5" of 9050: the percentage a form shows for basis points, no trailing zeros. */
export function percentText(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const fraction = String(bps % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** The terms as staff type them: percentages and days, as text. */
export interface TermsFormValues {
  advanceRate: string;
  fee: string;
  feeDays: string;
  extraFee: string;
  extraFeeDays: string;
  recourseDays: string;
}

export const termsFormValues = (terms: ClientTerms): TermsFormValues => ({
  advanceRate: percentText(terms.advanceRateBps),
  fee: percentText(terms.feeBps),
  feeDays: String(terms.feeDays),
  extraFee: percentText(terms.extraFeeBps),
  extraFeeDays: String(terms.extraFeeDays),
  recourseDays: String(terms.recourseDays),
});

/** The contract's key of each form field (the server's 422 names these). */
const termsFieldOfKey: Record<string, keyof TermsFormValues> = {
  advanceRateBps: "advanceRate",
  feeBps: "fee",
  feeDays: "feeDays",
  extraFeeBps: "extraFee",
  extraFeeDays: "extraFeeDays",
  recourseDays: "recourseDays",
};

/** The server's issues on the terms form's fields; the ones of no field are said for the form. */
export function termsFieldIssues(issues: Record<string, string>) {
  const fields: Record<string, string> = {};
  const form: string[] = [];
  for (const [key, message] of Object.entries(issues)) {
    const field = termsFieldOfKey[key];
    if (field) fields[field] = message;
    else form.push(message);
  }
  return { fields, form };
}

const daysOf = (text: string) => (/^\s*\d{1,4}\s*$/.test(text) ? Number(text) : undefined);

/** The terms to send when the values are valid, checked with the contract's rules and words. */
export function checkTermsForm(values: TermsFormValues): {
  terms?: ClientTermsInput;
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  const rate = (field: "advanceRate" | "fee" | "extraFee") => {
    const bps = basisPointsOf(values[field]);
    if (bps === undefined) errors[field] = PERCENT_FORMAT;
    return bps ?? 0;
  };
  const days = (field: "feeDays" | "extraFeeDays" | "recourseDays") => {
    const count = daysOf(values[field]);
    if (count === undefined) errors[field] = DAYS_FORMAT;
    return count ?? 1;
  };
  const result = v.safeParse(ClientTermsInput, {
    advanceRateBps: rate("advanceRate"),
    feeBps: rate("fee"),
    feeDays: days("feeDays"),
    extraFeeBps: rate("extraFee"),
    extraFeeDays: days("extraFeeDays"),
    recourseDays: days("recourseDays"),
  });
  if (!result.success) {
    for (const [field, message] of Object.entries(termsFieldIssues(fieldIssues(result.issues)).fields)) {
      errors[field] ??= message;
    }
  }
  if (Object.keys(errors).length > 0 || !result.success) return { errors };
  return { terms: result.output, errors };
}

/** A reserve release as staff type it. */
export interface ReleaseFormValues {
  amount: string;
  method: string;
  reference: string;
  paidOn: string;
}

/** A new form: no amount (staff choose it, or "Release all"), paid today. */
export const releaseDefaults = (today = officeToday()): ReleaseFormValues => ({
  amount: "",
  method: "",
  reference: "",
  paidOn: today,
});

/** The form field of a key the contract or the server names. */
export const releaseFieldOfKey = (key: string) => (key === "amountCents" ? "amount" : key);

/** The release to send when the values are valid, with the contract's rules and words. */
export function checkReleaseForm(
  values: ReleaseFormValues,
  availableCents: number,
  today = officeToday(),
): { release?: ReserveRelease; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  let amountCents = 1;
  if (!values.amount.trim()) errors.amount = "Amount is required";
  else {
    const cents = parseDollars(values.amount);
    if (cents === undefined) errors.amount = AMOUNT_FORMAT;
    else amountCents = cents;
  }
  const result = v.safeParse(ReserveReleaseInput, {
    amountCents,
    method: values.method,
    reference: values.reference,
    paidOn: values.paidOn,
  });
  if (!result.success) {
    for (const [key, message] of Object.entries(fieldIssues(result.issues))) {
      errors[releaseFieldOfKey(key)] ??= message;
    }
  }
  if (!errors.amount && amountCents > availableCents) {
    errors.amount = `The available reserve is ${formatUsd(Math.max(0, availableCents))}: release at most that`;
  }
  if (!errors.paidOn && values.paidOn && isFutureDate(values.paidOn, today)) errors.paidOn = FUTURE_PAID;
  if (Object.keys(errors).length > 0 || !result.success) return { errors };
  return { release: result.output, errors };
}

/** The amount box's text for whole cents: "1250.50", as "Release all" fills it. */
export const amountText = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
