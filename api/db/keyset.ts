import { asc, desc, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Cursor } from "../lib/pagination";

/**
 * Keyset paging on a table's (time, id), the one way every list of the API
 * pages: newest first (quotes, fuel-card applications, a client's invoices,
 * staff's invoices by `submittedAt`; client accounts by `createdAt`), or
 * oldest first (the collections queue by `fundedOn`, a calendar day; staff's
 * review queue of invoices by `submittedAt`). The
 * cursor is the last row's (time, id), encoded by api/lib/pagination.ts. A
 * row-value comparison lets SQLite seek straight to the cursor however deep
 * the page when (time, id) is indexed, and the id breaks ties between rows
 * of the same millisecond (or day).
 */
function keysetPaging<Time extends string>(
  columns: Record<Time | "id", SQLiteColumn>,
  time: Time,
  order: "newest-first" | "oldest-first",
) {
  const newestFirst = order === "newest-first";
  const direction = newestFirst ? desc : asc;
  return {
    /** The ORDER BY of every page. */
    orderBy: [direction(columns[time]), direction(columns.id)],
    /** The WHERE condition of the rows after the cursor; none for the first page. */
    after: (cursor: Cursor | undefined): SQL | undefined =>
      cursor
        ? newestFirst
          ? sql`(${columns[time]}, ${columns.id}) < (${cursor.at}, ${cursor.id})`
          : sql`(${columns[time]}, ${columns.id}) > (${cursor.at}, ${cursor.id})`
        : undefined,
    /** The LIMIT to read: one row more than the page, to know whether another page follows. */
    readLimit: (limit: number) => limit + 1,
    /** The page out of rows read with `readLimit`, and the cursor of the next page (null on the last). */
    page<Row extends Record<Time | "id", string>>(rows: Row[], limit: number) {
      const hasMore = rows.length > limit;
      const pageRows = hasMore ? rows.slice(0, limit) : rows;
      const last = pageRows.at(-1);
      return {
        rows: pageRows,
        nextCursor: hasMore && last ? ({ at: last[time], id: last.id } satisfies Cursor) : null,
      };
    },
  };
}

/** Newest first on (time, id). */
export const newestFirstPaging = <Time extends string>(
  columns: Record<Time | "id", SQLiteColumn>,
  time: Time,
) => keysetPaging(columns, time, "newest-first");

/** Oldest first on (time, id): a queue worked from its oldest end. */
export const oldestFirstPaging = <Time extends string>(
  columns: Record<Time | "id", SQLiteColumn>,
  time: Time,
) => keysetPaging(columns, time, "oldest-first");
