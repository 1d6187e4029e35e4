import { and, desc, eq, gt, inArray, lte, ne, sql } from "drizzle-orm";
import {
  agingBucket,
  PAST_DUE_AFTER_DAYS,
  type Aging,
  type AgingBucket,
  type AgingBroker,
  type AgingFigures,
  type CollectionItem,
  type CollectionNote,
  type StaffMoney,
} from "../contract/aging";
import { addDays, daysBetween } from "../contract/money";
import { timeOrderedId } from "../lib/ids";
import type { Cursor } from "../lib/pagination";
import { oldestFirstPaging } from "./keyset";
import { credit } from "./money";
import {
  clients,
  collectionNotes,
  invoices,
  ledgerAccountTotals,
  ledgerEntries,
  ledgerTransactions,
} from "./schema";
import type { Database } from "./types";

/**
 * What brokers owe on funded invoices, read from the ledger: the aging as of any day, the
 * collections queue with staff's notes, and the staff dashboard's money
 * (docs/decisions/0212-aging-and-collections.md). Open now means status `funded`, whatever other
 * statuses exist: every other one is not open. Open as of a past day also counts an invoice closed
 * after it (`closed_on`), whatever closed it.
 */

/**
 * An invoice's receivable balance: the sum of its `receivable` entries, those dated on or before
 * `asOf` when given (a payment received later had not reduced it yet).
 */
export const receivable = (asOf?: string) =>
  // Written with the table names: drizzle leaves the columns of a one-table query unqualified, and
  // inside the subquery an unqualified "id" would be the entry's.
  sql<number>`(select coalesce(sum(entry.amount_cents), 0) from ${ledgerEntries} entry where entry.invoice_id = ${invoices}.id and entry.account = 'receivable'${asOf ? sql` and entry.on_date <= ${asOf}` : sql``})`;

const noCents = (): Record<AgingBucket, number> => ({
  "0-30": 0,
  "31-60": 0,
  "61-90": 0,
  "90+": 0,
});

/**
 * The open funded balance as of `asOf`, a line per broker (most owed first), and the totals. An
 * invoice is open as of the day when it was funded on or before it and had not closed by then; its
 * balance is its receivable entries up to that day; a zero balance is left out. The candidates are
 * read from two indexes, so the cost follows the invoices open then, not every invoice ever funded:
 * funded now (`invoices_status_funded_on_id_idx`) and closed after the day (`invoices_closed_on_idx`).
 */
export async function agingAsOf(db: Database, asOf: string): Promise<Aging> {
  const columns = {
    brokerKey: invoices.brokerKey,
    broker: invoices.brokerName,
    fundedOn: invoices.fundedOn,
    id: invoices.id,
    cents: receivable(asOf),
  };
  const [fundedNow, closedSince] = await Promise.all([
    db
      .select(columns)
      .from(invoices)
      .where(and(eq(invoices.status, "funded"), lte(invoices.fundedOn, asOf))),
    db
      .select(columns)
      .from(invoices)
      .where(and(gt(invoices.closedOn, asOf), lte(invoices.fundedOn, asOf), ne(invoices.status, "funded"))),
  ]);
  const byBroker = new Map<string, AgingBroker & { latest: string }>();
  const totals: AgingFigures = { invoiceCount: 0, cents: noCents(), totalCents: 0 };
  for (const row of [...fundedNow, ...closedSince]) {
    const cents = Number(row.cents);
    if (cents === 0 || row.fundedOn === null) continue;
    const bucket = agingBucket(daysBetween(row.fundedOn, asOf));
    const latest = `${row.fundedOn}|${row.id}`;
    let line = byBroker.get(row.brokerKey);
    if (!line) {
      line = {
        brokerKey: row.brokerKey,
        broker: row.broker,
        latest,
        invoiceCount: 0,
        cents: noCents(),
        totalCents: 0,
      };
      byBroker.set(row.brokerKey, line);
    } else if (latest > line.latest) {
      line.broker = row.broker;
      line.latest = latest;
    }
    for (const figures of [line, totals]) {
      figures.invoiceCount += 1;
      figures.cents[bucket] += cents;
      figures.totalCents += cents;
    }
  }
  const brokers = [...byBroker.values()]
    .map(({ latest: _latest, ...line }) => line)
    .sort((a, b) => b.totalCents - a.totalCents || a.broker.localeCompare(b.broker, "en"));
  return { asOf, brokers, totals };
}

const queuePaging = oldestFirstPaging({ fundedOn: invoices.fundedOn, id: invoices.id }, "fundedOn");

const noteOf = (row: typeof collectionNotes.$inferSelect): CollectionNote => ({
  id: row.id,
  at: row.at,
  by: row.by,
  contact: row.contact,
  said: row.said,
  promisedOn: row.promisedOn,
});

/** The latest note of each invoice, read from the notes' index newest first. */
async function latestNotes(db: Database, invoiceIds: string[]): Promise<Map<string, CollectionNote>> {
  if (invoiceIds.length === 0) return new Map();
  const newest = sql`(select latest.id from ${collectionNotes} latest where latest.invoice_id = ${collectionNotes}.invoice_id order by latest.at desc, latest.id desc limit 1)`;
  const rows = await db
    .select()
    .from(collectionNotes)
    .where(and(inArray(collectionNotes.invoiceId, invoiceIds), eq(collectionNotes.id, newest)));
  return new Map(rows.map((row) => [row.invoiceId, noteOf(row)]));
}

/**
 * The collections queue: invoices open now with money still owed, oldest funding first, a keyset
 * page at a time (the status index read in order), each with its latest note; and how many there
 * are, with what they owe in all.
 */
export async function collectionsPage(
  db: Database,
  query: { limit: number; cursor?: Cursor | undefined; today: string },
) {
  const open = receivable();
  const [rows, [sums]] = await Promise.all([
    db
      .select({
        id: invoices.id,
        reference: invoices.reference,
        companyName: clients.companyName,
        broker: invoices.brokerName,
        totalCents: invoices.totalCents,
        fundedOn: invoices.fundedOn,
        openCents: open,
      })
      .from(invoices)
      .innerJoin(clients, eq(clients.id, invoices.clientId))
      .where(and(eq(invoices.status, "funded"), queuePaging.after(query.cursor), gt(open, 0)))
      .orderBy(...queuePaging.orderBy)
      .limit(queuePaging.readLimit(query.limit)),
    db
      .select({ count: sql<number>`count(*)`, cents: sql<number>`coalesce(sum(open), 0)` })
      .from(
        db
          .select({ open: open.as("open") })
          .from(invoices)
          .where(eq(invoices.status, "funded"))
          .as("funded"),
      )
      .where(sql`open > 0`),
  ]);
  const page = queuePaging.page(
    rows.map((row) => ({ ...row, fundedOn: row.fundedOn ?? "" })),
    query.limit,
  );
  const notes = await latestNotes(
    db,
    page.rows.map((row) => row.id),
  );
  const items = page.rows.map((row): CollectionItem => {
    const latestNote = notes.get(row.id) ?? null;
    return {
      reference: row.reference,
      client: { companyName: row.companyName },
      broker: row.broker,
      totalCents: row.totalCents,
      openCents: Number(row.openCents),
      fundedOn: row.fundedOn,
      daysOut: daysBetween(row.fundedOn, query.today),
      latestNote,
      promisePassed: latestNote?.promisedOn != null && latestNote.promisedOn < query.today,
    };
  });
  return {
    items,
    nextCursor: page.nextCursor,
    total: Number(sums?.count ?? 0),
    totalOpenCents: Number(sums?.cents ?? 0),
  };
}

/** An invoice's collection notes, newest first. */
export async function collectionNotesOf(db: Database, invoiceId: string): Promise<CollectionNote[]> {
  const rows = await db
    .select()
    .from(collectionNotes)
    .where(eq(collectionNotes.invoiceId, invoiceId))
    .orderBy(desc(collectionNotes.at), desc(collectionNotes.id));
  return rows.map(noteOf);
}

/** Keeps a collection note; notes are never edited. */
export async function addCollectionNote(
  db: Database,
  note: {
    invoiceId: string;
    by: string;
    at: string;
    contact: string;
    said: string;
    promisedOn: string | null;
  },
) {
  await db.insert(collectionNotes).values({ id: timeOrderedId(), ...note });
}

/** The Monday that starts the office week of `today` (YYYY-MM-DD). */
export function weekStart(today: string): string {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, -((weekday + 6) % 7));
}

/**
 * The staff dashboard's money, every figure a sum of ledger entries: the open receivable of the
 * invoices funded now and the part of it funded more than PAST_DUE_AFTER_DAYS days before today;
 * applications to invoices this office week; the unapplied cash of every broker.
 */
export async function staffMoney(db: Database, today: string): Promise<StaffMoney> {
  const open = receivable();
  const pastDueBefore = addDays(today, -PAST_DUE_AFTER_DAYS);
  const monday = weekStart(today);
  const [[receivables], [paid], [unapplied]] = await Promise.all([
    db
      .select({
        outstanding: sql<number>`coalesce(sum(open), 0)`,
        pastDue: sql<number>`coalesce(sum(case when funded_on < ${pastDueBefore} then open end), 0)`,
      })
      .from(
        db
          .select({ open: open.as("open"), fundedOn: invoices.fundedOn })
          .from(invoices)
          .where(eq(invoices.status, "funded"))
          .as("funded"),
      ),
    // The week's applications from the index on (kind, day), then their receivable entries: the
    // cost follows this week's payments, however long the ledger and however many clients.
    db
      .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
      .from(ledgerTransactions)
      .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
      .where(
        and(
          eq(ledgerTransactions.kind, "application"),
          sql`${ledgerTransactions.onDate} >= ${monday}`,
          sql`${ledgerTransactions.onDate} < ${addDays(monday, 7)}`,
          // Unary `+`: the account is checked on each entry found by its transaction, never used to
          // choose an index (the client-and-day index would scan every receivable entry per transaction).
          sql`+${ledgerEntries.account} = 'receivable'`,
        ),
      ),
    // The balance the ledger keeps as it is written: no sum over every payment ever posted.
    db
      .select({ cents: ledgerAccountTotals.cents })
      .from(ledgerAccountTotals)
      .where(eq(ledgerAccountTotals.account, "unapplied_cash")),
  ]);
  // Applications and unapplied cash are credits (negative cents): shown as the positive amounts they are.
  return {
    outstandingCents: Number(receivables?.outstanding ?? 0),
    pastDueCents: Number(receivables?.pastDue ?? 0),
    paidThisWeekCents: credit(Number(paid?.cents ?? 0)),
    unappliedCashCents: credit(Number(unapplied?.cents ?? 0)),
  };
}
