import { fieldText, type FieldList, type FieldSpec } from "../../../../api/contract/field-list";
import { fuelCardApplicationFields } from "../../../../api/contract/fuel-card-application";
import { labelOf, submissionStatusOptions } from "../../../../api/contract/options";
import { quoteFields, type SubmissionStatus } from "../../../../api/contract/quote";
import { recordFields } from "../../../../api/contract/request-fields";
import type { Submission, SubmissionKind } from "./queries";
import { formatDateTime } from "../../../lib/format-date";

export const NOT_PROVIDED = "Not provided";

/** The fields of each kind of request, as the contract lists them. */
const fieldsOf: Record<SubmissionKind, FieldList> = {
  quotes: quoteFields,
  applications: fuelCardApplicationFields,
};

type StoredValue = string | number | boolean | null | undefined;

/** A field's stored value, read by the field's name. */
export const storedValue = (submission: Submission, name: string): StoredValue =>
  (submission as unknown as Record<string, StoredValue>)[name];

/** A stored value as staff read it (an option by its label); nothing stored reads "Not provided". */
export const staffText = (field: FieldSpec, value: StoredValue): string =>
  fieldText(field, value) || NOT_PROVIDED;

export const statusLabel = (status: SubmissionStatus) =>
  labelOf(submissionStatusOptions, status) || NOT_PROVIDED;

export interface DetailRow {
  label: string;
  value: string;
  /** Long free text: shown across the full width, keeping line breaks. */
  long?: boolean;
  href?: string;
}

/** Where an e-mail address or a phone number leads when tapped. */
function hrefOf(field: FieldSpec, value: StoredValue): string | undefined {
  if (typeof value !== "string" || value === "") return undefined;
  if (field.kind === "email") return `mailto:${value}`;
  if (field.kind === "phone") return `tel:${value.replace(/[^\d+]/g, "")}`;
  return undefined;
}

/**
 * Every field of a request, as the detail dialog lists them: the reference
 * and time, then the fields in the contract's order, the long texts last so
 * they run across the full width below the pairs of short ones.
 */
export function submissionDetails(kind: SubmissionKind, submission: Submission): DetailRow[] {
  const fields = Object.entries(fieldsOf[kind]);
  const row = ([name, field]: [string, FieldSpec]): DetailRow => {
    const value = storedValue(submission, name);
    const href = hrefOf(field, value);
    return {
      label: field.label,
      value: staffText(field, value),
      ...(href ? { href } : {}),
      ...(field.kind === "longText" ? { long: true } : {}),
    };
  };
  return [
    { label: recordFields.reference.label, value: submission.reference },
    { label: recordFields.submittedAt.label, value: formatDateTime(submission.submittedAt) },
    ...fields.filter(([, field]) => field.kind !== "longText").map(row),
    ...fields.filter(([, field]) => field.kind === "longText").map(row),
  ];
}
