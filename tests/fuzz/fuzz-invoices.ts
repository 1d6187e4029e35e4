/**
 * Model-based fuzzing of the invoice endpoints and the tus uploads, in the
 * same style as `fuzz-model.ts` (which runs these intents among its own):
 * each intent is built to be accepted or refused in one known way, sent to
 * the real app, and an accepted one is applied to a small model; the
 * database must end up holding exactly what the model says.
 */
import fc from "fast-check";
import * as v from "valibot";
import {
  InvoiceInput,
  PAGE_ROTATIONS,
  STATUSES_WITH_REASON,
  invoiceStatusOptions,
  matchKey,
  type InvoiceStatus,
} from "../../api/contract/invoice";
import { DEFAULT_VERIFY_ABOVE_CENTS } from "../../api/contract/holds";
import { checkTransition } from "../../api/contract/invoice-workflow";
import type { DatabaseHandle } from "../../api/db/client";
import { basicPageInspector } from "../../api/lib/page-files";
import { sha256Hex } from "../../api/lib/tokens";
import type { FuzzApp } from "./fuzz-app";
import { brokerNamed, type BrokerFuzzModel } from "./fuzz-brokers";

export const INVOICE_WRITE_ROUTES = [
  "POST /api/uploads",
  "PATCH /api/uploads/:id",
  "DELETE /api/uploads/:id",
  "POST /api/invoices",
  "POST /api/invoices/:reference/pages",
  "PATCH /api/admin/invoices/:reference/status",
  "POST /api/admin/invoices/:reference/corrections",
  "POST /api/admin/invoices/:reference/notes",
  "POST /api/admin/invoices/:reference/collection-notes",
  "PATCH /api/admin/invoices/:reference/pages/:pageId",
  "POST /api/admin/invoices/:reference/verification",
  "POST /api/admin/invoices/:reference/hold-approvals",
] as const;
export type InvoiceEndpoint = (typeof INVOICE_WRITE_ROUTES)[number];

type Json = Record<string, unknown>;

const textUnit = fc.constantFrom(
  ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -#/&'.,é".split(""),
);
const text = (max: number) =>
  fc
    .string({ unit: textUnit, minLength: 1, maxLength: Math.min(max, 40) })
    .filter((value) => value.trim() !== "");
const day = fc.integer({ min: 0, max: 400 });
/** The fuzz app's clock is 2026-03-02; dates are counted back from it. */
const FUZZ_TODAY = Date.parse("2026-03-02T00:00:00.000Z");
const dateBefore = (days: number) => new Date(FUZZ_TODAY - days * 86_400_000).toISOString().slice(0, 10);

const loadArb: fc.Arbitrary<Json> = fc
  .record({
    brokerName: text(120),
    loadNumber: text(60),
    amountCents: fc.integer({ min: 1, max: 100_000_000 }),
    extras: fc.array(
      fc.oneof(
        fc.record({
          kind: fc.constantFrom("detention", "layover", "lumper", "tonu"),
          amountCents: fc.integer({ min: 1, max: 1_000_000 }),
        }),
        fc.record({
          kind: fc.constant("other"),
          label: text(60),
          amountCents: fc.integer({ min: 1, max: 1_000_000 }),
        }),
      ),
      { maxLength: 3 },
    ),
    delivered: day,
    transit: fc.integer({ min: 0, max: 10 }),
    note: fc.oneof(fc.constant(""), text(1000)),
  })
  .map(({ delivered, transit, ...load }) => ({
    ...load,
    deliveryDate: dateBefore(delivered),
    pickupDate: dateBefore(delivered + transit),
  }));

/** Ways a load breaks the contract (each refused with 422). */
const loadMutation = fc.constantFrom<[string, (load: Json) => Json]>(
  ["amount zero", (load) => ({ ...load, amountCents: 0 })],
  ["amount in dollars", (load) => ({ ...load, amountCents: 12.5 })],
  ["amount as text", (load) => ({ ...load, amountCents: "2450" })],
  ["amount too large", (load) => ({ ...load, amountCents: 100_000_001 })],
  ["no broker", ({ brokerName: _broker, ...load }) => load],
  ["markup", (load) => ({ ...load, note: "<script>alert(1)</script>" })],
  ["not a date", (load) => ({ ...load, deliveryDate: "2026-02-30" })],
  ["pickup after delivery", (load) => ({ ...load, pickupDate: "2026-03-01", deliveryDate: "2026-02-01" })],
  ["unknown field", (load) => ({ ...load, status: "funded" })],
  ["other without label", (load) => ({ ...load, extras: [{ kind: "other", amountCents: 100 }] })],
);

export type InvoiceIntent =
  | {
      endpoint: "POST /api/uploads";
      variant: "create" | "bad-length" | "no-tus" | "no-session";
      size: number;
      pick: number;
    }
  | {
      endpoint: "PATCH /api/uploads/:id";
      variant: "chunk" | "wrong-offset" | "unknown-id" | "bad-type" | "too-much" | "no-session";
      size: number;
      pick: number;
    }
  | {
      endpoint: "DELETE /api/uploads/:id";
      variant: "delete" | "unknown-id" | "no-session";
      size: number;
      pick: number;
    }
  | {
      endpoint: "POST /api/invoices";
      variant:
        | "valid"
        | "replay"
        | "conflict"
        | "future"
        | "unknown-upload"
        | "damaged"
        | "no-key"
        | "not-json"
        | "no-session";
      load: Json;
      pick: number;
    }
  | {
      endpoint: "POST /api/invoices";
      variant: "invalid";
      load: Json;
      mutation: [string, (load: Json) => Json];
      pick: number;
    }
  | {
      endpoint: "POST /api/invoices/:reference/pages";
      variant: "add" | "unknown-reference" | "no-pages";
      pick: number;
    }
  | {
      endpoint: "PATCH /api/admin/invoices/:reference/status";
      variant: "status" | "no-reason" | "bad-status" | "unknown-reference" | "no-session";
      status: string;
      reason: string;
      pick: number;
    }
  | {
      endpoint: "POST /api/admin/invoices/:reference/corrections";
      variant: "correct" | "same" | "no-reason" | "unknown-reference" | "no-session";
      reason: string;
      pick: number;
    }
  | {
      endpoint: "POST /api/admin/invoices/:reference/notes";
      variant: "note" | "too-long" | "bidi" | "unknown-reference" | "no-session";
      text: string;
      pick: number;
    }
  | {
      endpoint: "POST /api/admin/invoices/:reference/collection-notes";
      variant: "note" | "early" | "too-long" | "bidi" | "bad-date" | "unknown-reference" | "no-session";
      contact: string;
      said: string;
      promise: "none" | "funding-day" | "later";
      pick: number;
    }
  | {
      endpoint: "PATCH /api/admin/invoices/:reference/pages/:pageId";
      variant: "turn" | "bad-rotation" | "unknown-page" | "unknown-reference" | "no-session";
      rotation: number;
      badRotation: unknown;
      pick: number;
    }
  | {
      endpoint: "POST /api/admin/invoices/:reference/verification";
      /** Kept (201) while it can still be funded, else 409; a method not in the list or no contact (422). */
      variant: "verify" | "bad-method" | "no-contact" | "unknown-reference" | "no-session";
      contact: string;
      method: "phone" | "email" | "portal";
      result: string;
      pick: number;
    }
  | {
      endpoint: "POST /api/admin/invoices/:reference/hold-approvals";
      /** By the second staff member: kept (201) while a hold nobody approved stands, else 409; no reason (422). */
      variant: "approve" | "no-reason" | "unknown-reference" | "no-session";
      reason: string;
      pick: number;
    };

const pick = fc.nat();
const size = fc.integer({ min: 1, max: 4096 });

const route = <T extends InvoiceIntent>(arbitrary: fc.Arbitrary<T>) =>
  arbitrary as fc.Arbitrary<InvoiceIntent>;

/** One arbitrary per endpoint, so the model can weigh them like its own. */
export const invoiceIntentArbs: fc.Arbitrary<InvoiceIntent>[] = [
  route(
    fc.record({
      endpoint: fc.constant("POST /api/uploads" as const),
      variant: fc.constantFrom("create", "create", "create", "bad-length", "no-tus", "no-session"),
      size,
      pick,
    }),
  ),
  route(
    fc.record({
      endpoint: fc.constant("PATCH /api/uploads/:id" as const),
      variant: fc.constantFrom(
        "chunk",
        "chunk",
        "chunk",
        "wrong-offset",
        "unknown-id",
        "bad-type",
        "too-much",
        "no-session",
      ),
      size,
      pick,
    }),
  ),
  route(
    fc.record({
      endpoint: fc.constant("DELETE /api/uploads/:id" as const),
      variant: fc.constantFrom("delete", "delete", "unknown-id", "no-session"),
      size,
      pick,
    }),
  ),
  route(
    fc.oneof(
      fc.record({
        endpoint: fc.constant("POST /api/invoices" as const),
        variant: fc.constantFrom(
          "valid",
          "valid",
          "valid",
          "replay",
          "conflict",
          "future",
          "unknown-upload",
          "damaged",
          "no-key",
          "not-json",
          "no-session",
        ),
        load: loadArb,
        pick,
      }),
      fc.record({
        endpoint: fc.constant("POST /api/invoices" as const),
        variant: fc.constant("invalid" as const),
        load: loadArb,
        mutation: loadMutation,
        pick,
      }),
    ),
  ),
  route(
    fc.record({
      endpoint: fc.constant("POST /api/invoices/:reference/pages" as const),
      variant: fc.constantFrom("add", "add", "add", "unknown-reference", "no-pages"),
      pick,
    }),
  ),
  route(
    fc.record({
      endpoint: fc.constant("PATCH /api/admin/invoices/:reference/status" as const),
      variant: fc.constantFrom(
        "status",
        "status",
        "status",
        "no-reason",
        "bad-status",
        "unknown-reference",
        "no-session",
      ),
      status: fc.constantFrom(...invoiceStatusOptions.map((option) => option.value)),
      reason: fc.oneof(fc.constant(""), text(500)),
      pick,
    }),
  ),
  route(
    fc.record({
      endpoint: fc.constant("POST /api/admin/invoices/:reference/corrections" as const),
      variant: fc.constantFrom(
        "correct",
        "correct",
        "correct",
        "same",
        "no-reason",
        "unknown-reference",
        "no-session",
      ),
      reason: text(500),
      pick,
    }),
  ),
  route(
    fc.record({
      endpoint: fc.constant("POST /api/admin/invoices/:reference/notes" as const),
      variant: fc.constantFrom("note", "note", "note", "too-long", "bidi", "unknown-reference", "no-session"),
      text: text(2000),
      pick,
    }),
  ),
  route(
    fc.record({
      endpoint: fc.constant("POST /api/admin/invoices/:reference/collection-notes" as const),
      variant: fc.constantFrom(
        "note",
        "note",
        "note",
        "early",
        "too-long",
        "bidi",
        "bad-date",
        "unknown-reference",
        "no-session",
      ),
      contact: text(200).map((value) => value.replace(/\n/g, " ")),
      said: text(2000),
      promise: fc.constantFrom("none", "funding-day", "later"),
      pick,
    }),
  ),
  route(
    fc.record({
      endpoint: fc.constant("PATCH /api/admin/invoices/:reference/pages/:pageId" as const),
      variant: fc.constantFrom(
        "turn",
        "turn",
        "turn",
        "bad-rotation",
        "unknown-page",
        "unknown-reference",
        "no-session",
      ),
      rotation: fc.constantFrom(...PAGE_ROTATIONS),
      badRotation: fc.constantFrom(45, -90, 360, "90", null, 90.5),
      pick,
    }),
  ),
  route(
    fc.record({
      endpoint: fc.constant("POST /api/admin/invoices/:reference/verification" as const),
      variant: fc.constantFrom(
        "verify",
        "verify",
        "verify",
        "bad-method",
        "no-contact",
        "unknown-reference",
        "no-session",
      ),
      contact: text(200).map((value) => value.replace(/\n/g, " ")),
      method: fc.constantFrom("phone" as const, "email" as const, "portal" as const),
      result: text(2000),
      pick,
    }),
  ),
  route(
    fc.record({
      endpoint: fc.constant("POST /api/admin/invoices/:reference/hold-approvals" as const),
      variant: fc.constantFrom(
        "approve",
        "approve",
        "approve",
        "no-reason",
        "unknown-reference",
        "no-session",
      ),
      reason: text(500),
      pick,
    }),
  ),
];

interface ModelInvoice {
  reference: string;
  id: string;
  key: string;
  body: string;
  status: InvoiceStatus;
  pages: number;
  /** The figures recorded with "funded", as corrected since. */
  funding?: { advanceCents: number; feeCents: number; fundedOn: string };
  /** Rows its history should hold: its creation, then one per change. */
  history: number;
  notes: number;
  /** Staff's collection notes, kept on it while funded (docs/decisions/0212-aging-and-collections.md). */
  collectionNotes: number;
  /** Its pages as created, which staff may turn. */
  pageIds: string[];
  totalCents: number;
  /** The match key of its typed broker name: a name remembered for a broker links it. */
  brokerKey: string;
  verifications: number;
  approvals: number;
  /** Each hold an approval lifted: its key and the figure it was approved at. */
  approved: { key: string; figureCents: number | null }[];
}

export interface InvoiceFuzzModel {
  /** Uploads created and not yet used or deleted, with their size and bytes received. */
  uploads: Map<string, { size: number; offset: number }>;
  invoices: ModelInvoice[];
  nextKey: number;
  /** Each page's turn as staff last set it; a page not listed is upright. */
  rotations: Map<string, number>;
  runTag: string;
  page: { bytes: Uint8Array; sha256: string };
}

export async function createInvoiceModel(runTag: string): Promise<InvoiceFuzzModel> {
  // A one-page PDF written by hand: the smallest page the checks accept.
  const pdf = new TextEncoder().encode(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  );
  const check = await basicPageInspector.inspect(pdf);
  if (!check.ok) throw new Error("fuzz setup: the sample page is refused");
  return {
    uploads: new Map(),
    invoices: [],
    nextKey: 0,
    rotations: new Map(),
    runTag,
    page: { bytes: pdf, sha256: await sha256Hex(pdf) },
  };
}

const TUS = { "Tus-Resumable": "1.0.0" };
const pickOf = <T>(items: readonly T[], index: number) =>
  items.length ? items[index % items.length] : undefined;

export interface InvoiceOutcome {
  endpoint: InvoiceEndpoint;
  variant: string;
  status: number;
  problem?: string;
}

/** The statuses an invoice can still be funded from: its verifications and holds concern them. */
const STILL_FUNDABLE: readonly InvoiceStatus[] = ["submitted", "in-review", "needs-documents"];

/** Funding an advance above this needs a verification (the fuzz app keeps the default). */
const VERIFY_ABOVE_CENTS = DEFAULT_VERIFY_ABOVE_CENTS;

/**
 * The holds nobody approved on funding `invoice` with `advanceCents`, as the model sees them
 * (docs/decisions/0221-verification-and-holds.md): its broker (by the broker model's links) do-not-fund,
 * or past its limit once this total is funded (exposure: the totals of its funded invoices, as nothing
 * is ever paid here); a verification missing for an advance above the line, an ask-first broker or one
 * with no decision. One client sends every invoice, so none is another client's. A decision's key is
 * the broker and how many decisions it has had: each decision is a new one.
 */
function standingHolds(
  invoice: ModelInvoice,
  advanceCents: number,
  model: InvoiceFuzzModel,
  brokers: BrokerFuzzModel,
): { key: string; figureCents: number | null }[] {
  const brokerId = brokers.links.get(invoice.reference);
  const broker = brokers.brokers.find((each) => each.id === brokerId);
  const holds: { key: string; figureCents: number | null }[] = [];
  const decision = broker?.latest ?? null;
  if (broker && decision?.decision === "do-not-fund")
    holds.push({ key: `do-not-fund:${broker.id}#${broker.decisions}`, figureCents: null });
  if (broker && decision?.decision === "limit") {
    const exposure = model.invoices
      .filter((each) => each.status === "funded" && brokers.links.get(each.reference) === broker.id)
      .reduce((sum, each) => sum + each.totalCents, 0);
    const after = exposure + invoice.totalCents;
    if (after > (decision.limitCents ?? 0))
      holds.push({ key: `over-limit:${broker.id}#${broker.decisions}`, figureCents: after });
  }
  const needsVerification =
    advanceCents > VERIFY_ABOVE_CENTS ||
    (broker !== undefined && (decision === null || decision.decision === "ask-first"));
  if (needsVerification && invoice.verifications === 0)
    holds.push({ key: "verification", figureCents: advanceCents });
  return holds.filter(
    (hold) =>
      !invoice.approved.some(
        (each) =>
          each.key === hold.key &&
          (hold.figureCents === null || (each.figureCents !== null && hold.figureCents <= each.figureCents)),
      ),
  );
}

/** What the client's terms (the company's: the fuzz client has none) propose to advance. */
const proposedAdvanceOf = (invoice: ModelInvoice) => Math.floor((invoice.totalCents * 9000) / 10_000);

/** Sends one intent (uploading what it needs first) and checks the answer against the model. */
export async function sendInvoiceIntent(
  intent: InvoiceIntent,
  model: InvoiceFuzzModel,
  app: FuzzApp,
  brokers: BrokerFuzzModel,
): Promise<InvoiceOutcome> {
  const client = { cookie: app.clientCookie };
  const staff = { cookie: app.staffCookie };
  const request = (path: string, init: RequestInit) => app.request(path, init);

  const createUpload = async (length: number) => {
    const response = await request("/api/uploads", {
      method: "POST",
      headers: { ...client, ...TUS, "Upload-Length": String(length) },
    });
    if (response.status !== 201) throw new Error(`fuzz setup: upload creation answered ${response.status}`);
    const id = response.headers.get("location")?.split("/").at(-1) ?? "";
    model.uploads.set(id, { size: length, offset: 0 });
    return id;
  };
  const patch = (id: string, offset: number, body: Uint8Array, headers: Record<string, string> = client) =>
    request(`/api/uploads/${id}`, {
      method: "PATCH",
      headers: {
        ...headers,
        ...TUS,
        "Upload-Offset": String(offset),
        "Content-Type": "application/offset+octet-stream",
      },
      body: body as Uint8Array<ArrayBuffer>,
    });
  /** A finished upload of the sample page. */
  const finishedPage = async (documentKind: string) => {
    const id = await createUpload(model.page.bytes.byteLength);
    const answer = await patch(id, 0, model.page.bytes);
    if (answer.status !== 204) throw new Error(`fuzz setup: chunk answered ${answer.status}`);
    model.uploads.set(id, { size: model.page.bytes.byteLength, offset: model.page.bytes.byteLength });
    return { uploadId: id, documentKind, order: 1, sha256: model.page.sha256 };
  };
  const json = (method: string, body: unknown, headers: Record<string, string>) => ({
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

  let expected: number[];
  let response: Response;
  let onSuccess: ((answer: Json) => string | undefined) | undefined;

  switch (intent.endpoint) {
    case "POST /api/uploads": {
      const headers: Record<string, string> = { ...client, ...TUS, "Upload-Length": String(intent.size) };
      if (intent.variant === "bad-length")
        headers["Upload-Length"] =
          pickOf(["-1", "1e3", "", "abc", String(25 * 1024 * 1024 + 1)], intent.pick) ?? "x";
      if (intent.variant === "no-tus") delete headers["Tus-Resumable"];
      if (intent.variant === "no-session") delete headers.cookie;
      expected =
        intent.variant === "create"
          ? [201]
          : intent.variant === "no-tus"
            ? [412]
            : intent.variant === "no-session"
              ? [401]
              : headers["Upload-Length"] === String(25 * 1024 * 1024 + 1)
                ? [413]
                : [400];
      response = await request("/api/uploads", { method: "POST", headers });
      if (response.status === 201) {
        const id = response.headers.get("location")?.split("/").at(-1) ?? "";
        model.uploads.set(id, { size: intent.size, offset: 0 });
      }
      break;
    }
    case "PATCH /api/uploads/:id": {
      const id = intent.variant === "unknown-id" ? "AAAAAAAAAAAAAAAAAAAAAA" : await createUpload(intent.size);
      const bytes = new Uint8Array(
        intent.variant === "too-much" ? intent.size + 1 : Math.max(1, intent.size >> 1),
      );
      if (intent.variant === "bad-type") {
        response = await request(`/api/uploads/${id}`, {
          method: "PATCH",
          headers: { ...client, ...TUS, "Upload-Offset": "0", "Content-Type": "application/json" },
          body: bytes,
        });
        expected = [415];
      } else {
        const offset = intent.variant === "wrong-offset" ? 1 : 0;
        response = await patch(id, offset, bytes, intent.variant === "no-session" ? {} : client);
        expected = {
          chunk: [204],
          "wrong-offset": [409],
          "unknown-id": [404],
          "too-much": [413],
          "no-session": [401],
        }[intent.variant];
        if (response.status === 204) model.uploads.set(id, { size: intent.size, offset: bytes.byteLength });
      }
      break;
    }
    case "DELETE /api/uploads/:id": {
      const id = intent.variant === "unknown-id" ? "BBBBBBBBBBBBBBBBBBBBBB" : await createUpload(intent.size);
      response = await request(`/api/uploads/${id}`, {
        method: "DELETE",
        headers: intent.variant === "no-session" ? TUS : { ...client, ...TUS },
      });
      expected = { delete: [204], "unknown-id": [404], "no-session": [401] }[intent.variant];
      if (response.status === 204) model.uploads.delete(id);
      break;
    }
    case "POST /api/invoices": {
      const earlier = pickOf(model.invoices, intent.pick);
      if ((intent.variant === "replay" || intent.variant === "conflict") && earlier) {
        const body =
          intent.variant === "replay"
            ? earlier.body
            : JSON.stringify({ ...JSON.parse(earlier.body), loadNumber: `${String(intent.pick)}-other` });
        response = await request(
          "/api/invoices",
          json("POST", body, { ...client, "Idempotency-Key": earlier.key }),
        );
        expected = intent.variant === "replay" ? [201] : [409];
        onSuccess = (answer) =>
          (answer.invoice as Json | undefined)?.id === earlier.id
            ? undefined
            : "a repeat answered another invoice";
        break;
      }
      const pages = [await finishedPage("rate-confirmation"), await finishedPage("bol-pod")];
      let load: Json = intent.load;
      if (intent.variant === "future")
        load = { ...load, pickupDate: "2026-03-01", deliveryDate: "2026-03-09" };
      if (intent.variant === "unknown-upload")
        pages[0] = { ...pages[0]!, uploadId: "CCCCCCCCCCCCCCCCCCCCCC" };
      if (intent.variant === "damaged") pages[1] = { ...pages[1]!, sha256: "0".repeat(64) };
      let body: Json = { ...load, pages };
      if (intent.variant === "invalid") {
        body = { ...intent.mutation[1](load), pages };
        if (v.safeParse(InvoiceInput, body).success)
          throw new Error(`generator bug: ${intent.mutation[0]} left a valid invoice`);
      }
      model.nextKey += 1;
      const key = `fuzz-invoice-${model.runTag}-${model.nextKey}`;
      const headers: Record<string, string> = { ...client, "Idempotency-Key": key };
      if (intent.variant === "no-key") delete headers["Idempotency-Key"];
      if (intent.variant === "no-session") delete headers.cookie;
      const text = JSON.stringify(body);
      const init = json("POST", text, headers);
      if (intent.variant === "not-json") init.headers["Content-Type"] = "text/plain";
      response = await request("/api/invoices", init);
      expected = {
        valid: [201],
        replay: [201],
        conflict: [201],
        invalid: [422],
        future: [422],
        "unknown-upload": [409],
        damaged: [409],
        "no-key": [400],
        "not-json": [415],
        "no-session": [401],
      }[intent.variant];
      onSuccess = (answer) => {
        const invoice = answer.invoice as Json | undefined;
        if (typeof invoice?.reference !== "string" || typeof invoice.id !== "string")
          return "201 without the invoice";
        const brokerKey = matchKey(String(load.brokerName));
        const extras = Array.isArray(load.extras) ? (load.extras as Json[]) : [];
        model.invoices.push({
          reference: invoice.reference,
          id: invoice.id,
          key,
          body: text,
          status: "submitted",
          pages: 2,
          history: 1,
          notes: 0,
          collectionNotes: 0,
          pageIds: Array.isArray(invoice.pages) ? invoice.pages.map((page) => String((page as Json).id)) : [],
          totalCents:
            Number(load.amountCents) + extras.reduce((sum, extra) => sum + Number(extra.amountCents), 0),
          brokerKey,
          verifications: 0,
          approvals: 0,
          approved: [],
        });
        // Linked as it is made when its typed name is a name of one of the run's brokers. (A name
        // carrying an MC number links too; the run's MC numbers have 9 digits, which no name the
        // generator types carries.)
        const named = brokerKey ? brokerNamed(brokers, brokerKey) : undefined;
        if (named) brokers.links.set(invoice.reference, named.id);
        for (const page of pages) model.uploads.delete(page.uploadId);
        return undefined;
      };
      break;
    }
    case "POST /api/invoices/:reference/pages": {
      // Adding pages is open only while staff need documents: aim at such an invoice when there
      // is one, so that the accepted path is exercised too, not only the 409.
      const open = model.invoices.filter((invoice) => invoice.status === "needs-documents");
      const target = pickOf(intent.variant === "add" && open.length > 0 ? open : model.invoices, intent.pick);
      const reference =
        intent.variant === "unknown-reference" || !target ? "INV-ZZZZ-ZZZZ" : target.reference;
      const pages = intent.variant === "no-pages" ? [] : [await finishedPage("receipt")];
      response = await request(`/api/invoices/${reference}/pages`, json("POST", { pages }, client));
      expected =
        intent.variant === "no-pages"
          ? [422]
          : reference === "INV-ZZZZ-ZZZZ"
            ? [404]
            : target?.status === "needs-documents"
              ? [200]
              : [409];
      onSuccess = () => {
        if (!target) return "pages added to no invoice";
        target.status = "submitted";
        target.pages += 1;
        target.history += 1;
        for (const page of pages) model.uploads.delete(page.uploadId);
        return undefined;
      };
      break;
    }
    case "PATCH /api/admin/invoices/:reference/status": {
      const target = pickOf(model.invoices, intent.pick);
      const reference =
        intent.variant === "unknown-reference" || !target ? "INV-ZZZZ-ZZZZ" : target.reference;
      const needsReason = (STATUSES_WITH_REASON as readonly string[]).includes(intent.status);
      const reason =
        intent.variant === "no-reason" ? "" : intent.reason || (needsReason ? "Reason given by staff" : "");
      const status = intent.variant === "bad-status" ? "settled" : intent.status;
      // Funded needs its figures: the smallest ones fit every invoice's total, and, not being the
      // terms' figures, come with a reason (docs/decisions/0210-money-ledger.md).
      const figures = { advanceCents: 1, feeCents: 0, fundedOn: dateBefore(0) };
      const funding =
        status === "funded"
          ? { funding: { ...figures, overrideReason: "The smallest figures, on purpose" } }
          : {};
      response = await request(
        `/api/admin/invoices/${reference}/status`,
        json("PATCH", { status, reason, ...funding }, intent.variant === "no-session" ? {} : staff),
      );
      const refusedBody = status === "settled" || (needsReason && reason === "");
      expected =
        intent.variant === "no-session"
          ? [401]
          : refusedBody
            ? [422]
            : reference === "INV-ZZZZ-ZZZZ"
              ? [404]
              : target &&
                  checkTransition(target.status, status as InvoiceStatus, "staff").ok &&
                  // Closing unpaid needs a broker's part payment (short-paid) or the recourse days
                  // gone by: here nothing is ever paid and every invoice is funded today.
                  status !== "short-paid" &&
                  status !== "recourse" &&
                  // Funding waits while a hold nobody approved stands; the approver never funds.
                  (status !== "funded" ||
                    standingHolds(target, figures.advanceCents, model, brokers).length === 0)
                ? [200]
                : [409];
      onSuccess = () => {
        if (!target) return "a status change of no invoice";
        target.status = status as InvoiceStatus;
        target.history += 1;
        if (status === "funded") target.funding = figures;
        return undefined;
      };
      break;
    }
    case "POST /api/admin/invoices/:reference/corrections": {
      const funded = model.invoices.filter((invoice) => invoice.funding);
      const target = pickOf(funded.length > 0 ? funded : model.invoices, intent.pick);
      const reference =
        intent.variant === "unknown-reference" || !target ? "INV-ZZZZ-ZZZZ" : target.reference;
      const current = target?.funding ?? { advanceCents: 1, feeCents: 0, fundedOn: dateBefore(0) };
      // Moving the day back and forth changes the figures and keeps them within every total.
      const figures =
        intent.variant === "same"
          ? current
          : { ...current, fundedOn: current.fundedOn === dateBefore(0) ? dateBefore(1) : dateBefore(0) };
      const reason = intent.variant === "no-reason" ? "" : intent.reason;
      response = await request(
        `/api/admin/invoices/${reference}/corrections`,
        json("POST", { ...figures, reason }, intent.variant === "no-session" ? {} : staff),
      );
      expected =
        intent.variant === "no-session"
          ? [401]
          : intent.variant === "no-reason"
            ? [422]
            : reference === "INV-ZZZZ-ZZZZ"
              ? [404]
              : !target?.funding
                ? [409]
                : intent.variant === "same"
                  ? [422]
                  : [201];
      onSuccess = () => {
        if (!target) return "a correction of no invoice";
        target.funding = figures;
        target.history += 1;
        return undefined;
      };
      break;
    }
    case "POST /api/admin/invoices/:reference/notes": {
      const target = pickOf(model.invoices, intent.pick);
      const reference =
        intent.variant === "unknown-reference" || !target ? "INV-ZZZZ-ZZZZ" : target.reference;
      const text =
        intent.variant === "too-long"
          ? "n".repeat(2001)
          : intent.variant === "bidi"
            ? `${intent.text}\u202e`
            : intent.text;
      response = await request(
        `/api/admin/invoices/${reference}/notes`,
        json("POST", { text }, intent.variant === "no-session" ? {} : staff),
      );
      expected =
        intent.variant === "no-session"
          ? [401]
          : intent.variant === "too-long" || intent.variant === "bidi"
            ? [422]
            : reference === "INV-ZZZZ-ZZZZ"
              ? [404]
              : [201];
      onSuccess = () => {
        if (!target) return "a note on no invoice";
        target.notes += 1;
        return undefined;
      };
      break;
    }
    case "POST /api/admin/invoices/:reference/collection-notes": {
      // Notes are kept on funded invoices only: aim at one when there is one, so that the note is
      // accepted too, not only the 409.
      const open = model.invoices.filter((invoice) => invoice.status === "funded");
      const target = pickOf(
        intent.variant !== "unknown-reference" && open.length > 0 ? open : model.invoices,
        intent.pick,
      );
      const reference =
        intent.variant === "unknown-reference" || !target ? "INV-ZZZZ-ZZZZ" : target.reference;
      const fundedOn = target?.funding?.fundedOn ?? dateBefore(0);
      const promisedOn =
        intent.variant === "early"
          ? dateBefore(30)
          : intent.variant === "bad-date"
            ? "2026-02-30"
            : { none: "", "funding-day": fundedOn, later: dateBefore(-10) }[intent.promise];
      const body = {
        contact: intent.contact,
        said:
          intent.variant === "too-long"
            ? "n".repeat(2001)
            : intent.variant === "bidi"
              ? `${intent.said}\u202e`
              : intent.said,
        promisedOn,
      };
      response = await request(
        `/api/admin/invoices/${reference}/collection-notes`,
        json("POST", body, intent.variant === "no-session" ? {} : staff),
      );
      expected =
        intent.variant === "no-session"
          ? [401]
          : intent.variant === "too-long" || intent.variant === "bidi" || intent.variant === "bad-date"
            ? [422]
            : reference === "INV-ZZZZ-ZZZZ"
              ? [404]
              : target?.status !== "funded"
                ? [409]
                : intent.variant === "early"
                  ? [422]
                  : [201];
      onSuccess = () => {
        if (!target) return "a collection note on no invoice";
        target.collectionNotes += 1;
        return undefined;
      };
      break;
    }
    case "PATCH /api/admin/invoices/:reference/pages/:pageId": {
      const target = pickOf(model.invoices, intent.pick);
      const reference =
        intent.variant === "unknown-reference" || !target ? "INV-ZZZZ-ZZZZ" : target.reference;
      const pageId =
        intent.variant === "unknown-page"
          ? "no-such-page"
          : (pickOf(target?.pageIds ?? [], intent.pick) ?? "none");
      const rotation = intent.variant === "bad-rotation" ? intent.badRotation : intent.rotation;
      response = await request(
        `/api/admin/invoices/${reference}/pages/${pageId}`,
        json("PATCH", { rotation }, intent.variant === "no-session" ? {} : staff),
      );
      expected =
        intent.variant === "no-session"
          ? [401]
          : intent.variant === "bad-rotation"
            ? [422]
            : reference === "INV-ZZZZ-ZZZZ" || pageId === "no-such-page"
              ? [404]
              : [200];
      onSuccess = () => {
        // A turn is how the page is shown, not a step of the invoice: its history stays.
        model.rotations.set(pageId, intent.rotation);
        return undefined;
      };
      break;
    }
    case "POST /api/admin/invoices/:reference/verification": {
      // Kept before funding only: aim at an invoice that can still be funded when there is one.
      const open = model.invoices.filter((invoice) => STILL_FUNDABLE.includes(invoice.status));
      const target = pickOf(
        intent.variant !== "unknown-reference" && open.length > 0 ? open : model.invoices,
        intent.pick,
      );
      const reference =
        intent.variant === "unknown-reference" || !target ? "INV-ZZZZ-ZZZZ" : target.reference;
      const body = {
        contact: intent.variant === "no-contact" ? "  " : intent.contact,
        method: intent.variant === "bad-method" ? "fax" : intent.method,
        result: intent.result,
      };
      response = await request(
        `/api/admin/invoices/${reference}/verification`,
        json("POST", body, intent.variant === "no-session" ? {} : staff),
      );
      expected =
        intent.variant === "no-session"
          ? [401]
          : intent.variant === "bad-method" || intent.variant === "no-contact"
            ? [422]
            : reference === "INV-ZZZZ-ZZZZ"
              ? [404]
              : target && STILL_FUNDABLE.includes(target.status)
                ? [201]
                : [409];
      onSuccess = () => {
        if (!target) return "a verification of no invoice";
        target.verifications += 1;
        return undefined;
      };
      break;
    }
    case "POST /api/admin/invoices/:reference/hold-approvals": {
      // A hold to approve stands only on an invoice that can still be funded: aim at one with a hold
      // nobody approved when there is one, judged at the advance its terms propose.
      const held = model.invoices.filter(
        (invoice) =>
          STILL_FUNDABLE.includes(invoice.status) &&
          standingHolds(invoice, proposedAdvanceOf(invoice), model, brokers).length > 0,
      );
      const target = pickOf(
        intent.variant !== "unknown-reference" && held.length > 0 ? held : model.invoices,
        intent.pick,
      );
      const reference =
        intent.variant === "unknown-reference" || !target ? "INV-ZZZZ-ZZZZ" : target.reference;
      const standing = target ? standingHolds(target, proposedAdvanceOf(target), model, brokers) : [];
      response = await request(
        `/api/admin/invoices/${reference}/hold-approvals`,
        json(
          "POST",
          { reason: intent.variant === "no-reason" ? "" : intent.reason },
          intent.variant === "no-session" ? {} : { cookie: app.approverCookie },
        ),
      );
      expected =
        intent.variant === "no-session"
          ? [401]
          : intent.variant === "no-reason"
            ? [422]
            : reference === "INV-ZZZZ-ZZZZ"
              ? [404]
              : target && STILL_FUNDABLE.includes(target.status) && standing.length > 0
                ? [201]
                : [409];
      onSuccess = () => {
        if (!target) return "an approval on no invoice";
        target.approvals += 1;
        target.approved.push(...standing);
        return undefined;
      };
      break;
    }
  }

  const outcome: InvoiceOutcome = {
    endpoint: intent.endpoint,
    variant: intent.variant,
    status: response.status,
  };
  const bodyText = await response.text();
  const where = `${intent.endpoint} (${intent.variant})`;
  if (!expected.includes(response.status)) {
    outcome.problem = `${where}: expected ${expected.join("/")}, got ${response.status} ${bodyText.slice(0, 200)}`;
  } else if (response.status >= 400) {
    const error = (JSON.parse(bodyText || "{}") as Json).error;
    if (typeof error !== "string" || error === "") outcome.problem = `${where}: refusal without { error }`;
  } else if (onSuccess) {
    const problem = onSuccess(JSON.parse(bodyText) as Json);
    if (problem) outcome.problem = `${where}: ${problem}`;
  }
  return outcome;
}

/** The invoices, their pages and the open uploads in the database, against the model. */
export async function verifyInvoices(handle: DatabaseHandle, model: InvoiceFuzzModel): Promise<string[]> {
  const problems: string[] = [];
  const stored = await handle.client.execute(
    `select reference, status, funded_on, broker_name, load_number, broker_key, load_key, flagged,
      (select count(*) from invoice_pages where invoice_id = invoices.id) as pages,
      (select count(*) from invoice_history where invoice_id = invoices.id) as history,
      (select count(*) from invoice_notes where invoice_id = invoices.id) as notes,
      (select count(*) from collection_notes where invoice_id = invoices.id) as collection_notes,
      (select count(*) from invoice_verifications where invoice_id = invoices.id) as verifications,
      (select count(*) from hold_approvals where invoice_id = invoices.id) as approvals
    from invoices`,
  );
  if (stored.rows.length !== model.invoices.length)
    problems.push(`invoices: ${stored.rows.length} stored, ${model.invoices.length} accepted`);
  const byReference = new Map(model.invoices.map((invoice) => [invoice.reference, invoice]));
  // Every accepted invoice carries the model's one page file, so each is a possible duplicate of
  // the others as soon as there is another (docs/decisions/0110-duplicate-invoices.md).
  const flagged = model.invoices.length > 1;
  for (const row of stored.rows) {
    if (
      row.broker_key !== matchKey(String(row.broker_name)) ||
      row.load_key !== matchKey(String(row.load_number))
    )
      problems.push(`invoice ${String(row.reference)}: match keys not those of its broker and load`);
    if (Boolean(row.flagged) !== flagged)
      problems.push(`invoice ${String(row.reference)}: flagged ${String(row.flagged)}, expected ${flagged}`);
    const want = byReference.get(String(row.reference));
    if (!want) problems.push(`invoice ${String(row.reference)} was never accepted`);
    else if (row.status !== want.status || Number(row.pages) !== want.pages)
      problems.push(
        `invoice ${want.reference}: ${String(row.status)} with ${String(row.pages)} pages, expected ${want.status} with ${want.pages}`,
      );
    else if (
      Number(row.history) !== want.history ||
      Number(row.notes) !== want.notes ||
      Number(row.collection_notes) !== want.collectionNotes ||
      (row.funded_on ?? undefined) !== want.funding?.fundedOn
    )
      problems.push(
        `invoice ${want.reference}: ${String(row.history)} history rows, ${String(row.notes)} notes, ${String(row.collection_notes)} collection notes, funded on ${String(row.funded_on)}; expected ${want.history}, ${want.notes}, ${want.collectionNotes}, ${want.funding?.fundedOn}`,
      );
    else if (Number(row.verifications) !== want.verifications || Number(row.approvals) !== want.approvals)
      problems.push(
        `invoice ${want.reference}: ${String(row.verifications)} verifications and ${String(row.approvals)} hold approvals, expected ${want.verifications} and ${want.approvals}`,
      );
  }
  const pages = await handle.client.execute("select id, rotation from invoice_pages");
  for (const row of pages.rows) {
    const want = model.rotations.get(String(row.id)) ?? 0;
    if (Number(row.rotation) !== want)
      problems.push(`page ${String(row.id)}: turned ${String(row.rotation)}, expected ${want}`);
  }
  const uploads = await handle.client.execute("select id from uploads");
  const open = new Set(uploads.rows.map((row) => String(row.id)));
  if (open.size !== model.uploads.size || [...model.uploads.keys()].some((id) => !open.has(id)))
    problems.push(`uploads: ${open.size} open in the database, ${model.uploads.size} in the model`);
  const counts = await handle.client.execute("select status, count from invoice_counts");
  for (const row of counts.rows) {
    const want = model.invoices.filter((invoice) => invoice.status === row.status).length;
    if (Number(row.count) !== want)
      problems.push(`invoice_counts ${String(row.status)}: ${String(row.count)}, expected ${want}`);
  }
  return problems;
}
