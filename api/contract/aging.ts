import * as v from "valibot";
import { objectIssueMessage, requiredText } from "./fields";
import { calendarDate } from "./invoice";

/**
 * Aging and collections: what brokers owe on funded invoices, by how long it has been out, and
 * staff's notes while they chase it. Every amount is whole cents read from the ledger; days count
 * from the funding date. The rules are in docs/decisions/0212-aging-and-collections.md.
 */

/** The aging's buckets, by whole days from the funding date to the as-of day. */
export const agingBuckets = [
  { key: "0-30", label: "0-30 days", lastDay: 30 },
  { key: "31-60", label: "31-60 days", lastDay: 60 },
  { key: "61-90", label: "61-90 days", lastDay: 90 },
  { key: "90+", label: "Over 90 days", lastDay: Number.POSITIVE_INFINITY },
] as const;
export type AgingBucket = (typeof agingBuckets)[number]["key"];

/** The bucket of an invoice funded `days` before the as-of day. */
export function agingBucket(days: number): AgingBucket {
  return (agingBuckets.find((bucket) => days <= bucket.lastDay) ?? agingBuckets[3]).key;
}

/** Past due: open more than this many days after funding (the end of the first bucket). */
export const PAST_DUE_AFTER_DAYS = 30;

/** What one broker (or all of them) owes, by bucket. */
export interface AgingFigures {
  invoiceCount: number;
  cents: Record<AgingBucket, number>;
  totalCents: number;
}

/** One broker's line: grouped by its match key, named as on its most recently funded open invoice. */
export interface AgingBroker extends AgingFigures {
  brokerKey: string;
  broker: string;
}

/** The open funded balance as of a day (`GET /api/admin/aging`): a line per broker, most owed first. */
export interface Aging {
  asOf: string;
  brokers: AgingBroker[];
  totals: AgingFigures;
}

/** `?asOf=YYYY-MM-DD` of the aging and its CSV; today in the office's time zone when absent. */
export const AgingQuery = v.object({ asOf: v.optional(calendarDate("As of")) });
export type AgingQuery = v.InferOutput<typeof AgingQuery>;

/** Said of an as-of day after today: by the staff screen and the server. */
export const FUTURE_AS_OF = "As of cannot be in the future: choose today or an earlier day";

/** Staff's record of chasing a broker for an open invoice (`POST .../collection-notes`). */
export const CollectionNoteInput = v.strictObject(
  {
    contact: requiredText("Contact", 200),
    said: requiredText("What they said", 2000, "many"),
    promisedOn: v.optional(
      v.union([v.literal(""), calendarDate("Promised to pay on")], "Promised to pay on must be a date"),
      "",
    ),
  },
  objectIssueMessage({ contact: "Contact", said: "What they said", promisedOn: "Promised to pay on" }),
);
export type CollectionNoteInput = v.InferInput<typeof CollectionNoteInput>;
export type CollectionNoteData = v.InferOutput<typeof CollectionNoteInput>;

/** A promise to pay cannot come before the invoice was funded: by the staff form and the server. */
export const promisedBeforeFunding = (fundedOn: string) =>
  `Promised to pay on cannot be before the invoice was funded (${fundedOn})`;

/** A collection note as staff read it back. */
export interface CollectionNote {
  id: string;
  at: string;
  by: string;
  contact: string;
  said: string;
  /** The day the broker promised to pay (YYYY-MM-DD), or null. */
  promisedOn: string | null;
}

/** One open funded invoice of the collections queue (`GET /api/admin/collections`). */
export interface CollectionItem {
  reference: string;
  client: { companyName: string };
  broker: string;
  totalCents: number;
  /** What the broker still owes on it, from the ledger. */
  openCents: number;
  fundedOn: string;
  /** Whole days from funding to today (the office's time zone). */
  daysOut: number;
  latestNote: CollectionNote | null;
  /** The latest note's promise-to-pay day is before today and the invoice is still open. */
  promisePassed: boolean;
}

/** A keyset page of the queue, with how many invoices and how much it holds in all. */
export interface CollectionsPage {
  items: CollectionItem[];
  nextCursor: string | null;
  total: number;
  totalOpenCents: number;
}

/** The staff dashboard's money, read from the ledger (docs/decisions/0212-aging-and-collections.md). */
export interface StaffMoney {
  /** The open receivable of every funded invoice. */
  outstandingCents: number;
  /** Of it, what is open on invoices funded more than PAST_DUE_AFTER_DAYS days ago. */
  pastDueCents: number;
  /** Broker payments applied to invoices this office week (from Monday). */
  paidThisWeekCents: number;
  /** Broker payments received and not applied to an invoice yet. */
  unappliedCashCents: number;
}
