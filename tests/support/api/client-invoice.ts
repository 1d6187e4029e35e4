import { eq } from "drizzle-orm";
import { matchKey } from "../../../api/contract/invoice";
import { clients, invoices } from "../../../api/db/schema";
import type { Database } from "../../../api/db/types";

/**
 * An invoice of the test database's client, INV-7K3M-9PX2, stored as the
 * API would store it; `email` is set on the client first (null: none).
 */
export async function clientInvoice(db: Database, email: string | null) {
  const [client] = await db.select().from(clients);
  if (!client) throw new Error("the test database has a client");
  await db.update(clients).set({ email }).where(eq(clients.id, client.id));
  const at = new Date().toISOString();
  const id = crypto.randomUUID();
  await db.insert(invoices).values({
    id,
    reference: "INV-7K3M-9PX2",
    clientId: client.id,
    brokerName: "ACME Logistics",
    loadNumber: "LD-1",
    amountCents: 250_000,
    extras: [],
    totalCents: 250_000,
    pickupDate: "2026-11-20",
    deliveryDate: "2026-11-21",
    note: "",
    submittedAt: at,
    updatedAt: at,
    idempotencyKey: id,
    requestHash: "",
    brokerKey: matchKey("ACME Logistics"),
    loadKey: matchKey("LD-1"),
  });
  return { id, at };
}
