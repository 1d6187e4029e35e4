import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../app-env";
import { csvHeading, fieldText, type FieldList } from "../contract/field-list";
import { StatusChangeInput, SubmissionStatus } from "../contract/quote";
import { recordFields } from "../contract/request-fields";
import type { Database } from "../db/types";
import { requireStaff } from "./session-guards";
import { toCsv } from "../lib/csv";
import { englishErrorJson, validationJson } from "../lib/errors";
import { encodeCursor, PageQuery } from "../lib/pagination";
import {
  acceptSubmission,
  csvDisposition,
  isUuid,
  SEARCH_LIMIT,
  searchEmail,
  searchReference,
  type SubmissionMeta,
  type SubmissionStore,
} from "../lib/submissions";
import { limitBody } from "../lib/body-limit";
import { jsonBody, queryParams } from "../lib/validation";

type StoredValue = string | number | boolean | null;

/** The export takes what narrows the list it exports: the search (`q`) and a status. */
const ExportQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254, "Search at most 254 characters"))),
  status: v.optional(SubmissionStatus),
});

/**
 * The export's columns: the reference, the time as stored (UTC) and the
 * status value, then every field the visitor filled in, in the list's order,
 * as staff read it. The agreement is left out: every stored request has it.
 */
function csvColumns(fields: FieldList): { header: string; value: (row: SubmissionMeta) => StoredValue }[] {
  return [
    { header: recordFields.reference.label, value: (row) => row.reference },
    { header: `${recordFields.submittedAt.label} at (UTC)`, value: (row) => row.submittedAt },
    { header: recordFields.status.label, value: (row) => row.status },
    ...Object.entries(fields)
      .filter(([, field]) => field.kind !== "agreement")
      .map(([name, field]) => ({
        header: csvHeading(field),
        value: (row: SubmissionMeta) =>
          fieldText(field, (row as unknown as Record<string, StoredValue>)[name]),
      })),
  ];
}

/**
 * The routes of one kind of request (quotes, fuel card applications): anyone
 * submits; staff list, export, search by e-mail or by reference
 * (docs/decisions/0002-references.md) and change the status. The
 * answers name the record with the API's documented keys (`quote`/`quotes`,
 * `application`/`applications`), kept literal for the typed client.
 */
export function submissionRoutes<
  Input extends v.GenericSchema,
  Data extends { email: string },
  One extends string,
  Many extends string,
>(kind: {
  input: Input;
  /** The request's fields (api/contract): the CSV export's columns. */
  fields: FieldList;
  store: (db: Database) => SubmissionStore<Data, Data & SubmissionMeta>;
  /** Key of one record in an answer, and of a list. */
  one: One;
  many: Many;
  csvName: string;
  notFound: string;
}) {
  type Row = Data & SubmissionMeta;
  const columns = csvColumns(kind.fields);
  const one = (row: Row) => ({ [kind.one]: row }) as Record<One, Row>;
  const many = (rows: Row[]) => ({ [kind.many]: rows }) as Record<Many, Row[]>;

  return new Hono<AppEnv>()
    .post("/", jsonBody(kind.input), async (c) => {
      // The contract (kind.input) has checked it: the form's fields and the honeypot.
      const input = c.req.valid("json") as Data & { website: string };
      return acceptSubmission(c, kind.store(c.get("deps").db), input, (outcome) =>
        outcome.ok
          ? c.json({ success: true as const, ...one(outcome.row) }, 201)
          : englishErrorJson(c, outcome.status, outcome.error),
      );
    })
    .get("/", requireStaff, queryParams(PageQuery), async (c) => {
      const { limit, cursor } = c.req.valid("query");
      const page = await kind.store(c.get("deps").db).page(limit, cursor);
      const nextCursor = page.nextCursor && encodeCursor(page.nextCursor);
      return c.json({ success: true as const, ...many(page.rows), nextCursor, total: page.total }, 200);
    })
    .get("/export.csv", requireStaff, queryParams(ExportQuery), async (c) => {
      const { db, now } = c.get("deps");
      const { q, status } = c.req.valid("query");
      const store = kind.store(db);
      let rows: Row[];
      if (q) {
        // The list's search: a reference when the text is one, otherwise an e-mail address.
        const reference = searchReference(q);
        const email = reference.ok ? undefined : searchEmail(q);
        if (email && !email.ok) return validationJson(c, { q: email.issues.email ?? "" }, email.issues.email);
        const found = reference.ok
          ? await store.byReference(reference.reference)
          : await store.byEmail(email?.ok ? email.email : "", SEARCH_LIMIT);
        rows = found.filter((row) => !status || row.status === status);
      } else {
        rows = await store.all(status);
      }
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", csvDisposition(kind.csvName, now()));
      return c.body(toCsv(columns, rows), 200);
    })
    .get("/email/:email", requireStaff, async (c) => {
      const search = searchEmail(c.req.param("email"));
      if (!search.ok) return validationJson(c, search.issues, search.issues.email);
      const rows = await kind.store(c.get("deps").db).byEmail(search.email, SEARCH_LIMIT);
      return c.json({ success: true as const, ...many(rows) }, 200);
    })
    .get("/reference/:reference", requireStaff, async (c) => {
      const search = searchReference(c.req.param("reference"));
      if (!search.ok) return validationJson(c, search.issues, search.issues.reference);
      const rows = await kind.store(c.get("deps").db).byReference(search.reference);
      return c.json({ success: true as const, ...many(rows) }, 200);
    })
    .patch(
      "/:id/status",
      limitBody("statusBodyBytes"),
      requireStaff,
      jsonBody(StatusChangeInput),
      async (c) => {
        const id = c.req.param("id");
        const { db, now } = c.get("deps");
        const row = isUuid(id)
          ? await kind.store(db).setStatus(id, c.req.valid("json").status, now().toISOString())
          : undefined;
        if (!row) return englishErrorJson(c, 404, kind.notFound);
        return c.json({ success: true as const, ...one(row) }, 200);
      },
    );
}
