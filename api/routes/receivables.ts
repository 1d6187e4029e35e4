import { Hono, type Context } from "hono";
import type { AppEnv, StaffEnv } from "../app-env";
import {
  agingBuckets,
  AgingQuery,
  CollectionNoteInput,
  FUTURE_AS_OF,
  promisedBeforeFunding,
  type AgingFigures,
} from "../contract/aging";
import { statusLabel } from "../contract/invoice-workflow";
import { normalizeReference } from "../contract/reference";
import { findInvoiceRow, type InvoiceRow } from "../db/invoices";
import { officeDate } from "../db/money";
import { addCollectionNote, agingAsOf, collectionNotesOf, collectionsPage } from "../db/receivables";
import { csvDollars, toCsv } from "../lib/csv";
import { englishErrorJson, errorJson, validationJson } from "../lib/errors";
import { encodeCursor, PageQuery } from "../lib/pagination";
import { csvDisposition } from "../lib/submissions";
import { jsonBody, queryParams } from "../lib/validation";
import { INVOICE_NOT_FOUND } from "./invoices";
import { requireStaff } from "./session-guards";

/**
 * What brokers owe and staff's chasing of it (docs/decisions/0212-aging-and-collections.md): the
 * aging as of a day (JSON and CSV, the same figures), the collections queue, and collection notes.
 * Staff only.
 */

/** The as-of day asked for, today in the office's time zone when none; a later day is refused. */
function asOfDay(c: Context<StaffEnv>, asked: string | undefined) {
  const today = officeDate(c.get("deps").now());
  const asOf = asked ?? today;
  if (asOf > today)
    return { ok: false as const, refusal: validationJson(c, { asOf: FUTURE_AS_OF }, FUTURE_AS_OF) };
  return { ok: true as const, asOf };
}

type AgingLine = AgingFigures & { broker: string };

const agingCsvColumns = (asOf: string): { header: string; value: (line: AgingLine) => string | number }[] => [
  { header: "As of", value: () => asOf },
  { header: "Broker", value: (line) => line.broker },
  { header: "Invoices", value: (line) => line.invoiceCount },
  ...agingBuckets.map((bucket) => ({
    header: bucket.label,
    value: (line: AgingLine) => csvDollars(line.cents[bucket.key]),
  })),
  { header: "Total", value: (line) => csvDollars(line.totalCents) },
];

/** The invoice in the path; undefined when there is none. */
async function invoiceInPath(c: Context<StaffEnv>): Promise<InvoiceRow | undefined> {
  const reference = normalizeReference(c.req.param("reference") ?? "");
  return reference ? findInvoiceRow(c.get("deps").db, reference) : undefined;
}

const notOpen = (row: InvoiceRow) =>
  `Collection notes are kept on open funded invoices: ${row.reference} is ${statusLabel(row.status).toLowerCase()}.`;

export const receivableRoutes = new Hono<AppEnv>()
  .get("/aging", requireStaff, queryParams(AgingQuery), async (c) => {
    const day = asOfDay(c, c.req.valid("query").asOf);
    if (!day.ok) return day.refusal;
    return c.json({ success: true as const, aging: await agingAsOf(c.get("deps").db, day.asOf) }, 200);
  })
  .get("/aging.csv", requireStaff, queryParams(AgingQuery), async (c) => {
    const day = asOfDay(c, c.req.valid("query").asOf);
    if (!day.ok) return day.refusal;
    const aging = await agingAsOf(c.get("deps").db, day.asOf);
    c.header("Content-Type", "text/csv; charset=utf-8");
    // Named by the day it is as of, which the file's rows also say.
    c.header("Content-Disposition", csvDisposition("aging", new Date(`${aging.asOf}T12:00:00Z`)));
    const lines: AgingLine[] = [...aging.brokers, { ...aging.totals, broker: "All brokers" }];
    return c.body(toCsv(agingCsvColumns(aging.asOf), lines), 200);
  })
  .get("/collections", requireStaff, queryParams(PageQuery), async (c) => {
    const { db, now } = c.get("deps");
    const page = await collectionsPage(db, { ...c.req.valid("query"), today: officeDate(now()) });
    return c.json(
      {
        success: true as const,
        items: page.items,
        nextCursor: page.nextCursor && encodeCursor(page.nextCursor),
        total: page.total,
        totalOpenCents: page.totalOpenCents,
      },
      200,
    );
  })
  .get("/invoices/:reference/collection-notes", requireStaff, async (c) => {
    const row = await invoiceInPath(c);
    if (!row) return errorJson(c, 404, INVOICE_NOT_FOUND);
    return c.json({ success: true as const, notes: await collectionNotesOf(c.get("deps").db, row.id) }, 200);
  })
  .post("/invoices/:reference/collection-notes", requireStaff, jsonBody(CollectionNoteInput), async (c) => {
    const { db, now } = c.get("deps");
    const row = await invoiceInPath(c);
    if (!row) return errorJson(c, 404, INVOICE_NOT_FOUND);
    if (row.status !== "funded" || row.fundedOn === null) return englishErrorJson(c, 409, notOpen(row));
    const note = c.req.valid("json");
    if (note.promisedOn && note.promisedOn < row.fundedOn) {
      const message = promisedBeforeFunding(row.fundedOn);
      return validationJson(c, { promisedOn: message }, message);
    }
    await addCollectionNote(db, {
      invoiceId: row.id,
      by: c.get("staff").username,
      at: now().toISOString(),
      contact: note.contact,
      said: note.said,
      promisedOn: note.promisedOn || null,
    });
    return c.json({ success: true as const, notes: await collectionNotesOf(db, row.id) }, 201);
  });
