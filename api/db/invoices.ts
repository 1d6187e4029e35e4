import { and, count, eq, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { Invoice, InvoicePage, InvoiceStatus, StaffInvoice } from "../contract/invoice";
import type { Cursor } from "../lib/pagination";
import type { UploadQuota } from "../lib/uploads";
import { newestFirstPaging } from "./keyset";
import { clients, invoiceCounts, invoicePages, invoices, uploads } from "./schema";
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
});

function toInvoice(row: InvoiceRow, pages: readonly PageRow[]): Invoice {
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
const openUploadsOf = (clientId: string) =>
  sql`(select count(*) from ${uploads} where ${uploads.clientId} = ${clientId})`;
const openBytesOf = (clientId: string) =>
  sql`(select coalesce(sum(${uploads.size}), 0) from ${uploads} where ${uploads.clientId} = ${clientId})`;

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
  await db.run(sql`insert into ${uploads} (id, client_id, size, created_at)
    select ${id}, ${clientId}, ${size}, ${createdAt}
    where ${openUploadsOf(clientId)} < ${quota.openPerClient}
      and ${openBytesOf(clientId)} + ${size} <= ${quota.openBytesPerClient}
      and ${storedBytesOf(clientId)} + ${openBytesOf(clientId)} + ${size} <= ${quota.storedBytesPerClient}`);
  if (await findOwnUpload(db, id, clientId)) return "ok";
  const [held] = await db
    .select({
      uploads: sql<number>`${openUploadsOf(clientId)}`,
      open: sql<number>`${openBytesOf(clientId)}`,
      stored: sql<number>`${storedBytesOf(clientId)}`,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!held) throw new Error("upload for an unknown client");
  if (held.uploads >= quota.openPerClient) return "open-uploads";
  if (held.open + size > quota.openBytesPerClient) return "open-bytes";
  return "stored-bytes";
}

/** The client's own upload, or undefined: another client's upload is as good as absent. */
export async function findOwnUpload(db: Database, id: string, clientId: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.clientId, clientId)));
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

/** Removes upload rows created before the cutoff and answers their ids. */
export async function deleteUploadsBefore(db: Database, cutoff: string): Promise<string[]> {
  const rows = await db.delete(uploads).where(lt(uploads.createdAt, cutoff)).returning({ id: uploads.id });
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
 * Stores a new invoice, its pages, and forgets the uploads they came from,
 * in one transaction. A unique index refuses a repeated Idempotency-Key of
 * the client, a clashing reference, or an upload that is already a page.
 */
export async function insertInvoice(
  db: Database,
  invoice: typeof invoices.$inferInsert,
  pages: (typeof invoicePages.$inferInsert)[],
): Promise<WriteOutcome> {
  try {
    await atomically(db, [
      db.insert(invoices).values(invoice),
      db.insert(invoicePages).values(pages),
      db.delete(uploads).where(
        inArray(
          uploads.id,
          pages.map((page) => page.uploadId),
        ),
      ),
    ]);
    return { ok: true };
  } catch (error) {
    return uniqueClash(error);
  }
}

/**
 * Adds pages to an invoice that needs documents, moves it back to
 * "submitted" for staff, and forgets the uploads, in one transaction. The
 * status change comes first and each page names its invoice through it: if
 * staff changed the status in between, the update matches nothing, the
 * pages' invoice is NULL and the whole transaction is refused.
 */
export async function appendPages(
  db: Database,
  invoiceId: string,
  pages: (typeof invoicePages.$inferInsert)[],
  updatedAt: string,
): Promise<WriteOutcome | { ok: false; clash: "status" }> {
  const reopened = sql`(select ${invoices.id} from ${invoices} where ${invoices.id} = ${invoiceId} and ${invoices.status} = 'submitted' and ${invoices.updatedAt} = ${updatedAt})`;
  try {
    await atomically(db, [
      db
        .update(invoices)
        .set({ status: "submitted", statusReason: "", updatedAt })
        .where(and(eq(invoices.id, invoiceId), eq(invoices.status, "needs-documents"))),
      db.insert(invoicePages).values(pages.map((page) => ({ ...page, invoiceId: reopened }))),
      db.delete(uploads).where(
        inArray(
          uploads.id,
          pages.map((page) => page.uploadId),
        ),
      ),
    ]);
    return { ok: true };
  } catch (error) {
    for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
      if (/NOT NULL constraint failed: invoice_pages\.invoice_id/.test(cause.message))
        return { ok: false, clash: "status" };
    }
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

const paging = newestFirstPaging(invoices);

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
};

async function withClients(db: Database, rows: readonly InvoiceRow[]): Promise<StaffInvoice[]> {
  const ids = [...new Set(rows.map((row) => row.clientId))];
  const found = ids.length
    ? await db.select(clientColumns).from(clients).where(inArray(clients.id, ids))
    : [];
  const byId = new Map(found.map((client) => [client.id, client]));
  return (await withPages(db, rows)).map((invoice, index) => {
    const client = byId.get(rows[index]?.clientId ?? "");
    return {
      ...invoice,
      client: {
        id: client?.id ?? "",
        username: client?.username ?? "",
        companyName: client?.companyName ?? "",
        name: client ? `${client.firstName} ${client.lastName}` : "",
      },
    };
  });
}

export async function staffInvoice(db: Database, row: InvoiceRow): Promise<StaffInvoice> {
  const [invoice] = await withClients(db, [row]);
  if (!invoice) throw new Error("invoice without its answer");
  return invoice;
}

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Clients whose username is the text, or whose company or name contains it (any case). */
async function matchingClientIds(db: Database, text: string): Promise<string[]> {
  const needle = `%${escapeLike(text.toLowerCase())}%`;
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      or(
        eq(sql`lower(${clients.username})`, text.toLowerCase()),
        sql`lower(${clients.companyName}) like ${needle} escape '\\'`,
        sql`lower(${clients.firstName} || ' ' || ${clients.lastName}) like ${needle} escape '\\'`,
      ),
    )
    .limit(100);
  return rows.map((row) => row.id);
}

/**
 * Staff's list: newest first, a keyset page at a time, optionally one
 * status, optionally a search (a reference, or a client). The total comes
 * from the trigger-kept counts when there is no search.
 */
export async function staffInvoicePage(
  db: Database,
  query: { limit: number; cursor?: Cursor; status?: InvoiceStatus; reference?: string; clientText?: string },
) {
  const filters: (SQL | undefined)[] = [paging.after(query.cursor)];
  if (query.status) filters.push(eq(invoices.status, query.status));
  if (query.reference) filters.push(eq(invoices.reference, query.reference));
  let searched = false;
  if (query.clientText) {
    searched = true;
    const ids = await matchingClientIds(db, query.clientText);
    if (ids.length === 0) return { invoices: [], nextCursor: null, total: 0 };
    filters.push(inArray(invoices.clientId, ids));
  }
  if (query.reference) searched = true;
  const rows = await db
    .select()
    .from(invoices)
    .where(and(...filters))
    .orderBy(...paging.orderBy)
    .limit(paging.readLimit(query.limit));
  const page = paging.page(rows, query.limit);
  let total: number;
  if (searched) {
    const [row] = await db
      .select({ n: count() })
      .from(invoices)
      .where(and(...filters.slice(1)));
    total = row?.n ?? 0;
  } else {
    const counts = await db.select().from(invoiceCounts);
    total = counts
      .filter((entry) => !query.status || entry.status === query.status)
      .reduce((sum, entry) => sum + entry.count, 0);
  }
  return { invoices: await withClients(db, page.rows), nextCursor: page.nextCursor, total };
}

export async function allStaffInvoices(db: Database): Promise<StaffInvoice[]> {
  return withClients(
    db,
    await db
      .select()
      .from(invoices)
      .orderBy(...paging.orderBy),
  );
}

export async function setInvoiceStatus(
  db: Database,
  reference: string,
  change: { status: InvoiceStatus; reason: string },
  updatedAt: string,
) {
  const [row] = await db
    .update(invoices)
    .set({ status: change.status, statusReason: change.reason, updatedAt })
    .where(eq(invoices.reference, reference))
    .returning();
  return row;
}

/** The staff dashboard's invoice counters, from the trigger-kept counts (no scan). */
export async function invoiceSummary(db: Database) {
  const counts = await db.select().from(invoiceCounts);
  const of = (status: InvoiceStatus) => counts.find((entry) => entry.status === status)?.count ?? 0;
  return {
    totalInvoices: counts.reduce((sum, entry) => sum + entry.count, 0),
    invoicesToReview: of("submitted") + of("in-review"),
    invoicesByStatus: {
      submitted: of("submitted"),
      "in-review": of("in-review"),
      "needs-documents": of("needs-documents"),
      funded: of("funded"),
      declined: of("declined"),
    } satisfies Record<InvoiceStatus, number>,
  };
}
