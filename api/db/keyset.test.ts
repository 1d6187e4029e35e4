import fc from "fast-check";
import * as v from "valibot";
import { afterAll, beforeAll, expect, test } from "vitest";
import { validQuote } from "../../mocks/fixture-requests";
import { QuoteInput } from "../contract/quote";
import { openTestDatabase } from "../../tests/support/api/harness";
import type { Cursor } from "../lib/pagination";
import type { DatabaseHandle } from "./client";
import { quotes } from "./schema";
import { quoteStore } from "./submissions";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.client.close());

// The quotes' store pages through newestFirstPaging (api/db/keyset.ts), as the invoice lists do.
test("paging visits every row once, newest first, also across rows of the same millisecond", async () => {
  // A few distinct times for many rows, so that pages often end inside a run of equal times.
  const times = ["2026-01-01T00:00:00.000Z", "2026-01-01T00:00:00.001Z", "2026-01-02T08:30:00.000Z"];
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.constantFrom(...times), { minLength: 0, maxLength: 30 }),
      fc.integer({ min: 1, max: 7 }),
      async (submittedAts, limit) => {
        await handle.db.delete(quotes);
        const store = quoteStore(handle.db);
        const { website: _website, ...quote } = v.parse(QuoteInput, validQuote());
        for (const [index, submittedAt] of submittedAts.entries()) {
          const id = `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`;
          const reference = `Q-TEST-${String(index).padStart(4, "0")}`;
          await store.insert(quote, {
            id,
            reference,
            submittedAt,
            idempotencyKey: null,
            requestHash: "",
          });
        }
        const seen: string[] = [];
        let cursor: Cursor | undefined;
        for (let pages = 0; ; pages++) {
          const page = await store.page(limit, cursor);
          expect(page.rows.length).toBeLessThanOrEqual(limit);
          seen.push(...page.rows.map((row) => row.id));
          if (!page.nextCursor) break;
          cursor = page.nextCursor;
          expect(pages).toBeLessThan(submittedAts.length);
        }
        expect(seen).toEqual((await store.all()).map((row) => row.id));
        expect(new Set(seen).size).toBe(submittedAts.length);
      },
    ),
    { numRuns: 40 },
  );
});
