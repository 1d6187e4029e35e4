/**
 * Model-based fuzzing of the broker book's write endpoints, in the style of
 * `fuzz-accounts.ts`: each intent is built to be accepted or refused in one
 * known way, sent to the real app, and an accepted one is applied to a small
 * model of the run's brokers (their names by match key, how many decisions)
 * and of the invoices staff linked. The database must end up holding exactly
 * that (docs/decisions/0220-broker-book.md).
 */
import fc from "fast-check";
import { matchKey } from "../../api/contract/invoice";
import type { DatabaseHandle } from "../../api/db/client";
import type { FuzzApp } from "./fuzz-app";

export const BROKER_WRITE_ROUTES = [
  "POST /api/admin/brokers",
  "PATCH /api/admin/brokers/:id",
  "PUT /api/admin/brokers/:id/credit",
  "PUT /api/admin/invoices/:reference/broker",
] as const;
export type BrokerEndpoint = (typeof BROKER_WRITE_ROUTES)[number];

type Json = Record<string, unknown>;

const wordArb = fc.stringMatching(/^[A-Za-z][a-z]{1,9}$/);
const contactArb = fc.record({
  apEmail: fc.constantFrom("", "ap@broker.example.com", "Payables@Freight.example.com"),
  phone: fc.constantFrom("", "(555) 010-3000", "+1 555 010 3001"),
  remitAddress: fc.constantFrom("", "PO Box 12\nDallas, TX 75201", "100 Main St, Suite 4"),
});

/** Ways a broker body breaks the contract (each refused with 422 before anything is looked up). */
const brokerMutation = fc.constantFrom<[string, (body: Json) => Json]>(
  ["MC with letters", (body) => ({ ...body, mcNumber: "MC-12345" })],
  ["DOT with a space", (body) => ({ ...body, dotNumber: "12 345" })],
  ["MC too long", (body) => ({ ...body, mcNumber: "12345678901" })],
  ["bad e-mail", (body) => ({ ...body, apEmail: "not-an-address" })],
  ["short phone", (body) => ({ ...body, phone: "555-01" })],
  ["markup", (body) => ({ ...body, remitAddress: "<script>x</script>" })],
  ["aliases not a list", (body) => ({ ...body, aliases: "Coyote" })],
  ["alias on two lines", (body) => ({ ...body, aliases: ["Two\nLines"] })],
  ["unknown field", (body) => ({ ...body, owner: "x" })],
  ["legal name empty", (body) => ({ ...body, legalName: "  " })],
);

export type BrokerIntent =
  | {
      endpoint: "POST /api/admin/brokers";
      /** A new broker (201), one with another's MC number (409), a broken body (422), no session (401). */
      variant: "valid" | "taken-mc" | "no-session";
      contact: Json;
      words: string[];
      withNumbers: boolean;
    }
  | {
      endpoint: "POST /api/admin/brokers";
      variant: "invalid";
      contact: Json;
      words: string[];
      withNumbers: boolean;
      mutation: [string, (body: Json) => Json];
    }
  | {
      endpoint: "PATCH /api/admin/brokers/:id";
      /** New contact and aliases (200), an unknown broker (404), a broken body (422). */
      variant: "change" | "unknown" | "invalid";
      pick: number;
      contact: Json;
      words: string[];
      mutation: [string, (body: Json) => Json];
    }
  | {
      endpoint: "PUT /api/admin/brokers/:id/credit";
      /** A decision (200), a limit without one or of no cents (422), an unknown broker (404). */
      variant: "decision" | "no-limit" | "zero-limit" | "unknown";
      pick: number;
      decision: "approved" | "limit" | "ask-first" | "do-not-fund";
      limitCents: number;
    }
  | {
      endpoint: "PUT /api/admin/invoices/:reference/broker";
      /** A link (200), an unknown broker or invoice (404), a body without a broker (422). */
      variant: "link" | "unknown-broker" | "unknown-invoice" | "no-broker";
      pick: number;
      invoicePick: number;
    };

const route = <T extends BrokerIntent>(arbitrary: fc.Arbitrary<T>) => arbitrary as fc.Arbitrary<BrokerIntent>;
const words = fc.array(wordArb, { minLength: 1, maxLength: 3 });

/** One arbitrary per endpoint, so the model can weigh them like its own. */
export const brokerIntentArbs: fc.Arbitrary<BrokerIntent>[] = [
  route(
    fc.oneof(
      fc.record({
        endpoint: fc.constant("POST /api/admin/brokers" as const),
        variant: fc.constantFrom(
          "valid" as const,
          "valid" as const,
          "taken-mc" as const,
          "no-session" as const,
        ),
        contact: contactArb,
        words,
        withNumbers: fc.boolean(),
      }),
      fc.record({
        endpoint: fc.constant("POST /api/admin/brokers" as const),
        variant: fc.constant("invalid" as const),
        contact: contactArb,
        words,
        withNumbers: fc.boolean(),
        mutation: brokerMutation,
      }),
    ),
  ),
  route(
    fc.record({
      endpoint: fc.constant("PATCH /api/admin/brokers/:id" as const),
      variant: fc.constantFrom("change" as const, "change" as const, "unknown" as const, "invalid" as const),
      pick: fc.nat(),
      contact: contactArb,
      words,
      mutation: brokerMutation,
    }),
  ),
  route(
    fc.record({
      endpoint: fc.constant("PUT /api/admin/brokers/:id/credit" as const),
      variant: fc.constantFrom(
        "decision" as const,
        "decision" as const,
        "no-limit" as const,
        "zero-limit" as const,
        "unknown" as const,
      ),
      pick: fc.nat(),
      decision: fc.constantFrom(
        "approved" as const,
        "limit" as const,
        "ask-first" as const,
        "do-not-fund" as const,
      ),
      limitCents: fc.integer({ min: 1, max: 1_000_000_000 }),
    }),
  ),
  route(
    fc.record({
      endpoint: fc.constant("PUT /api/admin/invoices/:reference/broker" as const),
      variant: fc.constantFrom(
        "link" as const,
        "link" as const,
        "unknown-broker" as const,
        "unknown-invoice" as const,
        "no-broker" as const,
      ),
      pick: fc.nat(),
      invoicePick: fc.nat(),
    }),
  ),
];

interface ModelBroker {
  id: string;
  legalName: string;
  mcNumber: string | null;
  /** Match keys of its names: the legal name's and its aliases'. */
  legalKey: string;
  aliasKeys: Set<string>;
  decisions: number;
  /** The decision in force (the last accepted), which holds funding its invoices; null while none. */
  latest: { decision: "approved" | "limit" | "ask-first" | "do-not-fund"; limitCents: number | null } | null;
}

export interface BrokerFuzzModel {
  brokers: ModelBroker[];
  /**
   * Invoice reference -> the broker it is linked to: by staff last, or as it was made (its typed name
   * one of the broker's names), or when a link remembered its typed name for a broker.
   */
  links: Map<string, string>;
  /** Names and numbers of this run start with it: unique across runs against one file database. */
  prefix: string;
  /** The run's MC numbers: this base plus a counter, so none is another run's. */
  mcBase: number;
  next: number;
}

export function createBrokerModel(runTag: string): BrokerFuzzModel {
  let hash = 0;
  for (const char of runTag) hash = (hash * 31 + char.charCodeAt(0)) % 90_000;
  return {
    brokers: [],
    links: new Map(),
    prefix: `Fz${runTag.replace(/[^a-z0-9]/gi, "").slice(0, 12)}`,
    mcBase: (10_000 + hash) * 10_000,
    next: 0,
  };
}

const UNKNOWN_ID = "00000000-0000-7000-8000-000000000000";
const pickOf = <T>(items: readonly T[], index: number) =>
  items.length ? items[index % items.length] : undefined;

export interface BrokerOutcome {
  endpoint: BrokerEndpoint;
  variant: string;
  status: number;
  problem?: string;
}

/** The run's broker that has this name (legal name or alias, by match key), if one does. */
export const brokerNamed = (model: BrokerFuzzModel, key: string) =>
  model.brokers.find((broker) => broker.legalKey === key || broker.aliasKeys.has(key));

/**
 * Sends one intent and checks the answer against the model. `invoices` are the invoices the invoice
 * model holds, with the match key of their typed broker name (the links act on them).
 */
export async function sendBrokerIntent(
  intent: BrokerIntent,
  model: BrokerFuzzModel,
  app: FuzzApp,
  invoices: readonly { reference: string; brokerKey: string }[],
): Promise<BrokerOutcome> {
  const staff = { cookie: app.staffCookie };
  const send = (method: string, path: string, body: unknown, headers: Record<string, string> = staff) =>
    app.request(path, {
      method,
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const fresh = (words: string[]) => `${model.prefix} ${(model.next += 1)} ${words.join(" ")}`;
  let response: Response;
  let expected: number;
  let onSuccess: (answer: Json) => string | undefined = () => undefined;

  switch (intent.endpoint) {
    case "POST /api/admin/brokers": {
      const legalName = fresh(intent.words);
      const taken =
        intent.variant === "taken-mc" ? model.brokers.find((broker) => broker.mcNumber) : undefined;
      const mcNumber = taken?.mcNumber ?? String(model.mcBase + model.next);
      const aliases = [fresh(intent.words)];
      const valid: Json = {
        legalName,
        ...intent.contact,
        ...(intent.withNumbers || taken ? { mcNumber } : {}),
        aliases,
      };
      const body = intent.variant === "invalid" ? intent.mutation[1](valid) : valid;
      response = await send("POST", "/api/admin/brokers", body, intent.variant === "no-session" ? {} : staff);
      expected = { valid: 201, "taken-mc": taken ? 409 : 201, "no-session": 401, invalid: 422 }[
        intent.variant
      ];
      onSuccess = (answer) => {
        const broker = answer.broker as { id: string };
        model.brokers.push({
          id: broker.id,
          legalName,
          mcNumber: intent.withNumbers || taken ? mcNumber : null,
          legalKey: matchKey(legalName),
          aliasKeys: new Set(aliases.map(matchKey)),
          decisions: 0,
          latest: null,
        });
        return undefined;
      };
      break;
    }
    case "PATCH /api/admin/brokers/:id": {
      const target = intent.variant === "unknown" ? undefined : pickOf(model.brokers, intent.pick);
      const aliases = [fresh(intent.words), fresh(intent.words)];
      const valid: Json = { ...intent.contact, aliases };
      const body = intent.variant === "invalid" ? intent.mutation[1](valid) : valid;
      response = await send("PATCH", `/api/admin/brokers/${target?.id ?? UNKNOWN_ID}`, body);
      expected = intent.variant === "invalid" ? 422 : target ? 200 : 404;
      onSuccess = () => {
        if (target) target.aliasKeys = new Set(aliases.map(matchKey));
        return undefined;
      };
      break;
    }
    case "PUT /api/admin/brokers/:id/credit": {
      const target = intent.variant === "unknown" ? undefined : pickOf(model.brokers, intent.pick);
      const body =
        intent.variant === "no-limit"
          ? { decision: "limit", reason: "Cap." }
          : intent.variant === "zero-limit"
            ? { decision: "limit", limitCents: 0, reason: "Cap." }
            : {
                decision: intent.decision,
                ...(intent.decision === "limit" ? { limitCents: intent.limitCents } : {}),
                reason: "Decided by the fuzzer.",
              };
      response = await send("PUT", `/api/admin/brokers/${target?.id ?? UNKNOWN_ID}/credit`, body);
      expected = intent.variant === "no-limit" || intent.variant === "zero-limit" ? 422 : target ? 200 : 404;
      onSuccess = () => {
        if (!target) return undefined;
        target.decisions += 1;
        target.latest = {
          decision: intent.decision,
          limitCents: intent.decision === "limit" ? intent.limitCents : null,
        };
        return undefined;
      };
      break;
    }
    case "PUT /api/admin/invoices/:reference/broker": {
      const target = intent.variant === "unknown-broker" ? undefined : pickOf(model.brokers, intent.pick);
      const reference =
        intent.variant === "unknown-invoice" ? undefined : pickOf(invoices, intent.invoicePick)?.reference;
      const body = intent.variant === "no-broker" ? {} : { brokerId: target?.id ?? UNKNOWN_ID };
      response = await send("PUT", `/api/admin/invoices/${reference ?? "INV-0000-0000"}/broker`, body);
      expected = intent.variant === "no-broker" ? 422 : target && reference ? 200 : 404;
      onSuccess = (answer) => {
        if (!target || !reference) return undefined;
        model.links.set(reference, target.id);
        const alias = answer.alias as { name: string; remembered: boolean; heldBy: { id: string } | null };
        const key = matchKey(alias.name);
        const holder = model.brokers.find((broker) => broker.legalKey === key || broker.aliasKeys.has(key));
        // A name of one of the run's brokers stays that broker's; a free one becomes the target's.
        if (holder && (holder.id === target.id) !== alias.remembered)
          return `the typed name "${alias.name}" is the run's broker ${holder.id}'s, but the answer says ${JSON.stringify(alias)}`;
        if (alias.remembered) target.aliasKeys.add(key);
        // Every invoice not linked yet with that name follows the broker that has it now
        // (docs/decisions/0220-broker-book.md).
        const holderId = alias.remembered ? target.id : alias.heldBy?.id;
        if (holderId && key)
          for (const invoice of invoices)
            if (invoice.brokerKey === key && !model.links.has(invoice.reference))
              model.links.set(invoice.reference, holderId);
        return undefined;
      };
      break;
    }
  }

  const outcome: BrokerOutcome = {
    endpoint: intent.endpoint,
    variant: intent.variant,
    status: response.status,
  };
  const bodyText = await response.text();
  const where = `${intent.endpoint} (${intent.variant}${"mutation" in intent && intent.variant === "invalid" ? ` ${intent.mutation[0]}` : ""})`;
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

/** The run's brokers, their names and decisions, and the invoices staff linked, against the model. */
export async function verifyBrokers(handle: DatabaseHandle, model: BrokerFuzzModel): Promise<string[]> {
  const problems: string[] = [];
  const stored = await handle.client.execute({
    sql: `select id, legal_name, mc_number,
        (select count(*) from broker_credit_decisions where broker_id = brokers.id) as decisions,
        (select group_concat(name_key, '|') from broker_names where broker_id = brokers.id and legal = 0) as aliases,
        (select name_key from broker_names where broker_id = brokers.id and legal = 1) as legal_key,
        (select words from broker_words where broker_id = brokers.id) as words
      from brokers where legal_name like ?`,
    args: [`${model.prefix} %`],
  });
  if (stored.rows.length !== model.brokers.length)
    problems.push(`brokers: ${stored.rows.length} of this run stored, ${model.brokers.length} accepted`);
  const byId = new Map(model.brokers.map((broker) => [broker.id, broker]));
  for (const row of stored.rows) {
    const want = byId.get(String(row.id));
    if (!want) {
      problems.push(`broker ${String(row.id)} was never accepted`);
      continue;
    }
    const aliases = new Set(row.aliases ? String(row.aliases).split("|") : []);
    if (
      row.legal_name !== want.legalName ||
      (row.mc_number ?? null) !== want.mcNumber ||
      row.legal_key !== want.legalKey ||
      Number(row.decisions) !== want.decisions ||
      aliases.size !== want.aliasKeys.size ||
      [...want.aliasKeys].some((key) => !aliases.has(key))
    )
      problems.push(`broker ${want.id}: stored ${JSON.stringify(row)}, not what was accepted`);
    if (!String(row.words ?? "").includes(want.legalName))
      problems.push(`broker ${want.id}: its words do not hold its legal name`);
  }
  for (const [reference, brokerId] of model.links) {
    const linked = await handle.client.execute({
      sql: "select broker_id from invoices where reference = ?",
      args: [reference],
    });
    if (linked.rows[0]?.broker_id !== brokerId)
      problems.push(
        `invoice ${reference}: linked to ${String(linked.rows[0]?.broker_id)}, staff chose ${brokerId}`,
      );
  }
  return problems;
}
