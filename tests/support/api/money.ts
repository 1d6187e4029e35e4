import { eq } from "drizzle-orm";
import { matchKey } from "../../../api/contract/invoice";
import { brokerOfTypedName } from "../../../api/db/invoices";
import { clients, invoices } from "../../../api/db/schema";
import type { Database } from "../../../api/db/types";
import { newReference } from "../../../api/lib/references";
import { CLIENT } from "./harness";

/**
 * Invoices ready to fund, written straight into a test database: the money tests are about what
 * happens after review, and sending pages for each would only slow them down.
 */
export async function invoiceInReview(
  db: Database,
  invoice: { clientId?: string; broker?: string; totalCents: number; deliveryDate?: string },
): Promise<{ id: string; reference: string; clientId: string; loadNumber: string }> {
  const clientId = invoice.clientId ?? (await clientIdOf(db, CLIENT.username));
  const id = crypto.randomUUID();
  const reference = newReference("invoice");
  const broker = invoice.broker ?? "Summit Freight Brokers";
  const loadNumber = `LD-${id.slice(0, 8)}`;
  const at = "2026-01-01T12:00:00.000Z";
  await db.insert(invoices).values({
    id,
    reference,
    clientId,
    brokerName: broker,
    loadNumber,
    amountCents: invoice.totalCents,
    extras: [],
    totalCents: invoice.totalCents,
    pickupDate: "2025-12-28",
    deliveryDate: invoice.deliveryDate ?? "2025-12-30",
    note: "",
    status: "in-review",
    submittedAt: at,
    updatedAt: at,
    idempotencyKey: id,
    requestHash: id,
    brokerKey: matchKey(broker),
    loadKey: matchKey(loadNumber),
    // Linked to its broker of the book as a new invoice is (docs/decisions/0220-broker-book.md).
    brokerId: brokerOfTypedName(broker),
  });
  return { id, reference, clientId, loadNumber };
}

export async function clientIdOf(db: Database, username: string): Promise<string> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.username, username));
  if (!row) throw new Error(`no client ${username}`);
  return row.id;
}
