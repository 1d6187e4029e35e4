import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import type { AppEnv } from "../app-env";
import { email as emailSchema } from "../contract/fields";
import type { SubmissionStatus } from "../contract/quote";
import type { SubmissionStore } from "../db/submissions";
import { timeOrderedId } from "./ids";
import { newReference } from "./references";
import { sha256Hex } from "./tokens";

export interface SubmissionMeta {
  id: string;
  reference: string;
  submittedAt: string;
  status: SubmissionStatus;
}

export type SubmissionOutcome<Row> = { ok: true; row: Row } | { ok: false; status: 400 | 409; error: string };

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Both public forms share the per-address submission limit (429). */
export const submissionLimit = createMiddleware<AppEnv>((c, next) =>
  c.get("deps").submissionLimiter(c, next),
);

/**
 * Accepts a validated submission. A filled honeypot gets the usual answer
 * and nothing is stored. With an Idempotency-Key, a repeat of the same body
 * returns the first record and stores nothing; another body under the same
 * key is refused (409).
 */
export async function acceptSubmission<Data extends { email: string }>(
  c: Context<AppEnv>,
  store: SubmissionStore<Data, Data & SubmissionMeta>,
  input: Data & { website: string },
): Promise<SubmissionOutcome<Data & SubmissionMeta>> {
  const { website, ...rest } = input;
  const data = rest as unknown as Data;
  const meta: SubmissionMeta = {
    id: timeOrderedId(),
    reference: newReference(store.referenceKind),
    submittedAt: c.get("deps").now().toISOString(),
    status: "new",
  };
  if (website.trim() !== "") return { ok: true, row: { ...data, ...meta } };

  const key = c.req.header("idempotency-key");
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
    return { ok: false, status: 400, error: "Idempotency-Key must be 1 to 255 visible ASCII characters." };
  }
  const requestHash = await sha256Hex(JSON.stringify(data));
  const result = await store.insert(data, { ...meta, idempotencyKey: key ?? null, requestHash });
  if (result.created || result.requestHash === requestHash) return { ok: true, row: result.row };
  return { ok: false, status: 409, error: "This Idempotency-Key was already used for a different request." };
}

/** Whether an id could be one of ours; anything else is simply not found. */
export const isUuid = (id: string) => UUID.test(id);

/** The e-mail of a search path, checked like the forms check it. */
export function searchEmail(
  value: string,
): { ok: true; email: string } | { ok: false; issues: Record<string, string> } {
  const result = v.safeParse(emailSchema, value);
  if (result.success) return { ok: true, email: result.output };
  return { ok: false, issues: { email: result.issues[0].message } };
}

export const SEARCH_LIMIT = 100;

/** `Content-Disposition` for a dated CSV export. */
export const csvDisposition = (name: string, now: Date) =>
  `attachment; filename="${name}-${now.toISOString().slice(0, 10)}.csv"`;
