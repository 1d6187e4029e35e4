import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../app-env";
import {
  documentKindOptions,
  extraKindOptions,
  InvoiceStatusChange,
  invoiceStatusOptions,
  type StaffInvoice,
} from "../contract/invoice";
import { valuesOf } from "../contract/options";
import { normalizeReference } from "../contract/reference";
import {
  allStaffInvoices,
  findInvoiceRow,
  setInvoiceStatus,
  staffInvoice,
  staffInvoicePage,
} from "../db/invoices";
import { requireStaff } from "./session-guards";
import { toCsv } from "../lib/csv";
import { errorJson } from "../lib/errors";
import { encodeCursor, PageQuery } from "../lib/pagination";
import { csvDisposition } from "../lib/submissions";
import { jsonBody, queryParams } from "../lib/validation";
import { INVOICE_NOT_FOUND } from "./invoices";

/** `?status=&flagged=1&q=`: what narrows the list, and the CSV export with it. */
const StaffInvoiceFilterQuery = v.object({
  status: v.optional(v.picklist(valuesOf(invoiceStatusOptions), "Choose a listed status")),
  flagged: v.optional(
    v.pipe(
      v.picklist(["1", "0"], "Flagged is 1 or 0"),
      v.transform((value) => value === "1"),
    ),
  ),
  q: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(100, "Search at most 100 characters"),
      v.transform((value) => value || undefined),
    ),
  ),
});

/** The filter on top of the staff lists' `?limit=&cursor=`. */
const StaffInvoiceQuery = v.object({ ...PageQuery.entries, ...StaffInvoiceFilterQuery.entries });

const label = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;
const dollars = (cents: number) => (cents / 100).toFixed(2);

const csvColumns: { header: string; value: (row: StaffInvoice) => string | number | null }[] = [
  { header: "Reference", value: (row) => row.reference },
  { header: "Submitted (UTC)", value: (row) => row.submittedAt },
  { header: "Status", value: (row) => label(invoiceStatusOptions, row.status) },
  { header: "Status reason", value: (row) => row.statusReason },
  { header: "Client", value: (row) => row.client.companyName },
  { header: "Client username", value: (row) => row.client.username },
  { header: "Broker or customer", value: (row) => row.brokerName },
  { header: "Load or PO number", value: (row) => row.loadNumber },
  { header: "Invoice amount", value: (row) => dollars(row.amountCents) },
  {
    header: "Extras",
    value: (row) =>
      row.extras
        .map(
          (extra) =>
            `${extra.kind === "other" ? extra.label : label(extraKindOptions, extra.kind)} ${dollars(extra.amountCents)}`,
        )
        .join("; "),
  },
  { header: "Total", value: (row) => dollars(row.totalCents) },
  { header: "Pickup date", value: (row) => row.pickupDate },
  { header: "Delivery date", value: (row) => row.deliveryDate },
  {
    header: "Pages",
    value: (row) =>
      documentKindOptions
        .map(
          (kind) => `${kind.label}: ${row.pages.filter((page) => page.documentKind === kind.value).length}`,
        )
        .join("; "),
  },
  { header: "Note", value: (row) => row.note },
  {
    header: "Flagged as duplicate of",
    value: (row) => row.duplicates.map((duplicate) => duplicate.reference).join("; "),
  },
  { header: "Updated (UTC)", value: (row) => row.updatedAt },
];

/** Staff review of every client's invoices (docs/decisions/0003-invoices.md). */
export const adminInvoiceRoutes = new Hono<AppEnv>()
  .get("/", requireStaff, queryParams(StaffInvoiceQuery), async (c) => {
    const page = await staffInvoicePage(c.get("deps").db, c.req.valid("query"));
    const nextCursor = page.nextCursor && encodeCursor(page.nextCursor);
    return c.json({ success: true as const, invoices: page.invoices, nextCursor, total: page.total }, 200);
  })
  .get("/export.csv", requireStaff, queryParams(StaffInvoiceFilterQuery), async (c) => {
    const { db, now } = c.get("deps");
    const rows = await allStaffInvoices(db, c.req.valid("query"));
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", csvDisposition("invoices", now()));
    return c.body(toCsv(csvColumns, rows), 200);
  })
  .get("/:reference", requireStaff, async (c) => {
    const reference = normalizeReference(c.req.param("reference"));
    const row = reference ? await findInvoiceRow(c.get("deps").db, reference) : undefined;
    if (!row) return errorJson(c, 404, INVOICE_NOT_FOUND);
    return c.json({ success: true as const, invoice: await staffInvoice(c.get("deps").db, row) }, 200);
  })
  .patch("/:reference/status", requireStaff, jsonBody(InvoiceStatusChange), async (c) => {
    const { db, now } = c.get("deps");
    const reference = normalizeReference(c.req.param("reference"));
    const row = reference
      ? await setInvoiceStatus(db, reference, c.req.valid("json"), now().toISOString())
      : undefined;
    if (!row) return errorJson(c, 404, INVOICE_NOT_FOUND);
    return c.json({ success: true as const, invoice: await staffInvoice(db, row) }, 200);
  });
