import type { Context } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../app-env";
import { ReferenceSearch, type ReferenceKind } from "../contract/reference";
import { requestEmail } from "../contract/request-fields";
import type { SubmissionStatus } from "../contract/quote";
import { readIdempotencyKey, replay, requestHashOf } from "./idempotency";
import { timeOrderedId } from "./ids";
import type { Cursor } from "./pagination";
import type { TooManySubmissions } from "./rate-limits";
import { newReference } from "./references";

export interface SubmissionMeta {
  id: string;
  reference: string;
  submittedAt: string;
  status: SubmissionStatus;
}

/**
 * What handling a submission needs from its storage (quotes and fuel-card
 * applications alike; the database keeps them in api/db/submissions.ts).
 */
export interface SubmissionStore<Data, Row> {
  /** The prefix of this kind's references. */
  readonly referenceKind: ReferenceKind;
  /**
   * Stores a submission unless its Idempotency-Key was used before. Returns
   * the stored row, or the earlier row and its body hash when the key exists.
   */
  insert(
    data: Data,
    meta: {
      id: string;
      reference: string;
      submittedAt: string;
      idempotencyKey: string | null;
      requestHash: string;
    },
  ): Promise<{ created: true; row: Row } | { created: false; row: Row; requestHash: string }>;
  /** The row `insert` would answer for this data, without storing anything (the honeypot's answer). */
  answerOf(data: Data, meta: { id: string; reference: string; submittedAt: string }): Row;
  /** The stored request under an Idempotency-Key, with its body hash. */
  findByKey(key: string): Promise<{ row: Row; requestHash: string } | undefined>;
  page(
    limit: number,
    after: Cursor | undefined,
  ): Promise<{ rows: Row[]; nextCursor: Cursor | null; total: number }>;
  byEmail(email: string, limit: number): Promise<Row[]>;
  /** The request of a canonical reference (`Q-7K3M-9PX2`), as a list of none or one. */
  byReference(reference: string): Promise<Row[]>;
  setStatus(id: string, status: SubmissionStatus, updatedAt: string): Promise<Row | undefined>;
  /** Every request, newest first; with a status, only those that have it. */
  all(status?: SubmissionStatus): Promise<Row[]>;
}

export type SubmissionOutcome<Row> = { ok: true; row: Row } | { ok: false; status: 400 | 409; error: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Runs `store` under the per-address submission limit shared by both public
 * forms: 429 with Retry-After once the allowance is used. Only a request that
 * `store` accepts as new counts (it sets `newSubmission`); the limiter gives
 * back the allowance of anything else (docs/decisions/0014-limits.md).
 */
async function withinSubmissionLimit<R>(
  c: Context<AppEnv>,
  store: () => Promise<R>,
): Promise<R | TooManySubmissions> {
  let answered: { response: R } | undefined;
  const refused = await c.get("deps").submissionLimiter(c, async () => {
    answered = { response: await store() };
  });
  // The limiter refuses only with its handler's answer, tooManySubmissions.
  if (refused) return refused as TooManySubmissions;
  if (!answered) throw new Error("The submission limiter neither refused nor ran the request");
  return answered.response;
}

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
 * Accepts a validated submission and answers it with `respond`. With an
 * Idempotency-Key, a repeat of the same body returns the first record and
 * stores nothing, and does not count against the submission limit (a phone
 * re-sending on a flapping signal); another body under the same key is
 * refused (409). Only new requests count. A filled honeypot goes through the
 * same checks and limit and gets the same answer, shape and idempotency as a
 * person, and nothing is stored.
 */
export async function acceptSubmission<Data extends { email: string }, R>(
  c: Context<AppEnv>,
  store: SubmissionStore<Data, Data & SubmissionMeta>,
  input: Data & { website: string },
  respond: (outcome: SubmissionOutcome<Data & SubmissionMeta>) => R,
): Promise<R | TooManySubmissions> {
  const { website, ...rest } = input;
  const data = rest as unknown as Data;
  const keyCheck = readIdempotencyKey(c);
  if (!keyCheck.ok) return respond(keyCheck);
  const key = keyCheck.key;
  const deps = c.get("deps");
  const requestHash = await requestHashOf(data);
  const answer = (earlier: { row: Data & SubmissionMeta; requestHash: string }) => {
    const repeat = replay(earlier, requestHash);
    return repeat.ok ? ({ ok: true, row: repeat.earlier.row } as const) : repeat;
  };
  const bot = website.trim() !== "";
  const memoryKey = `${store.referenceKind}\u0000${key}`;

  if (key !== undefined) {
    const earlier =
      (await store.findByKey(key)) ??
      (bot ? deps.honeypotAnswers.get<Data & SubmissionMeta>(memoryKey) : undefined);
    if (earlier) return respond(answer(earlier));
  }

  return withinSubmissionLimit(c, async () => {
    const meta: SubmissionMeta = {
      id: timeOrderedId(),
      reference: newReference(store.referenceKind),
      submittedAt: deps.now().toISOString(),
      status: "new",
    };
    if (bot) {
      const row = store.answerOf(data, meta);
      if (key !== undefined) deps.honeypotAnswers.set(memoryKey, { row, requestHash });
      c.set("newSubmission", true);
      return respond({ ok: true, row });
    }
    const result = await store.insert(data, { ...meta, idempotencyKey: key ?? null, requestHash });
    // The same key may have been stored since the lookup above (two sends at once): that one counted.
    if (!result.created) return respond(answer(result));
    c.set("newSubmission", true);
    return respond({ ok: true, row: result.row });
  });
}

/** Whether an id could be one of ours; anything else is simply not found. */
export const isUuid = (id: string) => UUID.test(id);

/** The e-mail of a search path, checked like the forms check it. */
export function searchEmail(
  value: string,
): { ok: true; email: string } | { ok: false; issues: Record<string, string> } {
  const result = v.safeParse(requestEmail, value);
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
