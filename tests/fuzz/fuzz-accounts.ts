/**
 * Model-based fuzzing of the staff area's account endpoints, in the same
 * style as `fuzz-invoices.ts`: each intent is built to be accepted or refused
 * in one known way, sent to the real app, and an accepted one is applied to
 * a small model; the database must end up holding exactly the accounts the
 * model says, with the disabled flags it says. Status changes aim at one
 * staff account and one client made for the run, never at the accounts the
 * fuzzer signs in with.
 */
import fc from "fast-check";
import { createStaffAccount, insertClientAccount } from "../../api/db/accounts";
import { storedTopics } from "../../api/db/notifications";
import { storePasswordLink } from "../../api/db/password-links";
import { askEmailChange } from "../../api/db/account-security";
import { DEFAULT_PUSH_DEVICES_PER_ACCOUNT } from "../../api/contract/account-security";
import { CLIENT_TOPICS } from "../../api/contract/notification-settings";
import { newLinkId, signLinkToken } from "../../api/lib/password-link-token";
import type { DatabaseHandle } from "../../api/db/client";
import { CLIENT, STAFF } from "../support/api/harness";
import { FUZZ_SESSION_SECRET, type FuzzApp } from "./fuzz-app";

export const ACCOUNT_WRITE_ROUTES = [
  "POST /api/admin/staff",
  "PATCH /api/admin/staff/:username/status",
  "POST /api/admin/clients",
  "PATCH /api/admin/clients/:id/status",
  "POST /api/auth/password-reset",
  "POST /api/admin/password-reset",
  "POST /api/auth/password-links/set",
  "PUT /api/account/settings",
  "PUT /api/account/locale",
  "POST /api/push/subscriptions",
  "DELETE /api/push/subscriptions",
  "POST /api/account/email",
  "POST /api/account/email/confirm",
  "POST /api/admin/account/email",
  "POST /api/admin/account/email/confirm",
  "POST /api/admin/account/password",
] as const;
export type AccountEndpoint = (typeof ACCOUNT_WRITE_ROUTES)[number];

type Json = Record<string, unknown>;

const textUnit = fc.constantFrom(
  ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -&'.,é".split(""),
);
const text = (max: number) =>
  fc
    .string({ unit: textUnit, minLength: 1, maxLength: Math.min(max, 40) })
    .filter((value) => value.trim() !== "");
const emailArb = fc
  .tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.stringMatching(/^[a-z0-9]{1,10}$/))
  .map(([local, domain]) => `${local}@${domain}.com`);
const passwordArb = fc.oneof(fc.constant(""), fc.string({ minLength: 12, maxLength: 40 }));

const staffArb: fc.Arbitrary<Json> = fc.record({
  displayName: text(100),
  email: fc.oneof(fc.constant(""), emailArb),
  password: passwordArb,
});
const clientArb: fc.Arbitrary<Json> = fc.record({
  companyName: text(100),
  firstName: text(100),
  lastName: text(100),
  email: emailArb,
  phone: fc.constantFrom("", "(555) 010-1234", "+1 555 010 9876"),
  password: passwordArb,
});

/** Ways a new account breaks the contract (each refused with 422). */
const accountMutation = fc.constantFrom<[string, (body: Json) => Json]>(
  ["username with a space", (body) => ({ ...body, username: "two words" })],
  ["username too short", (body) => ({ ...body, username: "ab" })],
  ["short password", (body) => ({ ...body, password: "short-one" })],
  [
    "markup",
    (body) => ({ ...body, [body.displayName === undefined ? "companyName" : "displayName"]: "<b>x</b>" }),
  ],
  ["bad e-mail", (body) => ({ ...body, email: "not-an-address" })],
  ["unknown field", (body) => ({ ...body, role: "owner" })],
  ["password as a number", (body) => ({ ...body, password: 123456789012 })],
);

export type AccountIntent =
  | {
      endpoint: "POST /api/admin/staff" | "POST /api/admin/clients";
      variant: "valid" | "taken" | "no-session";
      body: Json;
    }
  | {
      endpoint: "POST /api/admin/staff" | "POST /api/admin/clients";
      variant: "invalid";
      body: Json;
      mutation: [string, (body: Json) => Json];
    }
  | {
      endpoint: "PATCH /api/admin/staff/:username/status" | "PATCH /api/admin/clients/:id/status";
      variant: "status" | "self" | "unknown" | "not-boolean";
      disabled: boolean;
    }
  | {
      endpoint: "POST /api/auth/password-reset" | "POST /api/admin/password-reset";
      /** Any address gets the same 202; a broken body is a 422. */
      variant: "valid" | "bad-email" | "unknown-field";
      email: string;
    }
  | {
      endpoint: "POST /api/auth/password-links/set";
      /** A real link (200), a made-up one (400), a used one (400), or a body the contract refuses (422). */
      variant: "valid" | "made-up" | "used" | "short" | "mismatch" | "malformed";
      password: string;
    }
  | {
      endpoint: "PUT /api/account/settings";
      /**
       * The client's own settings (200), or a body the contract refuses (422: the e-mail address is
       * not a setting any more), or no session (401).
       */
      variant: "valid" | "email-field" | "bad-phone" | "bad-topic" | "unknown-field" | "no-session";
      email: string;
      phone: string;
      topics: string[];
    }
  | {
      endpoint: "POST /api/account/email" | "POST /api/admin/account/email";
      /** With the current password (202, the address waits for its link), a wrong one or a bad address (422), no session (401). */
      variant: "valid" | "wrong-password" | "bad-email" | "no-session";
      email: string;
    }
  | {
      endpoint: "POST /api/account/email/confirm" | "POST /api/admin/account/email/confirm";
      /** A real link of the account (200), a made-up one (400), a malformed token (422), no session (401). */
      variant: "valid" | "made-up" | "malformed" | "no-session";
      email: string;
    }
  | {
      endpoint: "POST /api/admin/account/password";
      /** A change and its change back (200 both), a wrong current password or a short new one (422), no session (401). */
      variant: "short" | "wrong-password" | "too-short" | "no-session";
      password: string;
    }
  | {
      endpoint: "PUT /api/account/locale";
      /** English or Spanish (200), a language we do not speak or another field (422), or no session (401). */
      variant: "valid" | "unknown-language" | "unknown-field" | "no-session";
      locale: "en" | "es";
    }
  | {
      endpoint: "POST /api/push/subscriptions";
      /** A known push service (200); elsewhere, or keys that are not a browser's (422); staff without a staff session (401). */
      variant: "valid" | "private-address" | "plain-http" | "bad-keys" | "wrong-account";
      topics: string[] | undefined;
    }
  | {
      endpoint: "DELETE /api/push/subscriptions";
      /** One this run stored, or one nobody stored: 204 either way; 401 without a session. */
      variant: "stored" | "unknown" | "no-session";
      pick: number;
    };

const CLIENT_TOPIC_VALUES = [
  "invoice-needs-documents",
  "invoice-funded",
  "invoice-declined",
  "invoice-paid",
  "invoice-charged",
  "reserve-released",
];
const topicsArb = fc.subarray(CLIENT_TOPIC_VALUES);

const route = <T extends AccountIntent>(arbitrary: fc.Arbitrary<T>) =>
  arbitrary as fc.Arbitrary<AccountIntent>;
const creation = (endpoint: "POST /api/admin/staff" | "POST /api/admin/clients", body: fc.Arbitrary<Json>) =>
  fc.oneof(
    fc.record({
      endpoint: fc.constant(endpoint),
      variant: fc.constantFrom("valid" as const, "valid" as const, "taken" as const, "no-session" as const),
      body,
    }),
    fc.record({
      endpoint: fc.constant(endpoint),
      variant: fc.constant("invalid" as const),
      body,
      mutation: accountMutation,
    }),
  );

const resetRequest = (endpoint: "POST /api/auth/password-reset" | "POST /api/admin/password-reset") =>
  fc.record({
    endpoint: fc.constant(endpoint),
    variant: fc.constantFrom(
      "valid" as const,
      "valid" as const,
      "bad-email" as const,
      "unknown-field" as const,
    ),
    email: emailArb,
  });

/** One arbitrary per endpoint, so the model can weigh them like its own. */
export const accountIntentArbs: fc.Arbitrary<AccountIntent>[] = [
  route(resetRequest("POST /api/auth/password-reset")),
  route(resetRequest("POST /api/admin/password-reset")),
  route(
    fc.record({
      endpoint: fc.constant("POST /api/auth/password-links/set" as const),
      variant: fc.constantFrom(
        "valid" as const,
        "made-up" as const,
        "used" as const,
        "short" as const,
        "mismatch" as const,
        "malformed" as const,
      ),
      password: fc.string({ minLength: 12, maxLength: 40 }),
    }),
  ),
  route(
    fc.record({
      endpoint: fc.constant("PUT /api/account/settings" as const),
      variant: fc.constantFrom(
        "valid" as const,
        "valid" as const,
        "email-field" as const,
        "bad-phone" as const,
        "bad-topic" as const,
        "unknown-field" as const,
        "no-session" as const,
      ),
      email: emailArb,
      phone: fc.constantFrom("", "(555) 010-1234", "+1 555 010 9876"),
      topics: topicsArb,
    }),
  ),
  route(
    fc.record({
      endpoint: fc.constant("PUT /api/account/locale" as const),
      variant: fc.constantFrom(
        "valid" as const,
        "valid" as const,
        "unknown-language" as const,
        "unknown-field" as const,
        "no-session" as const,
      ),
      locale: fc.constantFrom("en" as const, "es" as const),
    }),
  ),
  route(
    fc.record({
      endpoint: fc.constant("POST /api/push/subscriptions" as const),
      variant: fc.constantFrom(
        "valid" as const,
        "valid" as const,
        "private-address" as const,
        "plain-http" as const,
        "bad-keys" as const,
        "wrong-account" as const,
      ),
      topics: fc.option(topicsArb, { nil: undefined }),
    }),
  ),
  route(
    fc.record({
      endpoint: fc.constant("DELETE /api/push/subscriptions" as const),
      variant: fc.constantFrom(
        "stored" as const,
        "stored" as const,
        "unknown" as const,
        "no-session" as const,
      ),
      pick: fc.nat(),
    }),
  ),
  ...(["POST /api/account/email", "POST /api/admin/account/email"] as const).map((endpoint) =>
    route(
      fc.record({
        endpoint: fc.constant(endpoint),
        variant: fc.constantFrom(
          "valid" as const,
          "valid" as const,
          "wrong-password" as const,
          "bad-email" as const,
          "no-session" as const,
        ),
        email: emailArb,
      }),
    ),
  ),
  ...(["POST /api/account/email/confirm", "POST /api/admin/account/email/confirm"] as const).map((endpoint) =>
    route(
      fc.record({
        endpoint: fc.constant(endpoint),
        variant: fc.constantFrom(
          "valid" as const,
          "valid" as const,
          "made-up" as const,
          "malformed" as const,
          "no-session" as const,
        ),
        email: emailArb,
      }),
    ),
  ),
  route(
    fc.record({
      endpoint: fc.constant("POST /api/admin/account/password" as const),
      // "short" is the accepted one: a change to another password and straight back, so the run's
      // staff password stays the one every other intent signs in with.
      variant: fc.constantFrom(
        "short" as const,
        "wrong-password" as const,
        "too-short" as const,
        "no-session" as const,
      ),
      password: fc.string({ minLength: 12, maxLength: 40 }),
    }),
  ),
  route(creation("POST /api/admin/staff", staffArb)),
  route(creation("POST /api/admin/clients", clientArb)),
  route(
    fc.record({
      endpoint: fc.constant("PATCH /api/admin/staff/:username/status" as const),
      variant: fc.constantFrom(
        "status" as const,
        "status" as const,
        "self" as const,
        "unknown" as const,
        "not-boolean" as const,
      ),
      disabled: fc.boolean(),
    }),
  ),
  route(
    fc.record({
      endpoint: fc.constant("PATCH /api/admin/clients/:id/status" as const),
      variant: fc.constantFrom(
        "status" as const,
        "status" as const,
        "unknown" as const,
        "not-boolean" as const,
      ),
      disabled: fc.boolean(),
    }),
  ),
];

export interface AccountFuzzModel {
  /** The usernames (lower case) of the accounts created during the run. */
  staff: Set<string>;
  clients: Set<string>;
  /** The e-mail addresses (lower case) of the clients made in the run, which a quote cannot take again. */
  clientEmails: Set<string>;
  /** The run's status targets and whether they should be disabled now. */
  target: { staff: string; clientId: string; staffDisabled: boolean; clientDisabled: boolean };
  /** Usernames of this run start with it: unique across runs against one file database. */
  prefix: string;
  next: number;
  /** Links the run used (each sets the target client's password once). */
  linksUsed: number;
  /** A link already used, to send again. */
  usedToken: string;
  /** The fuzz client's settings as last accepted in this run. */
  settings: { phone: string | null; emailTopics: string[] } | undefined;
  /** The fuzz client's and staff member's e-mail addresses as last confirmed in this run. */
  confirmedEmail: { client: string | undefined; staff: string | undefined };
  /** Addresses asked for in this run: each unique, so no other account holds it. */
  asked: number;
  /** The fuzz client's language as last accepted in this run. */
  locale: "en" | "es" | undefined;
  /** Push endpoints of this run the client holds now. */
  pushEndpoints: string[];
}

export async function createAccountModel(app: FuzzApp, runTag: string): Promise<AccountFuzzModel> {
  const prefix = `fz-${runTag.toLowerCase().replace(/[^a-z0-9]/g, "")}-`;
  const at = new Date().toISOString();
  const staff = `${prefix}target`;
  await createStaffAccount(
    app.handle.db,
    { username: staff, displayName: "Fuzz target", email: null, passwordHash: "not-a-hash" },
    STAFF.username,
    at,
  );
  const clientId = await insertClientAccount(
    app.handle.db,
    { username: `${prefix}client-target`, firstName: "Fuzz", lastName: "Target", companyName: "Fuzz Target" },
    "not-a-hash",
  );
  return {
    staff: new Set([staff]),
    clients: new Set([`${prefix}client-target`]),
    clientEmails: new Set(),
    target: { staff, clientId, staffDisabled: false, clientDisabled: false },
    prefix,
    next: 0,
    linksUsed: 0,
    usedToken: "",
    settings: undefined,
    confirmedEmail: { client: undefined, staff: undefined },
    asked: 0,
    locale: undefined,
    pushEndpoints: [],
  };
}

/** A fresh link for the run's target client, signed as the e-mail would carry it. */
async function newTargetLink(app: FuzzApp, model: AccountFuzzModel): Promise<string> {
  const id = newLinkId();
  const now = Date.now();
  await storePasswordLink(app.handle.db, {
    id,
    accountKind: "client",
    accountId: model.target.clientId,
    purpose: "reset",
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + 30 * 60 * 1000).toISOString(),
  });
  return signLinkToken(FUZZ_SESSION_SECRET, id);
}

/** A real e-mail change for the run's client or staff member, and its token as the e-mail carries it. */
async function newEmailLink(app: FuzzApp, staff: boolean, newEmail: string): Promise<string> {
  const id = newLinkId();
  const now = new Date();
  await askEmailChange(app.handle.db, {
    id,
    account: staff ? { kind: "staff", id: STAFF.username } : { kind: "client", id: await fuzzClientId(app) },
    newEmail,
    now,
    expiresAt: new Date(now.getTime() + 24 * 60 * 60 * 1000),
  });
  return signLinkToken(FUZZ_SESSION_SECRET, id, "email");
}

async function fuzzClientId(app: FuzzApp): Promise<string> {
  const rows = await app.handle.client.execute({
    sql: "select id from clients where lower(username) = lower(?)",
    args: [CLIENT.username],
  });
  return String(rows.rows[0]?.id);
}

export interface AccountOutcome {
  endpoint: AccountEndpoint;
  variant: string;
  status: number;
  problem?: string;
  /** The staff member's own password changed: every staff session but the run's own ended. */
  otherStaffSessionsEnded?: true;
}

/** Sends one intent and checks the answer against the model. */
export async function sendAccountIntent(
  intent: AccountIntent,
  model: AccountFuzzModel,
  app: FuzzApp,
  clientPassword: string,
): Promise<AccountOutcome> {
  const staffSession = { cookie: app.staffCookie };
  const send = (
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string> = staffSession,
  ) =>
    app.request(path, {
      method,
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  let response: Response;
  let expected: number;
  let onSuccess: (() => void) | undefined;
  let ended = false;

  switch (intent.endpoint) {
    case "POST /api/admin/staff":
    case "POST /api/admin/clients": {
      const isStaff = intent.endpoint === "POST /api/admin/staff";
      const path = isStaff ? "/api/admin/staff" : "/api/admin/clients";
      const username =
        intent.variant === "taken"
          ? (isStaff ? STAFF.username : CLIENT.username).toUpperCase()
          : `${model.prefix}${(model.next += 1)}`;
      const valid = { ...intent.body, username };
      const body = intent.variant === "invalid" ? intent.mutation[1](valid) : valid;
      response = await send("POST", path, body, intent.variant === "no-session" ? {} : staffSession);
      expected = { valid: 201, taken: 409, "no-session": 401, invalid: 422 }[intent.variant];
      onSuccess = () => {
        (isStaff ? model.staff : model.clients).add(username.toLowerCase());
        if (!isStaff) model.clientEmails.add(String(intent.body.email).trim().toLowerCase());
      };
      break;
    }
    case "PATCH /api/admin/staff/:username/status": {
      const username =
        intent.variant === "self"
          ? STAFF.username
          : intent.variant === "unknown"
            ? "nobody-here"
            : model.target.staff;
      const disabled = intent.variant === "self" ? true : intent.disabled;
      response = await send("PATCH", `/api/admin/staff/${username}/status`, {
        disabled: intent.variant === "not-boolean" ? "yes" : disabled,
      });
      expected = { status: 200, self: 409, unknown: 404, "not-boolean": 422 }[intent.variant];
      onSuccess = () => (model.target.staffDisabled = disabled);
      break;
    }
    case "PATCH /api/admin/clients/:id/status": {
      const id =
        intent.variant === "unknown" ? "00000000-0000-4000-8000-000000000000" : model.target.clientId;
      response = await send("PATCH", `/api/admin/clients/${id}/status`, {
        disabled: intent.variant === "not-boolean" ? "yes" : intent.disabled,
      });
      expected = { status: 200, self: 409, unknown: 404, "not-boolean": 422 }[intent.variant];
      onSuccess = () => (model.target.clientDisabled = intent.disabled);
      break;
    }
    case "POST /api/auth/password-reset":
    case "POST /api/admin/password-reset": {
      // Each request from its own caller and for its own address: the limits count both.
      const n = (model.next += 1);
      const email = `${model.prefix}${n}-${intent.email}`;
      const body =
        intent.variant === "bad-email"
          ? { email: "not-an-address" }
          : intent.variant === "unknown-field"
            ? { email, username: "someone" }
            : { email };
      response = await send("POST", intent.endpoint.slice(5), body, {
        "X-Forwarded-For": `198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
      });
      expected = intent.variant === "valid" ? 202 : 422;
      onSuccess = () => {};
      break;
    }
    case "POST /api/auth/password-links/set": {
      const token =
        intent.variant === "made-up"
          ? `${"A".repeat(22)}.${"B".repeat(43)}`
          : intent.variant === "malformed"
            ? "not a token"
            : intent.variant === "used" && model.usedToken
              ? model.usedToken
              : await newTargetLink(app, model);
      const reused = intent.variant === "used" && model.usedToken !== "";
      const password = intent.variant === "short" ? "short" : intent.password;
      const confirmPassword = intent.variant === "mismatch" ? `${intent.password}!` : password;
      response = await send("POST", "/api/auth/password-links/set", { token, password, confirmPassword }, {});
      // A link never acts on a disabled account.
      const live = model.target.clientDisabled ? 400 : 200;
      expected = {
        valid: live,
        "made-up": 400,
        used: reused ? 400 : live,
        short: 422,
        mismatch: 422,
        malformed: 422,
      }[intent.variant];
      onSuccess = () => {
        model.linksUsed += 1;
        model.usedToken = token;
      };
      break;
    }
    case "PUT /api/account/settings": {
      const emailTopics = intent.variant === "bad-topic" ? [...intent.topics, "everything"] : intent.topics;
      const body: Json = {
        ...(intent.variant === "email-field" ? { email: intent.email } : {}),
        phone: intent.variant === "bad-phone" ? "call me" : intent.phone,
        emailTopics,
        ...(intent.variant === "unknown-field" ? { role: "staff" } : {}),
      };
      response = await send(
        "PUT",
        "/api/account/settings",
        body,
        intent.variant === "no-session" ? {} : { cookie: app.clientCookie },
      );
      expected = intent.variant === "valid" ? 200 : intent.variant === "no-session" ? 401 : 422;
      onSuccess = () => {
        model.settings = {
          phone: intent.phone === "" ? null : intent.phone,
          emailTopics: CLIENT_TOPIC_VALUES.filter((topic) => intent.topics.includes(topic)),
        };
      };
      break;
    }
    case "PUT /api/account/locale": {
      const body: Json = {
        locale: intent.variant === "unknown-language" ? "fr" : intent.locale,
        ...(intent.variant === "unknown-field" ? { role: "staff" } : {}),
      };
      response = await send(
        "PUT",
        "/api/account/locale",
        body,
        intent.variant === "no-session" ? {} : { cookie: app.clientCookie },
      );
      expected = intent.variant === "valid" ? 200 : intent.variant === "no-session" ? 401 : 422;
      onSuccess = () => {
        model.locale = intent.locale;
      };
      break;
    }
    case "POST /api/push/subscriptions": {
      const endpoint = `https://fcm.googleapis.com/fcm/send/${model.prefix}${(model.next += 1)}`;
      const keys = { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) };
      const subscription = {
        endpoint:
          intent.variant === "private-address"
            ? "https://192.168.1.10/push"
            : intent.variant === "plain-http"
              ? endpoint.replace("https:", "http:")
              : endpoint,
        expirationTime: null,
        keys: intent.variant === "bad-keys" ? { p256dh: "short", auth: keys.auth } : keys,
      };
      response = await send(
        "POST",
        "/api/push/subscriptions",
        {
          account: intent.variant === "wrong-account" ? "staff" : "client",
          subscription,
          ...(intent.topics ? { topics: intent.topics } : {}),
        },
        { cookie: app.clientCookie },
      );
      // An account holds at most 10 devices; the 11th is refused until one is removed.
      const full = model.pushEndpoints.length >= DEFAULT_PUSH_DEVICES_PER_ACCOUNT;
      expected =
        intent.variant === "valid" ? (full ? 409 : 200) : intent.variant === "wrong-account" ? 401 : 422;
      onSuccess = () => {
        if (!full) model.pushEndpoints.push(endpoint);
      };
      break;
    }
    case "DELETE /api/push/subscriptions": {
      const stored = model.pushEndpoints[intent.pick % Math.max(1, model.pushEndpoints.length)];
      const endpoint =
        intent.variant === "stored" && stored
          ? stored
          : `https://fcm.googleapis.com/fcm/send/${model.prefix}never-stored`;
      response = await send(
        "DELETE",
        "/api/push/subscriptions",
        { account: "client", endpoint },
        intent.variant === "no-session" ? {} : { cookie: app.clientCookie },
      );
      expected = intent.variant === "no-session" ? 401 : 204;
      onSuccess = () => {
        model.pushEndpoints = model.pushEndpoints.filter((each) => each !== endpoint);
      };
      break;
    }
    case "POST /api/account/email":
    case "POST /api/admin/account/email": {
      const staff = intent.endpoint === "POST /api/admin/account/email";
      const n = (model.asked += 1);
      const body = {
        email: intent.variant === "bad-email" ? "not an address" : `${model.prefix}ask${n}-${intent.email}`,
        currentPassword:
          intent.variant === "wrong-password" ? "not-the-password" : staff ? STAFF.password : clientPassword,
      };
      const session = staff ? app.staffCookie : app.clientCookie;
      // Each from its own caller: a wrong password counts against the address like a failed sign-in.
      const caller = { "X-Forwarded-For": `198.19.${Math.floor(n / 250) % 250}.${(n % 250) + 1}` };
      response = await send(
        "POST",
        intent.endpoint.slice(5),
        body,
        intent.variant === "no-session" ? caller : { ...caller, cookie: session },
      );
      expected = { valid: 202, "wrong-password": 422, "bad-email": 422, "no-session": 401 }[intent.variant];
      onSuccess = () => {};
      break;
    }
    case "POST /api/account/email/confirm":
    case "POST /api/admin/account/email/confirm": {
      const staff = intent.endpoint === "POST /api/admin/account/email/confirm";
      const newEmail = `${model.prefix}new${(model.asked += 1)}-${intent.email}`;
      const token =
        intent.variant === "made-up"
          ? `${"A".repeat(22)}.${"B".repeat(43)}`
          : intent.variant === "malformed"
            ? "not a token"
            : await newEmailLink(app, staff, newEmail);
      response = await send(
        "POST",
        intent.endpoint.slice(5),
        { token },
        intent.variant === "no-session" ? {} : { cookie: staff ? app.staffCookie : app.clientCookie },
      );
      expected = { valid: 200, "made-up": 400, malformed: 422, "no-session": 401 }[intent.variant];
      onSuccess = () => {
        model.confirmedEmail[staff ? "staff" : "client"] = newEmail;
      };
      break;
    }
    case "POST /api/admin/account/password": {
      const away = { currentPassword: STAFF.password, newPassword: `${intent.password}-away` };
      const body =
        intent.variant === "wrong-password"
          ? { ...away, currentPassword: "not-the-password" }
          : intent.variant === "too-short"
            ? { ...away, newPassword: "short" }
            : away;
      const n = (model.asked += 1);
      const caller = { "X-Forwarded-For": `198.20.${Math.floor(n / 250) % 250}.${(n % 250) + 1}` };
      const headers = intent.variant === "no-session" ? caller : { ...caller, cookie: app.staffCookie };
      response = await send("POST", "/api/admin/account/password", body, headers);
      if (intent.variant === "short" && response.status === 200) {
        // And straight back: the run's staff password is the one the other intents sign in with.
        response = await send(
          "POST",
          "/api/admin/account/password",
          { currentPassword: away.newPassword, newPassword: STAFF.password },
          headers,
        );
      }
      expected = { short: 200, "wrong-password": 422, "too-short": 422, "no-session": 401 }[intent.variant];
      onSuccess = () => {
        if (intent.variant === "short") ended = true;
      };
      break;
    }
  }

  const outcome: AccountOutcome = {
    endpoint: intent.endpoint,
    variant: intent.variant,
    status: response.status,
  };
  const bodyText = await response.text();
  const where = `${intent.endpoint} (${intent.variant}${intent.variant === "invalid" ? ` ${intent.mutation[0]}` : ""})`;
  if (response.status !== expected) {
    outcome.problem = `${where}: expected ${expected}, got ${response.status} ${bodyText.slice(0, 200)}`;
  } else if (response.status >= 400) {
    const error = (JSON.parse(bodyText || "{}") as Json).error;
    if (typeof error !== "string" || error === "") outcome.problem = `${where}: refusal without { error }`;
  } else {
    onSuccess();
    if (ended) outcome.otherStaffSessionsEnded = true;
  }
  return outcome;
}

/** The run's accounts in the database, and the targets' disabled flags, against the model. */
export async function verifyAccounts(handle: DatabaseHandle, model: AccountFuzzModel): Promise<string[]> {
  const problems: string[] = [];
  const like = `${model.prefix}%`;
  const compare = async (table: "admin_accounts" | "clients", want: Set<string>) => {
    const stored = await handle.client.execute({
      sql: `select lower(username) as username from ${table} where username like ?`,
      args: [like],
    });
    const found = new Set(stored.rows.map((row) => String(row.username)));
    if (found.size !== want.size || [...want].some((username) => !found.has(username)))
      problems.push(`${table}: ${found.size} accounts of this run stored, ${want.size} accepted`);
  };
  await compare("admin_accounts", model.staff);
  await compare("clients", model.clients);
  const flags = await handle.client.execute({
    sql: "select (select disabled_at is not null from admin_accounts where username = ?) as staff, (select disabled_at is not null from clients where id = ?) as client",
    args: [model.target.staff, model.target.clientId],
  });
  const row = flags.rows[0];
  if (Boolean(row?.staff) !== model.target.staffDisabled)
    problems.push(`the target staff account's disabled flag is not the last one accepted`);
  if (Boolean(row?.client) !== model.target.clientDisabled)
    problems.push(`the target client's disabled flag is not the last one accepted`);
  const used = await handle.client.execute({
    sql: "select count(*) as n from password_links where account_id = ? and used_at is not null",
    args: [model.target.clientId],
  });
  if (Number(used.rows[0]?.n) !== model.linksUsed)
    problems.push(`${String(used.rows[0]?.n)} password links used, ${model.linksUsed} accepted`);
  if (model.settings) {
    const stored = await handle.client.execute({
      sql: "select phone, email_topics from clients where lower(username) = lower(?)",
      args: [CLIENT.username],
    });
    const row = stored.rows[0];
    // Topics are stored as the ones turned off: read back as the topics that are on.
    const found = {
      phone: row?.phone,
      emailTopics: storedTopics(String(row?.email_topics), CLIENT_TOPICS),
    };
    const accepted = {
      phone: model.settings.phone,
      emailTopics: CLIENT_TOPICS.filter((topic) => model.settings?.emailTopics.includes(topic)),
    };
    if (JSON.stringify(found) !== JSON.stringify(accepted))
      problems.push(
        `the client's settings are ${JSON.stringify(found)}, the last accepted ${JSON.stringify(model.settings)}`,
      );
  }
  for (const [kind, sql] of [
    ["client", "select email from clients where lower(username) = lower(?)"],
    ["staff", "select email from admin_accounts where lower(username) = lower(?)"],
  ] as const) {
    const want = model.confirmedEmail[kind];
    if (want === undefined) continue;
    const stored = await handle.client.execute({
      sql,
      args: [kind === "client" ? CLIENT.username : STAFF.username],
    });
    if (stored.rows[0]?.email !== want)
      problems.push(`the ${kind}'s e-mail is ${String(stored.rows[0]?.email)}, the last confirmed ${want}`);
  }
  if (model.locale) {
    const stored = await handle.client.execute({
      sql: "select locale from clients where lower(username) = lower(?)",
      args: [CLIENT.username],
    });
    if (stored.rows[0]?.locale !== model.locale)
      problems.push(
        `the client's language is ${String(stored.rows[0]?.locale)}, the last accepted ${model.locale}`,
      );
  }
  const pushes = await handle.client.execute({
    sql: "select endpoint from push_subscriptions where endpoint like ? order by endpoint",
    args: [`%/send/${model.prefix}%`],
  });
  const endpoints = pushes.rows.map((row) => String(row.endpoint));
  if (JSON.stringify(endpoints) !== JSON.stringify([...model.pushEndpoints].sort()))
    problems.push(
      `${endpoints.length} push subscriptions of this run stored, ${model.pushEndpoints.length} held`,
    );
  return problems;
}
