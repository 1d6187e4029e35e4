import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { timeOrderedId } from "../lib/ids";
import type { PaymentMethod } from "../contract/money";
import { ledgerEntries, ledgerTransactions, type LedgerAccount, type LedgerKind } from "./schema";
import type { Database } from "./types";

/**
 * The one double-entry ledger (docs/decisions/0210-money-ledger.md). A
 * posting is one transaction of entries that sum to zero: a debit is
 * positive cents, a credit negative. Postings are statements the caller runs
 * in the same database transaction as the change they belong to; nothing
 * here updates or deletes (the database's triggers refuse it too).
 */

export interface LedgerEntry {
  account: LedgerAccount;
  amountCents: number;
  clientId?: string | null;
  invoiceId?: string | null;
  brokerKey?: string | null;
}

export interface Posting {
  kind: LedgerKind;
  /** The business day of the event (YYYY-MM-DD). */
  onDate: string;
  at: string;
  actor: string;
  memo?: string;
  /** A release's: how it was paid out, and the payment's own reference. */
  method?: PaymentMethod | null;
  paymentReference?: string | null;
  clientId?: string | null;
  invoiceId?: string | null;
  paymentId?: string | null;
  reverses?: string | null;
  idempotencyKey?: string | null;
  requestHash?: string | null;
  entries: readonly LedgerEntry[];
  /**
   * A value for the transaction's kind that is NULL when a guard before it in the same transaction
   * changed nothing (see `kindIfOneChanged`), which refuses the whole transaction.
   */
  guardedKind?: SQL;
}

export class UnbalancedPosting extends Error {
  constructor(posting: Posting) {
    super(`a ${posting.kind} posting does not sum to zero`);
  }
}

/**
 * The kind of a transaction, or NULL unless the statement just before it changed exactly one row:
 * a posting that follows a conditional UPDATE (a version it read) is refused with it.
 */
export const kindIfOneChanged = (kind: LedgerKind) => sql`(select ${kind} where changes() = 1)`;

/** Whether a database transaction was refused because a guard before a posting matched nothing. */
export const isGuardRefusal = (message: string) =>
  /NOT NULL constraint failed: ledger_transactions\.kind/.test(message);

/**
 * The statements that record a posting: its transaction and its non-zero entries. Throws when the
 * entries do not sum to zero or are not whole cents: a program's mistake, never stored.
 */
export function postingStatements(db: Database, posting: Posting, id: string = timeOrderedId()) {
  const entries = posting.entries.filter((entry) => entry.amountCents !== 0);
  const sum = entries.reduce((total, entry) => total + entry.amountCents, 0);
  if (
    sum !== 0 ||
    entries.length === 0 ||
    !entries.every((entry) => Number.isSafeInteger(entry.amountCents))
  ) {
    throw new UnbalancedPosting(posting);
  }
  return [
    db.insert(ledgerTransactions).values({
      id,
      kind: posting.guardedKind ?? posting.kind,
      onDate: posting.onDate,
      at: posting.at,
      actor: posting.actor,
      memo: posting.memo ?? "",
      method: posting.method ?? null,
      paymentReference: posting.paymentReference ?? null,
      clientId: posting.clientId ?? null,
      invoiceId: posting.invoiceId ?? null,
      paymentId: posting.paymentId ?? null,
      reverses: posting.reverses ?? null,
      idempotencyKey: posting.idempotencyKey ?? null,
      requestHash: posting.requestHash ?? null,
    }),
    db.insert(ledgerEntries).values(
      entries.map((entry, index) => ({
        id: `${id}-${index}`,
        transactionId: id,
        account: entry.account,
        clientId: entry.clientId ?? null,
        invoiceId: entry.invoiceId ?? null,
        brokerKey: entry.brokerKey ?? null,
        amountCents: entry.amountCents,
        onDate: posting.onDate,
      })),
    ),
  ];
}

/** The transaction that undoes `original`: each of its entries with the opposite sign. */
export async function reversalOf(
  db: Database,
  original: string,
  what: Omit<Posting, "kind" | "entries" | "reverses">,
): Promise<Posting> {
  const [transaction] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, original));
  if (!transaction) throw new Error(`no ledger transaction ${original}`);
  const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, original));
  return {
    ...what,
    kind: transaction.kind,
    reverses: original,
    method: transaction.method,
    paymentReference: transaction.paymentReference,
    clientId: transaction.clientId,
    invoiceId: transaction.invoiceId,
    paymentId: transaction.paymentId,
    entries: entries.map((entry) => ({
      account: entry.account,
      amountCents: -entry.amountCents,
      clientId: entry.clientId,
      invoiceId: entry.invoiceId,
      brokerKey: entry.brokerKey,
    })),
  };
}

/** The invoice's funding transaction in force: the last one not reversed; undefined before funding. */
export async function currentFunding(db: Database, invoiceId: string): Promise<string | undefined> {
  const reversal = alias(ledgerTransactions, "reversal");
  const [row] = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .leftJoin(reversal, eq(reversal.reverses, ledgerTransactions.id))
    .where(
      and(
        eq(ledgerTransactions.invoiceId, invoiceId),
        eq(ledgerTransactions.kind, "funding"),
        isNull(ledgerTransactions.reverses),
        isNull(reversal.id),
      ),
    )
    .orderBy(sql`${ledgerTransactions.id} desc`)
    .limit(1);
  return row?.id;
}

/** The balance (debits minus credits) of each account of one invoice. */
export async function invoiceBalances(
  db: Database,
  invoiceId: string,
): Promise<Record<LedgerAccount, number>> {
  const rows = await db
    .select({ account: ledgerEntries.account, cents: sql<number>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.invoiceId, invoiceId))
    .groupBy(ledgerEntries.account);
  return toBalances(rows);
}

/**
 * The balance of each account kept for one client (over all its invoices). Each account is named, so
 * that the (account, client, day) index finds the client's entries and holds their amounts: the read
 * follows the client's entries, not the ledger's.
 */
export async function clientBalances(db: Database, clientId: string): Promise<Record<LedgerAccount, number>> {
  const rows = await db
    .select({ account: ledgerEntries.account, cents: sql<number>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.account, [...accounts]), eq(ledgerEntries.clientId, clientId)))
    .groupBy(ledgerEntries.account);
  return toBalances(rows);
}

/** One broker's unapplied cash (a credit balance: what TPF holds and has not applied), as a positive amount. */
export async function unappliedCash(db: Database, brokerKey: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, "unapplied_cash"), eq(ledgerEntries.brokerKey, brokerKey)));
  const cents = Number(row?.cents ?? 0);
  return cents === 0 ? 0 : -cents;
}

const accounts: readonly LedgerAccount[] = [
  "cash",
  "receivable",
  "reserve_held",
  "reserve_available",
  "fee_income",
  "unapplied_cash",
];

function toBalances(rows: { account: LedgerAccount; cents: number | string | null }[]) {
  const balances = Object.fromEntries(accounts.map((account) => [account, 0])) as Record<
    LedgerAccount,
    number
  >;
  for (const row of rows) balances[row.account] = Number(row.cents ?? 0);
  return balances;
}

/** Every transaction whose entries do not sum to zero (none, unless something bypassed the ledger). */
export async function unbalancedTransactions(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
  return rows.map((row) => row.id);
}
