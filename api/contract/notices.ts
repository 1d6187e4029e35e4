import * as v from "valibot";
import type { NoticeState } from "./brokers";
import { objectIssueMessage, optionalText, requiredText } from "./fields";
import { calendarDate } from "./invoice";

/**
 * Notices of assignment: the letter that tells a broker a client's invoices now belong to TPF and must
 * be paid to TPF's remit-to address. One per client and broker at a time (the latest is in force), sent
 * by e-mail to the broker's AP address or by staff themselves, and acknowledged by someone at the
 * broker. The rules are in docs/decisions/0222-notice-of-assignment.md; staff's words are English.
 */

/** How a notice reached the broker: e-mailed by the outbox to its AP address, or sent by staff (mail, fax, by hand). */
export const noticeDeliveries = ["email", "other"] as const;
export type NoticeDelivery = (typeof noticeDeliveries)[number];

/** Said of a notice staff send themselves without saying how. */
export const MEANS_REQUIRED = "Say how it goes to the broker: by mail, fax or by hand";
/** Said of "how" given with a notice the outbox e-mails. */
export const MEANS_ONLY_WHEN_NOT_EMAILED = "Only a notice you send yourself says how it was sent";

/** A new notice for one client to the broker in the path (`POST /api/admin/brokers/{id}/notices`). */
export const NoticeInput = v.pipe(
  v.strictObject(
    {
      clientId: v.pipe(
        v.string("Choose a client"),
        v.trim(),
        v.nonEmpty("Choose a client"),
        v.maxLength(64, "Choose a client of the list"),
      ),
      delivery: v.optional(v.picklist(noticeDeliveries, "Choose e-mail, or sending it yourself"), "email"),
      means: optionalText("How it was sent", 200),
    },
    objectIssueMessage({ clientId: "Client", delivery: "Delivery", means: "How it was sent" }),
  ),
  v.forward(
    v.check((input) => input.delivery !== "other" || input.means !== "", MEANS_REQUIRED),
    ["means"],
  ),
  v.forward(
    v.check((input) => input.delivery === "other" || input.means === "", MEANS_ONLY_WHEN_NOT_EMAILED),
    ["means"],
  ),
);
export type NoticeInput = v.InferInput<typeof NoticeInput>;
export type NoticeData = v.InferOutput<typeof NoticeInput>;

/** Who at the broker acknowledged a notice, and on which day (`POST /api/admin/notices/{id}/acknowledgement`). */
export const NoticeAcknowledgementInput = v.strictObject(
  {
    acknowledgedBy: requiredText("Acknowledged by", 120),
    acknowledgedOn: calendarDate("Acknowledged on"),
  },
  objectIssueMessage({ acknowledgedBy: "Acknowledged by", acknowledgedOn: "Acknowledged on" }),
);
export type NoticeAcknowledgementInput = v.InferInput<typeof NoticeAcknowledgementInput>;

const DAY = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
/** A calendar day (YYYY-MM-DD) as staff read it: "May 4, 2026". */
export const noticeDay = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));

/** Said of an acknowledgement dated after the office's today: by the staff form and the server. */
export const FUTURE_ACKNOWLEDGEMENT = "Acknowledged on cannot be in the future";
/** Said of an acknowledgement dated before its notice was sent. */
export const acknowledgedBeforeSent = (sentOn: string) =>
  `Acknowledged on cannot be before the notice was sent (${noticeDay(sentOn)})`;

export const NOTICE_NOT_FOUND = "No notice of assignment has this id: it may have been typed wrong.";
export const NOTICE_CLIENT_NOT_FOUND = "No client account has this id: choose a client of the list";
export const ALREADY_ACKNOWLEDGED =
  "This notice's acknowledgement is already recorded, and is kept as it was recorded.";
export const NOTICE_SUPERSEDED =
  "A newer notice was sent to this broker for this client since: record the acknowledgement on that one.";

/** Said when the broker has no AP e-mail to send a notice to. */
export const noAccountsPayableEmail = (broker: string) =>
  `${broker} has no AP e-mail: add one to its details, or send the notice yourself (by mail or fax) and record it here.`;

/** Said when the client has neither an MC nor a DOT number: the broker matches the carrier by one. */
export const noAuthorityNumber = (company: string) =>
  `${company} has no MC or DOT number on file: add one first, so the broker can tell which carrier this is.`;

/** A postal address as the notice writes it. */
export interface NoticeAddress {
  street: string;
  city: string;
  region: string;
  postalCode: string;
}

/**
 * Everything a notice says, kept as it was the day it was made: the PDF is drawn from this, so the
 * notice downloaded a year later says what the broker was told, whatever changed since.
 */
export interface NoticeContent {
  /** The office's day the notice is dated (YYYY-MM-DD). */
  date: string;
  client: {
    companyName: string;
    mcNumber: string | null;
    dotNumber: string | null;
    contactName: string;
    phone: string | null;
    email: string | null;
  };
  broker: { legalName: string; mcNumber: string | null; dotNumber: string | null };
  factor: {
    name: string;
    fullName: string;
    phone: string;
    email: string;
    address: NoticeAddress;
    remitTo: NoticeAddress & { payee: string };
  };
}

export type { NoticeState };

/** Staff's words for a pair's state. */
export const noticeStateLabel: Record<NoticeState, string> = {
  "not-sent": "Not sent",
  sent: "Sent, not acknowledged",
  acknowledged: "Acknowledged",
};

/** The calm mark of an invoice whose broker has no acknowledged notice for its client. */
export const NO_ACKNOWLEDGED_NOTICE = "No acknowledged notice of assignment";

export interface NoticeAcknowledgement {
  /** The person at the broker who acknowledged it. */
  acknowledgedBy: string;
  acknowledgedOn: string;
  /** The staff member who recorded it, and when. */
  recordedBy: string;
  recordedAt: string;
}

/** Where the notice's e-mail stands in the outbox; null for a notice staff sent themselves. */
export type NoticeEmailStatus = "queued" | "sent" | "failed";

/** One notice as staff read it. */
export interface NoticeOfAssignment {
  id: string;
  brokerId: string;
  clientId: string;
  /** The day it is dated (the office's calendar). */
  date: string;
  sentAt: string;
  sentBy: string;
  delivery: NoticeDelivery;
  /** The AP address it was e-mailed to; null when staff sent it themselves. */
  sentTo: string | null;
  /** How staff sent it themselves; "" when e-mailed. */
  means: string;
  email: NoticeEmailStatus | null;
  acknowledgement: NoticeAcknowledgement | null;
  /** A newer notice for the same client and broker was sent since: this one is no longer in force. */
  superseded: boolean;
}

/** A client who sent loads for a broker (or has a notice to it), with the notices, newest first. */
export interface BrokerNoticeClient {
  client: { id: string; companyName: string; mcNumber: string | null; dotNumber: string | null };
  /** Invoices of this client linked to the broker. */
  invoiceCount: number;
  state: NoticeState;
  notices: NoticeOfAssignment[];
}
