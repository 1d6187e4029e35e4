/**
 * Model-based fuzzing of every write endpoint. fast-check generates
 * "intents": a payload built to be valid (by the contract's rules, written
 * out independently here), a valid payload broken in one known way, a request
 * broken at the transport level (media type, JSON syntax, other sites, size,
 * Idempotency-Key), or an arbitrary body classified by the contract schema.
 * Each is sent to the real app; the answer must match what the intent says
 * (never a 5xx, every refusal a JSON `{ error }`), and an accepted request's
 * effect is applied to a model. `verifyDatabase` then compares the whole
 * database with the model: it must hold exactly the accepted valid requests.
 *
 * Shared by the quick vitest run (`api/endpoints.fuzz.test.ts`) and the
 * soak (`tests/soak/fuzz.ts`).
 */
import { and, count, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import * as v from "valibot";
import {
  AdminLoginInput,
  ClientLoginInput,
  ExternalRedirectInput,
  PasswordChangeInput,
} from "../../api/contract/auth";
import { FuelCardApplicationInput } from "../../api/contract/fuel-card-application";
import {
  businessTypeOptions,
  fuelCardTierOptions,
  monthlyFuelSpendOptions,
  monthlyRevenueOptions,
  servicesInterestedOptions,
  submissionStatusOptions,
  yearsInBusinessOptions,
} from "../../api/contract/options";
import type { InvoiceStatus } from "../../api/contract/invoice";
import { QuoteInput, StatusChangeInput, type Quote } from "../../api/contract/quote";
import { clientFromQuote, QuoteClientInput } from "../../api/contract/quote-client";
import { normalizeReference, REFERENCE_ALPHABET } from "../../api/contract/reference";
import { TeamMemberDetailsInput, TeamMemberPhotoInput } from "../../api/contract/team-member";
import type { DatabaseHandle } from "../../api/db/client";
import {
  adminSessions,
  clients,
  fuelCardApplications,
  quotes,
  teamMemberPhotos,
  teamMembers,
} from "../../api/db/schema";
import { fuelCardApplicationStore, quoteStore } from "../../api/db/submissions";
import { defaultLimits } from "../../api/lib/rate-limits";
import { CLIENT, STAFF, testHasher } from "../support/api/harness";
import {
  ACCOUNT_WRITE_ROUTES,
  accountIntentArbs,
  createAccountModel,
  sendAccountIntent,
  verifyAccounts,
  type AccountEndpoint,
  type AccountFuzzModel,
  type AccountIntent,
} from "./fuzz-accounts";
import { FUZZ_ALLOWLIST, FUZZ_APPROVER, sessionCounts, type FuzzApp } from "./fuzz-app";
import {
  BROKER_WRITE_ROUTES,
  brokerIntentArbs,
  createBrokerModel,
  sendBrokerIntent,
  verifyBrokers,
  type BrokerEndpoint,
  type BrokerFuzzModel,
  type BrokerIntent,
} from "./fuzz-brokers";
import {
  createNoticeModel,
  NOTICE_WRITE_ROUTES,
  noticeIntentArbs,
  sendNoticeIntent,
  verifyNotices,
  type NoticeEndpoint,
  type NoticeFuzzModel,
  type NoticeIntent,
} from "./fuzz-notices";
import {
  createInvoiceModel,
  INVOICE_WRITE_ROUTES,
  invoiceIntentArbs,
  sendInvoiceIntent,
  verifyInvoices,
  type InvoiceEndpoint,
  type InvoiceFuzzModel,
  type InvoiceIntent,
} from "./fuzz-invoices";

/**
 * The routes this file models itself; the invoice, account, broker and notice routes are modelled in
 * their own files.
 */
const MODELLED_ROUTES = [
  "POST /api/quotes",
  "POST /api/fuel-card-applications",
  "PUT /api/team-members/:id",
  "PATCH /api/quotes/:id/status",
  "PATCH /api/fuel-card-applications/:id/status",
  "POST /api/admin/login",
  "POST /api/auth/login",
  "POST /api/auth/password",
  "POST /api/auth/external-redirect",
  "POST /api/admin/quotes/:reference/client",
] as const;
export type Endpoint = (typeof MODELLED_ROUTES)[number];

/** A quote made into a client account (docs/decisions/0225-quote-to-client.md). */
const QUOTE_CLIENT = "POST /api/admin/quotes/:reference/client" as const;

/** Every route with a request body that changes something; the vitest run checks this against the app. */
/**
 * The money routes: their model is the ledger's own (random sequences of events against a model of
 * the client's figures, and random bodies to each route) in api/routes/money.property.test.ts.
 */
export const MONEY_WRITE_ROUTES = [
  "POST /api/admin/payments",
  "POST /api/admin/payments/:id/applications",
  "PUT /api/admin/clients/:id/terms",
  "POST /api/admin/clients/:id/reserve-releases",
] as const;

export const FUZZED_WRITE_ROUTES = [
  ...MODELLED_ROUTES,
  ...INVOICE_WRITE_ROUTES,
  ...ACCOUNT_WRITE_ROUTES,
  ...BROKER_WRITE_ROUTES,
  ...NOTICE_WRITE_ROUTES,
] as const;

/** Unsafe routes that take no body: nothing to fuzz (their authorisation is in the matrix). */
const BODILESS_WRITE_ROUTES = [
  "POST /api/admin/logout",
  "POST /api/auth/logout",
  "POST /api/admin/staff/:username/password",
  "POST /api/admin/clients/:id/password",
  "POST /api/admin/clients/:id/invitation",
  "POST /api/account/test-notification",
  "POST /api/admin/test-notification",
  "DELETE /api/push/devices/:id",
];

/** Any intent: this file's, the invoices', the accounts', the broker book's or the notices'. */
type AnyIntent = Intent | InvoiceIntent | AccountIntent | BrokerIntent | NoticeIntent;

type Kind = "quote" | "application";
type Json = Record<string, unknown>;

// ---------------------------------------------------------------- generators of valid values

const values = <T extends readonly { value: string }[]>(list: T) => list.map((option) => option.value);

/** Text the contract accepts: no `<` and no `:` (so no markup and no `javascript:`), not blank. */
const textUnit = fc.constantFrom(
  ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".split(""),
  " ",
  "  ",
  "&",
  "'",
  '"',
  "\\",
  ".",
  ",",
  "-",
  "#",
  "/",
  "(",
  ")",
  "=",
  "+",
  "@",
  "\n",
  "\t",
  "\u00a0",
  "é",
  "Ñ",
  "ß",
  "中",
  "😀",
  // Lone UTF-16 surrogates: valid JSON escapes, but not text any database can store as such.
  "\ud800",
  "\udfff",
);
const text = (max: number) =>
  fc
    .oneof(
      { weight: 12, arbitrary: fc.string({ unit: textUnit, minLength: 1, maxLength: 40 }) },
      { weight: 1, arbitrary: fc.constant("x".repeat(max)) },
      { weight: 1, arbitrary: fc.constant(` ${"y".repeat(max)}  `) },
    )
    .filter((value) => value.trim() !== "");
const optionalText = (max: number) => fc.oneof(fc.constant(""), text(max));
/** A single-line field's text: the same characters but no line break, which it refuses. */
const line = (max: number) =>
  text(max)
    .map((value) => value.replace(/\n/g, " "))
    .filter((value) => value.trim() !== "");

const emailArb = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9_+-]{0,12}(\.[a-z0-9_+-]{1,6})?$/),
    fc.stringMatching(/^[a-z0-9]{1,10}(-[a-z0-9]{1,5})?$/),
    fc.constantFrom("com", "org", "net", "io", "trucking", "co"),
    fc.boolean(),
    fc.constantFrom("", " ", "  "),
  )
  .map(([local, domain, tld, upper, pad]) => {
    const email = `${local}@${domain}.${tld}`;
    return `${pad}${upper ? email.toUpperCase() : email}${pad}`;
  });

const digits = (length: number) => fc.stringMatching(new RegExp(`^\\d{${length}}$`));
const phoneArb = fc
  .tuple(
    fc.constantFrom("", "+1 ", "1-", "+"),
    digits(3),
    digits(3),
    digits(4),
    fc.constantFrom(" ", "-", ".", ""),
    fc.boolean(),
  )
  .map(
    ([prefix, area, exchange, line, separator, parens]) =>
      `${prefix}${parens ? `(${area}) ` : `${area}${separator}`}${exchange}${separator}${line}`,
  );

const authorityArb = fc
  .tuple(
    fc.constantFrom("", "MC", "mc", "DOT", "USDOT"),
    fc.constantFrom("", "-", " ", "#", " # "),
    fc.integer({ min: 1, max: 10 }).chain((length) => digits(length)),
  )
  .map(([prefix, separator, number]) => `${prefix}${separator}${number}`);

const truckNumber = fc.integer({ min: 1, max: 100_000 });
const trucksArb = (required: boolean) =>
  fc.oneof(
    truckNumber,
    truckNumber.map((n) => String(n)),
    truckNumber.map((n) => ` 0${n} `),
    ...(required ? [] : [fc.constant(""), fc.constant(null)]),
  );

const optionalChoice = (list: readonly { value: string }[]) => fc.constantFrom("", ...values(list));
const requiredChoice = (list: readonly { value: string }[]) => fc.constantFrom(...values(list));

const validQuoteArb: fc.Arbitrary<Json> = fc.record(
  {
    companyName: line(120),
    contactName: line(100),
    email: emailArb,
    phone: phoneArb,
    mcNumber: fc.oneof(fc.constant(""), authorityArb),
    dotNumber: fc.oneof(fc.constant(""), authorityArb),
    monthlyRevenue: optionalChoice(monthlyRevenueOptions),
    businessType: optionalChoice(businessTypeOptions),
    yearsInBusiness: optionalChoice(yearsInBusinessOptions),
    numberOfTrucks: trucksArb(false),
    servicesInterested: optionalChoice(servicesInterestedOptions),
    comments: optionalText(2000),
    agreeToTerms: fc.constant(true),
    website: fc.constant(""),
  },
  { requiredKeys: ["companyName", "contactName", "email", "phone", "agreeToTerms"] },
);

const validApplicationArb: fc.Arbitrary<Json> = fc.record(
  {
    companyName: line(120),
    contactName: line(100),
    email: emailArb,
    phone: phoneArb,
    mcNumber: authorityArb,
    dotNumber: authorityArb,
    fuelCardTier: requiredChoice(fuelCardTierOptions),
    monthlyFuelSpend: requiredChoice(monthlyFuelSpendOptions),
    businessType: requiredChoice(businessTypeOptions),
    yearsInBusiness: requiredChoice(yearsInBusinessOptions),
    numberOfTrucks: trucksArb(true),
    primaryRoutes: text(500),
    preferredFuelBrands: text(200),
    comments: optionalText(2000),
    agreeToTerms: fc.constant(true),
    website: fc.constant(""),
  },
  {
    requiredKeys: [
      "companyName",
      "contactName",
      "email",
      "phone",
      "mcNumber",
      "dotNumber",
      "fuelCardTier",
      "monthlyFuelSpend",
      "businessType",
      "yearsInBusiness",
      "numberOfTrucks",
      "primaryRoutes",
      "preferredFuelBrands",
      "agreeToTerms",
    ],
  },
);

const teamDetailsArb = fc.record({
  name: line(100),
  role: line(120),
  experience: line(160),
  bio: text(2000),
});

const passwordArb = fc.string({ unit: "grapheme", minLength: 12, maxLength: 40 });

// ---------------------------------------------------------------- the shape of each form

interface FormShape {
  required: string[];
  /** Text fields and their maximum lengths. */
  texts: Record<string, number>;
  /** Choice fields and their allowed values. */
  choices: Record<string, string[]>;
  keys: string[];
}

const submissionShapes: Record<Kind, FormShape> = {
  quote: {
    required: ["companyName", "contactName", "email", "phone", "agreeToTerms"],
    texts: { companyName: 120, contactName: 100, comments: 2000 },
    choices: {
      monthlyRevenue: values(monthlyRevenueOptions),
      businessType: values(businessTypeOptions),
      yearsInBusiness: values(yearsInBusinessOptions),
      servicesInterested: values(servicesInterestedOptions),
    },
    keys: Object.keys(QuoteInput.entries),
  },
  application: {
    required: Object.keys(FuelCardApplicationInput.entries).filter(
      (key) => !["comments", "website"].includes(key),
    ),
    texts: {
      companyName: 120,
      contactName: 100,
      primaryRoutes: 500,
      preferredFuelBrands: 200,
      comments: 2000,
    },
    choices: {
      fuelCardTier: values(fuelCardTierOptions),
      monthlyFuelSpend: values(monthlyFuelSpendOptions),
      businessType: values(businessTypeOptions),
      yearsInBusiness: values(yearsInBusinessOptions),
    },
    keys: Object.keys(FuelCardApplicationInput.entries),
  },
};

const teamShape: FormShape = {
  required: ["name", "role", "experience", "bio"],
  texts: { name: 100, role: 120, experience: 160, bio: 2000 },
  choices: {},
  keys: ["name", "role", "experience", "bio"],
};

// ---------------------------------------------------------------- ways to break a valid body

/** One known way to make a body invalid; `applyMutation` performs it. */
type Mutation =
  | { m: "missing"; field: string }
  | { m: "wrong-type"; field: string; value: unknown }
  | { m: "unknown-field"; field: string; value: unknown }
  | { m: "markup"; field: string; value: string }
  | { m: "control"; field: string; value: string }
  | { m: "too-long"; field: string }
  | { m: "blank"; field: string; value: string }
  | { m: "bad-email"; value: string }
  | { m: "bad-phone"; value: string }
  | { m: "bad-choice"; field: string; value: string }
  | { m: "bad-authority"; field: string; value: string }
  | { m: "bad-trucks"; value: unknown }
  | { m: "no-agreement"; value: unknown };

const MARKUP = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "JaVaScRiPt:void(0)",
  "</b>",
  "< a href=x>",
  "<!-- c -->",
  "<?php echo 1 ?>",
  "<svg/onload=alert(1)>",
];
/** Control characters other than tab and new line, and invisible format characters: refused in every text field. */
const CONTROL = [
  "\u0000",
  "\u0007",
  "\u001b[31m",
  "\u007f",
  "\u0085",
  "\u000b",
  "\f",
  "\u009b",
  "\u202e",
  "\u200b",
  "\u2028",
  "\u2066",
  "\ufeff",
];
const UNKNOWN_FIELDS = [
  "id",
  "status",
  "submittedAt",
  "isAdmin",
  "role_",
  "__proto__",
  "constructor",
  "extra",
  "Website",
];
/** Values of a wrong type for a text or choice field (null too: optional means absent, not null). */
const wrongTypeValue = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.string(), { minLength: 1, maxLength: 2 }),
  fc.double({ noNaN: true }),
);

function mutationArb(
  shape: FormShape,
  extra: { email?: boolean; phone?: boolean; authority?: string[]; trucks?: boolean; agreement?: boolean },
): fc.Arbitrary<Mutation> {
  const textFields = Object.keys(shape.texts);
  const typedFields = shape.keys.filter((key) => key !== "numberOfTrucks" && key !== "agreeToTerms");
  const requiredTexts = shape.required.filter(
    (key) =>
      key in shape.texts || key === "email" || key === "phone" || (extra.authority ?? []).includes(key),
  );
  const arbs: fc.Arbitrary<Mutation>[] = [
    fc.record({ m: fc.constant("missing" as const), field: fc.constantFrom(...shape.required) }),
    fc.record({
      m: fc.constant("wrong-type" as const),
      field: fc.constantFrom(...typedFields),
      value: wrongTypeValue,
    }),
    fc.record({
      m: fc.constant("unknown-field" as const),
      field: fc.constantFrom(...UNKNOWN_FIELDS),
      value: fc.jsonValue({ maxDepth: 1 }),
    }),
    fc.record({
      m: fc.constant("markup" as const),
      field: fc.constantFrom(...textFields),
      value: fc.constantFrom(...MARKUP),
    }),
    fc.record({
      m: fc.constant("control" as const),
      field: fc.constantFrom(...textFields),
      value: fc.constantFrom(...CONTROL),
    }),
    fc.record({ m: fc.constant("too-long" as const), field: fc.constantFrom(...textFields) }),
  ];
  if (requiredTexts.length) {
    arbs.push(
      fc.record({
        m: fc.constant("blank" as const),
        field: fc.constantFrom(...requiredTexts),
        value: fc.constantFrom("", " ", "\u00a0\t\n"),
      }),
    );
  }
  if (extra.email) {
    arbs.push(
      fc.record({
        m: fc.constant("bad-email" as const),
        value: fc.constantFrom(
          "no-at-sign.example.com",
          "two@@example.com",
          "a@b",
          "@example.com",
          "name@example.c",
          "name @example.com",
          "<a@example.com>",
          "a".repeat(250) + "@x.com",
          "name@exa_mple.com",
        ),
      }),
    );
  }
  if (extra.phone) {
    arbs.push(
      fc.record({
        m: fc.constant("bad-phone" as const),
        value: fc.constantFrom(
          "12345",
          "555-CALL-NOW",
          "+1 (555) 123-4567 ext 9",
          "1".repeat(26),
          "(555) 555-555",
          "555_555_5555",
        ),
      }),
    );
  }
  const choiceFields = Object.keys(shape.choices);
  if (choiceFields.length) {
    arbs.push(
      fc.record({
        m: fc.constant("bad-choice" as const),
        field: fc.constantFrom(...choiceFields),
        value: fc.constantFrom("other", "GOLD", "platinum", " 1-2", "under 25k", "0"),
      }),
    );
  }
  if (extra.authority?.length) {
    arbs.push(
      fc.record({
        m: fc.constant("bad-authority" as const),
        field: fc.constantFrom(...extra.authority),
        value: fc.constantFrom("MC-12345678901", "ABC123", "12a", "MC", "#", "1".repeat(21), "MC 12 34"),
      }),
    );
  }
  if (extra.trucks) {
    arbs.push(
      fc.record({
        m: fc.constant("bad-trucks" as const),
        value: fc.constantFrom(0, -3, 1.5, 100_001, "abc", "1.5", "-2", "1e3", true, {}, []),
      }),
    );
  }
  if (extra.agreement) {
    arbs.push(
      fc.record({
        m: fc.constant("no-agreement" as const),
        value: fc.constantFrom(false, "true", 1, null, "yes"),
      }),
    );
  }
  return fc.oneof(...arbs);
}

function defineOwn(target: Json, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function applyMutation(body: Json, mutation: Mutation, shape: FormShape): Json {
  const out: Json = { ...body };
  switch (mutation.m) {
    case "missing":
      delete out[mutation.field];
      break;
    case "wrong-type":
    case "bad-choice":
    case "bad-authority":
    case "blank":
      defineOwn(out, mutation.field, mutation.value);
      break;
    case "unknown-field":
      defineOwn(out, mutation.field, mutation.value);
      break;
    case "markup":
      defineOwn(out, mutation.field, `Fleet ${mutation.value} ok`);
      break;
    case "control":
      defineOwn(out, mutation.field, `Fleet${mutation.value}ok`);
      break;
    case "too-long":
      defineOwn(out, mutation.field, "z".repeat((shape.texts[mutation.field] ?? 0) + 1));
      break;
    case "bad-email":
      out.email = mutation.value;
      break;
    case "bad-phone":
      out.phone = mutation.value;
      break;
    case "bad-trucks":
      out.numberOfTrucks = mutation.value;
      break;
    case "no-agreement":
      out.agreeToTerms = mutation.value;
      break;
  }
  return out;
}

// ---------------------------------------------------------------- transport-level faults

type Transport =
  | { t: "content-type"; value: string | null }
  | { t: "malformed"; text: string }
  | { t: "not-object"; text: string }
  | { t: "cross-site"; header: string; value: string }
  | { t: "oversize" }
  | { t: "deep"; depth: number };

const transportArb = (oversize: boolean): fc.Arbitrary<Transport> =>
  fc.oneof(
    fc.record({
      t: fc.constant("content-type" as const),
      value: fc.constantFrom(
        null,
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/jsonx",
        "application/json-patch+json",
        "text/json",
      ),
    }),
    fc.record({
      t: fc.constant("malformed" as const),
      text: fc.constantFrom(
        "",
        "{",
        '{"a":',
        "{'a':1}",
        '{"a":1,}',
        "undefined",
        "NaN",
        '{"a":1}}',
        "\u00a0",
        '{"a":"\\x"}',
      ),
    }),
    fc.record({
      t: fc.constant("not-object" as const),
      text: fc.constantFrom("[]", "[1,2]", "1", '"text"', "null", "true", "[{}]", "-0"),
    }),
    fc.record({
      t: fc.constant("cross-site" as const),
      header: fc.constant("Origin"),
      value: fc.constantFrom<string>(
        "https://evil.example",
        "null",
        "http://tpf.fuzz.evil.example",
        "http://tpf.fuzz:8080",
        "file://",
      ),
    }),
    fc.record({
      t: fc.constant("cross-site" as const),
      header: fc.constant("Sec-Fetch-Site"),
      value: fc.constantFrom<string>("cross-site", "same-site"),
    }),
    // Nested JSON inside a field (within the size limit): a wrong type when shallow, refused before
    // parsing (400) when nested deeper than the server reads (16 levels in all).
    fc.record({
      t: fc.constant("deep" as const),
      depth: fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 100, max: 5000 })),
    }),
    ...(oversize ? [fc.constant({ t: "oversize" as const })] : []),
  );

// ---------------------------------------------------------------- intents

export type Intent =
  | {
      endpoint: "POST /api/quotes" | "POST /api/fuel-card-applications";
      variant: "valid";
      payload: Json;
      keyed: boolean;
    }
  | {
      endpoint: "POST /api/quotes" | "POST /api/fuel-card-applications";
      variant: "honeypot";
      payload: Json;
      website: string;
      keyed: boolean;
    }
  | {
      endpoint: "POST /api/quotes" | "POST /api/fuel-card-applications";
      variant: "replay" | "conflict";
      payload: Json;
      pick: number;
      /** Sent by a bot (honeypot filled): it must get what a person would. */
      bot: boolean;
    }
  | {
      endpoint: "POST /api/quotes" | "POST /api/fuel-card-applications";
      variant: "bad-key";
      payload: Json;
      key: string;
      bot: boolean;
    }
  | { endpoint: Endpoint; variant: "invalid"; payload: Json; mutation: Mutation; pick: number }
  | { endpoint: Endpoint; variant: "transport"; payload: Json; transport: Transport; pick: number }
  | { endpoint: Endpoint; variant: "arbitrary"; body: string; pick: number }
  | { endpoint: "PUT /api/team-members/:id"; variant: "details"; payload: Json; pick: number }
  | { endpoint: "PUT /api/team-members/:id"; variant: "photo"; image: number; pick: number }
  | { endpoint: "PUT /api/team-members/:id"; variant: "bad-photo"; image: string; pick: number }
  | {
      endpoint:
        | "PUT /api/team-members/:id"
        | "PATCH /api/quotes/:id/status"
        | "PATCH /api/fuel-card-applications/:id/status";
      variant: "unknown-id";
      payload: Json;
      id: string;
    }
  | {
      endpoint: "PATCH /api/quotes/:id/status" | "PATCH /api/fuel-card-applications/:id/status";
      variant: "status";
      payload: Json;
      pick: number;
    }
  | { endpoint: Endpoint; variant: "no-session"; payload: Json; pick: number }
  | { endpoint: "POST /api/admin/login" | "POST /api/auth/login"; variant: "correct"; username: string }
  | {
      endpoint: "POST /api/admin/login" | "POST /api/auth/login";
      variant: "wrong-password" | "unknown-user";
      payload: Json;
    }
  | { endpoint: "POST /api/auth/password"; variant: "change"; newPassword: string }
  | { endpoint: "POST /api/auth/password"; variant: "wrong-current"; payload: Json }
  | {
      endpoint: "POST /api/auth/external-redirect";
      variant: "redirect";
      systemType: string;
      url: string;
      username: string;
    }
  | { endpoint: "POST /api/auth/external-redirect"; variant: "refused-url"; systemType: string; url: string }
  | { endpoint: "POST /api/auth/external-redirect"; variant: "wrong-credentials"; payload: Json }
  /** A quote of the model made a client: 201, or 409 when it became one or a client has its e-mail. */
  | { endpoint: typeof QUOTE_CLIENT; variant: "make-client"; payload: Json; pick: number }
  /** A reference no quote has (404), or text that cannot be a reference (422). */
  | { endpoint: typeof QUOTE_CLIENT; variant: "unknown-quote"; payload: Json; reference: string };

const pick = fc.nat();

/** An arbitrary body: random JSON objects with the form's keys and others, or any text. */
const arbitraryBody = (keys: string[]) =>
  fc.oneof(
    fc
      .dictionary(
        fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })),
        fc.jsonValue({ maxDepth: 2 }),
        { maxKeys: keys.length + 2 },
      )
      .map((value) => JSON.stringify(value)),
    fc.json({ maxDepth: 2 }),
    fc.string({ unit: "grapheme", maxLength: 200 }),
  );

/**
 * The three ways every endpoint's body goes wrong, in this order: a valid
 * body broken one way (`mutation`), a valid body sent with odd transport
 * (content type, size, encoding; `oversize` adds bodies over the limit), and
 * made-up bodies from the endpoint's keys and others.
 */
function brokenBodies(
  endpoint: Endpoint,
  payload: fc.Arbitrary<Json>,
  mutation: fc.Arbitrary<Mutation>,
  keys: string[],
  {
    weights: [invalid, transport, arbitrary],
    oversize,
  }: { weights: [number, number, number]; oversize: boolean },
): fc.WeightedArbitrary<Intent>[] {
  return [
    {
      weight: invalid,
      arbitrary: fc.record({
        endpoint: fc.constant(endpoint),
        variant: fc.constant("invalid" as const),
        payload,
        mutation,
        pick,
      }),
    },
    {
      weight: transport,
      arbitrary: fc.record({
        endpoint: fc.constant(endpoint),
        variant: fc.constant("transport" as const),
        payload,
        transport: transportArb(oversize),
        pick,
      }),
    },
    {
      weight: arbitrary,
      arbitrary: fc.record({
        endpoint: fc.constant(endpoint),
        variant: fc.constant("arbitrary" as const),
        body: arbitraryBody(keys),
        pick,
      }),
    },
  ];
}

function submissionIntents(
  endpoint: "POST /api/quotes" | "POST /api/fuel-card-applications",
): fc.Arbitrary<Intent> {
  const kind: Kind = endpoint === "POST /api/quotes" ? "quote" : "application";
  const shape = submissionShapes[kind];
  const valid = kind === "quote" ? validQuoteArb : validApplicationArb;
  const mutations = mutationArb(shape, {
    email: true,
    phone: true,
    authority: ["mcNumber", "dotNumber"],
    trucks: true,
    agreement: true,
  });
  return fc.oneof(
    {
      weight: 10,
      arbitrary: fc.record({
        endpoint: fc.constant(endpoint),
        variant: fc.constant("valid" as const),
        payload: valid,
        keyed: fc.boolean(),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        endpoint: fc.constant(endpoint),
        variant: fc.constant("honeypot" as const),
        payload: valid,
        website: fc.constantFrom("http://spam.example", "x", " y "),
        keyed: fc.boolean(),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        endpoint: fc.constant(endpoint),
        variant: fc.constant("replay" as const),
        payload: valid,
        pick,
        bot: fc.boolean(),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        endpoint: fc.constant(endpoint),
        variant: fc.constant("conflict" as const),
        payload: valid,
        pick,
        bot: fc.boolean(),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        endpoint: fc.constant(endpoint),
        variant: fc.constant("bad-key" as const),
        payload: valid,
        key: fc.constantFrom("has space", "k".repeat(256), "tab\tkey", "é-key", "del\u007fkey"),
        bot: fc.boolean(),
      }),
    },
    ...brokenBodies(endpoint, valid, mutations, shape.keys, {
      weights: [10, 4, 4],
      oversize: true,
    }),
  );
}

const UUID_ARB = fc.uuid();
const strangeId = fc.oneof(
  UUID_ARB,
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }),
  fc.constantFrom(
    "..",
    ".",
    "%",
    "photo",
    "0",
    "'; drop table quotes; --",
    "b5f0c1a2-6f0e-4c59-9a51-3f1d2c7e8a0Z",
  ),
);

function teamIntents(): fc.Arbitrary<Intent> {
  const endpoint = "PUT /api/team-members/:id" as const;
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc.record({
        endpoint: fc.constant(endpoint),
        variant: fc.constant("details" as const),
        payload: teamDetailsArb,
        pick,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        endpoint: fc.constant(endpoint),
        variant: fc.constant("photo" as const),
        image: fc.nat(),
        pick,
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        endpoint: fc.constant(endpoint),
        variant: fc.constant("bad-photo" as const),
        image: fc.oneof(
          fc.constantFrom(
            `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString("base64")}`,
            `data:text/html;base64,${Buffer.from("<script>alert(1)</script>").toString("base64")}`,
            "data:image/png;base64,not*base64",
            "data:image/png;base64,abc",
            "data:image/png,rawdata",
            "https://example.com/photo.png",
            "data:image/png;base64,",
            "",
          ),
          // Random bytes, and random bytes behind a PNG signature (decoding must fail cleanly).
          fc
            .uint8Array({ minLength: 1, maxLength: 300 })
            .map((bytes) => `data:image/png;base64,${Buffer.from(bytes).toString("base64")}`),
          fc
            .uint8Array({ minLength: 1, maxLength: 300 })
            .map(
              (bytes) =>
                `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), bytes]).toString("base64")}`,
            ),
        ),
        pick,
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        endpoint: fc.constant(endpoint),
        variant: fc.constant("unknown-id" as const),
        payload: teamDetailsArb,
        id: strangeId,
      }),
    },
    ...brokenBodies(
      endpoint,
      teamDetailsArb,
      mutationArb(teamShape, {}),
      [...teamShape.keys, "profileImage"],
      {
        weights: [6, 3, 3],
        oversize: false,
      },
    ),
    {
      weight: 1,
      arbitrary: fc.record({
        endpoint: fc.constant(endpoint),
        variant: fc.constant("no-session" as const),
        payload: teamDetailsArb,
        pick,
      }),
    },
  );
}

const statusArb = fc.record({ status: fc.constantFrom(...values(submissionStatusOptions)) });
const statusMutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ m: fc.constant("missing" as const), field: fc.constant("status") }),
  fc.record({ m: fc.constant("wrong-type" as const), field: fc.constant("status"), value: wrongTypeValue }),
  fc.record({
    m: fc.constant("bad-choice" as const),
    field: fc.constant("status"),
    value: fc.constantFrom("New", "archived", "", " new", "deleted"),
  }),
  fc.record({
    m: fc.constant("unknown-field" as const),
    field: fc.constantFrom(...UNKNOWN_FIELDS.filter((name) => name !== "status")),
    value: fc.jsonValue({ maxDepth: 1 }),
  }),
);

function statusIntents(
  endpoint: "PATCH /api/quotes/:id/status" | "PATCH /api/fuel-card-applications/:id/status",
): fc.Arbitrary<Intent> {
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc.record({
        endpoint: fc.constant(endpoint),
        variant: fc.constant("status" as const),
        payload: statusArb,
        pick,
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        endpoint: fc.constant(endpoint),
        variant: fc.constant("unknown-id" as const),
        payload: statusArb,
        id: strangeId,
      }),
    },
    ...brokenBodies(endpoint, statusArb, statusMutation, ["status"], {
      weights: [5, 3, 3],
      oversize: true,
    }),
    {
      weight: 1,
      arbitrary: fc.record({
        endpoint: fc.constant(endpoint),
        variant: fc.constant("no-session" as const),
        payload: statusArb,
        pick,
      }),
    },
  );
}

const credentialShape: FormShape = {
  required: ["username", "password"],
  texts: {},
  choices: {},
  keys: ["username", "password"],
};
const credentialMutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ m: fc.constant("missing" as const), field: fc.constantFrom("username", "password") }),
  fc.record({
    m: fc.constant("wrong-type" as const),
    field: fc.constantFrom("username", "password"),
    value: wrongTypeValue,
  }),
  fc.record({
    m: fc.constant("unknown-field" as const),
    field: fc.constantFrom(...UNKNOWN_FIELDS, "remember"),
    value: fc.jsonValue({ maxDepth: 1 }),
  }),
  fc.record({
    m: fc.constant("blank" as const),
    field: fc.constant("username"),
    value: fc.constantFrom("", "   ", "\t\n"),
  }),
  fc.record({ m: fc.constant("blank" as const), field: fc.constant("password"), value: fc.constant("") }),
  fc.record({
    m: fc.constant("bad-choice" as const),
    field: fc.constant("password"),
    value: fc.constant("p".repeat(257)),
  }),
  fc.record({
    m: fc.constant("bad-choice" as const),
    field: fc.constant("username"),
    value: fc.constant("u".repeat(101)),
  }),
);
const someCredentials = fc.record({
  username: fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }).filter((name) => name.trim() !== ""),
  password: fc.string({ unit: "grapheme", minLength: 1, maxLength: 60 }),
});

function loginIntents(endpoint: "POST /api/admin/login" | "POST /api/auth/login"): fc.Arbitrary<Intent> {
  const real = endpoint === "POST /api/admin/login" ? STAFF.username : CLIENT.username;
  // Staff usernames are trimmed and exact; client usernames are trimmed and case-insensitive.
  const username =
    endpoint === "POST /api/admin/login"
      ? fc.constantFrom(real, ` ${real}`, `${real}\t`, `\n${real} `)
      : fc.constantFrom(real, real.toUpperCase(), ` Rivera `, `rIvErA`);
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        endpoint: fc.constant(endpoint),
        variant: fc.constant("correct" as const),
        username,
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        endpoint: fc.constant(endpoint),
        variant: fc.constant("wrong-password" as const),
        payload: fc.record({
          username,
          password: fc.string({ unit: "grapheme", minLength: 1, maxLength: 256 }),
        }),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        endpoint: fc.constant(endpoint),
        variant: fc.constant("unknown-user" as const),
        payload: someCredentials,
      }),
    },
    ...brokenBodies(endpoint, someCredentials, credentialMutation, credentialShape.keys, {
      weights: [5, 3, 3],
      oversize: true,
    }),
  );
}

const passwordChangeMutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ m: fc.constant("missing" as const), field: fc.constantFrom("currentPassword", "newPassword") }),
  fc.record({
    m: fc.constant("wrong-type" as const),
    field: fc.constantFrom("currentPassword", "newPassword"),
    value: wrongTypeValue,
  }),
  fc.record({
    m: fc.constant("unknown-field" as const),
    field: fc.constantFrom(...UNKNOWN_FIELDS, "confirmPassword"),
    value: fc.jsonValue({ maxDepth: 1 }),
  }),
  // Too short, too long, or the same as the current one.
  fc.record({
    m: fc.constant("bad-choice" as const),
    field: fc.constant("newPassword"),
    value: fc.string({ minLength: 1, maxLength: 11 }),
  }),
  fc.record({
    m: fc.constant("bad-choice" as const),
    field: fc.constant("newPassword"),
    value: fc.constant("n".repeat(257)),
  }),
  fc.record({
    m: fc.constant("blank" as const),
    field: fc.constant("newPassword"),
    value: fc.constant("=current"),
  }),
);

function passwordIntents(): fc.Arbitrary<Intent> {
  const endpoint = "POST /api/auth/password" as const;
  const body = fc.record({ currentPassword: fc.constant("=current"), newPassword: passwordArb });
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        endpoint: fc.constant(endpoint),
        variant: fc.constant("change" as const),
        newPassword: passwordArb,
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        endpoint: fc.constant(endpoint),
        variant: fc.constant("wrong-current" as const),
        payload: fc.record({
          currentPassword: fc.string({ unit: "grapheme", minLength: 1, maxLength: 60 }),
          newPassword: passwordArb,
        }),
      }),
    },
    ...brokenBodies(endpoint, body, passwordChangeMutation, ["currentPassword", "newPassword"], {
      weights: [5, 3, 3],
      oversize: true,
    }),
    {
      weight: 1,
      arbitrary: fc.record({
        endpoint: fc.constant(endpoint),
        variant: fc.constant("no-session" as const),
        payload: body,
        pick,
      }),
    },
  );
}

const PATHS = [
  "",
  "/",
  "/app",
  "/app/home",
  "/login?next=%2Fdashboard",
  "/c/123?company=9&password=",
  "/#section",
  "/?token=abc&lang=en",
  "/?password=x&user=y",
];
const allowedRedirect = fc.oneof(
  fc.record({
    systemType: fc.constant("quickbooks"),
    url: fc
      .tuple(
        fc.constantFrom(
          "https://intuit.com",
          "https://app.intuit.com",
          "https://QBO.Intuit.com",
          "https://a.b.intuit.com",
        ),
        fc.constantFrom(...PATHS),
      )
      .map(([base, path]) => base + path),
  }),
  fc.record({
    systemType: fc.constant("xero"),
    url: fc.constantFrom(...PATHS).map((path) => `https://go.xero.com${path}`),
  }),
  fc.record({
    systemType: fc.constant("sage"),
    url: fc.constantFrom(...PATHS).map((path) => `https://sage.com${path}`),
  }),
  fc.record({
    systemType: fc.constantFrom("trucking-software", "custom"),
    url: fc.constantFrom(...PATHS).map((path) => `https://${FUZZ_ALLOWLIST[0]}${path}`),
  }),
);
const refusedRedirect = fc.oneof(
  fc.record({
    systemType: fc.constant("quickbooks"),
    url: fc.constantFrom(
      "http://app.intuit.com",
      "https://intuit.com.evil.example",
      "https://evilintuit.com",
      "https://user:pw@app.intuit.com",
      "https://app.intuit.com:8443/",
      "https://xero.com",
      "https://app.intuit.com/rivera",
      "https://app.intuit.com/#rivera",
      "https://app.intuit.com/rivera;x",
      "https://intuit.com/?x=riverax",
      "https://RIVERA.intuit.com/",
      "https://intuit.com/%72%69%76%65%72%61",
      "https://intuit.com/?next==password",
      "https://intuit.com/#=PASSWORD",
      "ftp://intuit.com",
    ),
  }),
  fc.record({
    systemType: fc.constantFrom("trucking-software", "custom"),
    url: fc.constantFrom(
      "https://other.example.com",
      "https://portal.example.com.evil.example",
      "http://portal.example.com",
      "https://sub.portal.example.com",
    ),
  }),
  fc.record({
    systemType: fc.constant("xero"),
    url: fc.constantFrom("https://xero.co", "https://intuit.com", "https://x.xero.com:444"),
  }),
);
const redirectMutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    m: fc.constant("missing" as const),
    field: fc.constantFrom("username", "password", "externalUrl", "systemType"),
  }),
  fc.record({
    m: fc.constant("wrong-type" as const),
    field: fc.constantFrom("username", "password", "externalUrl", "systemType"),
    value: wrongTypeValue,
  }),
  fc.record({
    m: fc.constant("unknown-field" as const),
    field: fc.constantFrom(...UNKNOWN_FIELDS, "redirect"),
    value: fc.jsonValue({ maxDepth: 1 }),
  }),
  fc.record({
    m: fc.constant("bad-choice" as const),
    field: fc.constant("systemType"),
    value: fc.constantFrom("QuickBooks", "freshbooks", "", "other"),
  }),
  fc.record({
    m: fc.constant("bad-choice" as const),
    field: fc.constant("externalUrl"),
    value: fc.constantFrom(
      "not a url",
      "",
      "   ",
      "app.intuit.com",
      `https://intuit.com/${"p".repeat(2000)}`,
      "//intuit.com",
    ),
  }),
);

function redirectIntents(): fc.Arbitrary<Intent> {
  const endpoint = "POST /api/auth/external-redirect" as const;
  const body = fc.record({
    username: fc.constant(CLIENT.username),
    password: fc.constant("=current"),
    externalUrl: fc.constant("https://app.intuit.com/"),
    systemType: fc.constant("quickbooks"),
  });
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(allowedRedirect, fc.constantFrom(CLIENT.username, " RIVERA "))
        .map(([target, username]) => ({ endpoint, variant: "redirect" as const, ...target, username })),
    },
    {
      weight: 3,
      arbitrary: refusedRedirect.map((target) => ({ endpoint, variant: "refused-url" as const, ...target })),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        endpoint: fc.constant(endpoint),
        variant: fc.constant("wrong-credentials" as const),
        payload: fc.tuple(someCredentials, allowedRedirect).map(([credentials, target]) => ({
          ...credentials,
          externalUrl: target.url,
          systemType: target.systemType,
        })),
      }),
    },
    ...brokenBodies(endpoint, body, redirectMutation, ["username", "password", "externalUrl", "systemType"], {
      weights: [5, 3, 3],
      oversize: true,
    }),
  );
}

/** Intents for every write endpoint, equally often. */
/** Staff's choices: the username proposed (empty), a fresh one of the run ("=fresh"), a language. */
const quoteClientArb: fc.Arbitrary<Json> = fc.record(
  { username: fc.constantFrom("", " ", "=fresh", " =fresh "), locale: fc.constantFrom("en", "es") },
  { requiredKeys: [] },
);
const quoteClientShape: FormShape = {
  required: [],
  texts: {},
  choices: { locale: ["en", "es"] },
  keys: ["username", "locale"],
};
const quoteClientMutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    m: fc.constant("wrong-type" as const),
    field: fc.constantFrom("username", "locale"),
    value: wrongTypeValue,
  }),
  fc.record({
    m: fc.constant("unknown-field" as const),
    field: fc.constantFrom(...UNKNOWN_FIELDS, "email", "companyName"),
    value: fc.jsonValue({ maxDepth: 1 }),
  }),
  fc.record({
    m: fc.constant("bad-choice" as const),
    field: fc.constant("locale"),
    value: fc.constantFrom("fr", "EN", "", "english"),
  }),
  fc.record({
    m: fc.constant("bad-choice" as const),
    field: fc.constant("username"),
    value: fc.constantFrom("two words", "ab", "u".repeat(65), "név", "a/b", "=x"),
  }),
);
const referenceSymbols = fc.string({
  unit: fc.constantFrom(...REFERENCE_ALPHABET.split("")),
  minLength: 8,
  maxLength: 8,
});
const unknownReference = fc.oneof(
  referenceSymbols.map((symbols) => `Q-${symbols.slice(0, 4)}-${symbols.slice(4)}`),
  // Text that cannot be a reference (a dot segment would leave the route: not a reference either way).
  strangeId.filter((text) => normalizeReference(text) === undefined && !/^\.+$/.test(text)),
);

function quoteClientIntents(): fc.Arbitrary<Intent> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        endpoint: fc.constant(QUOTE_CLIENT),
        variant: fc.constant("make-client" as const),
        payload: quoteClientArb,
        pick,
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        endpoint: fc.constant(QUOTE_CLIENT),
        variant: fc.constant("unknown-quote" as const),
        payload: quoteClientArb,
        reference: unknownReference,
      }),
    },
    ...brokenBodies(QUOTE_CLIENT, quoteClientArb, quoteClientMutation, quoteClientShape.keys, {
      weights: [4, 2, 2],
      oversize: true,
    }),
    {
      weight: 1,
      arbitrary: fc.record({
        endpoint: fc.constant(QUOTE_CLIENT),
        variant: fc.constant("no-session" as const),
        payload: quoteClientArb,
        pick,
      }),
    },
  );
}

export const intentArb: fc.Arbitrary<AnyIntent> = fc.oneof(
  submissionIntents("POST /api/quotes"),
  submissionIntents("POST /api/fuel-card-applications"),
  teamIntents(),
  statusIntents("PATCH /api/quotes/:id/status"),
  statusIntents("PATCH /api/fuel-card-applications/:id/status"),
  loginIntents("POST /api/admin/login"),
  loginIntents("POST /api/auth/login"),
  passwordIntents(),
  redirectIntents(),
  quoteClientIntents(),
  ...invoiceIntentArbs,
  ...accountIntentArbs,
  ...brokerIntentArbs,
  ...noticeIntentArbs,
) as fc.Arbitrary<AnyIntent>;

/**
 * For each write endpoint, the variant the model always accepts (given the steps before it) and one
 * it always refuses, in an order that makes every accepted step possible: a quote exists before its
 * status changes, an invoice is sent and put in "needs documents" before pages are added to it, then
 * reviewed and funded before its figures are corrected.
 */
const TOUR: readonly [
  Endpoint | InvoiceEndpoint | AccountEndpoint | BrokerEndpoint | NoticeEndpoint,
  accepted: string,
  refused: string,
  /** For an invoice's status step: the status its accepted intent moves to. */
  status?: InvoiceStatus,
][] = [
  ["POST /api/quotes", "valid", "invalid"],
  ["POST /api/fuel-card-applications", "valid", "invalid"],
  ["PATCH /api/quotes/:id/status", "status", "unknown-id"],
  ["PATCH /api/fuel-card-applications/:id/status", "status", "unknown-id"],
  [QUOTE_CLIENT, "make-client", "unknown-quote"],
  ["PUT /api/team-members/:id", "details", "no-session"],
  ["POST /api/admin/login", "correct", "wrong-password"],
  ["POST /api/auth/login", "correct", "wrong-password"],
  ["POST /api/auth/password", "change", "wrong-current"],
  ["POST /api/auth/external-redirect", "redirect", "wrong-credentials"],
  ["POST /api/uploads", "create", "no-tus"],
  ["PATCH /api/uploads/:id", "chunk", "unknown-id"],
  ["DELETE /api/uploads/:id", "delete", "unknown-id"],
  ["POST /api/invoices", "valid", "no-key"],
  ["PATCH /api/admin/invoices/:reference/status", "status", "unknown-reference", "needs-documents"],
  ["POST /api/invoices/:reference/pages", "add", "no-pages"],
  ["PATCH /api/admin/invoices/:reference/status", "status", "unknown-reference", "in-review"],
  // The tour's invoice is large enough to need a verification: its hold is approved, then it is verified.
  ["POST /api/admin/invoices/:reference/hold-approvals", "approve", "no-reason"],
  ["POST /api/admin/invoices/:reference/verification", "verify", "bad-method"],
  ["PATCH /api/admin/invoices/:reference/status", "status", "unknown-reference", "funded"],
  ["POST /api/admin/invoices/:reference/corrections", "correct", "same"],
  ["POST /api/admin/invoices/:reference/collection-notes", "note", "early"],
  ["POST /api/admin/invoices/:reference/notes", "note", "bidi"],
  ["PATCH /api/admin/invoices/:reference/pages/:pageId", "turn", "bad-rotation"],
  ["POST /api/admin/brokers", "valid", "invalid"],
  ["PATCH /api/admin/brokers/:id", "change", "invalid"],
  ["PUT /api/admin/brokers/:id/credit", "decision", "no-limit"],
  ["PUT /api/admin/invoices/:reference/broker", "link", "no-broker"],
  // The client has a number from the start, and "numbers" always leaves one: the notice is made.
  ["PATCH /api/admin/clients/:id", "numbers", "invalid"],
  ["POST /api/admin/brokers/:id/notices", "email", "no-ap-email"],
  ["POST /api/admin/notices/:id/acknowledgement", "ack", "future"],
  ["POST /api/admin/staff", "valid", "invalid"],
  ["PATCH /api/admin/staff/:username/status", "status", "self"],
  ["POST /api/admin/clients", "valid", "taken"],
  ["PATCH /api/admin/clients/:id/status", "status", "unknown"],
  ["POST /api/auth/password-reset", "valid", "bad-email"],
  ["POST /api/admin/password-reset", "valid", "unknown-field"],
  ["POST /api/auth/password-links/set", "valid", "made-up"],
  ["PUT /api/account/settings", "valid", "email-field"],
  ["PUT /api/account/locale", "valid", "unknown-language"],
  ["POST /api/push/subscriptions", "valid", "private-address"],
  ["DELETE /api/push/subscriptions", "stored", "no-session"],
  ["POST /api/account/email", "valid", "wrong-password"],
  ["POST /api/account/email/confirm", "valid", "made-up"],
  ["POST /api/admin/account/email", "valid", "bad-email"],
  ["POST /api/admin/account/email/confirm", "valid", "no-session"],
  ["POST /api/admin/account/password", "short", "wrong-password"],
];

export interface TourStep {
  intent: AnyIntent;
  accepted: boolean;
}

/**
 * A run's first steps: every endpoint accepted once and refused once, drawn from `intentArb` with
 * the run's seed (so the payloads vary between runs) but chosen by variant, so that both outcomes
 * happen by construction rather than by the luck of the draw.
 */
export function coverageTour(seed: number): TourStep[] {
  const of = (endpoint: string, variant: string, extra: (intent: AnyIntent) => boolean) =>
    intentArb.filter((intent) => intent.endpoint === endpoint && intent.variant === variant && extra(intent));
  const any = () => true;
  // Each invoice status step moves the tour's invoice one step along the workflow.
  const movingTo = (status: InvoiceStatus | undefined) => (intent: AnyIntent) =>
    !("status" in intent) || intent.status === status;
  // The tour's status changes leave their targets enabled: a later link must still act on them.
  const enabledAfter = (intent: AnyIntent) => !("disabled" in intent) || !intent.disabled;
  // The tour's invoice asks for an advance above the verification line, so that a hold stands to approve.
  const large = (intent: AnyIntent) =>
    intent.endpoint !== "POST /api/invoices" ||
    !("load" in intent) ||
    Number(intent.load.amountCents) >= 300_000;
  const accepted = TOUR.map(([endpoint, variant, , status]) =>
    of(endpoint, variant, (intent) => movingTo(status)(intent) && enabledAfter(intent) && large(intent)),
  );
  const refused = TOUR.map(([endpoint, , variant]) => of(endpoint, variant, any));
  const [intents] = fc.sample(fc.tuple(...accepted, ...refused), { seed, numRuns: 1 });
  if (!intents) throw new Error("fuzz setup: no coverage tour drawn");
  return intents.map((intent, index) => ({ intent, accepted: index < TOUR.length }));
}

// ---------------------------------------------------------------- the model

interface TeamState {
  name: string;
  role: string;
  experience: string;
  bio: string;
  photo: boolean;
}

interface StoredRow {
  data: Json;
  status: string;
  /** A quote's reference, and the username of the client it became. */
  reference?: string;
  client?: string;
}

export interface FuzzModel {
  rows: Record<Kind, Map<string, StoredRow>>;
  /** Idempotency-Key -> the id it created and the body (as stored) it was first used with. */
  keys: Record<Kind, Map<string, { id: string; canonical: string }>>;
  /** The same for filled honeypots: answered alike, stored nowhere. */
  honeypotKeys: Record<Kind, Map<string, { id: string; canonical: string }>>;
  team: Map<string, TeamState>;
  adminSessions: number;
  /** The approver's sessions: the run's staff member's password change leaves them. */
  approverSessions: number;
  clientSessions: number;
  clientPassword: string;
  images: string[];
  nextKey: number;
  /** Makes Idempotency-Keys unique across runs against one file database. */
  runTag: string;
  /** Invoices, their pages and open uploads (fuzz-invoices.ts). */
  invoices: InvoiceFuzzModel;
  /** Staff and client accounts made in the staff area (fuzz-accounts.ts). */
  accounts: AccountFuzzModel;
  /** The broker book's brokers and the invoices staff linked (fuzz-brokers.ts). */
  brokers: BrokerFuzzModel;
  /** The run's client numbers, notices of assignment and acknowledgements (fuzz-notices.ts). */
  notices: NoticeFuzzModel;
}

export async function createModel(app: FuzzApp, runTag: string): Promise<FuzzModel> {
  const sharp = (await import("sharp")).default;
  const pixel = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });
  const images = [
    `data:image/png;base64,${(await pixel(3, 2).png().toBuffer()).toString("base64")}`,
    `data:image/jpeg;base64,${(await pixel(8, 8).jpeg().toBuffer()).toString("base64")}`,
    `data:image/webp;base64,${(await pixel(5, 5).webp().toBuffer()).toString("base64")}`,
    `data:image/gif;base64,${(await pixel(1, 1).gif().toBuffer()).toString("base64")}`,
  ];
  const team = new Map<string, TeamState>();
  const members = await app.handle.db.select().from(teamMembers);
  const photos = new Set(
    (await app.handle.db.select({ id: teamMemberPhotos.teamMemberId }).from(teamMemberPhotos)).map(
      (row) => row.id,
    ),
  );
  for (const member of members) {
    team.set(member.id, {
      name: member.name,
      role: member.role,
      experience: member.experience,
      bio: member.bio,
      photo: photos.has(member.id),
    });
  }
  const counts = await sessionCounts(app.handle);
  return {
    rows: { quote: new Map(), application: new Map() },
    keys: { quote: new Map(), application: new Map() },
    honeypotKeys: { quote: new Map(), application: new Map() },
    team,
    adminSessions: counts.admin,
    approverSessions:
      (
        await app.handle.db
          .select({ n: count() })
          .from(adminSessions)
          .where(eq(adminSessions.username, FUZZ_APPROVER.username))
      )[0]?.n ?? 0,
    clientSessions: counts.client,
    clientPassword: CLIENT.password,
    images,
    nextKey: 0,
    runTag,
    invoices: await createInvoiceModel(runTag),
    accounts: await createAccountModel(app, runTag),
    brokers: createBrokerModel(runTag),
    notices: await createNoticeModel(app, runTag),
  };
}

// ---------------------------------------------------------------- turning an intent into a request

interface Prepared {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Statuses that are right for this request. */
  expect: number[];
  /** Checks the body of a 2xx answer and applies its effect to the model; returns a problem, if any. */
  onSuccess?: (json: Json) => string | undefined;
}

const JSON_TYPE = { "Content-Type": "application/json" };
const SUBMISSION_PATHS: Record<Kind, string> = {
  quote: "/api/quotes",
  application: "/api/fuel-card-applications",
};
const kindOf = (endpoint: Endpoint): Kind => (endpoint.includes("fuel-card") ? "application" : "quote");

type Classified =
  { kind: "malformed" } | { kind: "not-object" } | { kind: "invalid" } | { kind: "valid"; output: Json };

function classify(schema: v.GenericSchema, text: string): Classified {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: "malformed" };
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) return { kind: "not-object" };
  const result = v.safeParse(schema, value);
  return result.success ? { kind: "valid", output: result.output as Json } : { kind: "invalid" };
}

const storedForm = (output: Json): Json => {
  const { website: _website, ...rest } = output;
  return rest;
};

function newKey(model: FuzzModel): string {
  model.nextKey += 1;
  return `fuzz-${model.runTag}-${model.nextKey}`;
}

function pickFrom<T>(items: T[], index: number): T | undefined {
  return items.length ? items[index % items.length] : undefined;
}

function cookieFor(endpoint: Endpoint, app: FuzzApp): Record<string, string> {
  if (endpoint.startsWith("PUT") || endpoint.startsWith("PATCH") || endpoint === QUOTE_CLIENT)
    return { cookie: app.staffCookie };
  if (endpoint === "POST /api/auth/password") return { cookie: app.clientCookie };
  return {};
}

function schemaFor(endpoint: Endpoint, body?: Json): v.GenericSchema {
  switch (endpoint) {
    case "POST /api/quotes":
      return QuoteInput;
    case "POST /api/fuel-card-applications":
      return FuelCardApplicationInput;
    case "PUT /api/team-members/:id":
      return body && "profileImage" in body ? TeamMemberPhotoInput : TeamMemberDetailsInput;
    case "PATCH /api/quotes/:id/status":
    case "PATCH /api/fuel-card-applications/:id/status":
      return StatusChangeInput;
    case "POST /api/admin/login":
      return AdminLoginInput;
    case "POST /api/auth/login":
      return ClientLoginInput;
    case "POST /api/auth/password":
      return PasswordChangeInput;
    case "POST /api/auth/external-redirect":
      return ExternalRedirectInput;
    case QUOTE_CLIENT:
      return QuoteClientInput;
  }
}

/** Where an intent for an endpoint with an id goes; the id picked from the model. */
function pathFor(endpoint: Endpoint, model: FuzzModel, index: number): string {
  switch (endpoint) {
    case "PUT /api/team-members/:id":
      return `/api/team-members/${pickFrom([...model.team.keys()], index)}`;
    case "PATCH /api/quotes/:id/status":
    case "PATCH /api/fuel-card-applications/:id/status": {
      const kind = kindOf(endpoint);
      const id = pickFrom([...model.rows[kind].keys()], index) ?? crypto.randomUUID();
      return `${SUBMISSION_PATHS[kind]}/${id}/status`;
    }
    case QUOTE_CLIENT: {
      const quote = pickFrom([...model.rows.quote.values()], index);
      return `/api/admin/quotes/${quote?.reference ?? "Q-0000-0000"}/client`;
    }
    default:
      return endpoint.slice(endpoint.indexOf(" ") + 1);
  }
}

/** What a body that passed the contract does on this endpoint, for the current model. */
function validOutcome(
  endpoint: Endpoint,
  output: Json,
  path: string,
  model: FuzzModel,
  headers: Record<string, string>,
): Pick<Prepared, "expect" | "onSuccess"> {
  switch (endpoint) {
    case "POST /api/quotes":
    case "POST /api/fuel-card-applications": {
      const kind = kindOf(endpoint);
      const honeypot = typeof output.website === "string" && output.website.trim() !== "";
      const key = headers["Idempotency-Key"];
      return {
        expect: [201],
        onSuccess: (json) => {
          const row = (json.quote ?? json.application) as Json | undefined;
          if (!row || typeof row.id !== "string") return "201 without the record";
          const data = storedForm(output);
          for (const [field, value] of Object.entries(data)) {
            if (JSON.stringify(row[field]) !== JSON.stringify(value))
              return `answer's ${field} ${JSON.stringify(row[field])} != ${JSON.stringify(value)}`;
          }
          if (honeypot) {
            if (key) model.honeypotKeys[kind].set(key, { id: row.id, canonical: JSON.stringify(data) });
            return undefined;
          }
          model.rows[kind].set(row.id, { data, status: "new", reference: String(row.reference) });
          if (key) {
            model.keys[kind].set(key, { id: row.id, canonical: JSON.stringify(data) });
            // The stored request now answers for the key, before anything a bot was told.
            model.honeypotKeys[kind].delete(key);
          }
          return undefined;
        },
      };
    }
    case "PUT /api/team-members/:id": {
      const id = decodeURIComponent(path.split("/")[3] ?? "");
      if (!model.team.has(id)) return { expect: [404] };
      if ("profileImage" in output) return { expect: [422] };
      return {
        expect: [200],
        onSuccess: (json) => {
          const member = json.teamMember as Json | undefined;
          const current = model.team.get(id);
          if (!member || !current) return "200 without the team member";
          const next = {
            ...current,
            ...(output as { name: string; role: string; experience: string; bio: string }),
          };
          for (const field of ["name", "role", "experience", "bio"] as const) {
            if (member[field] !== next[field]) return `answer's ${field} differs`;
          }
          model.team.set(id, next);
          return undefined;
        },
      };
    }
    case "PATCH /api/quotes/:id/status":
    case "PATCH /api/fuel-card-applications/:id/status": {
      const kind = kindOf(endpoint);
      const id = path.split("/")[3] ?? "";
      const row = model.rows[kind].get(id);
      if (!row) return { expect: [404] };
      return {
        expect: [200],
        onSuccess: (json) => {
          const answer = (json.quote ?? json.application) as Json | undefined;
          if (answer?.id !== id || answer.status !== output.status) return "status answer does not match";
          row.status = String(output.status);
          return undefined;
        },
      };
    }
    case "POST /api/admin/login": {
      const correct = output.username === STAFF.username && output.password === STAFF.password;
      if (!correct) return { expect: [401] };
      return {
        expect: [200],
        onSuccess: () => {
          model.adminSessions += 1;
          return undefined;
        },
      };
    }
    case "POST /api/auth/login": {
      const correct =
        String(output.username).toLowerCase() === CLIENT.username && output.password === model.clientPassword;
      if (!correct) return { expect: [401] };
      return {
        expect: [200],
        onSuccess: (json) => {
          model.clientSessions += 1;
          return (json.user as Json | undefined)?.username === CLIENT.username
            ? undefined
            : "wrong user in answer";
        },
      };
    }
    case "POST /api/auth/password": {
      if (!headers.cookie) return { expect: [401] };
      if (output.currentPassword !== model.clientPassword) return { expect: [422] };
      return {
        expect: [200],
        onSuccess: () => {
          model.clientPassword = String(output.newPassword);
          // The session that changed it stays; every other session of the client ends.
          model.clientSessions = 1;
          return undefined;
        },
      };
    }
    case QUOTE_CLIENT:
      return quoteClientOutcome(output, path, model);
    case "POST /api/auth/external-redirect": {
      const correct =
        String(output.username).toLowerCase() === CLIENT.username && output.password === model.clientPassword;
      if (!correct) return { expect: [401] };
      return {
        expect: [200, 400],
        onSuccess: (json) => {
          const url = String(json.redirectUrl ?? "");
          if (!url.startsWith("https://")) return `redirect to ${url}`;
          if (url.includes(model.clientPassword) || url.includes(encodeURIComponent(model.clientPassword)))
            return "redirect carries the password";
          model.clientSessions += 1;
          return undefined;
        },
      };
    }
  }
}

/** Whether a client of the run holds this e-mail address (lower case). */
const clientHasEmail = (model: FuzzModel, email: string) =>
  model.accounts.clientEmails.has(email) || model.accounts.confirmedEmail.client?.toLowerCase() === email;

/**
 * A quote made a client: 404 for a quote the model does not hold, 409 when it became a client or a
 * client has its e-mail, else 201 with the quote's details carried over. A username the body names
 * outside the run's own may belong to anyone (409 or 201).
 */
function quoteClientOutcome(
  output: Json,
  path: string,
  model: FuzzModel,
): Pick<Prepared, "expect" | "onSuccess"> {
  const reference = normalizeReference(decodeURIComponent(path.split("/")[4] ?? ""));
  const row = [...model.rows.quote.values()].find((quote) => quote.reference === reference);
  if (!row) return { expect: [404] };
  const email = String(row.data.email).trim().toLowerCase();
  if (row.client !== undefined || clientHasEmail(model, email)) return { expect: [409] };
  const username = String(output.username ?? "");
  const ours = username.toLowerCase().startsWith(model.accounts.prefix);
  return {
    expect: username === "" || ours ? [201] : [201, 409],
    onSuccess: (json) => {
      const account = json.account as Json | undefined;
      if (!account || typeof account.username !== "string") return "201 without the account";
      const carried = clientFromQuote(row.data as unknown as Quote);
      for (const [field, value] of Object.entries(carried)) {
        if (account[field] !== value)
          return `account's ${field} ${JSON.stringify(account[field])} != ${JSON.stringify(value)}`;
      }
      if (username !== "" && account.username !== username)
        return `username ${account.username} != ${username}`;
      if (account.locale !== (output.locale ?? "en")) return `locale ${String(account.locale)}`;
      row.client = account.username;
      model.accounts.clientEmails.add(email);
      if (ours) model.accounts.clients.add(username.toLowerCase());
      return undefined;
    },
  };
}

/** The body cap of each route (docs/decisions/0014-limits.md): bigger bodies answer 413 before anything else. */
function bodyCapOf(method: string, path: string): number {
  if (method === "PATCH") return defaultLimits.statusBodyBytes;
  if (/^\/api\/(admin|auth)\/(login|password)$/.test(path)) return defaultLimits.signInBodyBytes;
  if (method === "PUT") return defaultLimits.photoBodyBytes;
  return defaultLimits.formBodyBytes;
}

function withTransport(base: Prepared, transport: Transport, bodyText: string): Prepared {
  switch (transport.t) {
    case "content-type": {
      const headers = { ...base.headers };
      delete headers["Content-Type"];
      if (transport.value !== null) headers["Content-Type"] = transport.value;
      return { ...base, headers, body: bodyText, expect: [415] };
    }
    case "malformed":
      return { ...base, body: transport.text, expect: [400] };
    case "not-object":
      return { ...base, body: transport.text, expect: [400] };
    case "cross-site":
      return {
        ...base,
        headers: { ...base.headers, [transport.header]: transport.value },
        body: bodyText,
        expect: [403],
      };
    case "deep": {
      const [first = "field"] = Object.keys(JSON.parse(bodyText) as Json);
      const nested = `${"[".repeat(transport.depth)}{"a":1}${"]".repeat(transport.depth)}`;
      // The body's object, the arrays and the innermost object.
      const levels = transport.depth + 2;
      const body = `{${JSON.stringify(first)}:${nested}}`;
      const tooLarge = new TextEncoder().encode(body).length > bodyCapOf(base.method, base.path);
      return { ...base, body, expect: [tooLarge ? 413 : levels > 16 ? 400 : 422] };
    }
    case "oversize": {
      const padded = JSON.stringify({ ...(JSON.parse(bodyText) as Json), comments: "p".repeat(17 * 1024) });
      return { ...base, body: padded, expect: [413] };
    }
  }
}

export function prepare(intent: Intent, model: FuzzModel, app: FuzzApp): Prepared {
  const endpoint = intent.endpoint;
  const method = endpoint.slice(0, endpoint.indexOf(" "));
  const auth = cookieFor(endpoint, app);
  const pickIndex = "pick" in intent ? intent.pick : 0;
  const path = pathFor(endpoint, model, pickIndex);
  const base: Prepared = { method, path, headers: { ...JSON_TYPE, ...auth }, expect: [] };
  const withCurrent = (payload: Json): Json =>
    Object.fromEntries(
      Object.entries(payload).map(([key, value]) => [
        key,
        value === "=current" ? model.clientPassword : value,
      ]),
    );
  const fromValid = (payload: Json, headers: Record<string, string> = base.headers): Prepared => {
    const body = JSON.stringify(payload);
    const classified = classify(schemaFor(endpoint, payload), body);
    if (classified.kind !== "valid")
      throw new Error(`generator bug: a valid ${endpoint} body is refused by the contract: ${body}`);
    return { ...base, headers, body, ...validOutcome(endpoint, classified.output, path, model, headers) };
  };

  switch (intent.variant) {
    case "valid": {
      const headers = intent.keyed ? { ...base.headers, "Idempotency-Key": newKey(model) } : base.headers;
      return fromValid(intent.payload, headers);
    }
    case "honeypot": {
      const headers = intent.keyed ? { ...base.headers, "Idempotency-Key": newKey(model) } : base.headers;
      return fromValid({ ...intent.payload, website: intent.website }, headers);
    }
    case "replay":
    case "conflict": {
      // A bot may reuse the key of a person or of a bot and gets what a person would; a bot's
      // answers are stored nowhere, so for a person only people's keys exist.
      const kind = kindOf(endpoint);
      const entries = [
        ...model.keys[kind].entries(),
        ...(intent.bot ? model.honeypotKeys[kind].entries() : []),
      ];
      const entry = pickFrom(entries, intent.pick);
      if (!entry) return fromValid(intent.payload, { ...base.headers, "Idempotency-Key": newKey(model) });
      const [key, first] = entry;
      const payload = intent.variant === "replay" ? (JSON.parse(first.canonical) as Json) : intent.payload;
      const body = JSON.stringify({
        ...payload,
        agreeToTerms: true,
        ...(intent.bot ? { website: "x" } : {}),
      });
      const classified = classify(schemaFor(endpoint), body);
      if (classified.kind !== "valid") throw new Error(`generator bug: replayed body refused: ${body}`);
      const same = JSON.stringify(storedForm(classified.output)) === first.canonical;
      return {
        ...base,
        headers: { ...base.headers, "Idempotency-Key": key },
        body,
        expect: same ? [201] : [409],
        onSuccess: (json) => {
          const row = (json.quote ?? json.application) as Json | undefined;
          return row?.id === first.id
            ? undefined
            : `replay answered another record (${String(row?.id)} != ${first.id})`;
        },
      };
    }
    case "bad-key": {
      const payload = intent.bot ? { ...intent.payload, website: "x" } : intent.payload;
      const prepared = fromValid(payload, { ...base.headers, "Idempotency-Key": intent.key });
      return { ...prepared, expect: [400], onSuccess: undefined };
    }
    case "make-client": {
      const fresh = `${model.accounts.prefix}qc${(model.accounts.next += 1)}`;
      const payload =
        typeof intent.payload.username === "string"
          ? { ...intent.payload, username: intent.payload.username.replace("=fresh", fresh) }
          : intent.payload;
      return fromValid(payload);
    }
    case "unknown-quote": {
      const known = [...model.rows.quote.values()].some(
        (quote) => quote.reference === normalizeReference(intent.reference),
      );
      const unknown = { ...base, path: `/api/admin/quotes/${encodeURIComponent(intent.reference)}/client` };
      if (known) return fromValid({});
      return {
        ...unknown,
        body: JSON.stringify({}),
        expect: [normalizeReference(intent.reference) === undefined ? 422 : 404],
      };
    }
    case "invalid": {
      const shape =
        endpoint === QUOTE_CLIENT
          ? quoteClientShape
          : endpoint.includes("quotes") && !endpoint.startsWith("PATCH")
            ? submissionShapes.quote
            : endpoint === "POST /api/fuel-card-applications"
              ? submissionShapes.application
              : endpoint === "PUT /api/team-members/:id"
                ? teamShape
                : credentialShape;
      let payload = withCurrent(applyMutation(intent.payload, intent.mutation, shape));
      if (intent.mutation.m === "blank" && intent.mutation.value === "=current") {
        payload = { ...payload, newPassword: model.clientPassword, currentPassword: model.clientPassword };
      }
      const body = JSON.stringify(payload);
      const classified = classify(schemaFor(endpoint, payload), body);
      if (classified.kind === "valid")
        throw new Error(
          `generator bug: mutation ${intent.mutation.m} left a valid ${endpoint} body: ${body}`,
        );
      return { ...base, body, expect: [422] };
    }
    case "transport": {
      const payload = withCurrent(intent.payload);
      return withTransport(base, intent.transport, JSON.stringify(payload));
    }
    case "arbitrary": {
      let parsed: Json | undefined;
      try {
        const value = JSON.parse(intent.body) as unknown;
        if (value && typeof value === "object" && !Array.isArray(value)) parsed = value as Json;
      } catch {
        parsed = undefined;
      }
      const classified = classify(schemaFor(endpoint, parsed), intent.body);
      const body = intent.body;
      if (classified.kind === "malformed" || classified.kind === "not-object")
        return { ...base, body, expect: [400] };
      if (classified.kind === "invalid") return { ...base, body, expect: [422] };
      return { ...base, body, ...validOutcome(endpoint, classified.output, path, model, base.headers) };
    }
    case "details":
      return fromValid(intent.payload);
    case "photo": {
      const id = decodeURIComponent(path.split("/")[3] ?? "");
      const image = model.images[intent.image % model.images.length] ?? "";
      return {
        ...base,
        body: JSON.stringify({ profileImage: image }),
        expect: [200],
        onSuccess: (json) => {
          const member = json.teamMember as Json | undefined;
          const current = model.team.get(id);
          if (!current || typeof member?.profileImage !== "string") return "photo answer without a photo URL";
          current.photo = true;
          return undefined;
        },
      };
    }
    case "bad-photo":
      return { ...base, body: JSON.stringify({ profileImage: intent.image }), expect: [422] };
    case "unknown-id": {
      const prefix =
        endpoint === "PUT /api/team-members/:id" ? "/api/team-members" : SUBMISSION_PATHS[kindOf(endpoint)];
      const suffix = endpoint === "PUT /api/team-members/:id" ? "" : "/status";
      const known =
        model.team.has(intent.id) || model.rows.quote.has(intent.id) || model.rows.application.has(intent.id);
      const id = known ? crypto.randomUUID() : intent.id;
      return {
        ...base,
        path: `${prefix}/${encodeURIComponent(id)}${suffix}`,
        body: JSON.stringify(intent.payload),
        expect: [404],
      };
    }
    case "status":
      return fromValid(intent.payload);
    case "no-session": {
      const headers = { ...JSON_TYPE };
      return { ...base, headers, body: JSON.stringify(withCurrent(intent.payload)), expect: [401] };
    }
    case "correct": {
      const password = endpoint === "POST /api/admin/login" ? STAFF.password : model.clientPassword;
      return fromValid({ username: intent.username, password });
    }
    case "wrong-password":
    case "unknown-user": {
      const real = endpoint === "POST /api/admin/login" ? STAFF.password : model.clientPassword;
      const password = intent.payload.password === real ? `${real}!` : intent.payload.password;
      return fromValid({ ...intent.payload, password });
    }
    case "change":
      return fromValid({
        currentPassword: model.clientPassword,
        newPassword:
          intent.newPassword === model.clientPassword ? `${intent.newPassword}2` : intent.newPassword,
      });
    case "wrong-current": {
      const current =
        intent.payload.currentPassword === model.clientPassword
          ? `${model.clientPassword}?`
          : intent.payload.currentPassword;
      const next =
        intent.payload.newPassword === current ? `${String(current)}-new-one` : intent.payload.newPassword;
      return fromValid({ currentPassword: current, newPassword: next });
    }
    case "redirect":
      return {
        ...fromValid({
          username: intent.username,
          password: model.clientPassword,
          externalUrl: intent.url,
          systemType: intent.systemType,
        }),
        expect: [200],
      };
    case "refused-url":
      return {
        ...fromValid({
          username: CLIENT.username,
          password: model.clientPassword,
          // The current password, placed in the address (percent-encoded; upper-cased for =PASSWORD).
          externalUrl: intent.url
            .replace("=password", encodeURIComponent(model.clientPassword))
            .replace("=PASSWORD", encodeURIComponent(model.clientPassword.toUpperCase())),
          systemType: intent.systemType,
        }),
        expect: [400],
        onSuccess: undefined,
      };
    case "wrong-credentials": {
      const password =
        intent.payload.password === model.clientPassword
          ? `${model.clientPassword}#`
          : intent.payload.password;
      return { ...fromValid({ ...intent.payload, password }), expect: [401] };
    }
  }
}

// ---------------------------------------------------------------- sending and counting

export interface Outcome {
  endpoint: Endpoint | InvoiceEndpoint | AccountEndpoint | BrokerEndpoint | NoticeEndpoint;
  variant: string;
  status: number;
  problem?: string;
}

export class FuzzStats {
  tried = 0;
  accepted = 0;
  refused = 0;
  serverErrors = 0;
  problems: string[] = [];
  readonly byEndpoint = new Map<
    string,
    { tried: number; accepted: number; refused: number; serverErrors: number }
  >();
  readonly byVariant = new Map<string, number>();

  record(outcome: Outcome) {
    this.tried += 1;
    const entry = this.byEndpoint.get(outcome.endpoint) ?? {
      tried: 0,
      accepted: 0,
      refused: 0,
      serverErrors: 0,
    };
    entry.tried += 1;
    if (outcome.status >= 500) {
      this.serverErrors += 1;
      entry.serverErrors += 1;
    } else if (outcome.status < 300) {
      this.accepted += 1;
      entry.accepted += 1;
    } else {
      this.refused += 1;
      entry.refused += 1;
    }
    this.byEndpoint.set(outcome.endpoint, entry);
    const variant = `${outcome.endpoint} ${outcome.variant}`;
    this.byVariant.set(variant, (this.byVariant.get(variant) ?? 0) + 1);
    if (outcome.problem && this.problems.length < 50) this.problems.push(outcome.problem);
  }
}

const isInvoiceIntent = (intent: AnyIntent): intent is InvoiceIntent =>
  (INVOICE_WRITE_ROUTES as readonly string[]).includes(intent.endpoint);
const isAccountIntent = (intent: AnyIntent): intent is AccountIntent =>
  (ACCOUNT_WRITE_ROUTES as readonly string[]).includes(intent.endpoint);
const isBrokerIntent = (intent: AnyIntent): intent is BrokerIntent =>
  (BROKER_WRITE_ROUTES as readonly string[]).includes(intent.endpoint);
const isNoticeIntent = (intent: AnyIntent): intent is NoticeIntent =>
  (NOTICE_WRITE_ROUTES as readonly string[]).includes(intent.endpoint);

export async function send(intent: AnyIntent, model: FuzzModel, app: FuzzApp): Promise<Outcome> {
  if (isInvoiceIntent(intent)) return sendInvoiceIntent(intent, model.invoices, app, model.brokers);
  if (isNoticeIntent(intent)) return sendNoticeIntent(intent, model.notices, app);
  if (isBrokerIntent(intent)) return sendBrokerIntent(intent, model.brokers, app, model.invoices.invoices);
  if (isAccountIntent(intent)) {
    const outcome = await sendAccountIntent(intent, model.accounts, app, model.clientPassword);
    // The run's staff member keeps the session it changed its password with; the approver keeps its own.
    if (outcome.otherStaffSessionsEnded) model.adminSessions = 1 + model.approverSessions;
    return outcome;
  }
  const prepared = prepare(intent, model, app);
  const response = await app.request(prepared.path, {
    method: prepared.method,
    headers: prepared.headers,
    body: prepared.body,
  });
  const text = await response.text();
  const outcome: Outcome = { endpoint: intent.endpoint, variant: intent.variant, status: response.status };
  const where = `${prepared.method} ${prepared.path} (${intent.variant}${intent.variant === "invalid" ? ` ${intent.mutation.m}` : intent.variant === "transport" ? ` ${intent.transport.t}` : ""})`;
  let json: Json | undefined;
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === "object" && !Array.isArray(value)) json = value as Json;
  } catch {
    json = undefined;
  }
  if (response.status >= 500) {
    outcome.problem = `${where}: ${response.status} ${text.slice(0, 200)} for body ${prepared.body?.slice(0, 300)}`;
  } else if (!prepared.expect.includes(response.status)) {
    outcome.problem = `${where}: expected ${prepared.expect.join("/")}, got ${response.status} ${text.slice(0, 200)} for body ${prepared.body?.slice(0, 300)}`;
  } else if (!json) {
    outcome.problem = `${where}: answer is not a JSON object: ${text.slice(0, 200)}`;
  } else if (response.status >= 400) {
    if (typeof json.error !== "string" || json.error === "")
      outcome.problem = `${where}: refusal without { error }: ${text.slice(0, 200)}`;
  } else {
    outcome.problem = prepared.onSuccess?.(json);
    if (outcome.problem) outcome.problem = `${where}: ${outcome.problem}`;
  }
  return outcome;
}

// ---------------------------------------------------------------- the database against the model

export async function verifyDatabase(handle: DatabaseHandle, model: FuzzModel): Promise<string[]> {
  const problems: string[] = [];
  const stores = { quote: quoteStore(handle.db), application: fuelCardApplicationStore(handle.db) };
  const tables = { quote: quotes, application: fuelCardApplications };
  for (const kind of ["quote", "application"] as const) {
    const rows = (await stores[kind].all()) as unknown as Json[];
    const expected = model.rows[kind];
    if (rows.length !== expected.size)
      problems.push(`${kind}: ${rows.length} rows stored, ${expected.size} valid ones accepted`);
    for (const row of rows) {
      const want = expected.get(String(row.id));
      if (!want) {
        problems.push(`${kind}: row ${String(row.id)} was never accepted`);
        continue;
      }
      if (row.status !== want.status)
        problems.push(`${kind} ${String(row.id)}: status ${String(row.status)}, expected ${want.status}`);
      for (const [field, value] of Object.entries(want.data)) {
        if (JSON.stringify(row[field]) !== JSON.stringify(value))
          problems.push(
            `${kind} ${String(row.id)}: ${field} is ${JSON.stringify(row[field])}, expected ${JSON.stringify(value)}`,
          );
      }
    }
    const table = tables[kind];
    const keyed = await handle.db
      .select({ id: table.id, key: table.idempotencyKey })
      .from(table)
      .where(sql`${table.idempotencyKey} is not null`);
    if (keyed.length !== model.keys[kind].size)
      problems.push(`${kind}: ${keyed.length} keyed rows, ${model.keys[kind].size} keys accepted`);
    for (const { id, key } of keyed) {
      if (model.keys[kind].get(key ?? "")?.id !== id)
        problems.push(`${kind}: key ${String(key)} holds ${id}, not the first record under it`);
    }
  }

  // Each quote names the client it became, exactly those the model made (and by that username).
  const links = await handle.client.execute(
    "select q.id, c.username from quotes q left join clients c on c.id = q.client_id",
  );
  for (const link of links.rows) {
    const want = model.rows.quote.get(String(link.id))?.client;
    const found = link.username === null ? undefined : String(link.username);
    if (found !== want)
      problems.push(`quote ${String(link.id)}: client ${String(found)}, expected ${String(want)}`);
  }

  const members = await handle.db.select().from(teamMembers);
  if (members.length !== model.team.size)
    problems.push(`team: ${members.length} members, expected ${model.team.size}`);
  const photos = new Set(
    (await handle.db.select({ id: teamMemberPhotos.teamMemberId }).from(teamMemberPhotos)).map(
      (row) => row.id,
    ),
  );
  for (const member of members) {
    const want = model.team.get(member.id);
    if (!want) {
      problems.push(`team: unexpected member ${member.id}`);
      continue;
    }
    for (const field of ["name", "role", "experience", "bio"] as const) {
      if (member[field] !== want[field])
        problems.push(`team ${member.id}: ${field} differs from the last accepted edit`);
    }
    if (photos.has(member.id) !== want.photo)
      problems.push(`team ${member.id}: photo ${photos.has(member.id)}, expected ${want.photo}`);
  }

  const counts = await sessionCounts(handle);
  if (counts.admin !== model.adminSessions)
    problems.push(`staff sessions: ${counts.admin}, expected ${model.adminSessions}`);
  if (counts.client !== model.clientSessions)
    problems.push(`client sessions: ${counts.client}, expected ${model.clientSessions}`);
  const [client] = await handle.db
    .select()
    .from(clients)
    .where(and(eq(sql`lower(${clients.username})`, CLIENT.username)));
  if (!client || !(await testHasher.verify(model.clientPassword, client.passwordHash)))
    problems.push("the client's password is not the last one accepted");

  problems.push(...(await verifyInvoices(handle, model.invoices)));
  problems.push(...(await verifyAccounts(handle, model.accounts)));
  problems.push(...(await verifyBrokers(handle, model.brokers)));
  problems.push(...(await verifyNotices(handle, model.notices)));

  const integrity = await handle.client.execute("PRAGMA integrity_check");
  const verdict = String(integrity.rows[0]?.[0]);
  if (verdict !== "ok") problems.push(`integrity_check: ${verdict}`);
  return problems;
}

/** Routes of the app that have a body to fuzz: every unsafe method, minus the bodiless logouts. */
export function writeRoutesOf(routes: readonly { method: string; path: string }[]): string[] {
  const unsafe = new Set(["POST", "PUT", "PATCH", "DELETE"]);
  return [
    ...new Set(
      routes.filter((route) => unsafe.has(route.method)).map((route) => `${route.method} ${route.path}`),
    ),
  ]
    .filter((route) => !BODILESS_WRITE_ROUTES.includes(route))
    .sort();
}
