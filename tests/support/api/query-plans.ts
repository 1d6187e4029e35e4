import type { Client, InStatement } from "@libsql/client";

type Statement = Exclude<InStatement, string>;

/**
 * Records every statement the app sends through `client` from now on, and gives the query plan of
 * any of them with its own arguments: tests that hold a read to its indexes use it.
 */
export function recordStatements(client: Client) {
  const statements: Statement[] = [];
  const execute = client.execute.bind(client);
  client.execute = ((statement: InStatement) => {
    statements.push(typeof statement === "string" ? { sql: statement } : statement);
    return execute(statement);
  }) as typeof client.execute;
  return {
    statements,
    /** SQLite's plan of one recorded statement, its steps joined by "; ". */
    async planOf({ sql, args }: Statement): Promise<string> {
      const { rows } = await execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args: args ?? [] });
      return rows.map((row) => String(row.detail)).join("; ");
    },
  };
}
