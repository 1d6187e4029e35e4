import { Hono, type Context } from "hono";
import type { AppEnv, ClientEnv, StaffEnv } from "../app-env";
import { CLIENT_ACCOUNT_NOT_FOUND } from "../contract/accounts";
import { officeDate } from "../contract/money";
import { statementQuery, type StatementQuery } from "../contract/statement";
import type { Locale } from "../contract/words";
import { findClientAccount } from "../db/accounts";
import { reserveMovements } from "../db/statement";
import { englishErrorJson, errorJson } from "../lib/errors";
import { buildStatement, statementCsv, statementFileName } from "../lib/statement";
import { statementPdf } from "../lib/statement-pdf";
import { queryParams } from "../lib/validation";
import { requireClient, requireStaff } from "./session-guards";

/**
 * A client's statement of their available reserve for a period, as JSON, PDF or CSV
 * (docs/decisions/0213-client-statement.md): the signed-in client's own, in their language, and
 * any client's for staff, in English unless `lang=es`.
 */

/** The query, checked against the office's today: the end of a period is never after it. */
const periodQuery = queryParams(statementQuery("9999-12-31"), (c: Context<AppEnv>) =>
  statementQuery(officeDate(c.get("deps").now())),
);

async function answerStatement<E extends AppEnv>(
  c: Context<E>,
  client: { id: string; companyName: string },
  locale: Locale,
  query: StatementQuery,
) {
  const { db, now } = c.get("deps");
  const period = { from: query.from, to: query.to };
  const statement = buildStatement(
    { companyName: client.companyName, locale, ...period, asOf: officeDate(now()) },
    await reserveMovements(db, client.id, period),
  );
  if (query.format === "json") return c.json({ success: true as const, statement }, 200);
  const attachment = `attachment; filename="${statementFileName(statement, query.format)}"`;
  if (query.format === "csv") {
    return c.body(statementCsv(statement), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachment,
    });
  }
  return c.body(await statementPdf(statement), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": attachment,
  });
}

/** The signed-in client's own statement, in the language kept on their account. */
export const accountStatementRoutes = new Hono<ClientEnv>().get(
  "/statement",
  requireClient,
  periodQuery,
  async (c) => {
    const client = await findClientAccount(c.get("deps").db, c.get("client").clientId);
    if (!client) return errorJson(c, 401, "api_sign_in_required");
    return answerStatement(c, client, client.locale, c.req.valid("query"));
  },
);

/** Any client's statement, for staff: English, or Spanish with `lang=es` (a copy to hand the client). */
export const clientStatementRoutes = new Hono<StaffEnv>().get(
  "/:id/statement",
  requireStaff,
  periodQuery,
  async (c) => {
    const client = await findClientAccount(c.get("deps").db, c.req.param("id"));
    if (!client) return englishErrorJson(c, 404, CLIENT_ACCOUNT_NOT_FOUND);
    const query = c.req.valid("query");
    return answerStatement(c, client, query.lang ?? "en", query);
  },
);
