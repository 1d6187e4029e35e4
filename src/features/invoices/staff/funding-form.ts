import * as v from "valibot";
import { fieldIssues } from "../../../../api/contract/fields";
import { FundingFigures, fundingIssues, parseDollars } from "../../../../api/contract/invoice";
import { unexplainedOverride, type FundingProposal } from "../../../../api/contract/money";
import { localToday } from "../dates";
import { AMOUNT_FORMAT } from "../invoice-form";

/** The funding figures as staff type them: dollars and a calendar date (docs/decisions/0101-funding-and-corrections.md). */
export interface FundingFormValues {
  advance: string;
  fee: string;
  fundedOn: string;
  /** Why the figures differ from the client's terms (docs/decisions/0210-money-ledger.md). */
  overrideReason: string;
}

export const emptyFunding: FundingFormValues = { advance: "", fee: "", fundedOn: "", overrideReason: "" };

const dollarsText = (cents: number) => (cents / 100).toFixed(2);

/** The form filled with what the client's terms propose: the advance, the fee and today. */
export const proposedFunding = (proposal: FundingProposal | null): FundingFormValues =>
  proposal
    ? {
        advance: dollarsText(proposal.advanceCents),
        fee: dollarsText(proposal.feeCents),
        fundedOn: proposal.onDate,
        overrideReason: "",
      }
    : emptyFunding;

/** Whether the typed figures differ from the terms' proposal (then a reason is asked for). */
export function differsFromProposal(values: FundingFormValues, proposal: FundingProposal | null): boolean {
  if (!proposal) return false;
  return (
    parseDollars(values.advance) !== proposal.advanceCents || parseDollars(values.fee) !== proposal.feeCents
  );
}

const formFields: Record<keyof FundingFigures, keyof FundingFormValues> = {
  advanceCents: "advance",
  feeCents: "fee",
  fundedOn: "fundedOn",
  overrideReason: "overrideReason",
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
  proposal: FundingProposal | null = null,
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
  const reason = values.overrideReason.trim();
  const unexplained = proposal && unexplainedOverride(result.output, reason, proposal);
  if (unexplained) errors.overrideReason = unexplained;
  if (Object.keys(errors).length > 0) return { errors };
  return { figures: reason ? { ...result.output, overrideReason: reason } : result.output, errors };
}

/** The server's field issues with funding fields under the form's names. */
export const formIssues = (issues: Record<string, string>) =>
  Object.fromEntries(Object.entries(issues).map(([key, message]) => [fundingFormField(key), message]));
