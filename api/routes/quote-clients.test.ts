import { eq } from "drizzle-orm";
import { beforeEach, expect, test } from "vitest";
import { validQuote } from "../../mocks/fixture-requests";
import { CLIENT, cookieFrom, createTestApp, STAFF, type TestApp } from "../../tests/support/api/harness";
import type { ClientAccount } from "../contract/accounts";
import { CLIENT_USERNAME_TAKEN } from "../contract/accounts";
import type { QuoteInput } from "../contract/quote";
import { clientFromQuote, type QuoteClientPreview } from "../contract/quote-client";
import { makeClientFromQuote } from "../db/quote-clients";
import { clients, passwordLinks, quotes } from "../db/schema";
import { silentLogger } from "../lib/logger";
import type { MailEnvelope } from "../notifications/mail";
import { sendDueNotifications } from "../notifications/sender";

// A quote request made into a client account in one step (docs/decisions/0225-quote-to-client.md).

const SITE = "https://tpf.example.com";
const LINK_SECRET = "test-session-secret-with-32-characters!";
let t: TestApp;
let staff: string;
const clock = new Date("2026-12-01T15:00:00.000Z").getTime();

beforeEach(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  staff = cookieFrom(await t.json("POST", "/api/admin/login", STAFF));
  return () => t.client.close();
});

async function quoteOf(changes: Partial<QuoteInput> = {}) {
  const response = await t.json("POST", "/api/quotes", { ...validQuote(), ...changes });
  expect(response.status).toBe(201);
  return ((await response.json()) as { quote: { reference: string } }).quote.reference;
}

const preview = async (reference: string) => {
  const response = await t.request(`/api/admin/quotes/${reference}/client`, { headers: { cookie: staff } });
  return {
    status: response.status,
    body: (await response.json()) as QuoteClientPreview & { error?: string },
  };
};
const makeClient = async (reference: string, body: unknown = {}) => {
  const response = await t.json("POST", `/api/admin/quotes/${reference}/client`, body, { cookie: staff });
  return {
    status: response.status,
    body: (await response.json()) as {
      account: ClientAccount;
      invitation: { email: string; expiresAt: string };
      error?: string;
      issues?: Record<string, string>;
      client?: { id: string; username: string; companyName: string };
    },
  };
};

/** What a refused step must leave alone. */
const snapshot = async () =>
  JSON.stringify([
    await t.db.select().from(clients).orderBy(clients.id),
    await t.db.select({ id: quotes.id, clientId: quotes.clientId }).from(quotes).orderBy(quotes.id),
    await t.db.select({ id: passwordLinks.id }).from(passwordLinks),
  ]);

async function delivered(): Promise<MailEnvelope[]> {
  const sent: MailEnvelope[] = [];
  const options = {
    db: t.db,
    mail: {
      send: (mail: MailEnvelope) => {
        sent.push(mail);
        return Promise.resolve({});
      },
      close() {},
    },
    logger: silentLogger,
    siteUrl: SITE,
    staffAlertAddress: undefined,
    messageIdHost: "tpf.example.com",
    linkSecret: LINK_SECRET,
    now: () => new Date(clock),
  };
  while ((await sendDueNotifications(options)) > 0);
  return sent;
}

test("a quote becomes a client with its company, contact, e-mail, phone, MC and DOT, and the client is invited", async () => {
  const reference = await quoteOf();
  const before = await preview(reference);
  expect(before.status).toBe(200);
  expect(before.body).toEqual({
    success: true,
    client: null,
    emailClient: null,
    proposal: {
      companyName: "Red Mesa Freight LLC",
      firstName: "Dana",
      lastName: "Whitfield",
      email: "dana.whitfield@example.com",
      phone: "(602) 555-0117",
      mcNumber: "884213",
      dotNumber: "3312456",
      username: "redmesafreight",
    },
  });

  await delivered();
  const made = await makeClient(reference);
  expect(made.status).toBe(201);
  expect(made.body.account).toMatchObject({
    ...before.body.proposal,
    locale: "en",
    createdBy: STAFF.username,
    disabledAt: null,
  });
  expect(made.body.invitation).toEqual({
    email: "dana.whitfield@example.com",
    expiresAt: new Date(clock + 7 * 24 * 60 * 60 * 1000).toISOString(),
  });
  const [quote] = await t.db.select().from(quotes).where(eq(quotes.reference, reference));
  expect(quote?.clientId).toBe(made.body.account.id);

  // The invitation leaves from the outbox; its link sets the first password, which then signs in.
  const mails = await delivered();
  expect(mails.map((mail) => mail.to)).toEqual(["dana.whitfield@example.com"]);
  const token = /\/reset-password\?token=([A-Za-z0-9_.-]+)/.exec(mails[0]?.text ?? "")?.[1];
  expect(mails[0]?.text).toContain("redmesafreight");
  const set = await t.json("POST", "/api/auth/password-links/set", {
    token,
    password: "a-first-password-1",
    confirmPassword: "a-first-password-1",
  });
  expect(set.status).toBe(200);
  const signIn = await t.json("POST", "/api/auth/login", {
    username: "redmesafreight",
    password: "a-first-password-1",
  });
  expect(signIn.status).toBe(200);

  // Afterwards the quote names its client, and a second attempt names it too, changing nothing.
  expect((await preview(reference)).body.client).toEqual({
    id: made.body.account.id,
    username: "redmesafreight",
    companyName: "Red Mesa Freight LLC",
  });
  const unchanged = await snapshot();
  const again = await makeClient(reference);
  expect(again.status).toBe(409);
  expect(again.body.error).toBe(
    "This quote already became the client Red Mesa Freight LLC (redmesafreight).",
  );
  expect(again.body.client?.id).toBe(made.body.account.id);
  expect(await snapshot()).toBe(unchanged);
});

test("a quote whose e-mail a client already has is refused, naming that client, and nothing changes", async () => {
  const first = await makeClient(await quoteOf());
  expect(first.status).toBe(201);
  const reference = await quoteOf({ companyName: "Red Mesa Two", email: "DANA.Whitfield@Example.com" });
  expect((await preview(reference)).body.emailClient?.id).toBe(first.body.account.id);
  const unchanged = await snapshot();
  const refused = await makeClient(reference);
  expect(refused.status).toBe(409);
  expect(refused.body.error).toBe(
    "DANA.Whitfield@Example.com is already the e-mail of the client Red Mesa Freight LLC (redmesafreight). Nothing was created: open that client instead.",
  );
  expect(refused.body.client?.id).toBe(first.body.account.id);
  expect(await snapshot()).toBe(unchanged);
});

test("the username is the company's words, made unique with a number, or the one staff chose", async () => {
  await t.db.insert(clients).values({
    id: "taken",
    username: "RedMesaFreight",
    firstName: "A",
    lastName: "B",
    companyName: "Someone Else",
    passwordHash: "x",
  });
  const numbered = await makeClient(await quoteOf());
  expect(numbered.body.account.username).toBe("redmesafreight2");

  const chosenQuote = await quoteOf({ email: "other@example.com", contactName: "Cher" });
  const taken = await makeClient(chosenQuote, { username: "REDMESAFREIGHT2" });
  expect([taken.status, taken.body.error]).toEqual([409, CLIENT_USERNAME_TAKEN]);
  const chosen = await makeClient(chosenQuote, { username: " mesa.cher ", locale: "es" });
  expect(chosen.status).toBe(201);
  // A one-word contact is a first name; the invitation and portal are in the language chosen.
  expect(chosen.body.account).toMatchObject({
    username: "mesa.cher",
    firstName: "Cher",
    lastName: "",
    locale: "es",
  });
});

test("a bad reference, an unknown quote or a broken body are refused and change nothing", async () => {
  const reference = await quoteOf();
  const unchanged = await snapshot();
  expect((await makeClient("not-a-reference")).status).toBe(422);
  expect((await makeClient("Q-0000-0000")).status).toBe(404);
  expect((await makeClient(reference.replace(/^Q/, "F"))).status).toBe(404);
  expect((await preview("Q-0000-0000")).status).toBe(404);
  for (const body of [{ username: "two words" }, { locale: "fr" }, { role: "owner" }, { username: 7 }]) {
    const refused = await makeClient(reference, body);
    expect(refused.status, JSON.stringify(body)).toBe(422);
    expect(typeof refused.body.error).toBe("string");
  }
  expect(await snapshot()).toBe(unchanged);
  // The reference as a person reads it out.
  expect((await makeClient(reference.toLowerCase().replace(/-/g, " "))).status).toBe(201);
});

test("two staff making the same quote a client at once make one client; the other is told which", async () => {
  const reference = await quoteOf();
  const answers = await Promise.all([makeClient(reference), makeClient(reference)]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  const made = answers.find((answer) => answer.status === 201);
  expect(answers.find((answer) => answer.status === 409)?.body.client?.id).toBe(made?.body.account.id);
  expect(
    await t.db.select().from(clients).where(eq(clients.email, "dana.whitfield@example.com")),
  ).toHaveLength(1);
  expect(await t.db.select().from(passwordLinks)).toHaveLength(1);
});

test("a username another client took between the look and the write undoes the whole step", async () => {
  const reference = await quoteOf();
  const [quote] = await t.db.select().from(quotes).where(eq(quotes.reference, reference));
  const unchanged = await snapshot();
  const outcome = await makeClientFromQuote(t.db, {
    quoteId: quote?.id ?? "",
    emailNormalized: "dana.whitfield@example.com",
    client: {
      ...clientFromQuote({ ...validQuote(), mcNumber: "MC-884213", dotNumber: "3312456" }),
      id: "new-client",
      username: CLIENT.username.toUpperCase(),
      locale: "en",
      passwordHash: "x",
    },
    createdBy: STAFF.username,
    at: new Date(clock).toISOString(),
    invitation: { id: "link", expiresAt: new Date(clock + 1000).toISOString() },
  });
  expect(outcome).toEqual({ ok: false, clash: "username" });
  expect(await snapshot()).toBe(unchanged);
});
