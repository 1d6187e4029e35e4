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
