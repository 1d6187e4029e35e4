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

const STATUSES = ["submitted", "in-review", "needs-documents", "funded", "declined"] as const;

export interface StaffInvoiceSearch {
  status?: (typeof STATUSES)[number] | undefined;
  q?: string | undefined;
}

/** /admin/invoices: `status` (one of the invoice statuses) and `q` (a reference or client, 100 characters at most). */
export function StaffInvoiceSearch(search: Record<string, unknown>): StaffInvoiceSearch {
  const status =
    typeof search.status === "string" ? STATUSES.find((value) => value === search.status) : undefined;
  const q =
    typeof search.q === "string" && search.q.trim() && search.q.length <= 100 ? search.q.trim() : undefined;
  return { status, q };
}
