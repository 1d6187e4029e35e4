import { and, count, desc, eq, lt, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { FuelCardApplication, FuelCardApplicationData } from "../contract/fuel-card-application";
import type { Quote, QuoteData, SubmissionStatus } from "../contract/quote";
import type { Cursor } from "../lib/pagination";
import { fuelCardApplications, quotes } from "./schema";
import type { Database } from "./types";

/**
 * Storage of the two public submissions (quotes and fuel-card applications),
 * written once for both: they share id, status, timestamps, the normalized
 * e-mail and the idempotency columns.
 */
export interface SubmissionStore<Data, Row> {
  /**
   * Stores a submission unless its Idempotency-Key was used before. Returns
   * the stored row, or the earlier row and its body hash when the key exists.
   */
  insert(
    data: Data,
    meta: { id: string; submittedAt: string; idempotencyKey: string | null; requestHash: string },
  ): Promise<{ created: true; row: Row } | { created: false; row: Row; requestHash: string }>;
  page(
    limit: number,
    after: Cursor | undefined,
  ): Promise<{ rows: Row[]; nextCursor: Cursor | null; total: number }>;
  byEmail(email: string, limit: number): Promise<Row[]>;
  setStatus(id: string, status: SubmissionStatus, updatedAt: string): Promise<Row | undefined>;
  all(): Promise<Row[]>;
}

type SubmissionTable = SQLiteTable & {
  id: SQLiteColumn;
  submittedAt: SQLiteColumn;
  emailNormalized: SQLiteColumn;
  status: SQLiteColumn;
  updatedAt: SQLiteColumn;
  idempotencyKey: SQLiteColumn;
  requestHash: SQLiteColumn;
};

/** Exact, case-insensitive e-mail matching uses this form on both sides. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

function createStore<Data extends { email: string }, Row extends { id: string; submittedAt: string }>(
  db: Database,
  table: SubmissionTable,
  publicColumns: Record<keyof Row, SQLiteColumn>,
): SubmissionStore<Data, Row> {
  const newestFirst = [desc(table.submittedAt), desc(table.id)];
  const selectRows = () => db.select(publicColumns).from(table);
  const rowsOf = (rows: unknown) => rows as Row[];

  return {
    async insert(data, meta) {
      const inserted = rowsOf(
        await db
          .insert(table)
          .values({
            ...data,
            ...meta,
            emailNormalized: normalizeEmail(data.email),
            status: "new",
            updatedAt: meta.submittedAt,
          })
          .onConflictDoNothing()
          .returning(publicColumns),
      );
      const row = inserted[0];
      if (row) return { created: true, row };
      // Only the Idempotency-Key can clash (ids are fresh UUIDs): answer with the earlier request.
      const [earlier] = (await db
        .select({ ...publicColumns, requestHash: table.requestHash })
        .from(table)
        .where(eq(table.idempotencyKey, meta.idempotencyKey ?? ""))) as (Row & { requestHash: string })[];
      if (!earlier) throw new Error("Submission insert was ignored without an earlier request under its key");
      const { requestHash, ...earlierRow } = earlier;
      return { created: false, row: earlierRow as unknown as Row, requestHash };
    },

    async page(limit, after) {
      const where: SQL | undefined = after
        ? or(
            lt(table.submittedAt, after.submittedAt),
            and(eq(table.submittedAt, after.submittedAt), lt(table.id, after.id)),
          )
        : undefined;
      const rows = rowsOf(
        await selectRows()
          .where(where)
          .orderBy(...newestFirst)
          .limit(limit + 1),
      );
      const [totals] = await db.select({ total: count() }).from(table);
      const hasMore = rows.length > limit;
      const pageRows = hasMore ? rows.slice(0, limit) : rows;
      const last = pageRows.at(-1);
      return {
        rows: pageRows,
        nextCursor: hasMore && last ? { submittedAt: last.submittedAt, id: last.id } : null,
        total: totals?.total ?? 0,
      };
    },

    async byEmail(email, limit) {
      return rowsOf(
        await selectRows()
          .where(eq(table.emailNormalized, normalizeEmail(email)))
          .orderBy(...newestFirst)
          .limit(limit),
      );
    },

    async setStatus(id, status, updatedAt) {
      const [row] = rowsOf(
        await db.update(table).set({ status, updatedAt }).where(eq(table.id, id)).returning(publicColumns),
      );
      return row;
    },

    async all() {
      return rowsOf(await selectRows().orderBy(...newestFirst));
    },
  };
}

const sharedColumns = <T extends typeof quotes | typeof fuelCardApplications>(table: T) => ({
  id: table.id,
  submittedAt: table.submittedAt,
  status: table.status,
  companyName: table.companyName,
  contactName: table.contactName,
  email: table.email,
  phone: table.phone,
  mcNumber: table.mcNumber,
  dotNumber: table.dotNumber,
  businessType: table.businessType,
  yearsInBusiness: table.yearsInBusiness,
  numberOfTrucks: table.numberOfTrucks,
  comments: table.comments,
  agreeToTerms: table.agreeToTerms,
});

export const quoteStore = (db: Database) =>
  createStore<QuoteData, Quote>(db, quotes, {
    ...sharedColumns(quotes),
    monthlyRevenue: quotes.monthlyRevenue,
    servicesInterested: quotes.servicesInterested,
  });

export const fuelCardApplicationStore = (db: Database) =>
  createStore<FuelCardApplicationData, FuelCardApplication>(db, fuelCardApplications, {
    ...sharedColumns(fuelCardApplications),
    fuelCardTier: fuelCardApplications.fuelCardTier,
    monthlyFuelSpend: fuelCardApplications.monthlyFuelSpend,
    primaryRoutes: fuelCardApplications.primaryRoutes,
    preferredFuelBrands: fuelCardApplications.preferredFuelBrands,
  });

/** The four dashboard counters over both kinds of request. */
export async function submissionSummary(db: Database, since: string) {
  const totals = async (table: typeof quotes | typeof fuelCardApplications) => {
    const [row] = await db
      .select({
        total: count(),
        fresh: sql<number>`coalesce(sum(case when ${table.status} = 'new' then 1 else 0 end), 0)`,
        recent: sql<number>`coalesce(sum(case when ${table.submittedAt} >= ${since} then 1 else 0 end), 0)`,
      })
      .from(table);
    return { total: row?.total ?? 0, fresh: Number(row?.fresh ?? 0), recent: Number(row?.recent ?? 0) };
  };
  const [quoteTotals, applicationTotals] = [await totals(quotes), await totals(fuelCardApplications)];
  return {
    totalQuotes: quoteTotals.total,
    totalApplications: applicationTotals.total,
    newRequests: quoteTotals.fresh + applicationTotals.fresh,
    lastSevenDays: quoteTotals.recent + applicationTotals.recent,
  };
}
