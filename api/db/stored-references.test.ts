import { describe, expect, test } from "vitest";
import { validQuote } from "../../mocks/fixture-requests";
import { createTestApp } from "../../tests/support/api/harness";
import { databaseBefore } from "../../tests/support/api/migrations";
import { quoteStore } from "./submissions";

const SHAPE = /^Q-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

describe("stored references", () => {
  test("27 quotes sent within one second get 27 different references", async () => {
    const t = await createTestApp({ limits: { submissionsPerMinute: 1000 } });
    const answers = await Promise.all(
      Array.from({ length: 27 }, () => t.json("POST", "/api/quotes", validQuote())),
    );
    const refs = await Promise.all(answers.map(async (answer) => (await answer.json()).quote.reference));
    expect(refs.every((reference) => SHAPE.test(reference))).toBe(true);
    expect(new Set(refs).size).toBe(27);
    t.client.close();
  });

  test("a clash with a stored reference is drawn again, never refused or stored twice", async () => {
    const t = await createTestApp();
    const first = (await (await t.json("POST", "/api/quotes", validQuote())).json()).quote;
    const { website: _honeypot, ...data } = { website: "", ...validQuote(), numberOfTrucks: 6 };
    const result = await quoteStore(t.db).insert(data as never, {
      id: "0190c0de-0000-7000-8000-000000000001",
      reference: first.reference,
      submittedAt: new Date().toISOString(),
      idempotencyKey: null,
      requestHash: "h",
    });
    expect(result.created).toBe(true);
    expect(result.row.reference).toMatch(SHAPE);
    expect(result.row.reference).not.toBe(first.reference);
    const stored = await quoteStore(t.db).all();
    expect(stored.map((quote) => quote.reference).sort()).toEqual(
      [first.reference, result.row.reference].sort(),
    );
    t.client.close();
  });

  test("the unique index refuses a duplicate written by anything else", async () => {
    const t = await createTestApp();
    const a = (await (await t.json("POST", "/api/quotes", validQuote())).json()).quote;
    const b = (await (await t.json("POST", "/api/quotes", validQuote())).json()).quote;
    await expect(
      t.client.execute({ sql: "UPDATE quotes SET reference = ? WHERE id = ?", args: [a.reference, b.id] }),
    ).rejects.toThrow(/UNIQUE constraint failed: quotes\.reference/);
    t.client.close();
  });

  test("the migration gives requests stored before it a unique reference each", async () => {
    // Migrated up to the schema before references, requests stored, then the rest applied.
    const { handle, rest } = await databaseBefore("ADD `reference`");
    for (let n = 0; n < 300; n++) {
      await handle.client.execute({
        sql: `INSERT INTO quotes (id, company_name, contact_name, email, email_normalized, phone, mc_number, dot_number,
              comments, agree_to_terms, status, submitted_at, updated_at, request_hash, monthly_revenue,
              business_type, years_in_business, services_interested)
              VALUES (?, 'Old Co', 'Old', 'a@example.com', 'a@example.com', '1', '', '', '', 1, 'new', ?, ?, 'h', '', '', '', '')`,
        args: [`old-${n}`, "2026-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z"],
      });
    }
    await rest();
    const rows = (await handle.client.execute("SELECT reference FROM quotes")).rows.map((row) =>
      String(row.reference),
    );
    expect(rows).toHaveLength(300);
    expect(rows.every((reference) => SHAPE.test(reference))).toBe(true);
    expect(new Set(rows).size).toBe(300);
    handle.client.close();
  });
});
