import { expect, test } from "vitest";
import { migrationsFolder, openDatabase } from "./client";
import { findInvoiceRow } from "./invoices";
import { clientBalances, invoiceBalances, unbalancedTransactions } from "./ledger";
import { invoiceMoney } from "./money";

test("the ledger migration posts the funding of invoices funded before it, balanced, and the ledger refuses edits", async () => {
  const handle = await openDatabase(":memory:");
  const { readMigrationFiles } = await import("drizzle-orm/migrator");
  const all = readMigrationFiles({ migrationsFolder });
  const ledger = all.findIndex((migration) =>
    migration.sql.join("").includes("CREATE TABLE `ledger_transactions`"),
  );
  expect(ledger).toBeGreaterThan(0);
  const run = async (migrations: typeof all) => {
    for (const migration of migrations)
      for (const statement of migration.sql) if (statement.trim()) await handle.client.execute(statement);
  };
  await run(all.slice(0, ledger));
  await handle.client.execute(
    "INSERT INTO clients (id, username, first_name, last_name, company_name, password_hash) VALUES ('c1', 'rivera', 'Ana', 'Rivera', 'Rivera Haul', 'x')",
  );
  const stored = [
    ["i1", "INV-0000-0001", "funded", 250_000, 225_000, 7_500, "2026-01-05"],
    ["i2", "INV-0000-0002", "in-review", 90_000, null, null, null],
  ] as const;
  for (const [id, reference, status, total, advance, fee, fundedOn] of stored) {
    await handle.client.execute({
      sql: `INSERT INTO invoices (id, reference, client_id, broker_name, load_number, amount_cents, extras, total_cents,
            pickup_date, delivery_date, note, status, status_reason, submitted_at, updated_at, idempotency_key, request_hash,
            advance_cents, fee_cents, funded_on, broker_key, load_key)
            VALUES (?, ?, 'c1', 'Coyote', ?, ?, '[]', ?, '2026-01-01', '2026-01-02', '', ?, '',
            '2026-01-03T10:00:00.000Z', '2026-01-05T10:00:00.000Z', ?, 'h', ?, ?, ?, 'coyote', ?)`,
      args: [id, reference, `LD-${id}`, total, total, status, `key-${id}`, advance, fee, fundedOn, `ld${id}`],
    });
  }
  await run(all.slice(ledger));

  expect(await unbalancedTransactions(handle.db)).toEqual([]);
  expect(await invoiceBalances(handle.db, "i1")).toMatchObject({
    receivable: 250_000,
    cash: -225_000,
    reserve_held: -25_000,
  });
  expect(await invoiceBalances(handle.db, "i2")).toMatchObject({ receivable: 0, cash: 0 });
  expect(await clientBalances(handle.db, "c1")).toMatchObject({ receivable: 250_000, reserve_held: -25_000 });
  const funded = await findInvoiceRow(handle.db, "INV-0000-0001");
  expect(funded && (await invoiceMoney(handle.db, funded))).toEqual({
    advanceCents: 225_000,
    feeCents: 7_500,
    reserveCents: 17_500,
    paidCents: 0,
    openCents: 250_000,
    paidOn: null,
    chargedToReserveCents: 0,
  });
  // Entries and transactions are never changed or removed: a mistake is a reversing transaction.
  await expect(handle.client.execute("UPDATE ledger_entries SET amount_cents = 1")).rejects.toThrow(
    /never changed/,
  );
  await expect(handle.client.execute("DELETE FROM ledger_transactions")).rejects.toThrow(/never deleted/);
  // "Paid" has its counter, as every status does.
  const counts = await handle.client.execute("SELECT status FROM invoice_counts WHERE status = 'paid'");
  expect(counts.rows).toHaveLength(1);
});
