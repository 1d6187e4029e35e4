import * as v from "valibot";
import { fieldIssues } from "../../../../api/contract/fields";
import { FundingFigures, fundingIssues, parseDollars } from "../../../../api/contract/invoice";
import { localToday } from "../dates";
import { AMOUNT_FORMAT } from "../invoice-form";

/** The funding figures as staff type them: dollars and a calendar date (docs/decisions/0101-funding-and-corrections.md). */
export interface FundingFormValues {
  advance: string;
  fee: string;
  fundedOn: string;
}

export const emptyFunding: FundingFormValues = { advance: "", fee: "", fundedOn: "" };

const formFields: Record<keyof FundingFigures, keyof FundingFormValues> = {
  advanceCents: "advance",
  feeCents: "fee",
  fundedOn: "fundedOn",
};

/**
 * The form field of an issue the contract or the server names: `advanceCents`,
 * or `funding.advanceCents` in a status change, is the "advance" field.
 */
export function fundingFormField(key: string): string {
  const field = key.replace(/^funding\./, "");
  return field in formFields ? formFields[field as keyof FundingFigures] : key;
}

/** The figures in cents when the values are valid, with the same rules and words as the server. */
export function checkFundingForm(
  values: FundingFormValues,
  totalCents: number,
  today = localToday(),
): { figures?: FundingFigures; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const advanceCents = parseDollars(values.advance);
  const feeCents = parseDollars(values.fee);
  if (advanceCents === undefined) errors.advance = AMOUNT_FORMAT;
  if (feeCents === undefined) errors.fee = AMOUNT_FORMAT;
  if (!values.fundedOn) errors.fundedOn = "Funding date is required";
  const result = v.safeParse(FundingFigures, {
    advanceCents: advanceCents ?? 0,
    feeCents: feeCents ?? 0,
    fundedOn: values.fundedOn,
  });
  if (!result.success) {
    for (const [key, message] of Object.entries(fieldIssues(result.issues))) {
      errors[fundingFormField(key)] ??= message;
    }
    return { errors };
  }
  for (const [key, message] of Object.entries(fundingIssues(result.output, { totalCents, today }))) {
    errors[fundingFormField(key)] ??= message;
  }
  return Object.keys(errors).length > 0 ? { errors } : { figures: result.output, errors };
}

/** The server's field issues with funding fields under the form's names. */
export const formIssues = (issues: Record<string, string>) =>
  Object.fromEntries(Object.entries(issues).map(([key, message]) => [fundingFormField(key), message]));
