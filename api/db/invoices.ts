import { and, asc, count, eq, inArray, lte, ne, notInArray, sql, type SQL } from "drizzle-orm";
import { alias, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import {
  invoiceStatusOptions,
  matchKey,
  parseDollars,
  type DuplicateMatch,
  type FundingFigures,
  type Invoice,
  type InvoiceHistoryEntry,
  type InvoiceNote,
  type InvoicePage,
  type InvoiceStatus,
  type PageRotation,
  type StaffInvoice,
  type StaffInvoiceDetail,
} from "../contract/invoice";
import { mcNumberIn, type CreditDecision, type InvoiceBroker, type NoticeState } from "../contract/brokers";
import { isFinalStatus, staffListOrder } from "../contract/invoice-workflow";
import type { ClientTerms } from "../contract/money";
import { normalizeReference } from "../contract/reference";
import { timeOrderedId } from "../lib/ids";
import type { Cursor } from "../lib/pagination";
import { uploadExpiryCutoff, type UploadQuota } from "../lib/uploads";
import { newestFirstPaging, oldestFirstPaging } from "./keyset";
import { noticeStateOf, noticeStates } from "./notice-states";
import { postingStatements, type Posting } from "./ledger";
import {
  brokersOfBookWords,
  fullTextQuery,
  loadKeysContaining,
  MIN_LOAD_FRAGMENT,
  ownersWithEveryWord,
  searchWords,
} from "./search-index";
import {
  brokerCreditDecisions,
  brokerNames,
  brokers,
  clients,
  invoiceCounts,
  invoiceHistory,
  invoiceNotes,
  invoicePages,
  invoices,
  notificationEvents,
  uploads,
} from "./schema";
import type { Database } from "./types";

/**
 * Storage of invoices, their pages and the uploads that become pages. Every
 * read and write goes through drizzle; the few steps that must happen
 * together run as one libSQL batch (a transaction).
 */

export type InvoiceRow = typeof invoices.$inferSelect;
export type PageRow = typeof invoicePages.$inferSelect;
export type UploadRow = typeof uploads.$inferSelect;

/** Where a page's bytes are served; only its client and staff get them. */
const pageUrl = (reference: string, pageId: string) => `/api/invoices/${reference}/pages/${pageId}`;

const toPage = (reference: string, row: PageRow): InvoicePage => ({
  id: row.id,
  documentKind: row.documentKind,
  order: row.pageOrder,
  contentType: row.contentType,
  size: row.size,
  sha256: row.sha256,
  url: pageUrl(reference, row.id),
  addedAt: row.addedAt,
  ...(row.pdfPages === null ? {} : { pdfPages: row.pdfPages }),
  rotation: row.rotation,
  warnings: row.warnings,
});

/** The funding figures staff recorded, or null while the invoice is not funded. */
export function fundingOf(row: InvoiceRow): FundingFigures | null {
  if (row.advanceCents === null || row.feeCents === null || row.fundedOn === null) return null;
  return { advanceCents: row.advanceCents, feeCents: row.feeCents, fundedOn: row.fundedOn };
}

function toInvoice(row: InvoiceRow, pages: readonly PageRow[]): Invoice {
  const funding = fundingOf(row);
  return {
    id: row.id,
    reference: row.reference,
    brokerName: row.brokerName,
    loadNumber: row.loadNumber,
    amountCents: row.amountCents,
    extras: row.extras,
    pickupDate: row.pickupDate,
    deliveryDate: row.deliveryDate,
    note: row.note,
    status: row.status,
    statusReason: row.statusReason,
    totalCents: row.totalCents,
    submittedAt: row.submittedAt,
    updatedAt: row.updatedAt,
    pages: pages.map((page) => toPage(row.reference, page)),
    // The client reads what was advanced and when; the fee stays with staff.
    funding: funding && { advanceCents: funding.advanceCents, fundedOn: funding.fundedOn },
  };
}

const pageOrdering = [
  invoicePages.documentKind,
  invoicePages.pageOrder,
  invoicePages.addedAt,
  invoicePages.id,
];

async function pagesOf(db: Database, invoiceIds: readonly string[]): Promise<Map<string, PageRow[]>> {
  const byInvoice = new Map<string, PageRow[]>(invoiceIds.map((id) => [id, []]));
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .select()
    .from(invoicePages)
    .where(inArray(invoicePages.invoiceId, [...invoiceIds]))
    .orderBy(...pageOrdering);
  for (const row of rows) byInvoice.get(row.invoiceId)?.push(row);
  return byInvoice;
}

async function withPages(db: Database, rows: readonly InvoiceRow[]): Promise<Invoice[]> {
  const pages = await pagesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toInvoice(row, pages.get(row.id) ?? []));
}

// ---------------------------------------------------------------- uploads

/** Bytes the client's invoices keep in their pages. */
const storedBytesOf = (clientId: string) =>
  sql`(select coalesce(sum(p.size), 0) from ${invoicePages} p join ${invoices} i on i.id = p.invoice_id where i.client_id = ${clientId})`;
/** The client's uploads still alive at `now`: one past its lifetime counts for nothing, swept or not. */
const liveUploadsOf = (clientId: string, now: string) =>
  sql`${uploads.clientId} = ${clientId} and ${uploads.createdAt} > ${uploadExpiryCutoff(now)}`;
const openUploadsOf = (clientId: string, now: string) =>
  sql`(select count(*) from ${uploads} where ${liveUploadsOf(clientId, now)})`;
const openBytesOf = (clientId: string, now: string) =>
  sql`(select coalesce(sum(${uploads.size}), 0) from ${uploads} where ${liveUploadsOf(clientId, now)})`;

/**
 * Records a new upload only while the client stays within every quota,
 * checked and written in one statement so that concurrent creations cannot
 * pass the check together. Answers which quota refused it, if one did
 * (docs/decisions/0041-client-quotas.md).
 */
export async function insertUploadWithinQuota(
  db: Database,
  row: UploadRow,
  quota: UploadQuota,
): Promise<"ok" | "open-uploads" | "open-bytes" | "stored-bytes"> {
  const { id, clientId, size, createdAt } = row;
  const open = openBytesOf(clientId, createdAt);
  await db.run(sql`insert into ${uploads} (id, client_id, size, created_at)
    select ${id}, ${clientId}, ${size}, ${createdAt}
    where ${openUploadsOf(clientId, createdAt)} < ${quota.openPerClient}
      and ${open} + ${size} <= ${quota.openBytesPerClient}
      and ${storedBytesOf(clientId)} + ${open} + ${size} <= ${quota.storedBytesPerClient}`);
  if (await findOwnUpload(db, id, clientId, createdAt)) return "ok";
  const [held] = await db
    .select({
      uploads: sql<number>`${openUploadsOf(clientId, createdAt)}`,
      open: sql<number>`${open}`,
      stored: sql<number>`${storedBytesOf(clientId)}`,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!held) throw new Error("upload for an unknown client");
  if (held.uploads >= quota.openPerClient) return "open-uploads";
  if (held.open + size > quota.openBytesPerClient) return "open-bytes";
  return "stored-bytes";
}

/**
 * The client's own upload while it is alive at `now`, or undefined: another client's upload, and one
 * past its lifetime, are as good as absent (docs/decisions/0231-uploads-on-any-server.md).
 */
export async function findOwnUpload(db: Database, id: string, clientId: string, now: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), liveUploadsOf(clientId, now)));
  return row;
}

export async function deleteUpload(db: Database, id: string) {
  await db.delete(uploads).where(eq(uploads.id, id));
}

/** Which of these storage keys (`invoices/{invoiceId}/{pageId}`) a page names, found by the invoice index. */
export async function namedStorageKeys(db: Database, keys: readonly string[]): Promise<Set<string>> {
  const invoiceIds = [...new Set(keys.map((key) => key.split("/")[1] ?? ""))];
  if (invoiceIds.length === 0) return new Set();
  const rows = await db
    .select({ key: invoicePages.storageKey })
    .from(invoicePages)
    .where(inArray(invoicePages.invoiceId, invoiceIds));
  return new Set(rows.map((row) => row.key));
}

/** Removes the rows of uploads expired at `now` (ISO) and answers their ids. */
export async function deleteUploadsExpiredAt(db: Database, now: string): Promise<string[]> {
  const rows = await db
    .delete(uploads)
    .where(lte(uploads.createdAt, uploadExpiryCutoff(now)))
    .returning({ id: uploads.id });
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------- writes

export type WriteOutcome = { ok: true } | { ok: false; clash: "key" | "reference" | "upload" };

/**
 * Which unique index refused a write, read from the error libSQL or sql.js
 * gives. Any other error is thrown again as it is, so that a busy database
 * still answers 503 (docs/decisions/0010-busy-database.md).
 */
function uniqueClash(error: unknown): WriteOutcome & { ok: false } {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (/UNIQUE constraint failed: invoices\.client_id, invoices\.idempotency_key/.test(cause.message))
      return { ok: false, clash: "key" };
    if (/UNIQUE constraint failed: invoices\.reference/.test(cause.message))
      return { ok: false, clash: "reference" };
    if (/UNIQUE constraint failed: invoice_pages\.upload_id/.test(cause.message))
      return { ok: false, clash: "upload" };
  }
  throw error;
}

type BatchingDatabase = Database & { batch(statements: readonly unknown[]): Promise<unknown> };
const isBatching = (db: Database): db is BatchingDatabase =>
  typeof (db as Partial<BatchingDatabase>).batch === "function";

/**
 * Runs statements as one transaction. libSQL runs a batch all or nothing;
 * sql.js (the browser mocks) has one thread and no process to crash, so
 * there the statements run in order and an explicit transaction undoes a
 * failed step.
 */
export async function atomically(db: Database, statements: readonly { run(): unknown }[]): Promise<void> {
  if (isBatching(db)) {
    await db.batch(statements);
    return;
  }
  await db.run(sql`BEGIN`);
  try {
    for (const statement of statements) await statement.run();
    await db.run(sql`COMMIT`);
  } catch (error) {
    await db.run(sql`ROLLBACK`);
    throw error;
  }
}

/**
 * Flags an invoice and every other invoice, of any client, with the same
 * broker and load (their match keys) or one of the same page files (the
 * SHA-256 of its bytes), when there is one: both directions, each an index
 * lookup (docs/decisions/0110-duplicate-invoices.md). Runs inside the
 * transaction that stores the invoice or its pages, so two invoices sent at
 * the same moment still see each other: SQLite runs one write at a time.
 */
export function flagDuplicates(db: Database, invoice: { id: string; brokerKey: string; loadKey: string }) {
  const matches = sql`select other.id from invoices other
      where other.load_key = ${invoice.loadKey} and other.broker_key = ${invoice.brokerKey}
        and other.id <> ${invoice.id} and ${invoice.loadKey} <> '' and ${invoice.brokerKey} <> ''
    union
    select theirs.invoice_id from invoice_pages mine
      join invoice_pages theirs on theirs.sha256 = mine.sha256 and theirs.invoice_id <> mine.invoice_id
      where mine.invoice_id = ${invoice.id}`;
  return db
    .update(invoices)
    .set({ flagged: true })
    .where(
      and(
        eq(invoices.flagged, false),
        inArray(invoices.id, sql`(${matches} union select ${invoice.id} where exists (${matches}))`),
      ),
    );
}

/**
 * The broker of the book a typed name stands for, read in the statement that stores the invoice: the
 * broker with that name (its legal name or an alias, by match key), else the broker whose MC number
 * the name carries ("MC 123456"), else none (docs/decisions/0220-broker-book.md).
 */
export function brokerOfTypedName(brokerName: string): SQL {
  const byName = sql`(select ${brokerNames.brokerId} from ${brokerNames} where ${brokerNames.nameKey} = ${matchKey(brokerName)})`;
  const mc = mcNumberIn(brokerName);
  const byMc = mc ? sql`(select ${brokers.id} from ${brokers} where ${brokers.mcNumber} = ${mc})` : sql`null`;
  return sql`coalesce(${byName}, ${byMc})`;
}

/**
 * Stores a new invoice, its pages, and forgets the uploads they came from,
 * links it to its broker of the book when its typed name is one,
 * and flags it and its duplicates, in one transaction. A unique index
 * refuses a repeated Idempotency-Key of the client, a clashing reference,
 * or an upload that is already a page.
 */
export async function insertInvoice(
  db: Database,
  invoice: Omit<typeof invoices.$inferInsert, "brokerKey" | "loadKey" | "flagged" | "brokerId">,
  pages: (typeof invoicePages.$inferInsert)[],
): Promise<WriteOutcome> {
  const brokerKey = matchKey(invoice.brokerName);
  const loadKey = matchKey(invoice.loadNumber);
  try {
    await atomically(db, [
      db.insert(invoices).values({
        ...invoice,
        brokerKey,
        loadKey,
        brokerId: brokerOfTypedName(invoice.brokerName),
      }),
      db.insert(invoiceHistory).values({
        id: timeOrderedId(),
        invoiceId: invoice.id,
        at: invoice.submittedAt,
        actor: "client",
        action: "created",
        fromStatus: null,
        toStatus: "submitted",
      }),
      db.insert(invoicePages).values(pages),
      db.delete(uploads).where(
        inArray(
          uploads.id,
          pages.map((page) => page.uploadId),
        ),
      ),
      flagDuplicates(db, { id: invoice.id, brokerKey, loadKey }),
    ]);
    return { ok: true };
  } catch (error) {
    return uniqueClash(error);
  }
}

/**
 * The invoice id when the statement just before (on this connection, in
 * the same transaction) changed exactly one row, otherwise NULL. A history
 * row names its invoice through it, so that a conditional UPDATE that
 * matched nothing (another change came first) makes the row's NOT NULL
 * invoice fail and refuses the whole transaction: no row for a change
 * that did not happen, and the loser learns it lost.
 */
export const ifOneChanged = (invoiceId: string) => sql`(select ${invoiceId} where changes() = 1)`;

/** Whether a transaction was refused because its conditional UPDATE matched nothing. */
function lostToAnotherChange(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (/NOT NULL constraint failed: (invoice_history|invoice_pages)\.invoice_id/.test(cause.message))
      return true;
  }
  return false;
}

/** One status change as the workflow allowed it (api/contract/invoice-workflow.ts). */
export interface StatusMove {
  invoiceId: string;
  from: InvoiceStatus;
  to: InvoiceStatus;
  reason: string;
  /** The figures recorded with "funded". */
  funding?: FundingFigures | undefined;
  /** The client's terms in force on the funding date, kept with the invoice. */
  fundedTerms?: ClientTerms | undefined;
  /** The ledger postings of the change (funding's), made in its transaction. */
  postings?: readonly Posting[];
  /**
   * More that must still hold as the change is written, checked in its UPDATE: for funding, the facts
   * of its holds (docs/decisions/0221-verification-and-holds.md).
   */
  guard?: SQL | undefined;
  /** A staff username, or "client". */
  by: string;
  at: string;
}

const statusUpdate = (db: Database, move: StatusMove) =>
  db
    .update(invoices)
    .set({
      status: move.to,
      statusReason: move.reason,
      updatedAt: move.at,
      ...(move.funding
        ? {
            advanceCents: move.funding.advanceCents,
            feeCents: move.funding.feeCents,
            fundedOn: move.funding.fundedOn,
          }
        : {}),
      ...(move.fundedTerms ? { fundedTerms: move.fundedTerms } : {}),
    })
    .where(and(eq(invoices.id, move.invoiceId), eq(invoices.status, move.from), move.guard));

const statusHistory = (db: Database, move: StatusMove, id: string = timeOrderedId()) =>
  db.insert(invoiceHistory).values({
    id,
    invoiceId: ifOneChanged(move.invoiceId),
    at: move.at,
    actor: move.by,
    action: "status",
    fromStatus: move.from,
    toStatus: move.to,
    reason: move.reason,
    after: move.funding ?? null,
  });

/**
 * Moves an invoice from one status to another and records it, in one
 * transaction. The UPDATE holds only while the invoice is still in `from`:
 * of two changes made at once, one is made and the other answers false.
 */
export async function moveInvoiceStatus(db: Database, move: StatusMove): Promise<boolean> {
  try {
    await atomically(db, [
      statusUpdate(db, move),
      statusHistory(db, move),
      ...(move.postings ?? []).flatMap((posting) => postingStatements(db, posting)),
    ]);
    return true;
  } catch (error) {
    if (lostToAnotherChange(error)) return false;
    throw error;
  }
}

/**
 * Corrects a funded invoice's figures and records the figures before and
 * after, in one transaction; false when the invoice is no longer funded with
 * `before` (another change came first).
 */
export async function correctFunding(
  db: Database,
  correction: {
    invoiceId: string;
    before: FundingFigures;
    after: FundingFigures;
    reason: string;
    by: string;
    at: string;
    /** The reversal of the funding posting in force and the posting of the new figures. */
    postings: readonly Posting[];
  },
): Promise<boolean> {
  const { invoiceId, before, after } = correction;
  try {
    await atomically(db, [
      db
        .update(invoices)
        .set({
          advanceCents: after.advanceCents,
          feeCents: after.feeCents,
          fundedOn: after.fundedOn,
          moneyVersion: sql`${invoices.moneyVersion} + 1`,
          updatedAt: correction.at,
        })
        .where(
          and(
            eq(invoices.id, invoiceId),
            eq(invoices.status, "funded"),
            eq(invoices.advanceCents, before.advanceCents),
            eq(invoices.feeCents, before.feeCents),
            eq(invoices.fundedOn, before.fundedOn),
          ),
        ),
      db.insert(invoiceHistory).values({
        id: timeOrderedId(),
        invoiceId: ifOneChanged(invoiceId),
        at: correction.at,
        actor: correction.by,
        action: "correction",
        fromStatus: "funded",
        toStatus: "funded",
        reason: correction.reason,
        before,
        after,
      }),
      ...correction.postings.flatMap((posting) => postingStatements(db, posting)),
    ]);
    return true;
  } catch (error) {
    if (lostToAnotherChange(error)) return false;
    throw error;
  }
}

/** Adds a staff note to an invoice. */
export async function addInvoiceNote(
  db: Database,
  note: { invoiceId: string; by: string; at: string; text: string },
): Promise<void> {
  await db.insert(invoiceNotes).values({
    id: timeOrderedId(),
    invoiceId: note.invoiceId,
    at: note.at,
    author: note.by,
    text: note.text,
  });
}

/**
 * Adds pages to an invoice that needs documents, moves it back to
 * "submitted" for staff (the client's move, recorded in its history),
 * forgets the uploads and flags duplicates, in one transaction. The status
 * change comes first and the history row and each page name their invoice
 * through it: if staff changed the status in between, the update matches
 * nothing, their invoice is NULL and the whole transaction is refused.
 */
export async function appendPages(
  db: Database,
  move: StatusMove,
  keys: { brokerKey: string; loadKey: string },
  pages: (typeof invoicePages.$inferInsert)[],
): Promise<WriteOutcome | { ok: false; clash: "status" }> {
  const { invoiceId, at: updatedAt } = move;
  const reopened = sql`(select ${invoices.id} from ${invoices} where ${invoices.id} = ${invoiceId} and ${invoices.status} = ${move.to} and ${invoices.updatedAt} = ${updatedAt})`;
  const historyId = timeOrderedId();
  try {
    await atomically(db, [
      statusUpdate(db, move),
      statusHistory(db, move, historyId),
      // Staff hear that the pages they asked for came: a re-submission (docs/decisions/0221-verification-and-holds.md).
      db.insert(notificationEvents).values({
        id: `invoice-resubmitted:${historyId}`,
        kind: "invoice-resubmitted",
        subjectId: historyId,
        createdAt: updatedAt,
      }),
      db.insert(invoicePages).values(pages.map((page) => ({ ...page, invoiceId: reopened }))),
      db.delete(uploads).where(
        inArray(
          uploads.id,
          pages.map((page) => page.uploadId),
        ),
      ),
      // Pages added later may be another invoice's files.
      flagDuplicates(db, { id: invoiceId, ...keys }),
    ]);
    return { ok: true };
  } catch (error) {
    if (lostToAnotherChange(error)) return { ok: false, clash: "status" };
    return uniqueClash(error);
  }
}

// ---------------------------------------------------------------- reads

export async function findInvoiceByKey(db: Database, clientId: string, key: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.clientId, clientId), eq(invoices.idempotencyKey, key)));
  return row;
}

export async function findInvoiceRow(db: Database, reference: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.reference, reference));
  return row;
}

export async function invoiceWithPages(db: Database, row: InvoiceRow): Promise<Invoice> {
  const [invoice] = await withPages(db, [row]);
  if (!invoice) throw new Error("invoice without its answer");
  return invoice;
}

export async function findPage(db: Database, invoiceId: string, pageId: string) {
  const [row] = await db
    .select()
    .from(invoicePages)
    .where(and(eq(invoicePages.invoiceId, invoiceId), eq(invoicePages.id, pageId)));
  return row;
}

/** Turns a page of this invoice for everyone; false when the invoice has no such page. */
export async function setPageRotation(
  db: Database,
  invoiceId: string,
  pageId: string,
  rotation: PageRotation,
) {
  const turned = await db
    .update(invoicePages)
    .set({ rotation })
    .where(and(eq(invoicePages.invoiceId, invoiceId), eq(invoicePages.id, pageId)))
    .returning({ id: invoicePages.id });
  return turned.length > 0;
}

/**
 * Pages already made from these uploads in the client's own invoices, with
 * the invoice each belongs to. Another client's pages are not told apart
 * from uploads that do not exist (docs/decisions/0040-upload-tenancy.md).
 */
export async function pagesFromUploads(db: Database, clientId: string, uploadIds: readonly string[]) {
  if (uploadIds.length === 0) return [];
  return db
    .select({ uploadId: invoicePages.uploadId, invoiceId: invoicePages.invoiceId })
    .from(invoicePages)
    .innerJoin(invoices, eq(invoices.id, invoicePages.invoiceId))
    .where(and(eq(invoices.clientId, clientId), inArray(invoicePages.uploadId, [...uploadIds])));
}

export async function pageStats(db: Database, invoiceId: string) {
  const [row] = await db
    .select({ pages: count(), bytes: sql<number>`coalesce(sum(${invoicePages.size}), 0)` })
    .from(invoicePages)
    .where(eq(invoicePages.invoiceId, invoiceId));
  const orders = await db
    .select({ kind: invoicePages.documentKind, last: sql<number>`max(${invoicePages.pageOrder})` })
    .from(invoicePages)
    .where(eq(invoicePages.invoiceId, invoiceId))
    .groupBy(invoicePages.documentKind);
  return {
    pages: row?.pages ?? 0,
    bytes: Number(row?.bytes ?? 0),
    lastOrder: new Map(orders.map((entry) => [entry.kind, Number(entry.last)])),
  };
}

const paging = newestFirstPaging(invoices, "submittedAt");

/** A client's own invoices, newest first, a keyset page at a time. */
export async function clientInvoicePage(db: Database, clientId: string, limit: number, cursor?: Cursor) {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.clientId, clientId), paging.after(cursor)))
    .orderBy(...paging.orderBy)
    .limit(paging.readLimit(limit));
  const page = paging.page(rows, limit);
  return { invoices: await withPages(db, page.rows), nextCursor: page.nextCursor };
}

const clientColumns = {
  id: clients.id,
  username: clients.username,
  companyName: clients.companyName,
  firstName: clients.firstName,
  lastName: clients.lastName,
  locale: clients.locale,
};

const otherInvoice = alias(invoices, "other_invoice");
const minePage = alias(invoicePages, "mine");
const theirPage = alias(invoicePages, "theirs");

/** At most this many other invoices are named per flagged invoice. */
const DUPLICATES_SHOWN = 20;

/**
 * The other invoices each flagged invoice matches, oldest first, by the same
 * indexes as the check (docs/decisions/0110-duplicate-invoices.md).
 */
export async function duplicatesOf(db: Database, rows: readonly InvoiceRow[]) {
  const byInvoice = new Map<string, Map<string, DuplicateMatch & { submittedAt: string }>>();
  const ids = rows.filter((row) => row.flagged).map((row) => row.id);
  if (ids.length === 0) return new Map<string, DuplicateMatch[]>();
  const clientOf = new Map(rows.map((row) => [row.id, row.clientId]));
  const other = {
    reference: otherInvoice.reference,
    submittedAt: otherInvoice.submittedAt,
    clientId: otherInvoice.clientId,
  };
  const [sameLoad, samePages] = await Promise.all([
    db
      .select({ invoiceId: invoices.id, ...other })
      .from(invoices)
      .innerJoin(
        otherInvoice,
        and(
          eq(otherInvoice.loadKey, invoices.loadKey),
          eq(otherInvoice.brokerKey, invoices.brokerKey),
          ne(otherInvoice.id, invoices.id),
        ),
      )
      .where(and(inArray(invoices.id, ids), ne(invoices.loadKey, ""), ne(invoices.brokerKey, "")))
      .limit(ids.length * DUPLICATES_SHOWN),
    db
      .selectDistinct({ invoiceId: minePage.invoiceId, ...other })
      .from(minePage)
      .innerJoin(
        theirPage,
        and(eq(theirPage.sha256, minePage.sha256), ne(theirPage.invoiceId, minePage.invoiceId)),
      )
      .innerJoin(otherInvoice, eq(otherInvoice.id, theirPage.invoiceId))
      .where(inArray(minePage.invoiceId, ids))
      .limit(ids.length * DUPLICATES_SHOWN),
  ]);
  const add = (
    match: { invoiceId: string; reference: string; submittedAt: string; clientId: string },
    why: "load" | "pages",
  ) => {
    const found = byInvoice.get(match.invoiceId) ?? new Map();
    byInvoice.set(match.invoiceId, found);
    const entry = found.get(match.reference) ?? {
      reference: match.reference,
      submittedAt: match.submittedAt,
      sameLoad: false,
      samePages: false,
      otherClient: match.clientId !== clientOf.get(match.invoiceId),
    };
    if (why === "load") entry.sameLoad = true;
    else entry.samePages = true;
    found.set(match.reference, entry);
  };
  for (const match of sameLoad) add(match, "load");
  for (const match of samePages) add(match, "pages");
  return new Map(
    [...byInvoice].map(([id, found]) => [
      id,
      [...found.values()]
        .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt))
        .slice(0, DUPLICATES_SHOWN)
        .map(({ reference, sameLoad: load, samePages: pages, otherClient }) => ({
          reference,
          sameLoad: load,
          samePages: pages,
          otherClient,
        })),
    ]),
  );
}

/** The brokers these invoices are linked to, each with the decision in force (its latest). */
async function linkedBrokers(
  db: Database,
  rows: readonly InvoiceRow[],
): Promise<Map<string, Omit<InvoiceBroker, "notice">>> {
  const ids = [...new Set(rows.flatMap((row) => (row.brokerId ? [row.brokerId] : [])))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({
      id: brokers.id,
      legalName: brokers.legalName,
      mcNumber: brokers.mcNumber,
      // Written with the table's name: drizzle leaves a one-table query's columns unqualified, and
      // inside the subquery an unqualified "id" would be the decision's.
      decision: sql<CreditDecision | null>`(select latest.decision from ${brokerCreditDecisions} latest where latest.broker_id = ${brokers}.id order by latest.at desc, latest.id desc limit 1)`,
    })
    .from(brokers)
    .where(inArray(brokers.id, ids));
  return new Map(found.map((broker) => [broker.id, broker]));
}

/** An invoice's broker of the book, with where its client's notice of assignment to it stands. */
function brokerOf(
  row: InvoiceRow | undefined,
  linked: ReadonlyMap<string, Omit<InvoiceBroker, "notice">>,
  notices: ReadonlyMap<string, NoticeState>,
): InvoiceBroker | null {
  const broker = row?.brokerId ? linked.get(row.brokerId) : undefined;
  return row && broker ? { ...broker, notice: noticeStateOf(notices, broker.id, row.clientId) } : null;
}

async function withClients(db: Database, rows: readonly InvoiceRow[]): Promise<StaffInvoice[]> {
  const ids = [...new Set(rows.map((row) => row.clientId))];
  const [found, duplicates, invoicesWithPages, linked, notices] = await Promise.all([
    ids.length ? db.select(clientColumns).from(clients).where(inArray(clients.id, ids)) : [],
    duplicatesOf(db, rows),
    withPages(db, rows),
    linkedBrokers(db, rows),
    noticeStates(
      db,
      rows.flatMap((row) => (row.brokerId ? [{ brokerId: row.brokerId, clientId: row.clientId }] : [])),
    ),
  ]);
  const byId = new Map(found.map((client) => [client.id, client]));
  return invoicesWithPages.map((invoice, index) => {
    const row = rows[index];
    const client = byId.get(row?.clientId ?? "");
    return {
      ...invoice,
      funding: row ? fundingOf(row) : null,
      client: {
        id: client?.id ?? "",
        username: client?.username ?? "",
        companyName: client?.companyName ?? "",
        name: client ? `${client.firstName} ${client.lastName}` : "",
        locale: client?.locale ?? "en",
      },
      flagged: row?.flagged ?? false,
      duplicates: duplicates.get(invoice.id) ?? [],
      broker: brokerOf(row, linked, notices),
    };
  });
}

export async function staffInvoice(db: Database, row: InvoiceRow): Promise<StaffInvoice> {
  const [invoice] = await withClients(db, [row]);
  if (!invoice) throw new Error("invoice without its answer");
  return invoice;
}

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Up to this many brokers or clients found by a search, each one's first invoices in the list's order
 * are read from its own index; above it, all of theirs are read together and sorted.
 */
const READ_ONE_BY_ONE = 20;

/**
 * One condition per owner the subquery finds (its `owner` column: a client id, a broker key, a broker
 * of the book), each read in the list's order from the owner's index, while there are no more than
 * READ_ONE_BY_ONE; past that, one condition on them all.
 */
async function eachOwnerOrAll(db: Database, owners: SQL, column: SQLiteColumn): Promise<SQL[]> {
  const found = await db.all<{ owner: string }>(
    sql`select owner from (${owners}) limit ${READ_ONE_BY_ONE + 1}`,
  );
  if (found.length <= READ_ONE_BY_ONE) return found.map((row) => eq(column, row.owner));
  return [sql`${column} in (${owners})`];
}

/** What staff narrow the invoice list (and its CSV) by: `?status=&flagged=1&q=`. */
export interface StaffInvoiceFilter {
  status?: InvoiceStatus | undefined;
  flagged?: boolean | undefined;
  q?: string | undefined;
}

/**
 * What a search matches, one condition per reading of the text, each served by an index in the list's
 * order (docs/decisions/0110-duplicate-invoices.md, docs/decisions/0150-staff-search-cost.md): a
 * reference; a load number by any piece of three characters or more (its match key); a broker or a
 * client whose name holds every word (anywhere in it, a number whole); the broker of the book an
 * invoice is linked to, by the words of its names; a client by username; an invoice amount or total.
 * None when the text can be none of them.
 */
async function searchConditions(db: Database, q: string): Promise<SQL[]> {
  const conditions: SQL[] = [];
  const reference = normalizeReference(q);
  if (reference) conditions.push(eq(invoices.reference, reference));
  const key = matchKey(q);
  if ([...key].length >= MIN_LOAD_FRAGMENT)
    conditions.push(sql`${invoices.loadKey} in (${loadKeysContaining(key)})`);
  else if (key) conditions.push(eq(invoices.loadKey, key));
  const brokers = await ownersWithEveryWord(
    db,
    "broker_key_suffixes",
    searchWords(q, { lowerEveryLetter: true }),
  );
  if (brokers) conditions.push(...(await eachOwnerOrAll(db, brokers, invoices.brokerKey)));
  const cents = parseDollars(q);
  if (cents) conditions.push(eq(invoices.amountCents, cents), eq(invoices.totalCents, cents));
  const byName = await ownersWithEveryWord(db, "client_name_suffixes", searchWords(q));
  const byUsername = sql`select id as owner from clients where lower(username) = ${q.toLowerCase()}`;
  conditions.push(
    ...(await eachOwnerOrAll(
      db,
      byName ? sql`${byUsername} union ${byName}` : byUsername,
      invoices.clientId,
    )),
  );
  // The broker of the book an invoice is linked to, by the words of its legal name and aliases: "total
  // quality" finds the invoices typed "TQL" that staff linked to Total Quality Logistics.
  const bookWords = fullTextQuery(q);
  if (bookWords)
    conditions.push(...(await eachOwnerOrAll(db, brokersOfBookWords(bookWords), invoices.brokerId)));
  return conditions;
}

/**
 * The list's filters but the search. "flagged" is written out so that SQLite
 * takes the partial index. With a search the status is written `+status`,
 * which keeps SQLite from reading it through the status index: each search
 * condition's own index must drive, or a status with many invoices would be
 * read through to find a load number's one or two.
 */
function filterConditions(filter: StaffInvoiceFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.status)
    conditions.push(
      filter.q ? sql`+${invoices.status} = ${filter.status}` : eq(invoices.status, filter.status),
    );
  if (filter.flagged) conditions.push(sql`${invoices.flagged} = 1`);
  return conditions;
}

const oldestFirst = (a: InvoiceRow, b: InvoiceRow) =>
  a.submittedAt.localeCompare(b.submittedAt) || a.id.localeCompare(b.id);

/**
 * Staff's list in its order (`staffListOrder`): a review status's queue oldest first, any other
 * newest first, each on (submittedAt, id), which the status index serves both ways.
 */
const staffPaging = {
  "newest-first": { paging, compare: (a: InvoiceRow, b: InvoiceRow) => oldestFirst(b, a) },
  "oldest-first": { paging: oldestFirstPaging(invoices, "submittedAt"), compare: oldestFirst },
} as const;

/**
 * Invoices of the filter, in the list's order, after the cursor, at most
 * `limit` (every one without). A search reads each of its conditions' first
 * rows in that order from that condition's index and merges them, so a page
 * costs the same however many invoices there are.
 */
async function filteredRows(
  db: Database,
  filter: StaffInvoiceFilter,
  cursor: Cursor | undefined,
  limit: number | undefined,
): Promise<{ rows: InvoiceRow[]; search: SQL[] | undefined }> {
  const { paging, compare } = staffPaging[staffListOrder(filter.status)];
  const filters = [...filterConditions(filter), paging.after(cursor)];
  const select = (where: (SQL | undefined)[]) => {
    const query = db
      .select()
      .from(invoices)
      .where(and(...where))
      .orderBy(...paging.orderBy);
    return limit === undefined ? query : query.limit(limit);
  };
  if (!filter.q) return { rows: await select(filters), search: undefined };
  const search = await searchConditions(db, filter.q);
  const found = new Map<string, InvoiceRow>();
  for (const rows of await Promise.all(search.map((condition) => select([condition, ...filters])))) {
    for (const row of rows) found.set(row.id, row);
  }
  const rows = [...found.values()].sort(compare);
  return { rows: limit === undefined ? rows : rows.slice(0, limit), search };
}

/** How many invoices the filter holds: from the trigger-kept counts, or by index when narrowed. */
async function filteredTotal(db: Database, filter: StaffInvoiceFilter, search: SQL[] | undefined) {
  const filters = filterConditions(filter);
  if (search) {
    if (search.length === 0) return 0;
    const matching = search.map(
      (condition) => sql`select ${invoices.id} from ${invoices} where ${and(condition, ...filters)}`,
    );
    const [row] = await db.all<{ n: number }>(
      sql`select count(*) as n from (${sql.join(matching, sql` union `)})`,
    );
    return Number(row?.n ?? 0);
  }
  if (filter.flagged) {
    const [row] = await db
      .select({ n: count() })
      .from(invoices)
      .where(and(...filters));
    return row?.n ?? 0;
  }
  const counts = await db.select().from(invoiceCounts);
  return counts
    .filter((entry) => !filter.status || entry.status === filter.status)
    .reduce((sum, entry) => sum + entry.count, 0);
}

/**
 * Staff's list: a review status's queue oldest first, any other list newest
 * first, a keyset page at a time, by status, flagged and search
 * (docs/decisions/0033-staff-invoice-review.md, 0110-duplicate-invoices.md),
 * with the total.
 */
export async function staffInvoicePage(
  db: Database,
  query: StaffInvoiceFilter & { limit: number; cursor?: Cursor | undefined },
) {
  const { paging } = staffPaging[staffListOrder(query.status)];
  const { rows, search } = await filteredRows(db, query, query.cursor, paging.readLimit(query.limit));
  const page = paging.page(rows, query.limit);
  const [invoicesOfPage, total] = await Promise.all([
    withClients(db, page.rows),
    filteredTotal(db, query, search),
  ]);
  return { invoices: invoicesOfPage, nextCursor: page.nextCursor, total };
}

/** Every invoice of the filter in the list's order: what the list shows, for the CSV export. */
export async function allStaffInvoices(db: Database, filter: StaffInvoiceFilter): Promise<StaffInvoice[]> {
  return withClients(db, (await filteredRows(db, filter, undefined, undefined)).rows);
}

/**
 * The signed-in client's own invoices with this broker and load (match
 * keys), oldest first: the warning before sending it again. Never another
 * client's.
 */
export async function ownSameLoad(db: Database, clientId: string, brokerName: string, loadNumber: string) {
  const brokerKey = matchKey(brokerName);
  const loadKey = matchKey(loadNumber);
  if (!brokerKey || !loadKey) return [];
  return db
    .select({ reference: invoices.reference, submittedAt: invoices.submittedAt })
    .from(invoices)
    .where(
      and(eq(invoices.loadKey, loadKey), eq(invoices.brokerKey, brokerKey), eq(invoices.clientId, clientId)),
    )
    .orderBy(invoices.submittedAt)
    .limit(DUPLICATES_SHOWN);
}

/** One invoice for the staff detail: with its history, oldest first, and its notes, newest last. */
export async function staffInvoiceDetail(db: Database, row: InvoiceRow): Promise<StaffInvoiceDetail> {
  const [invoice, history, notes] = await Promise.all([
    staffInvoice(db, row),
    db
      .select()
      .from(invoiceHistory)
      .where(eq(invoiceHistory.invoiceId, row.id))
      .orderBy(asc(invoiceHistory.at), asc(invoiceHistory.id)),
    db
      .select()
      .from(invoiceNotes)
      .where(eq(invoiceNotes.invoiceId, row.id))
      .orderBy(asc(invoiceNotes.at), asc(invoiceNotes.id)),
  ]);
  return {
    ...invoice,
    history: history.map((entry): InvoiceHistoryEntry => ({
      at: entry.at,
      by: entry.actor,
      action: entry.action,
      from: entry.fromStatus,
      to: entry.toStatus,
      reason: entry.reason,
      ...(entry.before ? { before: entry.before } : {}),
      ...(entry.after ? { after: entry.after } : {}),
    })),
    notes: notes.map((note): InvoiceNote => ({ id: note.id, at: note.at, by: note.author, text: note.text })),
  };
}

/** Statuses nothing moves an invoice out of (paid, declined, and any final one added later). */
const finalStatuses = invoiceStatusOptions.map((option) => option.value).filter(isFinalStatus);

/**
 * The staff dashboard's invoice counters, from the trigger-kept counts (no scan); the flagged
 * count reads the partial index of flagged invoices and counts those still open (no final status):
 * a duplicate already declined or paid waits for nobody.
 */
export async function invoiceSummary(db: Database) {
  const [counts, [flagged]] = await Promise.all([
    db.select().from(invoiceCounts),
    db
      .select({ n: count() })
      .from(invoices)
      .where(and(...filterConditions({ flagged: true }), notInArray(invoices.status, finalStatuses))),
  ]);
  const flaggedInvoices = flagged?.n ?? 0;
  const of = (status: InvoiceStatus) => counts.find((entry) => entry.status === status)?.count ?? 0;
  return {
    totalInvoices: counts.reduce((sum, entry) => sum + entry.count, 0),
    flaggedInvoices,
    invoicesToReview: of("submitted") + of("in-review"),
    invoicesByStatus: {
      submitted: of("submitted"),
      "in-review": of("in-review"),
      "needs-documents": of("needs-documents"),
      funded: of("funded"),
      paid: of("paid"),
      "short-paid": of("short-paid"),
      recourse: of("recourse"),
      declined: of("declined"),
    } satisfies Record<InvoiceStatus, number>,
  };
}
