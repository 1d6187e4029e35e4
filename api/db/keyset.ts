import { desc, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Cursor } from "../lib/pagination";

/**
 * Newest-first keyset paging on a table's (submitted_at, id) index, the one
 * way every list of the API pages (quotes, fuel-card applications, a
 * client's invoices, staff's invoices). The cursor is the last row's
 * (submittedAt, id), encoded by api/lib/pagination.ts. A row-value
 * comparison lets SQLite seek straight to the cursor however deep the page,
 * and the id breaks ties between rows of the same millisecond.
 */
export function newestFirstPaging(columns: { submittedAt: SQLiteColumn; id: SQLiteColumn }) {
  return {
    /** The ORDER BY of every page. */
    orderBy: [desc(columns.submittedAt), desc(columns.id)],
    /** The WHERE condition of the rows after the cursor; none for the first page. */
    after: (cursor: Cursor | undefined): SQL | undefined =>
      cursor
        ? sql`(${columns.submittedAt}, ${columns.id}) < (${cursor.submittedAt}, ${cursor.id})`
        : undefined,
    /** The LIMIT to read: one row more than the page, to know whether another page follows. */
    readLimit: (limit: number) => limit + 1,
    /** The page out of rows read with `readLimit`, and the cursor of the next page (null on the last). */
    page<Row extends { submittedAt: string; id: string }>(rows: Row[], limit: number) {
      const hasMore = rows.length > limit;
      const pageRows = hasMore ? rows.slice(0, limit) : rows;
      const last = pageRows.at(-1);
      return {
        rows: pageRows,
        nextCursor:
          hasMore && last ? ({ submittedAt: last.submittedAt, id: last.id } satisfies Cursor) : null,
      };
    },
  };
}
