/**
 * The server's drizzle migrations as SQL text, bundled by Vite (and vitest),
 * so the mock database has exactly the server's schema.
 */
const files = import.meta.glob<string>("../api/db/migrations/*.sql", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Every statement of every migration, in migration order. */
export function migrationStatements(): string[] {
  return Object.keys(files)
    .sort()
    .flatMap((name) => (files[name] ?? "").split("--> statement-breakpoint"))
    .map((statement) => statement.trim())
    .filter(Boolean);
}
