import { and, asc, count, desc, eq, gte, inArray, isNull, lte, ne, sql, type SQL } from "drizzle-orm";
import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import {
  brokerKeyOf,
  daysToPayOf,
  DAYS_TO_PAY_WINDOW_DAYS,
  storedAuthority,
  verdictOf,
  type AliasOutcome,
  type BrokerAlias,
  type BrokerChangeData,
  type BrokerCheckAnswer,
  type BrokerData,
  type BrokerDetail,
  type BrokerInvoice,
  type BrokerSummary,
  type CreditDecision,
  type CreditDecisionRecord,
  type DaysToPay,
} from "../contract/brokers";
import { addDays, daysBetween } from "../contract/money";
import { timeOrderedId } from "../lib/ids";
import type { Cursor } from "../lib/pagination";
import { atomically } from "./invoices";
import { fullTextQuery } from "./search-index";
import { newestFirstPaging } from "./keyset";
import { receivable } from "./receivables";
import { brokerCreditDecisions, brokerNames, brokers, clients, invoices } from "./schema";
import type { Database } from "./types";

/**
 * The broker book (docs/decisions/0220-broker-book.md): brokers, the names they are known by, the
 * office's credit decisions, and what is read from them: the open funded balance (exposure) from the
 * ledger, days-to-pay from the invoices paid lately, and the verdict a client reads.
 */

/**
 * The words of each broker's names, an FTS4 table made by the broker book's migration (drizzle-kit does not make
 * virtual tables, so it is declared here, for queries only). One row per broker, rewritten in the
 * transaction of every change to its names.
 */
const brokerWords = sqliteTable("broker_words", {
  brokerId: text("broker_id").notNull(),
  words: text("words").notNull(),
});

/** Who made a change, and when. */
export interface Who {
  by: string;
  at: string;
}

export type BrokerRow = typeof brokers.$inferSelect;

interface NameRow {
  name: string;
  key: string;
  legal: boolean;
}

/**
 * A broker's names as stored: the legal name first, then each alias, one per match key (a second
 * name with the same key is the same name); a name with no letter or digit matches nothing and is
 * left out.
 */
function namesOf(legalName: string, aliases: readonly string[]): NameRow[] {
  const seen = new Set<string>();
  const rows: NameRow[] = [];
  for (const [index, name] of [legalName, ...aliases].entries()) {
    const key = brokerKeyOf(name);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    rows.push({ name, key, legal: index === 0 });
  }
  return rows;
}

/** A field of the book already held by another broker: which, and by whom. */
export interface BrokerClash {
  field: "mcNumber" | "dotNumber" | "legalName" | "aliases";
  /** The number or name that clashes. */
  value: string;
  heldBy: { id: string; legalName: string };
}

/** The first of these numbers and names another broker (not `self`) holds, if any. */
async function clashOf(
  db: Database,
  wanted: { mc: string | null; dot: string | null; names: readonly NameRow[] },
  self?: string,
): Promise<BrokerClash | undefined> {
  const others = (condition: SQL | undefined) =>
    db
      .select({ id: brokers.id, legalName: brokers.legalName })
      .from(brokers)
      .where(and(condition, self ? ne(brokers.id, self) : undefined))
      .limit(1);
  if (wanted.mc) {
    const [holder] = await others(eq(brokers.mcNumber, wanted.mc));
    if (holder) return { field: "mcNumber", value: wanted.mc, heldBy: holder };
  }
  if (wanted.dot) {
    const [holder] = await others(eq(brokers.dotNumber, wanted.dot));
    if (holder) return { field: "dotNumber", value: wanted.dot, heldBy: holder };
  }
  if (wanted.names.length === 0) return undefined;
  const [held] = await db
    .select({ key: brokerNames.nameKey, id: brokers.id, legalName: brokers.legalName })
    .from(brokerNames)
    .innerJoin(brokers, eq(brokers.id, brokerNames.brokerId))
    .where(
      and(
        inArray(
          brokerNames.nameKey,
          wanted.names.map((name) => name.key),
        ),
        self ? ne(brokerNames.brokerId, self) : undefined,
      ),
    )
    .limit(1);
  if (!held) return undefined;
  const name = wanted.names.find((each) => each.key === held.key);
  return {
    field: name?.legal ? "legalName" : "aliases",
    value: name?.name ?? held.key,
    heldBy: { id: held.id, legalName: held.legalName },
  };
}

/** A unique index of the book refused a write that another request made first. */
function bookClash(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (/UNIQUE constraint failed: (brokers|broker_names)\./.test(cause.message)) return true;
  }
  return false;
}

/** The statements that make a broker's row of words say its names as stored at that point. */
function wordsStatements(db: Database, brokerId: string) {
  return [
    db.delete(brokerWords).where(eq(brokerWords.brokerId, brokerId)),
    db.insert(brokerWords).select(
      db
        .select({
          brokerId: brokerNames.brokerId,
          words: sql<string>`group_concat(${brokerNames.name}, ' ')`.as("words"),
        })
        .from(brokerNames)
        .where(eq(brokerNames.brokerId, brokerId))
        .groupBy(brokerNames.brokerId),
    ),
  ];
}

/**
 * Links every invoice not linked yet whose typed name has one of these keys to the broker that holds
 * the key now: a name added to the book links the invoices already sent with it.
 */
function linkUnlinked(db: Database, keys: readonly string[]) {
  if (keys.length === 0) return [];
  return [
    db
      .update(invoices)
      .set({
        brokerId: sql`(select name.broker_id from ${brokerNames} name where name.name_key = ${invoices}.broker_key)`,
      })
      .where(and(isNull(invoices.brokerId), inArray(invoices.brokerKey, [...keys]))),
  ];
}

export type BookWrite = { ok: true; id: string } | { ok: false; clash: BrokerClash };

/**
 * Adds a broker with its names, its words and the invoices already sent under one of its names, in
 * one transaction. Refused (`clash`) when another broker has its MC or DOT number or one of its names.
 */
export async function createBroker(
  db: Database,
  data: BrokerData,
  who: Who,
  /** A stable id (the mocks' fixtures); a new time-ordered one when not given. */
  id: string = timeOrderedId(),
): Promise<BookWrite> {
  const wanted = {
    mc: storedAuthority(data.mcNumber),
    dot: storedAuthority(data.dotNumber),
    names: namesOf(data.legalName, data.aliases),
  };
  const clash = await clashOf(db, wanted);
  if (clash) return { ok: false, clash };
  try {
    await atomically(db, [
      db.insert(brokers).values({
        id,
        legalName: data.legalName,
        mcNumber: wanted.mc,
        dotNumber: wanted.dot,
        apEmail: data.apEmail,
        phone: data.phone,
        remitAddress: data.remitAddress,
        createdAt: who.at,
        createdBy: who.by,
        updatedAt: who.at,
      }),
      ...(wanted.names.length > 0
        ? [
            db.insert(brokerNames).values(
              wanted.names.map((name) => ({
                id: timeOrderedId(),
                brokerId: id,
                name: name.name,
                nameKey: name.key,
                legal: name.legal,
                addedAt: who.at,
                addedBy: who.by,
              })),
            ),
          ]
        : []),
      ...wordsStatements(db, id),
      ...linkUnlinked(
        db,
        wanted.names.map((name) => name.key),
      ),
    ]);
  } catch (error) {
    if (!bookClash(error)) throw error;
    const raced = await clashOf(db, wanted);
    if (raced) return { ok: false, clash: raced };
    throw error;
  }
  return { ok: true, id };
}

export async function findBroker(db: Database, id: string): Promise<BrokerRow | undefined> {
  const [row] = await db.select().from(brokers).where(eq(brokers.id, id));
  return row;
}

/**
 * Changes a broker: only the fields given. A new legal name keeps the former one as an alias, unless
 * the change also gives the whole list of aliases. Names added link the invoices already sent with them.
 */
export async function updateBroker(
  db: Database,
  id: string,
  change: BrokerChangeData,
  who: Who,
): Promise<BookWrite | { ok: false; clash: "not-found" }> {
  const current = await findBroker(db, id);
  if (!current) return { ok: false, clash: "not-found" };
  const stored = await db.select().from(brokerNames).where(eq(brokerNames.brokerId, id));
  const mc = change.mcNumber === undefined ? current.mcNumber : storedAuthority(change.mcNumber);
  const dot = change.dotNumber === undefined ? current.dotNumber : storedAuthority(change.dotNumber);
  const renamed = change.legalName !== undefined && change.legalName !== current.legalName;
  const namesChange = renamed || change.aliases !== undefined;
  const storedAliases = stored.filter((row) => !row.legal).map((row) => row.name);
  const legalName = change.legalName ?? current.legalName;
  const aliases = change.aliases ?? (renamed ? [current.legalName, ...storedAliases] : storedAliases);
  const names = namesChange ? namesOf(legalName, aliases) : [];
  const clash = await clashOf(
    db,
    {
      mc: mc !== current.mcNumber ? mc : null,
      dot: dot !== current.dotNumber ? dot : null,
      names,
    },
    id,
  );
  if (clash) return { ok: false, clash };
  const before = new Map(stored.map((row) => [row.nameKey, row]));
  try {
    await atomically(db, [
      db
        .update(brokers)
        .set({
          legalName,
          mcNumber: mc,
          dotNumber: dot,
          ...(change.apEmail === undefined ? {} : { apEmail: change.apEmail }),
          ...(change.phone === undefined ? {} : { phone: change.phone }),
          ...(change.remitAddress === undefined ? {} : { remitAddress: change.remitAddress }),
          updatedAt: who.at,
        })
        .where(eq(brokers.id, id)),
      ...(namesChange
        ? [
            db.delete(brokerNames).where(eq(brokerNames.brokerId, id)),
            ...(names.length > 0
              ? [
                  db.insert(brokerNames).values(
                    names.map((name) => ({
                      id: before.get(name.key)?.id ?? timeOrderedId(),
                      brokerId: id,
                      name: name.name,
                      nameKey: name.key,
                      legal: name.legal,
                      // A name kept keeps when it was added, and by whom.
                      addedAt: before.get(name.key)?.addedAt ?? who.at,
                      addedBy: before.get(name.key)?.addedBy ?? who.by,
                    })),
                  ),
                ]
              : []),
            ...wordsStatements(db, id),
            ...linkUnlinked(
              db,
              names.filter((name) => !before.has(name.key)).map((name) => name.key),
            ),
          ]
        : []),
    ]);
  } catch (error) {
    if (!bookClash(error)) throw error;
    const raced = await clashOf(db, { mc, dot, names }, id);
    if (raced) return { ok: false, clash: raced };
    throw error;
  }
  return { ok: true, id };
}

/** Keeps a new credit decision; the earlier ones stay as they were. */
export async function recordCreditDecision(
  db: Database,
  brokerId: string,
  decision: { decision: CreditDecision; limitCents?: number | undefined; reason: string },
  who: Who,
): Promise<void> {
  await db.insert(brokerCreditDecisions).values({
    id: timeOrderedId(),
    brokerId,
    decision: decision.decision,
    limitCents: decision.decision === "limit" ? (decision.limitCents ?? null) : null,
    reason: decision.reason,
    at: who.at,
    by: who.by,
  });
}

/**
 * Links an invoice to a broker of the book, as staff chose, and remembers its typed name as one of the
 * broker's names when no broker has it yet; then every invoice not linked yet with that name follows
 * the broker that holds it. One transaction.
 */
export async function linkInvoice(
  db: Database,
  invoice: { id: string; brokerName: string; brokerKey: string },
  broker: { id: string },
  who: Who,
): Promise<AliasOutcome> {
  const key = invoice.brokerKey;
  await atomically(db, [
    db.update(invoices).set({ brokerId: broker.id }).where(eq(invoices.id, invoice.id)),
    ...(key
      ? [
          db
            .insert(brokerNames)
            .values({
              id: timeOrderedId(),
              brokerId: broker.id,
              name: invoice.brokerName,
              nameKey: key,
              legal: false,
              addedAt: who.at,
              addedBy: who.by,
            })
            .onConflictDoNothing({ target: brokerNames.nameKey }),
          ...wordsStatements(db, broker.id),
          ...linkUnlinked(db, [key]),
        ]
      : []),
  ]);
  if (!key) return { name: invoice.brokerName, remembered: false, heldBy: null };
  const [holder] = await db
    .select({ id: brokers.id, legalName: brokers.legalName })
    .from(brokerNames)
    .innerJoin(brokers, eq(brokers.id, brokerNames.brokerId))
    .where(eq(brokerNames.nameKey, key));
  const ours = holder?.id === broker.id;
  return { name: invoice.brokerName, remembered: ours, heldBy: holder && !ours ? holder : null };
}

// ---------------------------------------------------------------- reads

const decisionOf = (row: typeof brokerCreditDecisions.$inferSelect): CreditDecisionRecord => ({
  decision: row.decision,
  limitCents: row.limitCents,
  reason: row.reason,
  at: row.at,
  by: row.by,
});

/** The decision in force of each broker (its latest), read from the decisions' index. */
async function currentCredit(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, CreditDecisionRecord>> {
  if (ids.length === 0) return new Map();
  const latest = sql`(select latest.id from ${brokerCreditDecisions} latest where latest.broker_id = ${brokerCreditDecisions}.broker_id order by latest.at desc, latest.id desc limit 1)`;
  const rows = await db
    .select()
    .from(brokerCreditDecisions)
    .where(and(inArray(brokerCreditDecisions.brokerId, [...ids]), eq(brokerCreditDecisions.id, latest)));
  return new Map(rows.map((row) => [row.brokerId, decisionOf(row)]));
}

/**
 * Each broker's open funded balance, every client's: the receivable of its invoices funded now, read
 * from the ledger through the (broker, status) index.
 */
async function exposureOf(db: Database, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ brokerId: invoices.brokerId, cents: sql<number>`coalesce(sum(${receivable()}), 0)` })
    .from(invoices)
    .where(and(inArray(invoices.brokerId, [...ids]), eq(invoices.status, "funded")))
    .groupBy(invoices.brokerId);
  return new Map(rows.map((row) => [row.brokerId ?? "", Number(row.cents)]));
}

/**
 * The whole days each broker's invoices paid in full lately took from funding to payment: paid on or
 * after the day DAYS_TO_PAY_WINDOW_DAYS before `today`, up to `today`.
 */
async function paymentDays(
  db: Database,
  ids: readonly string[],
  today: string,
): Promise<Map<string, number[]>> {
  const byBroker = new Map<string, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byBroker;
  const rows = await db
    .select({ brokerId: invoices.brokerId, fundedOn: invoices.fundedOn, paidOn: invoices.paidOn })
    .from(invoices)
    .where(
      and(
        inArray(invoices.brokerId, [...ids]),
        eq(invoices.status, "paid"),
        gte(invoices.paidOn, addDays(today, -DAYS_TO_PAY_WINDOW_DAYS)),
        lte(invoices.paidOn, today),
      ),
    );
  for (const row of rows) {
    if (!row.brokerId || !row.fundedOn || !row.paidOn) continue;
    byBroker.get(row.brokerId)?.push(daysBetween(row.fundedOn, row.paidOn));
  }
  return byBroker;
}

const summaryOf = (
  row: BrokerRow,
  credit: Map<string, CreditDecisionRecord>,
  exposure: Map<string, number>,
): BrokerSummary => ({
  id: row.id,
  legalName: row.legalName,
  mcNumber: row.mcNumber,
  dotNumber: row.dotNumber,
  credit: credit.get(row.id) ?? null,
  exposureCents: exposure.get(row.id) ?? 0,
  createdAt: row.createdAt,
});

/** At most this many brokers are read for one search. */
const SEARCH_LIMIT = 200;

/** Digits of an MC or DOT number as typed ("MC-123456", "DOT 0012345", "123456"); undefined when it is not one. */
function authorityIn(text: string): string | undefined {
  const digits = text.trim().replace(/^(?:mc|dot|usdot)?[\s#:.-]*/i, "");
  return /^\d{1,10}$/.test(digits) ? String(Number(digits)) : undefined;
}

/**
 * The brokers a search finds, the whole matches first: its MC or DOT number, one of its names whole
 * (by match key), then every broker with each word of the text among the words of its names (the last
 * word as the start of one). Each read from an index.
 */
async function matchingBrokers(
  db: Database,
  q: string,
  limit: number,
): Promise<{ ids: string[]; exact: Set<string> }> {
  const exact = new Set<string>();
  const digits = authorityIn(q);
  if (digits) {
    const rows = await db
      .select({ id: brokers.id })
      .from(brokers)
      .where(sql`${brokers.mcNumber} = ${digits} or ${brokers.dotNumber} = ${digits}`);
    for (const row of rows) exact.add(row.id);
  }
  const key = brokerKeyOf(q);
  if (key) {
    const [named] = await db
      .select({ id: brokerNames.brokerId })
      .from(brokerNames)
      .where(eq(brokerNames.nameKey, key));
    if (named) exact.add(named.id);
  }
  const words = fullTextQuery(q);
  const found = words
    ? await db
        .select({ id: brokerWords.brokerId })
        .from(brokerWords)
        .where(sql`broker_words match ${words}`)
        .limit(limit)
    : [];
  const ids = [...new Set([...exact, ...found.map((row) => row.id)])].slice(0, limit);
  return { ids, exact };
}

const paging = newestFirstPaging({ createdAt: brokers.createdAt, id: brokers.id }, "createdAt");

/** The staff list: newest first, a keyset page at a time, narrowed by a search; with how many match. */
export async function brokerPage(
  db: Database,
  query: { q?: string | undefined; limit: number; cursor?: Cursor | undefined },
) {
  const search = query.q ? await matchingBrokers(db, query.q, SEARCH_LIMIT) : undefined;
  if (search && search.ids.length === 0) return { brokers: [], nextCursor: null, total: 0 };
  const within = search ? inArray(brokers.id, search.ids) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(brokers)
      .where(and(within, paging.after(query.cursor)))
      .orderBy(...paging.orderBy)
      .limit(paging.readLimit(query.limit)),
    db.select({ n: count() }).from(brokers).where(within),
  ]);
  const page = paging.page(rows, query.limit);
  const ids = page.rows.map((row) => row.id);
  const [credit, exposure] = await Promise.all([currentCredit(db, ids), exposureOf(db, ids)]);
  return {
    brokers: page.rows.map((row) => summaryOf(row, credit, exposure)),
    nextCursor: page.nextCursor,
    total: total?.n ?? 0,
  };
}

/** One broker for the staff detail, as the office's `today` sees it; undefined when there is none. */
export async function brokerDetail(
  db: Database,
  id: string,
  today: string,
): Promise<BrokerDetail | undefined> {
  const row = await findBroker(db, id);
  if (!row) return undefined;
  const [names, history, exposure, days, [invoiceCount]] = await Promise.all([
    db
      .select()
      .from(brokerNames)
      .where(and(eq(brokerNames.brokerId, id), eq(brokerNames.legal, false)))
      .orderBy(asc(brokerNames.addedAt), asc(brokerNames.id)),
    db
      .select()
      .from(brokerCreditDecisions)
      .where(eq(brokerCreditDecisions.brokerId, id))
      .orderBy(desc(brokerCreditDecisions.at), desc(brokerCreditDecisions.id)),
    exposureOf(db, [id]),
    paymentDays(db, [id], today),
    db.select({ n: count() }).from(invoices).where(eq(invoices.brokerId, id)),
  ]);
  const creditHistory = history.map(decisionOf);
  const credit = creditHistory[0] ?? null;
  const summary = summaryOf(row, new Map(credit ? [[id, credit]] : []), exposure);
  const paid = days.get(id) ?? [];
  return {
    ...summary,
    apEmail: row.apEmail,
    phone: row.phone,
    remitAddress: row.remitAddress,
    aliases: names.map((name): BrokerAlias => ({
      name: name.name,
      addedAt: name.addedAt,
      addedBy: name.addedBy,
    })),
    creditHistory,
    verdict: verdictOf(credit, summary.exposureCents),
    paymentsCounted: paid.length,
    daysToPay: daysToPayOf(paid),
    invoiceCount: invoiceCount?.n ?? 0,
    createdBy: row.createdBy,
    updatedAt: row.updatedAt,
  };
}

const invoicePaging = newestFirstPaging(
  { submittedAt: invoices.submittedAt, id: invoices.id },
  "submittedAt",
);

/** A broker's invoices, every client's, newest first, a keyset page at a time. */
export async function brokerInvoicesPage(
  db: Database,
  brokerId: string,
  query: { limit: number; cursor?: Cursor | undefined },
): Promise<{ invoices: BrokerInvoice[]; nextCursor: Cursor | null }> {
  const rows = await db
    .select({
      id: invoices.id,
      reference: invoices.reference,
      clientId: clients.id,
      companyName: clients.companyName,
      brokerName: invoices.brokerName,
      status: invoices.status,
      totalCents: invoices.totalCents,
      submittedAt: invoices.submittedAt,
      fundedOn: invoices.fundedOn,
      openCents: receivable(),
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(and(eq(invoices.brokerId, brokerId), invoicePaging.after(query.cursor)))
    .orderBy(...invoicePaging.orderBy)
    .limit(invoicePaging.readLimit(query.limit));
  const page = invoicePaging.page(rows, query.limit);
  return {
    invoices: page.rows.map((row) => ({
      reference: row.reference,
      client: { id: row.clientId, companyName: row.companyName },
      brokerName: row.brokerName,
      status: row.status,
      totalCents: row.totalCents,
      submittedAt: row.submittedAt,
      fundedOn: row.fundedOn,
      openCents: row.status === "funded" ? Number(row.openCents) : 0,
    })),
    nextCursor: page.nextCursor,
  };
}

/** A client's search answers at most this many brokers. */
export const CHECK_ANSWERS = 10;

/**
 * What a signed-in client reads of the brokers a search finds: the whole matches first, then by name;
 * each with its verdict and days-to-pay. Never a limit, a balance, an alias or anything of a client.
 */
export async function checkBrokers(db: Database, q: string, today: string): Promise<BrokerCheckAnswer[]> {
  const { ids, exact } = await matchingBrokers(db, q, CHECK_ANSWERS);
  if (ids.length === 0) return [];
  const [rows, credit, exposure, days] = await Promise.all([
    db.select().from(brokers).where(inArray(brokers.id, ids)),
    currentCredit(db, ids),
    exposureOf(db, ids),
    paymentDays(db, ids, today),
  ]);
  return rows
    .map((row): BrokerCheckAnswer => ({
      id: row.id,
      legalName: row.legalName,
      mcNumber: row.mcNumber,
      dotNumber: row.dotNumber,
      verdict: verdictOf(credit.get(row.id) ?? null, exposure.get(row.id) ?? 0),
      daysToPay: daysToPayOf(days.get(row.id) ?? []) satisfies DaysToPay | null,
      exact: exact.has(row.id),
    }))
    .sort((a, b) => Number(b.exact) - Number(a.exact) || a.legalName.localeCompare(b.legalName, "en"));
}
