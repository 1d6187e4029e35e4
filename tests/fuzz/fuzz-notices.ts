/**
 * Model-based fuzzing of the notices of assignment and the client numbers they need, in the style of
 * `fuzz-brokers.ts`: each intent is built to be accepted or refused in one known way, sent to the real
 * app, and an accepted one is applied to a small model of the run's client (its MC and DOT numbers),
 * its notices to two brokers of the run (one with an AP e-mail, one without) and their
 * acknowledgements. The database must end up holding exactly that
 * (docs/decisions/0222-notice-of-assignment.md).
 */
import fc from "fast-check";
import { insertClientAccount } from "../../api/db/accounts";
import { createBroker } from "../../api/db/brokers";
import type { DatabaseHandle } from "../../api/db/client";
import type { FuzzApp } from "./fuzz-app";

export const NOTICE_WRITE_ROUTES = [
  "PATCH /api/admin/clients/:id",
  "POST /api/admin/brokers/:id/notices",
  "POST /api/admin/notices/:id/acknowledgement",
] as const;
export type NoticeEndpoint = (typeof NOTICE_WRITE_ROUTES)[number];

type Json = Record<string, unknown>;

/** The fuzz app's today in the office's calendar: its clock stands at 2026-03-02 10:00 UTC. */
const TODAY = "2026-03-02";

const digitsArb = fc.stringMatching(/^\d{1,10}$/);

/** Ways a client-numbers body breaks the contract (422 before anything is looked up). */
const numbersMutation = fc.constantFrom<[string, Json]>(
  ["MC with a prefix", { mcNumber: "MC-12345" }],
  ["DOT with letters", { dotNumber: "12a45" }],
  ["MC too long", { mcNumber: "12345678901" }],
  ["a number, not text", { mcNumber: 123456 }],
  ["unknown field", { companyName: "Renamed" }],
);

/** Ways a notice body breaks the contract. */
const noticeMutation = fc.constantFrom<[string, (body: Json) => Json]>(
  ["unknown delivery", (body) => ({ ...body, delivery: "fax" })],
  ["how, with e-mail", (body) => ({ ...body, delivery: "email", means: "Faxed" })],
  ["other, without how", (body) => ({ ...body, delivery: "other", means: "" })],
  ["no client", (body) => ({ ...body, clientId: "" })],
  ["client not text", (body) => ({ ...body, clientId: 42 })],
  ["markup in how", (body) => ({ ...body, delivery: "other", means: "<b>mailed</b>" })],
  ["unknown field", (body) => ({ ...body, brokerId: "x" })],
);

/** Ways an acknowledgement body breaks the contract. */
const acknowledgementMutation = fc.constantFrom<[string, Json]>(
  ["nobody", { acknowledgedBy: " ", acknowledgedOn: TODAY }],
  ["not a day", { acknowledgedBy: "Dana", acknowledgedOn: "2026-02-30" }],
  ["a time, not a day", { acknowledgedBy: "Dana", acknowledgedOn: `${TODAY}T10:00:00Z` }],
  ["two lines", { acknowledgedBy: "Dana\nOrtiz", acknowledgedOn: TODAY }],
  ["unknown field", { acknowledgedBy: "Dana", acknowledgedOn: TODAY, recordedBy: "x" }],
);

export type NoticeIntent =
  | {
      endpoint: "PATCH /api/admin/clients/:id";
      /** Numbers given (200, at least one left), both cleared (200), a broken body (422), an unknown client (404). */
      variant: "numbers" | "clear" | "invalid" | "unknown";
      mcNumber: string;
      dotNumber: string;
      which: "mc" | "dot" | "both";
      mutation: [string, Json];
    }
  | {
      endpoint: "POST /api/admin/brokers/:id/notices";
      /**
       * E-mailed to the broker with an AP address, sent by staff to the other (201 while the client has a
       * number, else 422); e-mailed to the broker without an AP address, for an unknown client, a broken
       * body (422); the same key and body again (201), another body under it (409); no key (400); an
       * unknown broker (404).
       */
      variant:
        | "email"
        | "other"
        | "no-ap-email"
        | "unknown-client"
        | "invalid"
        | "repeat"
        | "key-reused"
        | "no-key"
        | "unknown-broker";
      means: string;
      pick: number;
      mutation: [string, (body: Json) => Json];
    }
  | {
      endpoint: "POST /api/admin/notices/:id/acknowledgement";
      /**
       * The notice in force of a pair (201, or 409 once acknowledged), an earlier notice (409), a day
       * after today or before the notice (422), a broken body (422), an unknown notice (404).
       */
      variant: "ack" | "earlier" | "future" | "before" | "invalid" | "unknown";
      pick: number;
      by: string;
      mutation: [string, Json];
    };

const route = <T extends NoticeIntent>(arbitrary: fc.Arbitrary<T>) => arbitrary as fc.Arbitrary<NoticeIntent>;

/** One arbitrary per endpoint, so the model can weigh them like its own. */
export const noticeIntentArbs: fc.Arbitrary<NoticeIntent>[] = [
  route(
    fc.record({
      endpoint: fc.constant("PATCH /api/admin/clients/:id" as const),
      variant: fc.constantFrom(
        "numbers" as const,
        "numbers" as const,
        "clear" as const,
        "invalid" as const,
        "unknown" as const,
      ),
      mcNumber: digitsArb,
      dotNumber: digitsArb,
      which: fc.constantFrom("mc" as const, "dot" as const, "both" as const),
      mutation: numbersMutation,
    }),
  ),
  route(
    fc.record({
      endpoint: fc.constant("POST /api/admin/brokers/:id/notices" as const),
      variant: fc.constantFrom(
        "email" as const,
        "email" as const,
        "other" as const,
        "no-ap-email" as const,
        "unknown-client" as const,
        "invalid" as const,
        "repeat" as const,
        "key-reused" as const,
        "no-key" as const,
        "unknown-broker" as const,
      ),
      means: fc.constantFrom("Mailed", "Faxed to (555) 010-3000", "Handed to their driver"),
      pick: fc.nat(),
      mutation: noticeMutation,
    }),
  ),
  route(
    fc.record({
      endpoint: fc.constant("POST /api/admin/notices/:id/acknowledgement" as const),
      variant: fc.constantFrom(
        "ack" as const,
        "ack" as const,
        "earlier" as const,
        "future" as const,
        "before" as const,
        "invalid" as const,
        "unknown" as const,
      ),
      pick: fc.nat(),
      by: fc.constantFrom("Dana Ortiz", "AP team lead", "J. O'Neil"),
      mutation: acknowledgementMutation,
    }),
  ),
];

interface ModelNotice {
  id: string;
  brokerId: string;
  acknowledged: boolean;
}

export interface NoticeFuzzModel {
  clientId: string;
  /** The client's numbers as stored (digits without leading zeros), null for none. */
  mcNumber: string | null;
  dotNumber: string | null;
  /** The run's brokers: one with an AP e-mail, one without. */
  withEmail: string;
  withoutEmail: string;
  /** Every notice made, oldest first. */
  notices: ModelNotice[];
  /** Idempotency-Key -> the broker, the body and the notice it made. */
  keys: Map<string, { brokerId: string; body: Json; noticeId: string }>;
  prefix: string;
  next: number;
}

/** The run's client and its two brokers, made straight in the database. */
export async function createNoticeModel(app: FuzzApp, runTag: string): Promise<NoticeFuzzModel> {
  const prefix = `nz-${runTag.toLowerCase().replace(/[^a-z0-9]/g, "")}`;
  const at = new Date().toISOString();
  const clientId = await insertClientAccount(
    app.handle.db,
    {
      username: `${prefix}-notice-client`,
      firstName: "Nora",
      lastName: "Notice",
      companyName: `Notice Fuzz ${prefix} LLC`,
      mcNumber: "424242",
    },
    "not-a-hash",
  );
  const broker = async (legalName: string, apEmail: string) => {
    const written = await createBroker(
      app.handle.db,
      { legalName, mcNumber: "", dotNumber: "", apEmail, phone: "", remitAddress: "", aliases: [] },
      { by: "fuzz", at },
    );
    if (!written.ok) throw new Error("fuzz setup: the notice brokers were not made");
    return written.id;
  };
  return {
    clientId,
    mcNumber: "424242",
    dotNumber: null,
    withEmail: await broker(`Notice Fuzz ${prefix} AP Brokers`, "ap@notice-fuzz.example.com"),
    withoutEmail: await broker(`Notice Fuzz ${prefix} Paper Brokers`, ""),
    notices: [],
    keys: new Map(),
    prefix,
    next: 0,
  };
}

const UNKNOWN_ID = "00000000-0000-7000-8000-000000000000";
const pickOf = <T>(items: readonly T[], index: number) =>
  items.length ? items[index % items.length] : undefined;

/** The notice in force of each of the run's pairs (its latest), oldest pair first. */
const inForce = (model: NoticeFuzzModel) =>
  [model.withEmail, model.withoutEmail].flatMap((brokerId) => {
    const latest = model.notices.filter((notice) => notice.brokerId === brokerId).at(-1);
    return latest ? [latest] : [];
  });

export interface NoticeOutcome {
  endpoint: NoticeEndpoint;
  variant: string;
  status: number;
  problem?: string;
}

/** Sends one intent and checks the answer against the model. */
export async function sendNoticeIntent(
  intent: NoticeIntent,
  model: NoticeFuzzModel,
  app: FuzzApp,
): Promise<NoticeOutcome> {
  const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method,
      headers: { "Content-Type": "application/json", cookie: app.staffCookie, ...headers },
      body: JSON.stringify(body),
    });
  const hasNumber = () => model.mcNumber !== null || model.dotNumber !== null;
  let response: Response;
  let expected: number;
  let onSuccess: (answer: Json) => string | undefined = () => undefined;

  switch (intent.endpoint) {
    case "PATCH /api/admin/clients/:id": {
      const numbers: { mcNumber?: string; dotNumber?: string } =
        intent.variant === "clear"
          ? { mcNumber: "", dotNumber: "" }
          : {
              ...(intent.which === "dot" ? {} : { mcNumber: intent.mcNumber }),
              ...(intent.which === "mc" ? {} : { dotNumber: intent.dotNumber }),
            };
      const body = intent.variant === "invalid" ? intent.mutation[1] : numbers;
      const id = intent.variant === "unknown" ? UNKNOWN_ID : model.clientId;
      response = await send("PATCH", `/api/admin/clients/${id}`, body);
      expected = intent.variant === "invalid" ? 422 : intent.variant === "unknown" ? 404 : 200;
      onSuccess = (answer) => {
        const stored = (value: string) => (value === "" ? null : String(Number(value)));
        if (numbers.mcNumber !== undefined) model.mcNumber = stored(numbers.mcNumber);
        if (numbers.dotNumber !== undefined) model.dotNumber = stored(numbers.dotNumber);
        const account = answer.account as { mcNumber: string | null; dotNumber: string | null };
        return account.mcNumber === model.mcNumber && account.dotNumber === model.dotNumber
          ? undefined
          : `the answer holds ${JSON.stringify(account)}, the model ${model.mcNumber}/${model.dotNumber}`;
      };
      break;
    }
    case "POST /api/admin/brokers/:id/notices": {
      const earlier = pickOf([...model.keys], intent.pick);
      const repeating = (intent.variant === "repeat" || intent.variant === "key-reused") && earlier;
      const variant = repeating
        ? intent.variant
        : intent.variant === "repeat" || intent.variant === "key-reused"
          ? "email"
          : intent.variant;
      const paper = variant === "other";
      const brokerId =
        variant === "unknown-broker"
          ? UNKNOWN_ID
          : repeating
            ? earlier[1].brokerId
            : paper || variant === "no-ap-email"
              ? model.withoutEmail
              : model.withEmail;
      const valid: Json = paper
        ? { clientId: model.clientId, delivery: "other", means: intent.means }
        : { clientId: variant === "unknown-client" ? UNKNOWN_ID : model.clientId };
      const body =
        variant === "invalid"
          ? intent.mutation[1](valid)
          : repeating
            ? variant === "repeat"
              ? earlier[1].body
              : { ...earlier[1].body, means: "A different way", delivery: "other" }
            : valid;
      const key = repeating ? earlier[0] : `${model.prefix}-notice-${(model.next += 1)}`;
      response = await send(
        "POST",
        `/api/admin/brokers/${brokerId}/notices`,
        body,
        variant === "no-key" ? {} : { "Idempotency-Key": key },
      );
      expected =
        variant === "invalid"
          ? 422
          : variant === "no-key"
            ? 400
            : variant === "unknown-broker"
              ? 404
              : variant === "repeat"
                ? 201
                : variant === "key-reused"
                  ? 409
                  : variant === "unknown-client" || variant === "no-ap-email" || !hasNumber()
                    ? 422
                    : 201;
      onSuccess = (answer) => {
        const notice = answer.notice as { id: string; brokerId: string; delivery: string };
        if (variant === "repeat") {
          return notice.id === earlier?.[1].noticeId
            ? undefined
            : `the same key answered notice ${notice.id}, not ${earlier?.[1].noticeId}`;
        }
        model.notices.push({ id: notice.id, brokerId, acknowledged: false });
        model.keys.set(key, { brokerId, body, noticeId: notice.id });
        return notice.brokerId === brokerId && notice.delivery === (paper ? "other" : "email")
          ? undefined
          : `the notice answered is ${JSON.stringify(notice)}`;
      };
      break;
    }
    case "POST /api/admin/notices/:id/acknowledgement": {
      const current = inForce(model);
      const earlierOnes = model.notices.filter((notice) => !current.includes(notice));
      const target =
        intent.variant === "unknown"
          ? undefined
          : intent.variant === "earlier"
            ? pickOf(earlierOnes, intent.pick)
            : pickOf(current, intent.pick);
      const day =
        intent.variant === "future" ? "2026-03-03" : intent.variant === "before" ? "2026-03-01" : TODAY;
      const body =
        intent.variant === "invalid"
          ? intent.mutation[1]
          : { acknowledgedBy: intent.by, acknowledgedOn: day };
      response = await send("POST", `/api/admin/notices/${target?.id ?? UNKNOWN_ID}/acknowledgement`, body);
      expected =
        intent.variant === "invalid"
          ? 422
          : !target
            ? 404
            : intent.variant === "future" || intent.variant === "before"
              ? 422
              : target.acknowledged || !current.includes(target)
                ? 409
                : 201;
      onSuccess = () => {
        if (target) target.acknowledged = true;
        return undefined;
      };
      break;
    }
  }

  const outcome: NoticeOutcome = {
    endpoint: intent.endpoint,
    variant: intent.variant,
    status: response.status,
  };
  const bodyText = await response.text();
  const where = `${intent.endpoint} (${intent.variant})`;
  if (response.status !== expected) {
    outcome.problem = `${where}: expected ${expected}, got ${response.status} ${bodyText.slice(0, 200)}`;
  } else if (response.status >= 400) {
    const error = (JSON.parse(bodyText || "{}") as Json).error;
    if (typeof error !== "string" || error === "") outcome.problem = `${where}: refusal without { error }`;
  } else {
    const problem = onSuccess(JSON.parse(bodyText) as Json);
    if (problem) outcome.problem = `${where}: ${problem}`;
  }
  return outcome;
}

/** The run's client numbers, notices, keys and acknowledgements, against the model. */
export async function verifyNotices(handle: DatabaseHandle, model: NoticeFuzzModel): Promise<string[]> {
  const problems: string[] = [];
  const [client] = (
    await handle.client.execute({
      sql: "select mc_number, dot_number from clients where id = ?",
      args: [model.clientId],
    })
  ).rows;
  if ((client?.mc_number ?? null) !== model.mcNumber || (client?.dot_number ?? null) !== model.dotNumber)
    problems.push(
      `client numbers: stored ${JSON.stringify(client)}, accepted ${model.mcNumber}/${model.dotNumber}`,
    );
  const stored = await handle.client.execute({
    sql: `select notice.id, notice.broker_id, notice.idempotency_key,
        (select count(*) from notice_acknowledgements ack where ack.notice_id = notice.id) as acknowledged,
        (select count(*) from notification_events event where event.id = 'notice-of-assignment:' || notice.id) as emailed
      from notices_of_assignment notice where notice.client_id = ? order by notice.sent_at, notice.id`,
    args: [model.clientId],
  });
  if (stored.rows.length !== model.notices.length)
    problems.push(`notices: ${stored.rows.length} stored, ${model.notices.length} accepted`);
  const byId = new Map(model.notices.map((notice) => [notice.id, notice]));
  const keyOf = new Map([...model.keys].map(([key, entry]) => [entry.noticeId, key]));
  for (const row of stored.rows) {
    const want = byId.get(String(row.id));
    if (!want) {
      problems.push(`notice ${String(row.id)} was never accepted`);
      continue;
    }
    if (row.broker_id !== want.brokerId) problems.push(`notice ${want.id}: to another broker`);
    if (Number(row.acknowledged) !== Number(want.acknowledged))
      problems.push(
        `notice ${want.id}: acknowledged ${String(row.acknowledged)}, accepted ${want.acknowledged}`,
      );
    if (Number(row.emailed) !== Number(want.brokerId === model.withEmail))
      problems.push(`notice ${want.id}: ${String(row.emailed)} outbox events`);
    if (row.idempotency_key !== keyOf.get(want.id)) problems.push(`notice ${want.id}: not under its key`);
  }
  return problems;
}
