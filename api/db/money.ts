import { and, desc, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { company } from "../contract/company";
import { matchKey } from "../contract/invoice";
import {
  baseFee,
  daysBetween,
  finalFee,
  formatUsd,
  nothingPaidYet,
  proposedAdvance,
  tooEarlyForRecourse,
  type FundingProposal,
  type BrokerPayment,
  type BrokerPaymentData,
  type ClientMoney,
  type ClientTerms,
  type InvoiceMoney,
  type PaymentMethod,
  type TermsVersion,
} from "../contract/money";
import { timeOrderedId } from "../lib/ids";
import { atomically, ifOneChanged, type InvoiceRow } from "./invoices";
import {
  clientBalances,
  invoiceBalances,
  isGuardRefusal,
  kindIfOneChanged,
  postingStatements,
  type Posting,
} from "./ledger";
import {
  brokerPayments,
  clients,
  clientTerms,
  invoiceHistory,
  invoices,
  ledgerEntries,
  ledgerTransactions,
  paymentApplications,
} from "./schema";
import type { Database } from "./types";

/**
 * Client terms, broker payments and reserve releases, each posted to the
 * ledger in the same database transaction as the change it belongs to
 * (docs/decisions/0210-money-ledger.md).
 */

/** The company's terms: what a client without terms of its own is funded on. */
export const defaultTerms: TermsVersion = { ...company.defaultTerms, effectiveOn: "", setAt: "", setBy: "" };

/** The office's calendar day: in the contract, since the portal chooses statement periods by it too. */
export { officeDate } from "../contract/money";

const termsOf = (row: typeof clientTerms.$inferSelect): TermsVersion => ({
  advanceRateBps: row.advanceRateBps,
  feeBps: row.feeBps,
  feeDays: row.feeDays,
  extraFeeBps: row.extraFeeBps,
  extraFeeDays: row.extraFeeDays,
  recourseDays: row.recourseDays,
  effectiveOn: row.effectiveOn,
  setAt: row.setAt,
  setBy: row.setBy,
});

/** Only the six figures of terms, as an invoice keeps them. */
export const figuresOf = (terms: ClientTerms): ClientTerms => ({
  advanceRateBps: terms.advanceRateBps,
  feeBps: terms.feeBps,
  feeDays: terms.feeDays,
  extraFeeBps: terms.extraFeeBps,
  extraFeeDays: terms.extraFeeDays,
  recourseDays: terms.recourseDays,
});

/** The client's terms in force on `onDate`: its latest version effective by then, else the company's. */
export async function termsInForce(db: Database, clientId: string, onDate: string): Promise<TermsVersion> {
  const [row] = await db
    .select()
    .from(clientTerms)
    .where(and(eq(clientTerms.clientId, clientId), lte(clientTerms.effectiveOn, onDate)))
    .orderBy(desc(clientTerms.effectiveOn), desc(clientTerms.setAt), desc(clientTerms.id))
    .limit(1);
  return row ? termsOf(row) : defaultTerms;
}

/** Every version of the client's terms, newest first. */
export async function termsHistory(db: Database, clientId: string): Promise<TermsVersion[]> {
  const rows = await db
    .select()
    .from(clientTerms)
    .where(eq(clientTerms.clientId, clientId))
    .orderBy(desc(clientTerms.effectiveOn), desc(clientTerms.setAt), desc(clientTerms.id));
  return rows.map(termsOf);
}

/** Records a new version of the client's terms, in force from `effectiveOn`. */
export async function setTerms(
  db: Database,
  change: { clientId: string; terms: ClientTerms; effectiveOn: string; by: string; at: string },
) {
  await db.insert(clientTerms).values({
    id: timeOrderedId(),
    clientId: change.clientId,
    ...figuresOf(change.terms),
    effectiveOn: change.effectiveOn,
    setAt: change.at,
    setBy: change.by,
  });
}

/** What funding the invoice on `onDate` would record on the client's terms in force that day. */
export async function fundingProposal(
  db: Database,
  invoice: Pick<InvoiceRow, "clientId" | "totalCents">,
  onDate: string,
): Promise<FundingProposal> {
  const terms = figuresOf(await termsInForce(db, invoice.clientId, onDate));
  return {
    onDate,
    terms,
    advanceCents: proposedAdvance(invoice.totalCents, terms),
    feeCents: baseFee(invoice.totalCents, terms),
  };
}

/** The funding posting: the broker owes the total; the advance is paid out; the rest is reserve held. */
export function fundingPosting(
  invoice: Pick<InvoiceRow, "id" | "clientId" | "brokerKey" | "totalCents">,
  figures: { advanceCents: number; fundedOn: string },
  who: { actor: string; at: string; memo?: string },
): Posting {
  const owner = { clientId: invoice.clientId, invoiceId: invoice.id };
  return {
    kind: "funding",
    onDate: figures.fundedOn,
    at: who.at,
    actor: who.actor,
    memo: who.memo ?? "",
    ...owner,
    entries: [
      { account: "receivable", amountCents: invoice.totalCents, ...owner, brokerKey: invoice.brokerKey },
      { account: "cash", amountCents: -figures.advanceCents, ...owner },
      { account: "reserve_held", amountCents: figures.advanceCents - invoice.totalCents, ...owner },
    ],
  };
}

/** What one application of a payment does to its invoice, worked out from the ledger before writing. */
export interface ApplicationPlan {
  invoice: InvoiceRow;
  amountCents: number;
  /** Set when the application pays the invoice in full: its final fee and what becomes available. */
  settlement?: { feeCents: number; heldCents: number; paidOn: string };
}

/** Why an application cannot be made, in staff's words; undefined when it can. */
export type ApplicationRefusal = string;

/**
 * Works out an application to `invoice` of a payment received on `receivedOn`: refused when the
 * invoice is not funded or the amount is more than its open balance; when it pays the invoice in
 * full, the fee fixed by the days since funding and the invoice's terms.
 */
export async function planApplication(
  db: Database,
  invoice: InvoiceRow,
  amountCents: number,
  receivedOn: string,
): Promise<ApplicationPlan | ApplicationRefusal> {
  if (invoice.status !== "funded" || invoice.fundedOn === null || invoice.feeCents === null) {
    return `${invoice.reference} is not funded: only a funded invoice can be paid`;
  }
  const balances = await invoiceBalances(db, invoice.id);
  const open = balances.receivable;
  if (amountCents > open) {
    return `${invoice.reference} has ${formatUsd(open)} open: apply at most that`;
  }
  if (amountCents < open) return { invoice, amountCents };
  const terms = invoice.fundedTerms ?? defaultTerms;
  const days = Math.max(0, daysBetween(invoice.fundedOn, receivedOn));
  return {
    invoice,
    amountCents,
    settlement: {
      feeCents: finalFee(invoice.totalCents, invoice.feeCents, terms, days),
      heldCents: credit(balances.reserve_held),
      paidOn: receivedOn,
    },
  };
}

/**
 * The statements of applying `plans` of one payment: each invoice's version must still be the one
 * read (else the whole transaction is refused: another post came first), the application, its
 * posting, and for an invoice paid in full its status, history and settlement.
 */
function applicationStatements(
  db: Database,
  payment: { id: string; brokerKey: string; receivedOn: string },
  plans: readonly ApplicationPlan[],
  who: { by: string; at: string },
) {
  return plans.flatMap((plan) => {
    const { invoice, settlement } = plan;
    const owner = { clientId: invoice.clientId, invoiceId: invoice.id };
    const statements: { run(): unknown }[] = [
      db
        .update(invoices)
        .set({
          moneyVersion: sql`${invoices.moneyVersion} + 1`,
          ...(settlement
            ? {
                status: "paid" as const,
                paidOn: settlement.paidOn,
                closedOn: settlement.paidOn,
                feeCents: settlement.feeCents,
                updatedAt: who.at,
              }
            : {}),
        })
        .where(
          and(
            eq(invoices.id, invoice.id),
            eq(invoices.status, "funded"),
            eq(invoices.moneyVersion, invoice.moneyVersion),
          ),
        ),
      db.insert(paymentApplications).values({
        id: timeOrderedId(),
        paymentId: payment.id,
        invoiceId: sql`(select ${invoice.id} where changes() = 1)`,
        amountCents: plan.amountCents,
        at: who.at,
        by: who.by,
      }),
      ...postingStatements(db, {
        kind: "application",
        onDate: payment.receivedOn,
        at: who.at,
        actor: who.by,
        ...owner,
        paymentId: payment.id,
        entries: [
          { account: "unapplied_cash", amountCents: plan.amountCents, brokerKey: payment.brokerKey },
          { account: "receivable", amountCents: -plan.amountCents, ...owner, brokerKey: invoice.brokerKey },
        ],
      }),
    ];
    if (settlement) {
      const available = settlement.heldCents - settlement.feeCents;
      statements.push(
        db.insert(invoiceHistory).values({
          id: timeOrderedId(),
          invoiceId: invoice.id,
          at: who.at,
          actor: who.by,
          action: "status",
          fromStatus: "funded",
          toStatus: "paid",
          reason: "",
        }),
        ...postingStatements(db, {
          kind: "settlement",
          onDate: settlement.paidOn,
          at: who.at,
          actor: who.by,
          ...owner,
          paymentId: payment.id,
          entries: [
            { account: "reserve_held", amountCents: settlement.heldCents, ...owner },
            { account: "fee_income", amountCents: -settlement.feeCents, ...owner },
            { account: "reserve_available", amountCents: -available, clientId: invoice.clientId },
          ],
        }),
        clientMoneyMoved(db, invoice.clientId),
      );
    }
    return statements;
  });
}

/** A funded invoice closed unpaid: what is still open, the reserve it holds and its final fee. */
export interface ClosePlan {
  invoice: InvoiceRow;
  to: "short-paid" | "recourse";
  onDate: string;
  openCents: number;
  heldCents: number;
  feeCents: number;
}

/**
 * Works out closing a funded invoice its broker will not pay in full, on `onDate`: short-paid once the
 * broker paid part of it, recourse once it is unpaid past its terms' recourse days. The fee is fixed
 * by the days from funding to that day, as a payment in full would fix it; what is open is charged to
 * the client's reserve (docs/decisions/0211-short-pay-and-recourse.md).
 */
export async function planClose(
  db: Database,
  invoice: InvoiceRow,
  to: ClosePlan["to"],
  onDate: string,
): Promise<ClosePlan | ApplicationRefusal> {
  if (invoice.status !== "funded" || invoice.fundedOn === null || invoice.feeCents === null) {
    return `${invoice.reference} is not funded: only a funded invoice can be closed unpaid`;
  }
  const balances = await invoiceBalances(db, invoice.id);
  const terms = invoice.fundedTerms ?? defaultTerms;
  const days = Math.max(0, daysBetween(invoice.fundedOn, onDate));
  if (to === "short-paid" && balances.receivable === invoice.totalCents) {
    return nothingPaidYet(invoice.reference);
  }
  if (to === "recourse" && days <= terms.recourseDays) {
    return tooEarlyForRecourse(invoice.reference, invoice.fundedOn, terms.recourseDays, onDate);
  }
  return {
    invoice,
    to,
    onDate,
    openCents: balances.receivable,
    heldCents: credit(balances.reserve_held),
    feeCents: finalFee(invoice.totalCents, invoice.feeCents, terms, days),
  };
}

/**
 * Closes a funded invoice unpaid, in one transaction: its status, fee and closing day (only while it
 * is still funded at the money version read), its history with the reason the client reads, and the
 * posting that takes what is open off the broker and charges it, with the fee, to the client's reserve.
 * False when another change came first.
 */
export async function closeUnpaid(
  db: Database,
  plan: ClosePlan,
  who: { reason: string; by: string; at: string },
): Promise<boolean> {
  const { invoice } = plan;
  const owner = { clientId: invoice.clientId, invoiceId: invoice.id };
  try {
    await atomically(db, [
      db
        .update(invoices)
        .set({
          status: plan.to,
          statusReason: who.reason,
          feeCents: plan.feeCents,
          closedOn: plan.onDate,
          moneyVersion: sql`${invoices.moneyVersion} + 1`,
          updatedAt: who.at,
        })
        .where(
          and(
            eq(invoices.id, invoice.id),
            eq(invoices.status, "funded"),
            eq(invoices.moneyVersion, invoice.moneyVersion),
          ),
        ),
      db.insert(invoiceHistory).values({
        id: timeOrderedId(),
        invoiceId: ifOneChanged(invoice.id),
        at: who.at,
        actor: who.by,
        action: "status",
        fromStatus: "funded",
        toStatus: plan.to,
        reason: who.reason,
      }),
      ...postingStatements(db, {
        kind: plan.to === "short-paid" ? "short_pay" : "recourse",
        onDate: plan.onDate,
        at: who.at,
        actor: who.by,
        memo: who.reason,
        ...owner,
        entries: [
          { account: "receivable", amountCents: -plan.openCents, ...owner, brokerKey: invoice.brokerKey },
          { account: "reserve_held", amountCents: plan.heldCents, ...owner },
          { account: "fee_income", amountCents: -plan.feeCents, ...owner },
          {
            account: "reserve_available",
            amountCents: plan.openCents + plan.feeCents - plan.heldCents,
            clientId: invoice.clientId,
          },
        ],
      }),
      clientMoneyMoved(db, invoice.clientId),
    ]);
    return true;
  } catch (error) {
    if (lostToAnotherPost(error)) return false;
    throw error;
  }
}

/**
 * Moves a client's money version: any write to a client's reserve does, so a release that read the
 * available reserve before it is refused.
 */
const clientMoneyMoved = (db: Database, clientId: string) =>
  db
    .update(clients)
    .set({ moneyVersion: sql`${clients.moneyVersion} + 1` })
    .where(eq(clients.id, clientId));

/** A refused transaction whose guard matched nothing: another post changed an invoice or a reserve first. */
function lostToAnotherPost(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (
      /NOT NULL constraint failed: (payment_applications|invoice_history)\.invoice_id/.test(cause.message) ||
      /payment over-applied/.test(cause.message) ||
      isGuardRefusal(cause.message)
    )
      return true;
  }
  return false;
}

function isKeyClash(error: unknown, index: string): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (new RegExp(`UNIQUE constraint failed: ${index}`).test(cause.message)) return true;
  }
  return false;
}

export type PostOutcome = "posted" | "changed-meanwhile" | "key-used";

/**
 * Records a broker's payment, its posting (cash received, held as the broker's unapplied cash) and
 * its applications, in one transaction.
 */
export async function recordPayment(
  db: Database,
  payment: BrokerPaymentData & { id: string; idempotencyKey: string; requestHash: string },
  plans: readonly ApplicationPlan[],
  who: { by: string; at: string },
): Promise<PostOutcome> {
  const brokerKey = matchKey(payment.broker);
  try {
    await atomically(db, [
      db.insert(brokerPayments).values({
        id: payment.id,
        brokerName: payment.broker,
        brokerKey,
        receivedOn: payment.receivedOn,
        method: payment.method,
        reference: payment.reference,
        amountCents: payment.amountCents,
        idempotencyKey: payment.idempotencyKey,
        requestHash: payment.requestHash,
        recordedAt: who.at,
        recordedBy: who.by,
      }),
      ...postingStatements(db, {
        kind: "payment",
        onDate: payment.receivedOn,
        at: who.at,
        actor: who.by,
        paymentId: payment.id,
        memo: [methodLabel(payment.method), payment.reference].filter(Boolean).join(" "),
        entries: [
          { account: "cash", amountCents: payment.amountCents },
          { account: "unapplied_cash", amountCents: -payment.amountCents, brokerKey },
        ],
      }),
      ...applicationStatements(db, { id: payment.id, brokerKey, receivedOn: payment.receivedOn }, plans, who),
    ]);
    return "posted";
  } catch (error) {
    if (isKeyClash(error, "broker_payments\\.idempotency_key")) return "key-used";
    if (lostToAnotherPost(error)) return "changed-meanwhile";
    throw error;
  }
}

/**
 * Applies more of a payment's unapplied cash, in one transaction. The database refuses an application
 * that would take a payment past its amount (a trigger), so two staff placing the same cash at once
 * cannot both succeed: the later one is told.
 */
export async function applyPayment(
  db: Database,
  payment: { id: string; brokerKey: string; receivedOn: string },
  plans: readonly ApplicationPlan[],
  who: { by: string; at: string },
): Promise<PostOutcome> {
  try {
    await atomically(db, applicationStatements(db, payment, plans, who));
    return "posted";
  } catch (error) {
    if (lostToAnotherPost(error)) return "changed-meanwhile";
    throw error;
  }
}

const methodLabels: Record<PaymentMethod, string> = {
  ach: "ACH",
  check: "Check",
  wire: "Wire",
  other: "Other",
};
const methodLabel = (method: PaymentMethod) => methodLabels[method];

type PaymentRow = typeof brokerPayments.$inferSelect;

/** Payments as staff read them, with their applications (one query for all of them) and what is unapplied. */
async function withApplications(db: Database, rows: readonly PaymentRow[]): Promise<BrokerPayment[]> {
  if (rows.length === 0) return [];
  const applied = await db
    .select({
      paymentId: paymentApplications.paymentId,
      invoice: invoices.reference,
      amountCents: paymentApplications.amountCents,
      at: paymentApplications.at,
      by: paymentApplications.by,
    })
    .from(paymentApplications)
    .innerJoin(invoices, eq(invoices.id, paymentApplications.invoiceId))
    .where(
      inArray(
        paymentApplications.paymentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(paymentApplications.at, paymentApplications.id);
  return rows.map((row) => {
    const applications = applied
      .filter((each) => each.paymentId === row.id)
      .map(({ paymentId: _payment, ...each }) => each);
    const appliedCents = applications.reduce((sum, each) => sum + each.amountCents, 0);
    return {
      id: row.id,
      broker: row.brokerName,
      receivedOn: row.receivedOn,
      method: row.method,
      reference: row.reference,
      amountCents: row.amountCents,
      unappliedCents: row.amountCents - appliedCents,
      applications,
      recordedAt: row.recordedAt,
      recordedBy: row.recordedBy,
    };
  });
}

/** A payment as staff read it, with its applications and what is still unapplied. */
export async function readPayment(db: Database, id: string): Promise<BrokerPayment | undefined> {
  const rows = await db.select().from(brokerPayments).where(eq(brokerPayments.id, id));
  const [payment] = await withApplications(db, rows);
  return payment;
}

/** The payment stored under an Idempotency-Key, with the hash of the body it was stored for. */
export async function paymentByKey(db: Database, key: string) {
  const [row] = await db
    .select({ id: brokerPayments.id, requestHash: brokerPayments.requestHash })
    .from(brokerPayments)
    .where(eq(brokerPayments.idempotencyKey, key));
  return row;
}

/** Payments with cash not yet applied, oldest first: what staff still have to place. */
export async function paymentsWithUnappliedCash(db: Database): Promise<BrokerPayment[]> {
  const rows = await db
    .select()
    .from(brokerPayments)
    .where(
      sql`${brokerPayments.amountCents} > coalesce((select sum(${paymentApplications.amountCents}) from ${paymentApplications} where ${paymentApplications.paymentId} = ${brokerPayments.id}), 0)`,
    )
    .orderBy(brokerPayments.receivedOn, brokerPayments.id)
    .limit(500);
  return withApplications(db, rows);
}

/** The client's reserve version: a release holds only while it is still this number. */
export async function clientMoneyVersion(db: Database, clientId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ version: clients.moneyVersion })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row?.version;
}

/** A release stored under an Idempotency-Key, with the hash of its body. */
export async function releaseByKey(db: Database, key: string) {
  const [row] = await db
    .select({
      id: ledgerTransactions.id,
      clientId: ledgerTransactions.clientId,
      requestHash: ledgerTransactions.requestHash,
    })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, key));
  return row;
}

/**
 * Pays out of a client's available reserve: the posting holds only while the client's reserve
 * version is the one read (when the available reserve was checked).
 */
export async function releaseReserve(
  db: Database,
  release: {
    clientId: string;
    version: number;
    amountCents: number;
    method: PaymentMethod;
    reference: string;
    paidOn: string;
    idempotencyKey: string;
    requestHash: string;
  },
  who: { by: string; at: string },
): Promise<PostOutcome> {
  try {
    await atomically(db, [
      db
        .update(clients)
        .set({ moneyVersion: sql`${clients.moneyVersion} + 1` })
        .where(and(eq(clients.id, release.clientId), eq(clients.moneyVersion, release.version))),
      ...postingStatements(db, {
        kind: "release",
        guardedKind: kindIfOneChanged("release"),
        onDate: release.paidOn,
        at: who.at,
        actor: who.by,
        clientId: release.clientId,
        memo: [methodLabel(release.method), release.reference].filter(Boolean).join(" "),
        method: release.method,
        paymentReference: release.reference,
        idempotencyKey: release.idempotencyKey,
        requestHash: release.requestHash,
        entries: [
          { account: "reserve_available", amountCents: release.amountCents, clientId: release.clientId },
          { account: "cash", amountCents: -release.amountCents, clientId: release.clientId },
        ],
      }),
    ]);
    return "posted";
  } catch (error) {
    if (isKeyClash(error, "ledger_transactions\\.idempotency_key")) return "key-used";
    if (lostToAnotherPost(error)) return "changed-meanwhile";
    throw error;
  }
}

/** A credit balance (negative cents) as the positive amount it is; never -0. */
export const credit = (cents: number) => (cents === 0 ? 0 : -cents);

/** The first day of the month of `date` and of the month after (YYYY-MM-DD). */
export function monthOf(date: string): { from: string; until: string } {
  const [year, month] = date.split("-").map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, "0")}`;
  return { from: `${date.slice(0, 7)}-01`, until: `${next}-01` };
}

/** The client's money as the portal shows it, read from the ledger. */
export async function clientMoney(db: Database, clientId: string, today: string): Promise<ClientMoney> {
  const balances = await clientBalances(db, clientId);
  const month = monthOf(today);
  const [funded] = await db
    .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerEntries.account, "cash"),
        eq(ledgerEntries.clientId, clientId),
        eq(ledgerTransactions.kind, "funding"),
        gte(ledgerEntries.onDate, month.from),
        lt(ledgerEntries.onDate, month.until),
      ),
    );
  return {
    availableReserveCents: credit(balances.reserve_available),
    reserveHeldCents: credit(balances.reserve_held),
    fundedThisMonthCents: credit(Number(funded?.cents ?? 0)),
    brokersOweCents: balances.receivable,
  };
}

/** One invoice's money, read from the ledger; null before it is funded. */
export async function invoiceMoney(db: Database, invoice: InvoiceRow): Promise<InvoiceMoney | null> {
  if (invoice.fundedOn === null || invoice.feeCents === null) return null;
  const rows = await db
    .select({
      account: ledgerEntries.account,
      kind: ledgerTransactions.kind,
      cents: sql<number>`sum(${ledgerEntries.amountCents})`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerEntries.invoiceId, invoice.id))
    .groupBy(ledgerEntries.account, ledgerTransactions.kind);
  const of = (account: string, kind?: string) =>
    rows
      .filter((row) => row.account === account && (kind === undefined || row.kind === kind))
      .reduce((sum, row) => sum + Number(row.cents), 0);
  const advanceCents = credit(of("cash", "funding"));
  return {
    advanceCents,
    feeCents: invoice.feeCents,
    reserveCents: invoice.totalCents - advanceCents - invoice.feeCents,
    paidCents: credit(of("receivable", "application")),
    openCents: of("receivable"),
    paidOn: invoice.paidOn,
    chargedToReserveCents: credit(of("receivable", "short_pay") + of("receivable", "recourse")),
  };
}
