import * as v from "valibot";
import { company } from "./company";
import { objectIssueMessage, optionalText, requiredText } from "./fields";
import type { FundingHolds, Verification } from "./holds";
import { calendarDate, cents, type Invoice, type StaffInvoiceDetail } from "./invoice";

/**
 * The money side of factoring: a client's terms, what they propose when an
 * invoice is funded, what a broker's payment does, and the figures a client
 * reads. Every amount is whole cents; every rate is basis points (1 bp =
 * 0.01 %). The rules and the ledger's account plan are in
 * docs/decisions/0210-money-ledger.md.
 */

/** A client's factoring terms (or the company's defaults, which a client without terms of its own has). */
export interface ClientTerms {
  /** The share of the invoice total advanced at funding: 9000 = 90 %. */
  advanceRateBps: number;
  /** The fee on the invoice total for the first `feeDays` days after funding: 300 = 3 %. */
  feeBps: number;
  feeDays: number;
  /** The fee added for each further `extraFeeDays` days started: 100 = 1 % per 15 days. */
  extraFeeBps: number;
  extraFeeDays: number;
  /** Unpaid this many days after funding, the invoice may be charged back to the client. */
  recourseDays: number;
}

/** The advance rate may not exceed what the public site promises at most (95 %). */
export const MAX_ADVANCE_RATE_BPS = 9500;

const basisPoints = (label: string, min: number, max: number) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be in whole basis points`),
    v.minValue(min, `${label} must be at least ${percent(min)}`),
    v.maxValue(max, `${label} must be at most ${percent(max)}`),
  );

const days = (label: string, min: number) =>
  v.pipe(
    v.number(`${label} must be a number of days`),
    v.integer(`${label} must be whole days`),
    v.minValue(min, `${label} must be at least ${min} day${min === 1 ? "" : "s"}`),
    v.maxValue(365, `${label} must be at most 365 days`),
  );

const termsLabels = {
  advanceRateBps: "Advance rate",
  feeBps: "Fee",
  feeDays: "Fee period",
  extraFeeBps: "Extra fee",
  extraFeeDays: "Extra fee period",
  recourseDays: "Recourse after",
};

/** Staff set a client's terms (`PUT /api/admin/clients/{id}/terms`); staff's words are English. */
export const ClientTermsInput = v.strictObject(
  {
    advanceRateBps: basisPoints(termsLabels.advanceRateBps, 1, MAX_ADVANCE_RATE_BPS),
    feeBps: basisPoints(termsLabels.feeBps, 0, 2000),
    feeDays: days(termsLabels.feeDays, 1),
    extraFeeBps: basisPoints(termsLabels.extraFeeBps, 0, 2000),
    extraFeeDays: days(termsLabels.extraFeeDays, 1),
    recourseDays: days(termsLabels.recourseDays, 1),
  },
  objectIssueMessage(termsLabels),
);
export type ClientTermsInput = v.InferOutput<typeof ClientTermsInput>;

/** One version of a client's terms: in force from `effectiveOn` until the next version's. */
export interface TermsVersion extends ClientTerms {
  effectiveOn: string;
  setAt: string;
  /** The staff username who set them; "" for the company's defaults. */
  setBy: string;
}

/** "90 %" or "2.5 %" of basis points. */
export function percent(bps: number): string {
  return `${(bps / 100).toLocaleString("en-US", { maximumFractionDigits: 2 })} %`;
}

/** Rounds a non-negative ratio of integers half up, to whole cents. */
const roundHalfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** The advance the terms propose: the total times the rate, rounded down to the cent. */
export const proposedAdvance = (totalCents: number, terms: Pick<ClientTerms, "advanceRateBps">) =>
  Math.floor((totalCents * terms.advanceRateBps) / 10_000);

/** The fee for the first `feeDays` days: the total times the fee rate, rounded half up to the cent. */
export const baseFee = (totalCents: number, terms: Pick<ClientTerms, "feeBps">) =>
  roundHalfUp(totalCents * terms.feeBps, 10_000);

/** "$2,450.05" of whole cents, as staff's messages write an amount. */
export const formatUsd = (cents: number) =>
  (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD" });

/**
 * Why funding figures other than the ones the client's terms propose need a reason, in staff's words
 * (the staff form and the server say the same); undefined when they are the terms' figures or a
 * reason is given.
 */
export function unexplainedOverride(
  figures: { advanceCents: number; feeCents: number },
  overrideReason: string,
  proposal: { advanceCents: number; feeCents: number },
): string | undefined {
  if (overrideReason.trim()) return undefined;
  if (figures.advanceCents === proposal.advanceCents && figures.feeCents === proposal.feeCents)
    return undefined;
  return `The client's terms give an advance of ${formatUsd(proposal.advanceCents)} and a fee of ${formatUsd(proposal.feeCents)}: give a reason for other figures`;
}

/** "90 % advanced, 3 % fee for 30 days, then 1 % per 15 days started": terms in one line. */
export function termsSentence(terms: ClientTerms): string {
  return `${percent(terms.advanceRateBps)} advanced, ${percent(terms.feeBps)} fee for ${terms.feeDays} days, then ${percent(terms.extraFeeBps)} per ${terms.extraFeeDays} days started; recourse after ${terms.recourseDays} days`;
}

/** The calendar day it is at `now` in the office's time zone (YYYY-MM-DD). */
export function officeDate(now: Date): string {
  // Built from the parts: a locale's whole format is not the same in every engine's ICU (WebKitGTK
  // writes en-CA dates as 11/29/2026, not 2026-11-29).
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: company.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Whole days from one calendar date to another (YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The calendar date (YYYY-MM-DD) `days` after `date`; earlier when `days` is negative. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The further fee periods an invoice paid `days` after funding has started. */
export const extraPeriods = (days: number, terms: Pick<ClientTerms, "feeDays" | "extraFeeDays">) =>
  days > terms.feeDays ? Math.ceil((days - terms.feeDays) / terms.extraFeeDays) : 0;

/**
 * The fee fixed when an invoice's broker pays it in full, `days` after funding: the base fee recorded
 * at funding, plus the extra fee on the total for each further period started.
 */
export function finalFee(
  totalCents: number,
  baseFeeCents: number,
  terms: Pick<ClientTerms, "feeDays" | "extraFeeBps" | "extraFeeDays">,
  days: number,
): number {
  return baseFeeCents + roundHalfUp(totalCents * terms.extraFeeBps * extraPeriods(days, terms), 10_000);
}

/**
 * Why a funded invoice cannot be closed short-paid yet: a short pay closes what a broker paid in part
 * (docs/decisions/0211-short-pay-and-recourse.md).
 */
export const nothingPaidYet = (reference: string) =>
  `Nothing has been paid on ${reference} yet: close it short-paid once the broker has paid part of it, or charge it back (recourse) once it is past its recourse days.`;

/** Why a funded invoice cannot be charged back yet: only once it is unpaid past its recourse days. */
export const tooEarlyForRecourse = (
  reference: string,
  fundedOn: string,
  recourseDays: number,
  today: string,
) =>
  `${reference} was funded ${daysBetween(fundedOn, today)} days ago: it can be charged back after ${recourseDays} days, from ${addDays(fundedOn, recourseDays + 1)}.`;

/** How money reached TPF or left it. */
export const paymentMethodOptions = [
  { value: "ach", label: "ACH" },
  { value: "check", label: "Check" },
  { value: "wire", label: "Wire" },
  { value: "other", label: "Other" },
] as const;
export type PaymentMethod = (typeof paymentMethodOptions)[number]["value"];
const paymentMethods = paymentMethodOptions.map((option) => option.value);

/** One application of a payment: this much of it pays this invoice (by its reference). */
const PaymentApplication = v.strictObject(
  {
    invoice: requiredText("Invoice", 40),
    amountCents: cents("Amount applied", 1),
  },
  objectIssueMessage({ invoice: "Invoice", amountCents: "Amount applied" }),
);

/** At most this many invoices in one payment's applications. */
export const MAX_APPLICATIONS = 200;

const applicationList = v.pipe(
  v.array(PaymentApplication, "Applications must be a list"),
  v.maxLength(MAX_APPLICATIONS, `Apply a payment to at most ${MAX_APPLICATIONS} invoices at once`),
  v.check(
    (list) => new Set(list.map((each) => each.invoice.toUpperCase())).size === list.length,
    "Apply a payment to each invoice once",
  ),
);

/**
 * A broker's payment as staff post it (`POST /api/admin/payments`, with an Idempotency-Key): one
 * check may pay many invoices; what is not applied stays unapplied cash of that broker.
 */
export const BrokerPaymentInput = v.pipe(
  v.strictObject(
    {
      broker: requiredText("Broker", 200),
      receivedOn: calendarDate("Received on"),
      method: v.picklist(paymentMethods, "Choose how it was paid"),
      reference: optionalText("Payment reference", 100),
      amountCents: cents("Amount", 1),
      applications: v.optional(applicationList, []),
    },
    objectIssueMessage({
      broker: "Broker",
      receivedOn: "Received on",
      method: "Method",
      amountCents: "Amount",
    }),
  ),
  v.forward(
    v.check(
      (input) => input.applications.reduce((sum, each) => sum + each.amountCents, 0) <= input.amountCents,
      "The applications add up to more than the payment",
    ),
    ["applications"],
  ),
);
export type BrokerPaymentInput = v.InferInput<typeof BrokerPaymentInput>;
export type BrokerPaymentData = v.InferOutput<typeof BrokerPaymentInput>;

/** Said of a payment received after today: by the staff form and the server. */
export const FUTURE_RECEIVED = "Received on cannot be in the future";

/** Said when applications add up to more than a payment has left: by the staff form and the server. */
export const MORE_THAN_UNAPPLIED = "The applications add up to more than this payment's unapplied cash";

/** More of a payment's unapplied cash applied later (`POST /api/admin/payments/{id}/applications`). */
export const PaymentApplicationsInput = v.strictObject(
  { applications: v.pipe(applicationList, v.minLength(1, "Apply it to at least one invoice")) },
  objectIssueMessage({ applications: "Applications" }),
);
export type PaymentApplicationsInput = v.InferOutput<typeof PaymentApplicationsInput>;

/** Money paid out of a client's available reserve (`POST /api/admin/clients/{id}/reserve-releases`). */
export const ReserveReleaseInput = v.strictObject(
  {
    amountCents: cents("Amount", 1),
    method: v.picklist(paymentMethods, "Choose how it was paid"),
    reference: optionalText("Payment reference", 100),
    paidOn: calendarDate("Paid on"),
  },
  objectIssueMessage({ amountCents: "Amount", method: "Method", paidOn: "Paid on" }),
);
export type ReserveReleaseInput = v.InferOutput<typeof ReserveReleaseInput>;

/** A broker payment as staff read it back. */
export interface BrokerPayment {
  id: string;
  broker: string;
  receivedOn: string;
  method: PaymentMethod;
  reference: string;
  amountCents: number;
  /** What is not applied to any invoice yet. */
  unappliedCents: number;
  applications: { invoice: string; amountCents: number; at: string; by: string }[];
  recordedAt: string;
  recordedBy: string;
}

/** A client's money as the portal shows it, read from the ledger (`GET /api/account/money`). */
export interface ClientMoney {
  /** Reserve TPF owes the client now, ready to be released (negative when the client owes TPF). */
  availableReserveCents: number;
  /** Reserve held back on invoices whose brokers have not paid yet. */
  reserveHeldCents: number;
  /** Advanced to the client this calendar month (the office's time zone). */
  fundedThisMonthCents: number;
  /** What the client's brokers still owe on funded invoices. */
  brokersOweCents: number;
}

/** A money event's effect on one invoice, as its detail shows it. */
export interface InvoiceMoney {
  advanceCents: number;
  /** The fee so far: the base fee while open, the final fee once paid or closed unpaid. */
  feeCents: number;
  /** Total - advance - fee: what the client gets back from this invoice. */
  reserveCents: number;
  /** What the broker paid on it so far. */
  paidCents: number;
  /** What the broker still owes on it. */
  openCents: number;
  /** The day the broker's payment completed it; null while open. */
  paidOn: string | null;
  /** What the broker never paid, charged to the client's reserve when it was closed short-paid or recourse. */
  chargedToReserveCents: number;
}

/** One of the client's own invoices as its detail shows it: with its money once funded. */
export interface ClientInvoiceDetail extends Invoice {
  money: InvoiceMoney | null;
}

/** What funding an invoice today would record on the client's terms in force today. */
export interface FundingProposal {
  onDate: string;
  terms: ClientTerms;
  advanceCents: number;
  feeCents: number;
}

/**
 * The staff detail with its money: the ledger's figures once funded, the terms' proposal before; its
 * verifications with the broker, and while it can still be funded, what holds funding it
 * (docs/decisions/0221-verification-and-holds.md).
 */
export interface StaffInvoiceWithMoney extends StaffInvoiceDetail {
  money: InvoiceMoney | null;
  fundingProposal: FundingProposal | null;
  verifications: Verification[];
  fundingHolds: FundingHolds | null;
}
