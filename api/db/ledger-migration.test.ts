import { expect, test } from "vitest";
import { databaseBefore } from "../../tests/support/api/migrations";
import { findInvoiceRow } from "./invoices";
import { clientBalances, invoiceBalances, unbalancedTransactions } from "./ledger";
import { invoiceMoney } from "./money";

test("the ledger migration posts the funding of invoices funded before it, balanced, and the ledger refuses edits", async () => {
  // Migrated up to the schema before it, rows stored as they were then, then the rest applied.
  const { handle, rest } = await databaseBefore("CREATE TABLE `ledger_transactions`");
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
  await rest();

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

test("the totals migration keeps each account's balance from then on, and a release's method and reference move out of its memo", async () => {
  // Migrated up to the schema before it, rows stored as they were then, then the rest applied.
  const { handle, rest } = await databaseBefore("CREATE TABLE `ledger_account_totals`");
  await handle.client.execute(
    "INSERT INTO clients (id, username, first_name, last_name, company_name, password_hash) VALUES ('c1', 'rivera', 'Ana', 'Rivera', 'Rivera Haul', 'x')",
  );
  const releases = [
    ["r1", "ACH 7731"],
    ["r2", "Check 1042"],
    ["r3", "Wire"],
    ["r4", "Other cash at the counter"],
  ] as const;
  for (const [id, memo] of releases) {
    await handle.client.execute({
      sql: `INSERT INTO ledger_transactions (id, kind, on_date, at, actor, memo, client_id)
            VALUES (?, 'release', '2026-02-01', '2026-02-01T10:00:00.000Z', 'admin', ?, 'c1')`,
      args: [id, memo],
    });
    await handle.client.execute({
      sql: `INSERT INTO ledger_entries (id, transaction_id, account, client_id, amount_cents, on_date)
            VALUES (? || '-0', ?, 'reserve_available', 'c1', 1000, '2026-02-01'), (? || '-1', ?, 'cash', 'c1', -1000, '2026-02-01')`,
      args: [id, id, id, id],
    });
  }
  await rest();

  const read = await handle.client.execute(
    "SELECT id, method, payment_reference FROM ledger_transactions ORDER BY id",
  );
  expect(read.rows.map((row) => [row.id, row.method, row.payment_reference])).toEqual([
    ["r1", "ach", "7731"],
    ["r2", "check", "1042"],
    ["r3", "wire", ""],
    ["r4", "other", "cash at the counter"],
  ]);
  // The ledger still refuses edits once the backfill is done.
  await expect(handle.client.execute("UPDATE ledger_transactions SET memo = ''")).rejects.toThrow(
    /never changed/,
  );
  const total = async (account: string) =>
    Number(
      (
        await handle.client.execute({
          sql: "SELECT cents FROM ledger_account_totals WHERE account = ?",
          args: [account],
        })
      ).rows[0]?.cents,
    );
  expect(await total("reserve_available")).toBe(4000);
  expect(await total("cash")).toBe(-4000);
  await handle.client.execute(
    "INSERT INTO ledger_entries (id, transaction_id, account, client_id, amount_cents, on_date) VALUES ('r1-2', 'r1', 'cash', 'c1', 250, '2026-02-01')",
  );
  expect(await total("cash")).toBe(-3750);
});
