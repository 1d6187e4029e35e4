/*
 * Query parameters of the invoice screens, checked by plain functions (no
 * schema library in the route table). Unknown or malformed values are
 * dropped, never an error page.
 */

const packetId = (value: unknown) =>
  typeof value === "string" && /^[0-9a-f-]{8,64}$/i.test(value) ? value : undefined;

export interface InvoicePacketSearch {
  /** A refused packet on this phone to load back for fixing. */
  packet?: string | undefined;
}

/** /invoices/new and /invoices/{reference}: `packet`, a refused packet to fix and resend. */
export function InvoicePacketSearch(search: Record<string, unknown>): InvoicePacketSearch {
  return { packet: packetId(search.packet) };
}

// The contract's statuses, written out: the route table keeps valibot out of its bundle (a test compares them).
const STATUSES = [
  "submitted",
  "in-review",
  "needs-documents",
  "funded",
  "paid",
  "short-paid",
  "recourse",
  "declined",
] as const;

export interface StaffInvoiceSearch {
  status?: (typeof STATUSES)[number] | undefined;
  /** `?flagged=1`, as the API takes it (the router reads it as a number; a typed `true` is taken too). */
  flagged?: 1 | undefined;
  q?: string | undefined;
}

/**
 * /admin/invoices: `status` (one of the invoice statuses), `flagged=1` (possible duplicates only) and
 * `q` (what staff search for, 100 characters at most).
 */
export function StaffInvoiceSearch(search: Record<string, unknown>): StaffInvoiceSearch {
  const status =
    typeof search.status === "string" ? STATUSES.find((value) => value === search.status) : undefined;
  const q =
    typeof search.q === "string" && search.q.trim() && search.q.length <= 100 ? search.q.trim() : undefined;
  const flagged = [1, "1", true, "true"].includes(search.flagged as never) ? 1 : undefined;
  return { status, flagged, q };
}
