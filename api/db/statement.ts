import { and, eq, gte, lt, lte, sql } from "drizzle-orm";
import type { ReserveMovement } from "../lib/statement";
import { credit } from "./money";
import { invoices, ledgerEntries, ledgerTransactions } from "./schema";
import type { Database } from "./types";

/**
 * The client's available reserve (the ledger account `reserve_available`, kept for the client) over a
 * period: its balance before the period and each transaction that moved it, in the order they were
 * recorded (docs/decisions/0213-client-statement.md). The ledger's credits become the client's
 * positive amounts here, once, with the same `credit` the client's figures use.
 */
export async function reserveMovements(
  db: Database,
  clientId: string,
  period: { from: string; to: string },
): Promise<{ openingCents: number; movements: ReserveMovement[] }> {
  const ownReserve = and(
    eq(ledgerEntries.account, "reserve_available"),
    eq(ledgerEntries.clientId, clientId),
  );
  const [before] = await db
    .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(ownReserve, lt(ledgerEntries.onDate, period.from)));
  // The transaction's fee entries, found by the transaction (unary `+`: the account never chooses the
  // index, or the client-and-day index would scan every fee entry of the ledger for each movement).
  const fee = sql<
    number | null
  >`(select sum(fee.amount_cents) from ledger_entries fee where fee.transaction_id = ${ledgerTransactions.id} and +fee.account = 'fee_income')`;
  const rows = await db
    .select({
      id: ledgerTransactions.id,
      onDate: ledgerEntries.onDate,
      kind: ledgerTransactions.kind,
      method: ledgerTransactions.method,
      paymentReference: ledgerTransactions.paymentReference,
      reverses: ledgerTransactions.reverses,
      invoice: invoices.reference,
      cents: sql<number>`sum(${ledgerEntries.amountCents})`,
      feeCents: fee,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(invoices, eq(invoices.id, ledgerTransactions.invoiceId))
    .where(and(ownReserve, gte(ledgerEntries.onDate, period.from), lte(ledgerEntries.onDate, period.to)))
    .groupBy(ledgerTransactions.id)
    .orderBy(ledgerEntries.onDate, ledgerTransactions.id);
  return {
    openingCents: credit(Number(before?.cents ?? 0)),
    movements: rows
      .filter((row) => Number(row.cents) !== 0)
      .map((row) => ({
        onDate: row.onDate,
        kind: row.kind,
        reversal: row.reverses !== null,
        payment:
          row.kind === "release" && row.method
            ? { method: row.method, reference: row.paymentReference ?? "" }
            : null,
        invoice: row.invoice,
        amountCents: credit(Number(row.cents)),
        feeCents: row.feeCents === null ? null : credit(Number(row.feeCents)),
      })),
  };
}
