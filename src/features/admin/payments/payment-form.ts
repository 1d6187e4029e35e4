import * as v from "valibot";
import { fieldIssues } from "../../../../api/contract/fields";
import { isFutureDate, parseDollars } from "../../../../api/contract/invoice";
import {
  BrokerPaymentInput,
  FUTURE_RECEIVED,
  MORE_THAN_UNAPPLIED,
  PaymentApplicationsInput,
  type BrokerPaymentData,
  type PaymentApplicationsInput as PaymentApplications,
} from "../../../../api/contract/money";

import { officeToday } from "../components/office-today";
import { formatCents } from "../../../lib/format-money";

/** What an amount that does not read as dollars is told (the invoice form says the same). */
export const AMOUNT_FORMAT = "Enter the amount in dollars, like 2450.00";

/** One row of the applications: an invoice's reference and the dollars of the payment it gets. */
export interface ApplicationRow {
  invoice: string;
  amount: string;
}

/** A broker's payment as staff type it: dollars, a calendar date, the applications' rows. */
export interface PaymentFormValues {
  broker: string;
  receivedOn: string;
  method: string;
  reference: string;
  amount: string;
  applications: ApplicationRow[];
}

export interface ApplyFormValues {
  applications: ApplicationRow[];
}

export const emptyApplication = (): ApplicationRow => ({ invoice: "", amount: "" });

/** A new form: received today, one empty invoice row. */
export const paymentDefaults = (today = officeToday()): PaymentFormValues => ({
  broker: "",
  receivedOn: today,
  method: "",
  reference: "",
  amount: "",
  applications: [emptyApplication()],
});

export const applyDefaults = (): ApplyFormValues => ({ applications: [emptyApplication()] });

/** The server's words, from the contract. */
export { FUTURE_RECEIVED, MORE_THAN_UNAPPLIED };

/** Cents of typed dollars, or the message for a missing or unreadable amount. */
function dollarsOf(text: string, label: string): { cents: number } | { error: string } {
  if (!text.trim()) return { error: `${label} is required` };
  const cents = parseDollars(text);
  return cents === undefined ? { error: AMOUNT_FORMAT } : { cents };
}

/** What the rows add up to, counting only the amounts that read as dollars. */
export const appliedCents = (rows: readonly ApplicationRow[]) =>
  rows.reduce((sum, row) => sum + (parseDollars(row.amount) ?? 0), 0);

/** A row left entirely empty is not an application: it is not sent, and needs no fixing. */
const isBlank = (row: ApplicationRow) => !row.invoice.trim() && !row.amount.trim();

/** The form field of an issue the contract or the server names, or undefined for the form as a whole. */
export function formField(key: string, sentRows: readonly number[]): string | undefined {
  if (key === "broker" || key === "receivedOn" || key === "method" || key === "reference") return key;
  if (key === "amountCents") return "amount";
  const row = /^applications\.(\d+)(?:\.(invoice|amountCents))?$/.exec(key);
  if (!row) return undefined;
  const index = sentRows[Number(row[1])];
  if (index === undefined) return undefined;
  return `applications[${index}].${row[2] === "amountCents" ? "amount" : "invoice"}`;
}

/** Issues by form field, the ones of no field (e.g. "applications": the sum) under "applications". */
function byFormField(issues: Record<string, string>, sentRows: readonly number[]) {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(issues)) {
    errors[formField(key, sentRows) ?? "applications"] ??= message;
  }
  return errors;
}

/** The rows that are sent, in cents, with each one's index in the form, and the rows' own errors. */
function readRows(rows: readonly ApplicationRow[]) {
  const errors: Record<string, string> = {};
  const applications: { invoice: string; amountCents: number }[] = [];
  const sentRows: number[] = [];
  rows.forEach((row, index) => {
    if (isBlank(row)) return;
    const amount = dollarsOf(row.amount, "Amount applied");
    if ("error" in amount) errors[`applications[${index}].amount`] = amount.error;
    applications.push({ invoice: row.invoice, amountCents: "cents" in amount ? amount.cents : 1 });
    sentRows.push(index);
  });
  return { applications, sentRows, errors };
}

export interface PaymentCheck {
  /** The body to post, when the form is valid. */
  payment?: BrokerPaymentData;
  /** Messages by form field ("applications[1].amount"); "applications" for the list as a whole. */
  errors: Record<string, string>;
  /** The form row of each application sent: the server's `applications.1.amountCents` is row `sentRows[1]`. */
  sentRows: number[];
}

/** The payment to post when the values are valid, with the contract's rules and words, as the server says them. */
export function checkPaymentForm(values: PaymentFormValues, today = officeToday()): PaymentCheck {
  const amount = dollarsOf(values.amount, "Amount");
  const rows = readRows(values.applications);
  const errors: Record<string, string> = { ...rows.errors };
  if ("error" in amount) errors.amount = amount.error;
  const result = v.safeParse(BrokerPaymentInput, {
    broker: values.broker,
    receivedOn: values.receivedOn,
    method: values.method,
    reference: values.reference,
    amountCents: "cents" in amount ? amount.cents : Number.MAX_SAFE_INTEGER,
    applications: rows.applications,
  });
  if (!result.success) {
    for (const [field, message] of Object.entries(byFormField(fieldIssues(result.issues), rows.sentRows))) {
      errors[field] ??= message;
    }
  }
  if (!errors.receivedOn && values.receivedOn && isFutureDate(values.receivedOn, today)) {
    errors.receivedOn = FUTURE_RECEIVED;
  }
  if (Object.keys(errors).length > 0 || !result.success) return { errors, sentRows: rows.sentRows };
  return { payment: result.output, errors, sentRows: rows.sentRows };
}

export interface ApplyCheck {
  applications?: PaymentApplications;
  errors: Record<string, string>;
  sentRows: number[];
}

/** More of a payment applied: at least one invoice, at most its unapplied cash. */
export function checkApplyForm(values: ApplyFormValues, unappliedCents: number): ApplyCheck {
  const rows = readRows(values.applications);
  const errors: Record<string, string> = { ...rows.errors };
  const result = v.safeParse(PaymentApplicationsInput, { applications: rows.applications });
  if (!result.success) {
    for (const [field, message] of Object.entries(byFormField(fieldIssues(result.issues), rows.sentRows))) {
      errors[field] ??= message;
    }
  }
  if (!errors.applications && appliedCents(values.applications) > unappliedCents) {
    errors.applications = MORE_THAN_UNAPPLIED;
  }
  if (Object.keys(errors).length > 0 || !result.success) return { errors, sentRows: rows.sentRows };
  return { applications: result.output, errors, sentRows: rows.sentRows };
}

/** The server's field issues by form field; the ones no field shows are said for the form. */
export function serverIssues(issues: Record<string, string>, sentRows: readonly number[]) {
  const fields: Record<string, string> = {};
  const form: string[] = [];
  for (const [key, message] of Object.entries(issues)) {
    const field = formField(key, sentRows);
    if (field) fields[field] = message;
    else form.push(message);
  }
  return { fields, form };
}

/** "Applied $1,000.00 of $3,500.00; $2,500.00 stays unapplied", as the rows are typed. */
export function appliedLine(applied: number, of: number | undefined, ofWhat = ""): string {
  if (of === undefined)
    return `Applied ${formatCents(applied)}; enter the amount to see what stays unapplied.`;
  const head = `Applied ${formatCents(applied)} of ${formatCents(of)}${ofWhat}`;
  if (applied > of) return `${head}: ${formatCents(applied - of)} more than there is.`;
  return `${head}; ${formatCents(of - applied)} stays unapplied.`;
}

/** "1 invoice", "2 invoices". */
export const invoiceCount = (count: number) => `${count} ${count === 1 ? "invoice" : "invoices"}`;
