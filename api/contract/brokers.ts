import * as v from "valibot";
import { authorityDigits, email, objectIssueMessage, optionalText, phone, requiredText } from "./fields";
import { matchKey } from "./match-key";
import { fields_broker_check_short, fields_search_max } from "../../src/paraglide/messages.js";
import { say } from "./words";

/**
 * The broker book: the brokers (debtors) TPF buys invoices on, the names clients type for them, and
 * the office's credit decision on each; and the plain verdict a signed-in client reads when they ask
 * "do you fund this broker?". Staff's words are English; the client's query speaks both languages.
 * The rules are in docs/decisions/0220-broker-book.md.
 */

export const creditDecisionOptions = [
  { value: "approved", label: "Approved" },
  { value: "limit", label: "Approved up to a limit" },
  { value: "ask-first", label: "Ask first" },
  { value: "do-not-fund", label: "Do not fund" },
] as const;
export type CreditDecision = (typeof creditDecisionOptions)[number]["value"];
const creditDecisions = creditDecisionOptions.map((option) => option.value);

/** A credit limit at most this many cents ($1,000,000,000): far above any broker TPF would fund. */
export const MAX_LIMIT_CENTS = 100_000_000_000;

/** Days-to-pay counts payments completed this many days back from today. */
export const DAYS_TO_PAY_WINDOW_DAYS = 90;
/** Fewer payments than this in the window is "not enough history": no figure is shown. */
export const MIN_PAYMENTS_FOR_DAYS_TO_PAY = 5;

/** A broker's names (legal name and aliases) and an invoice's typed name are at most this long. */
export const BROKER_NAME_MAX = 120;
/** At most this many aliases on one broker. */
export const MAX_ALIASES = 50;

/** An optional e-mail address: "" for none. */
const optionalEmail = (label: string) =>
  v.optional(
    v.union(
      [v.pipe(v.string(), v.trim(), v.empty()), email(label, 254)],
      "Enter a valid e-mail address, like ap@broker.com",
    ),
    "",
  );

/** An optional phone number: "" for none. */
const optionalPhone = (label: string) =>
  v.optional(
    v.union(
      [v.pipe(v.string(), v.trim(), v.empty()), phone(label, 40)],
      "Enter a phone number with at least 10 digits",
    ),
    "",
  );

const aliasList = v.pipe(
  v.array(requiredText("Alias", BROKER_NAME_MAX), "Aliases must be a list of names"),
  v.maxLength(MAX_ALIASES, `A broker has at most ${MAX_ALIASES} aliases`),
);

const brokerEntries = {
  legalName: requiredText("Legal name", BROKER_NAME_MAX),
  mcNumber: authorityDigits("MC number"),
  dotNumber: authorityDigits("DOT number"),
  apEmail: optionalEmail("AP e-mail"),
  phone: optionalPhone("Phone"),
  remitAddress: optionalText("Remit address", 500, "many"),
  aliases: v.optional(aliasList, []),
};

const brokerLabels = {
  legalName: "Legal name",
  mcNumber: "MC number",
  dotNumber: "DOT number",
  apEmail: "AP e-mail",
  phone: "Phone",
  remitAddress: "Remit address",
  aliases: "Aliases",
};

/** A new broker (`POST /api/admin/brokers`). */
export const BrokerInput = v.strictObject(brokerEntries, objectIssueMessage(brokerLabels));
export type BrokerInput = v.InferInput<typeof BrokerInput>;
export type BrokerData = v.InferOutput<typeof BrokerInput>;

/**
 * A change to a broker (`PATCH /api/admin/brokers/{id}`): only the fields sent change; "" clears an
 * optional one; `aliases`, when sent, is the whole new list.
 */
export const BrokerChange = v.strictObject(
  {
    legalName: v.optional(brokerEntries.legalName),
    mcNumber: v.optional(authorityDigits("MC number")),
    dotNumber: v.optional(authorityDigits("DOT number")),
    apEmail: v.optional(optionalEmail("AP e-mail")),
    phone: v.optional(optionalPhone("Phone")),
    remitAddress: v.optional(brokerEntries.remitAddress),
    aliases: v.optional(aliasList),
  },
  objectIssueMessage(brokerLabels),
);
export type BrokerChange = v.InferInput<typeof BrokerChange>;
export type BrokerChangeData = v.InferOutput<typeof BrokerChange>;

/** Said of a limit decision without a limit: by the staff form and the server. */
export const LIMIT_REQUIRED = "Give the limit of an approved-up-to-a-limit decision";
/** Said of a limit given with another decision. */
export const LIMIT_ONLY_WITH_LIMIT = "Only an approved-up-to-a-limit decision has a limit";

/** A credit limit: whole cents, at least one. */
export const limitCents = v.pipe(
  v.number("Limit must be an amount in cents"),
  v.integer("Limit must be whole cents"),
  v.minValue(1, "Limit must be more than $0"),
  v.maxValue(MAX_LIMIT_CENTS, "Limit must be at most $1,000,000,000"),
);

/** Staff's credit decision on a broker (`PUT /api/admin/brokers/{id}/credit`); every one is kept. */
export const CreditDecisionInput = v.pipe(
  v.strictObject(
    {
      decision: v.picklist(creditDecisions, "Choose a decision"),
      limitCents: v.optional(limitCents),
      reason: requiredText("Reason", 1000, "many"),
    },
    objectIssueMessage({ decision: "Decision", limitCents: "Limit", reason: "Reason" }),
  ),
  v.forward(
    v.check((input) => input.decision !== "limit" || input.limitCents !== undefined, LIMIT_REQUIRED),
    ["limitCents"],
  ),
  v.forward(
    v.check((input) => input.decision === "limit" || input.limitCents === undefined, LIMIT_ONLY_WITH_LIMIT),
    ["limitCents"],
  ),
);
export type CreditDecisionInput = v.InferInput<typeof CreditDecisionInput>;

/** Staff link an invoice's typed broker to a broker of the book (`PUT /api/admin/invoices/{reference}/broker`). */
export const InvoiceBrokerLink = v.strictObject(
  { brokerId: v.pipe(v.string("Choose a broker"), v.nonEmpty("Choose a broker"), v.maxLength(64)) },
  objectIssueMessage({ brokerId: "Broker" }),
);
export type InvoiceBrokerLink = v.InferInput<typeof InvoiceBrokerLink>;

const searchText = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(100, "Search at most 100 characters"),
  v.transform((value) => value || undefined),
);

/** `?q=` of the staff broker list (on top of `?limit=&cursor=`). */
export const BrokerSearchEntries = { q: v.optional(searchText) };

/** What a client's search must have: at least two letters or digits. */
export const BROKER_CHECK_SHORT = say(fields_broker_check_short);

/** The longest search, staff's or a client's. */
const MAX_SEARCH = 100;

/** `?q=` of the client's broker check (`GET /api/brokers`), in the client's language. */
export const BrokerCheckQuery = v.object(
  {
    q: v.pipe(
      v.string(BROKER_CHECK_SHORT),
      v.trim(),
      v.check((value) => (value.match(/[\p{L}\p{N}]/gu) ?? []).length >= 2, BROKER_CHECK_SHORT),
      v.maxLength(MAX_SEARCH, say(fields_search_max, { max: MAX_SEARCH })),
    ),
  },
  // A query without `q` is told what a search needs, as an empty one is.
  BROKER_CHECK_SHORT,
);
export type BrokerCheckQuery = v.InferOutput<typeof BrokerCheckQuery>;

/**
 * The MC number a client may have typed for a broker: "MC 123456", "MC#123456", "mc-123456", or the
 * number alone (4 to 8 digits); undefined when the text names none.
 */
export function mcNumberIn(text: string): string | undefined {
  const trimmed = text.trim();
  const prefixed = /\bMC\s*[#:.-]?\s*(\d{1,8})\b/i.exec(trimmed);
  if (prefixed) return String(Number(prefixed[1]));
  return /^\d{4,8}$/.test(trimmed) ? String(Number(trimmed)) : undefined;
}

/**
 * An MC or DOT number as stored: its digits without leading zeros, or null for none. Takes what the
 * forms accept, digits alone or as a quote request takes them ("MC-012345" is stored as 12345).
 */
export const storedAuthority = (typed: string | null | undefined): string | null => {
  const digits = (typed ?? "").replace(/\D/g, "");
  return digits === "" ? null : String(Number(digits));
};

/** A broker name as compared: the invoices' match key (case, spaces and dashes ignored). */
export const brokerKeyOf = matchKey;

/** One credit decision as kept: what, the limit of a limit decision, why, who and when. */
export interface CreditDecisionRecord {
  decision: CreditDecision;
  limitCents: number | null;
  reason: string;
  at: string;
  by: string;
}

/** Average and 90th percentile of whole days from funding to payment, or null: not enough history. */
export interface DaysToPay {
  averageDays: number;
  p90Days: number;
}

/**
 * Days to pay from the days each payment took (paid day − funded day): null under
 * MIN_PAYMENTS_FOR_DAYS_TO_PAY payments; else the average, rounded half up to whole days, and the
 * 90th percentile by nearest rank (the smallest figure at least 90 % of payments took no longer than).
 */
export function daysToPayOf(days: readonly number[]): DaysToPay | null {
  if (days.length < MIN_PAYMENTS_FOR_DAYS_TO_PAY) return null;
  const sorted = [...days].sort((a, b) => a - b);
  const sum = sorted.reduce((total, each) => total + each, 0);
  const rank = Math.ceil(0.9 * sorted.length);
  return {
    averageDays: Math.floor((2 * sum + sorted.length) / (2 * sorted.length)),
    p90Days: sorted[rank - 1] ?? 0,
  };
}

/** What a client is told of a broker: we fund it, call us first, or we cannot fund it. */
export type BrokerVerdict = "fund" | "call-first" | "no-fund";

/**
 * The verdict of a broker's current decision and open funded balance: approved funds; a limit funds
 * until the balance reaches it; ask-first, a reached limit and no decision yet are "call us first";
 * do-not-fund is "we cannot fund".
 */
export function verdictOf(
  credit: Pick<CreditDecisionRecord, "decision" | "limitCents"> | null,
  exposureCents: number,
): BrokerVerdict {
  switch (credit?.decision) {
    case "approved":
      return "fund";
    case "limit":
      return exposureCents < (credit.limitCents ?? 0) ? "fund" : "call-first";
    case "do-not-fund":
      return "no-fund";
    default:
      return "call-first";
  }
}

/** A broker as the staff list shows it. */
export interface BrokerSummary {
  id: string;
  legalName: string;
  mcNumber: string | null;
  dotNumber: string | null;
  /** The decision in force (the latest); null while none was made. */
  credit: CreditDecisionRecord | null;
  /** The open funded balance of its invoices, every client's, read from the ledger. */
  exposureCents: number;
  createdAt: string;
}

/** A name clients typed for the broker, remembered so the next invoice with it links by itself. */
export interface BrokerAlias {
  name: string;
  addedAt: string;
  addedBy: string;
}

/** One broker for the staff detail. */
export interface BrokerDetail extends BrokerSummary {
  apEmail: string;
  phone: string;
  remitAddress: string;
  aliases: BrokerAlias[];
  /** Every decision, newest first (the first is `credit`). */
  creditHistory: CreditDecisionRecord[];
  /** The verdict clients read now. */
  verdict: BrokerVerdict;
  /** Payments completed in the window, and the figures when there are enough. */
  paymentsCounted: number;
  daysToPay: DaysToPay | null;
  invoiceCount: number;
  createdBy: string;
  updatedAt: string;
}

/** One of a broker's invoices on its staff detail. */
export interface BrokerInvoice {
  reference: string;
  client: { id: string; companyName: string };
  /** The name the client typed. */
  brokerName: string;
  status: string;
  totalCents: number;
  submittedAt: string;
  fundedOn: string | null;
  /** What the broker still owes on it, from the ledger (0 unless funded). */
  openCents: number;
}

/** What a client reads of one broker: never a limit, a balance or another client's data. */
export interface BrokerCheckAnswer {
  id: string;
  legalName: string;
  mcNumber: string | null;
  dotNumber: string | null;
  verdict: BrokerVerdict;
  daysToPay: DaysToPay | null;
  /** The search is this broker's name, one of its other names, or its MC number, whole. */
  exact: boolean;
}

/**
 * Where a client stands with a broker's notice of assignment: none yet, the latest sent but not
 * acknowledged, or acknowledged (docs/decisions/0222-notice-of-assignment.md).
 */
export type NoticeState = "not-sent" | "sent" | "acknowledged";

/** The broker an invoice is linked to, as the staff invoice shows it. */
export interface InvoiceBroker {
  id: string;
  legalName: string;
  mcNumber: string | null;
  decision: CreditDecision | null;
  /** The notice of assignment of the invoice's client to this broker. */
  notice: NoticeState;
}

/** What linking an invoice did with its typed name: remembered as an alias, or held by another broker. */
export interface AliasOutcome {
  name: string;
  remembered: boolean;
  /** The broker that already has this name, when it is not the one linked. */
  heldBy: { id: string; legalName: string } | null;
}
