import { count, eq, gte, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { FuelCardApplication, FuelCardApplicationData } from "../contract/fuel-card-application";
import type { Quote, QuoteData } from "../contract/quote";
import type { ReferenceKind } from "../contract/reference";
import { newReference } from "../lib/references";
import type { SubmissionStore } from "../lib/submissions";
import { newestFirstPaging } from "./keyset";
import { fuelCardApplications, quotes, submissionCounts } from "./schema";
import type { Database } from "./types";

/*
 * Storage of the two public submissions (quotes and fuel-card applications),
 * written once for both: they share id, status, timestamps, the normalized
 * e-mail and the idempotency columns.
 */

type SubmissionTable = SQLiteTable & {
  id: SQLiteColumn;
  reference: SQLiteColumn;
  submittedAt: SQLiteColumn;
  emailNormalized: SQLiteColumn;
  status: SQLiteColumn;
  updatedAt: SQLiteColumn;
  idempotencyKey: SQLiteColumn;
  requestHash: SQLiteColumn;
};

/** Exact, case-insensitive e-mail matching uses this form on both sides. */
const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Columns a submission is stored with, beyond the data of its form. */
const STORED_META = [
  "id",
  "reference",
  "submittedAt",
  "idempotencyKey",
  "requestHash",
  "emailNormalized",
  "status",
  "updatedAt",
] as const;

function createStore<Data extends { email: string }, Row extends { id: string; submittedAt: string }>(
  db: Database,
  table: SubmissionTable,
  kind: "quotes" | "fuel_card_applications",
  referenceKind: ReferenceKind,
  publicColumns: Record<keyof Row, SQLiteColumn>,
): SubmissionStore<Data, Row> {
  const paging = newestFirstPaging(table, "submittedAt");
  const selectRows = () => db.select(publicColumns).from(table);
  const rowsOf = (rows: unknown) => rows as Row[];
  const publicKeys = Object.keys(publicColumns) as (keyof Row)[];
  const tableColumns = table as unknown as Record<string, SQLiteColumn>;
  const storedKeys = [
    ...new Set([...publicKeys.map(String), ...STORED_META].filter((key) => key in tableColumns)),
  ];

  /**
   * The one statement of a submission, prepared once: the unique index on
   * the Idempotency-Key is the idempotency lookup (ON CONFLICT DO NOTHING),
   * and only the id comes back.
   */
  const insertStatement = db
    .insert(table)
    .values(Object.fromEntries(storedKeys.map((key) => [key, sql.placeholder(key)])) as never)
    .onConflictDoNothing({ target: table.idempotencyKey })
    .returning({ id: table.id })
    .prepare();

  /** Every column of a new row: the form's data, the meta data and the derived columns. */
  const storedValues = (data: Data, meta: { submittedAt: string }): Record<string, unknown> => ({
    ...data,
    ...meta,
    emailNormalized: normalizeEmail(data.email),
    status: "new",
    updatedAt: meta.submittedAt,
  });
  /** The stored row is what was sent, so it is answered from memory rather than read back. */
  const answerFrom = (values: Record<string, unknown>) =>
    Object.fromEntries(publicKeys.map((key) => [key, values[key as string] ?? null])) as Row;

  const findByKey = async (key: string) => {
    const [earlier] = (await db
      .select({ ...publicColumns, requestHash: table.requestHash })
      .from(table)
      .where(eq(table.idempotencyKey, key))) as (Row & { requestHash: string })[];
    if (!earlier) return undefined;
    const { requestHash, ...row } = earlier;
    return { row: row as unknown as Row, requestHash };
  };

  return {
    referenceKind,
    async insert(data, meta) {
      const values = storedValues(data, meta);
      const inserted = await insertWithFreshReference(referenceKind, values, () =>
        insertStatement.all(Object.fromEntries(storedKeys.map((key) => [key, values[key] ?? null]))),
      );
      if (inserted.length > 0) return { created: true, row: answerFrom(values) };
      // Only the Idempotency-Key can clash (ids are fresh UUIDs): answer with the earlier request.
      const earlier = await findByKey(meta.idempotencyKey ?? "");
      if (!earlier) throw new Error("Submission insert was ignored without an earlier request under its key");
      return { created: false, ...earlier };
    },

    answerOf(data, meta) {
      return answerFrom(storedValues(data, meta));
    },

    findByKey,

    async page(limit, after) {
      const rows = rowsOf(
        await selectRows()
          .where(paging.after(after))
          .orderBy(...paging.orderBy)
          .limit(paging.readLimit(limit)),
      );
      const [counts] = await db
        .select({ total: submissionCounts.total })
        .from(submissionCounts)
        .where(eq(submissionCounts.kind, kind));
      return { ...paging.page(rows, limit), total: counts?.total ?? 0 };
    },

    async byEmail(email, limit) {
      return rowsOf(
        await selectRows()
          .where(eq(table.emailNormalized, normalizeEmail(email)))
          .orderBy(...paging.orderBy)
          .limit(limit),
      );
    },

    async byReference(reference) {
      return rowsOf(await selectRows().where(eq(table.reference, reference)).limit(1));
    },

    async setStatus(id, status, updatedAt) {
      const [row] = rowsOf(
        await db.update(table).set({ status, updatedAt }).where(eq(table.id, id)).returning(publicColumns),
      );
      return row;
    },

    async all(status) {
      return rowsOf(
        await selectRows()
          .where(status ? eq(table.status, status) : undefined)
          .orderBy(...paging.orderBy),
      );
    },
  };
}

/**
 * Runs an insert; when the random reference clashes with a stored one (the
 * unique index refuses it), draws a new one and tries again. Any other
 * error is the caller's.
 */
async function insertWithFreshReference(
  kind: ReferenceKind,
  values: Record<string, unknown>,
  insert: () => unknown,
): Promise<{ id: string }[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return (await insert()) as { id: string }[];
    } catch (error) {
      if (attempt >= 5 || !isReferenceClash(error)) throw error;
      values.reference = newReference(kind);
    }
  }
}

function isReferenceClash(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (/UNIQUE constraint failed: \w+\.reference/.test(cause.message)) return true;
  }
  return false;
}

/** One store per database and kind: its insert statement is prepared once. */
function cachedStore<Store>(cache: WeakMap<Database, Store>, db: Database, create: () => Store): Store {
  let store = cache.get(db);
  if (!store) {
    store = create();
    cache.set(db, store);
  }
  return store;
}

const sharedColumns = <T extends typeof quotes | typeof fuelCardApplications>(table: T) => ({
  id: table.id,
  reference: table.reference,
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

const quoteStores = new WeakMap<Database, SubmissionStore<QuoteData, Quote>>();
const applicationStores = new WeakMap<
  Database,
  SubmissionStore<FuelCardApplicationData, FuelCardApplication>
>();

export const quoteStore = (db: Database) =>
  cachedStore(quoteStores, db, () =>
    createStore<QuoteData, Quote>(db, quotes, "quotes", "quote", {
      ...sharedColumns(quotes),
      monthlyRevenue: quotes.monthlyRevenue,
      servicesInterested: quotes.servicesInterested,
    }),
  );

export const fuelCardApplicationStore = (db: Database) =>
  cachedStore(applicationStores, db, () =>
    createStore<FuelCardApplicationData, FuelCardApplication>(
      db,
      fuelCardApplications,
      "fuel_card_applications",
      "fuel-card-application",
      {
        ...sharedColumns(fuelCardApplications),
        fuelCardTier: fuelCardApplications.fuelCardTier,
        monthlyFuelSpend: fuelCardApplications.monthlyFuelSpend,
        primaryRoutes: fuelCardApplications.primaryRoutes,
        preferredFuelBrands: fuelCardApplications.preferredFuelBrands,
      },
    ),
  );

/**
 * The four dashboard counters over both kinds of request: totals and new
 * ones from the trigger-kept counts, the last seven days from a range of
 * the (submitted_at, id) index. None of them scans every request.
 */
export async function submissionSummary(db: Database, since: string) {
  const counts = await db.select().from(submissionCounts);
  const of = (kind: string) => counts.find((row) => row.kind === kind) ?? { total: 0, fresh: 0 };
  const recent = async (table: typeof quotes | typeof fuelCardApplications) => {
    const [row] = await db.select({ recent: count() }).from(table).where(gte(table.submittedAt, since));
    return row?.recent ?? 0;
  };
  const quoteCounts = of("quotes");
  const applicationCounts = of("fuel_card_applications");
  return {
    totalQuotes: quoteCounts.total,
    totalApplications: applicationCounts.total,
    newRequests: quoteCounts.fresh + applicationCounts.fresh,
    newQuotes: quoteCounts.fresh,
    newApplications: applicationCounts.fresh,
    lastSevenDays: (await recent(quotes)) + (await recent(fuelCardApplications)),
  };
}
