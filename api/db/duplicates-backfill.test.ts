import fc from "fast-check";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { matchKey } from "../contract/invoice";
import { openTestDatabase } from "../../tests/support/api/harness";
import type { DatabaseHandle } from "./client";
import { migrationsFolder } from "./client";
import { clients, invoicePages, invoices } from "./schema";

/** The migration's own backfill statements, as written in the file that adds the keys. */
function backfillStatements(): string[] {
  const file = readdirSync(migrationsFolder)
    .filter((name) => name.endsWith(".sql"))
    .map((name) => readFileSync(path.join(migrationsFolder, name), "utf8"))
    .find((text) => text.includes("SET `broker_key` ="));
  if (!file) throw new Error("no migration backfills broker_key");
  return file
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter((statement) => /^(--.*\n)*UPDATE `invoices`/.test(statement));
}

let handle: DatabaseHandle;
let clientId: string;
beforeAll(async () => {
  handle = await openTestDatabase();
  const [client] = await handle.db.select({ id: clients.id }).from(clients);
  clientId = client?.id ?? "";
});
afterAll(() => handle.client.close());

const storedBefore = (id: string, brokerName: string, loadNumber: string) => ({
  id,
  reference: `INV-TEST-${id.padStart(4, "0")}`,
  clientId,
  brokerName,
  loadNumber,
  amountCents: 100,
  extras: [],
  totalCents: 100,
  pickupDate: "2026-01-01",
  deliveryDate: "2026-01-02",
  note: "",
  submittedAt: `2026-01-02T00:00:00.${id.padStart(3, "0")}Z`,
  updatedAt: "2026-01-02T00:00:00.000Z",
  idempotencyKey: id,
  requestHash: "",
  // As the migration finds them: keys not yet written.
  brokerKey: "",
  loadKey: "",
});

test("the migration's SQL keys equal matchKey for what keyboards type", async () => {
  const [keys] = backfillStatements();
  const unit = fc.constantFrom(
    ..."AaZz09 /#.\t-\u00a0\u2010\u2011\u2012\u2013\u2014\u2015\u2212ÁÉÍÓÚÜÑáéíóúüñ".split(""),
  );
  const text = fc.string({ unit, minLength: 1, maxLength: 16 });
  await fc.assert(
    fc.asyncProperty(fc.array(fc.tuple(text, text), { minLength: 1, maxLength: 8 }), async (loads) => {
      await handle.db.delete(invoices);
      await handle.db
        .insert(invoices)
        .values(loads.map(([broker, load], index) => storedBefore(String(index + 1), broker, load)));
      await handle.client.execute(keys ?? "");
      const rows = await handle.db.select().from(invoices);
      for (const row of rows) {
        expect([row.brokerKey, row.loadKey]).toEqual([matchKey(row.brokerName), matchKey(row.loadNumber)]);
      }
    }),
    { numRuns: 30 },
  );
});

test("the migration flags invoices stored before it that share a load or a page file, and no others", async () => {
  const [keys, flags] = backfillStatements();
  await handle.db.delete(invoices);
  await handle.db
    .insert(invoices)
    .values([
      storedBefore("1", "ACME Logistics", "LD-1234"),
      storedBefore("2", "acme logistics", "ld 1234"),
      storedBefore("3", "Echo", "E-1"),
      storedBefore("4", "Coyote", "C-9"),
      storedBefore("5", "TQL", "T-5"),
    ]);
  const page = (id: string, invoiceId: string, sha256: string) => ({
    id,
    invoiceId,
    documentKind: "bol-pod" as const,
    pageOrder: 1,
    contentType: "image/png" as const,
    size: 1,
    sha256,
    storageKey: `invoices/${invoiceId}/${id}`,
    uploadId: id,
    addedAt: "2026-01-02T00:00:00.000Z",
  });
  await handle.db
    .insert(invoicePages)
    .values([
      page("p1", "3", "a".repeat(64)),
      page("p2", "4", "a".repeat(64)),
      page("p3", "5", "b".repeat(64)),
    ]);
  await handle.client.execute(keys ?? "");
  await handle.client.execute(flags ?? "");
  const rows = await handle.db.select({ id: invoices.id, flagged: invoices.flagged }).from(invoices);
  expect(Object.fromEntries(rows.map((row) => [row.id, row.flagged]))).toEqual({
    "1": true,
    "2": true,
    "3": true,
    "4": true,
    "5": false,
  });
});
