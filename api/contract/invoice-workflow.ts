import { invoiceStatusOptions, type InvoiceStatus } from "./invoice";
import { labelIn, type Locale } from "./words";

/**
 * The one state machine of an invoice's status, shared by the server (which
 * enforces it) and the staff screen (which offers only what it allows).
 * The diagram and the reasons are in docs/decisions/0100-invoice-workflow.md.
 */

/**
 * Who moves an invoice: staff review it; the client's only move is sending the pages staff asked for;
 * a broker's payment applied in full makes it paid (docs/decisions/0210-money-ledger.md). Staff close
 * a funded invoice the broker will not pay in full as short-paid or recourse, which charges what is
 * open to the client's reserve (docs/decisions/0211-short-pay-and-recourse.md).
 */
export type InvoiceActor = "staff" | "client" | "payment";

/** From each status, the statuses it may move to and who may move it there. Those with none are final. */
const transitions: Record<InvoiceStatus, Partial<Record<InvoiceStatus, InvoiceActor>>> = {
  submitted: { "in-review": "staff", "needs-documents": "staff", declined: "staff" },
  "in-review": { "needs-documents": "staff", funded: "staff", declined: "staff" },
  "needs-documents": { submitted: "client", declined: "staff" },
  funded: { paid: "payment", "short-paid": "staff", recourse: "staff" },
  paid: {},
  "short-paid": {},
  recourse: {},
  declined: {},
};

/** A status's name: in English, as staff read it, or in the client's language. */
export function statusLabel(status: InvoiceStatus, locale: Locale = "en"): string {
  const option = invoiceStatusOptions.find((each) => each.value === status);
  if (!option) return status;
  return labelIn(option, locale);
}

/**
 * The statuses of the office's review, the "Invoices to review" of the staff dashboard: sent,
 * opened, or waiting for the pages staff asked for.
 */
export const REVIEW_STATUSES = [
  "submitted",
  "in-review",
  "needs-documents",
] as const satisfies readonly InvoiceStatus[];

/**
 * The order of staff's invoice list: a review status's list is a queue, worked from the invoice that
 * has waited longest, so it is oldest first; every other list shows what came last first
 * (docs/decisions/0033-staff-invoice-review.md). The list, its pages and its CSV follow it alike.
 */
export const staffListOrder = (status: InvoiceStatus | undefined): "oldest-first" | "newest-first" =>
  status !== undefined && (REVIEW_STATUSES as readonly InvoiceStatus[]).includes(status)
    ? "oldest-first"
    : "newest-first";

/** A status nothing moves an invoice out of. */
export const isFinalStatus = (status: InvoiceStatus) => Object.keys(transitions[status]).length === 0;

/** The statuses `by` may move an invoice to from `from`, in the order the status list gives them. */
export const nextStatuses = (from: InvoiceStatus, by: InvoiceActor): InvoiceStatus[] =>
  invoiceStatusOptions.map((option) => option.value).filter((to) => transitions[from][to] === by);

export type TransitionCheck = { ok: true } | { ok: false; error: string; allowed: InvoiceStatus[] };

/** Whether `by` may move an invoice from `from` to `to`; when not, why, and where it may go instead. */
export function checkTransition(from: InvoiceStatus, to: InvoiceStatus, by: InvoiceActor): TransitionCheck {
  if (transitions[from][to] === by) return { ok: true };
  const allowed = nextStatuses(from, by);
  if (isFinalStatus(from)) {
    return {
      ok: false,
      error: `This invoice is ${statusLabel(from).toLowerCase()}, which is final: its status cannot change.`,
      allowed,
    };
  }
  if (transitions[from][to] === "payment") {
    return {
      ok: false,
      error: `This invoice is ${statusLabel(from).toLowerCase()}: it becomes ${statusLabel(to)} when a broker's payment is applied to it in full.`,
      allowed,
    };
  }
  if (transitions[from][to] === "client") {
    return {
      ok: false,
      error: `An invoice goes back to ${statusLabel(to)} only when the client adds the pages asked for.`,
      allowed,
    };
  }
  return {
    ok: false,
    error: `An invoice that is ${statusLabel(from)} cannot move to ${statusLabel(to)}.`,
    allowed,
  };
}
