import type { InStatement } from "@libsql/client";
import { expect, test } from "vitest";
import { openTestDatabase } from "../../tests/support/api/harness";
import { invoiceSummary } from "./invoices";

test("the summary's flagged count reads the partial index of flagged invoices, never the whole table", async () => {
  const handle = await openTestDatabase();
  const statements: string[] = [];
  const execute = handle.client.execute.bind(handle.client);
  handle.client.execute = ((statement: InStatement) => {
    statements.push(typeof statement === "string" ? statement : statement.sql);
    return execute(statement);
  }) as typeof handle.client.execute;

  expect((await invoiceSummary(handle.db)).flaggedInvoices).toBe(0);
  const counting = statements.filter((statement) => statement.includes("flagged"));
  expect(counting).toHaveLength(1);
  const plan = await execute(`EXPLAIN QUERY PLAN ${counting[0]}`);
  expect(plan.rows.map((row) => String(row.detail))).toEqual([
    expect.stringMatching(/USING (COVERING )?INDEX invoices_flagged_submitted_at_id_idx/),
  ]);
  handle.client.close();
});
