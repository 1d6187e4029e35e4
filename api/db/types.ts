import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import type * as schema from "./schema";

/**
 * Any drizzle SQLite database over our schema: libSQL on the server, sql.js
 * in the mocks. Routes use only what both support, always awaiting results.
 */
export type Database = BaseSQLiteDatabase<"async" | "sync", unknown, typeof schema>;
