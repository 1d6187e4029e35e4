import { expect, test } from "vitest";
import { databaseBefore } from "../../tests/support/api/migrations";
import { findInvoiceRow, staffInvoiceDetail } from "./invoices";

test("the history migration gives invoices stored before it their creation, and the status they had then; the duplicates migration flags them", async () => {
  // Migrated up to the schema before it, rows stored as they were then, then the rest applied.
  const { handle, rest } = await databaseBefore("CREATE TABLE `invoice_history`");
  await handle.client.execute(
    "INSERT INTO clients (id, username, first_name, last_name, company_name, password_hash) VALUES ('c1', 'rivera', 'Ana', 'Rivera', 'Rivera Haul', 'x')",
  );
  const stored = [
    ["i1", "INV-0000-0001", "submitted", "", "2026-01-01T10:00:00.000Z"],
    ["i2", "INV-0000-0002", "declined", "Duplicate load.", "2026-01-03T09:30:00.000Z"],
  ] as const;
  for (const [id, reference, status, reason, updatedAt] of stored) {
    await handle.client.execute({
      sql: `INSERT INTO invoices (id, reference, client_id, broker_name, load_number, amount_cents, extras, total_cents,
            pickup_date, delivery_date, note, status, status_reason, submitted_at, updated_at, idempotency_key, request_hash)
            VALUES (?, ?, 'c1', 'Coyote', 'LD-1', 1000, '[]', 1000, '2026-01-01', '2026-01-01', '', ?, ?,
            '2026-01-01T10:00:00.000Z', ?, ?, 'h')`,
      args: [id, reference, status, reason, updatedAt, `key-${id}`],
    });
  }
  await rest();

  const historyOf = async (reference: string) => {
    const row = await findInvoiceRow(handle.db, reference);
    if (!row) throw new Error(`${reference} lost by the migration`);
    return (await staffInvoiceDetail(handle.db, row)).history;
  };
  const created = {
    at: "2026-01-01T10:00:00.000Z",
    by: "client",
    action: "created",
    from: null,
    to: "submitted",
    reason: "",
  };
  expect(await historyOf("INV-0000-0001")).toEqual([created]);
  // The duplicates migration after it keys and flags the same invoices: one load, sent twice.
  const [first, second] = await Promise.all(
    ["INV-0000-0001", "INV-0000-0002"].map(async (reference) => {
      const row = await findInvoiceRow(handle.db, reference);
      return row && staffInvoiceDetail(handle.db, row);
    }),
  );
  expect(first).toMatchObject({
    flagged: true,
    duplicates: [{ reference: "INV-0000-0002", sameLoad: true, samePages: false }],
  });
  expect(second).toMatchObject({
    flagged: true,
    duplicates: [{ reference: "INV-0000-0001", sameLoad: true, samePages: false }],
  });
  expect(await historyOf("INV-0000-0002")).toEqual([
    created,
    {
      at: "2026-01-03T09:30:00.000Z",
      by: "",
      action: "status",
      from: null,
      to: "declined",
      reason: "Duplicate load.",
    },
  ]);
  handle.client.close();
});
