import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import type { AppEnv } from "../app-env";
import { email as emailSchema } from "../contract/fields";
import { ReferenceSearch } from "../contract/reference";
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
 * Answers to filled honeypots, by kind and Idempotency-Key, so that a bot
 * repeating a key gets the same answer as a person would. Held in memory
 * only (nothing of a bot is stored), the oldest dropped beyond `capacity`.
 */
export class HoneypotAnswers {
  readonly #answers = new Map<string, { row: unknown; requestHash: string }>();

  constructor(private readonly capacity = 10_000) {}

  get<Row>(key: string): { row: Row; requestHash: string } | undefined {
    return this.#answers.get(key) as { row: Row; requestHash: string } | undefined;
  }

  set(key: string, answer: { row: unknown; requestHash: string }): void {
    this.#answers.set(key, answer);
    if (this.#answers.size > this.capacity) {
      const oldest = this.#answers.keys().next();
      if (!oldest.done) this.#answers.delete(oldest.value);
    }
  }
}

/**
 * Accepts a validated submission. With an Idempotency-Key, a repeat of the
 * same body returns the first record and stores nothing; another body under
 * the same key is refused (409). A filled honeypot goes through the same
 * checks and gets the same answer, shape and idempotency as a person, and
 * nothing is stored.
 */
export async function acceptSubmission<Data extends { email: string }>(
  c: Context<AppEnv>,
  store: SubmissionStore<Data, Data & SubmissionMeta>,
  input: Data & { website: string },
): Promise<SubmissionOutcome<Data & SubmissionMeta>> {
  const { website, ...rest } = input;
  const data = rest as unknown as Data;
  const key = c.req.header("idempotency-key");
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
    return { ok: false, status: 400, error: "Idempotency-Key must be 1 to 255 visible ASCII characters." };
  }
  const deps = c.get("deps");
  const meta: SubmissionMeta = {
    id: timeOrderedId(),
    reference: newReference(store.referenceKind),
    submittedAt: deps.now().toISOString(),
    status: "new",
  };
  const requestHash = await sha256Hex(JSON.stringify(data));
  const answer = (earlier: { row: Data & SubmissionMeta; requestHash: string }) =>
    earlier.requestHash === requestHash ? ({ ok: true, row: earlier.row } as const) : KEY_CONFLICT;

  if (website.trim() !== "") {
    if (key === undefined) return { ok: true, row: store.answerOf(data, meta) };
    const stored = await store.findByKey(key);
    if (stored) return answer(stored);
    const memoryKey = `${store.referenceKind}\u0000${key}`;
    const remembered = deps.honeypotAnswers.get<Data & SubmissionMeta>(memoryKey);
    if (remembered) return answer(remembered);
    const row = store.answerOf(data, meta);
    deps.honeypotAnswers.set(memoryKey, { row, requestHash });
    return { ok: true, row };
  }

  const result = await store.insert(data, { ...meta, idempotencyKey: key ?? null, requestHash });
  return result.created ? { ok: true, row: result.row } : answer(result);
}

const KEY_CONFLICT = {
  ok: false,
  status: 409,
  error: "This Idempotency-Key was already used for a different request.",
} as const;

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

/** A reference as staff typed it (any case, spaces, O for 0), in its canonical form. */
export function searchReference(
  value: string,
): { ok: true; reference: string } | { ok: false; issues: Record<string, string> } {
  const result = v.safeParse(ReferenceSearch, value);
  if (result.success) return { ok: true, reference: result.output };
  return { ok: false, issues: { reference: result.issues[0].message } };
}

export const SEARCH_LIMIT = 100;

/** `Content-Disposition` for a dated CSV export. */
export const csvDisposition = (name: string, now: Date) =>
  `attachment; filename="${name}-${now.toISOString().slice(0, 10)}.csv"`;
