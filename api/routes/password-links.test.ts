import { eq } from "drizzle-orm";
import { answerIn } from "../lib/answers";
import { beforeEach, expect, test } from "vitest";
import { CLIENT, createTestApp, STAFF, type TestApp } from "../../tests/support/api/harness";
import {
  INVITATION_NEEDS_EMAIL,
  INVITATION_SENT,
  LINK_NOT_VALID,
  RESET_LINK_SENT,
} from "../contract/password-links";
import { adminAccounts, clients, notificationEvents, passwordLinks } from "../db/schema";
import { silentLogger } from "../lib/logger";
import type { MailEnvelope } from "../notifications/mail";
import { sendDueNotifications } from "../notifications/sender";

// "Forgot password?" and invitations (docs/decisions/0161-password-links.md): links e-mailed through
// the outbox, used once, within their time.

const SITE = "https://tpf.example.com";
let t: TestApp;
let clock = new Date("2026-11-27T12:00:00.000Z").getTime();
let sent: MailEnvelope[];

beforeEach(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  sent = [];
  await t.db.update(clients).set({ email: "Maria@Rivera.example" });
  await t.db
    .update(adminAccounts)
    .set({ email: "dana@tpf.example" })
    .where(eq(adminAccounts.username, STAFF.username));
  return () => t.client.close();
});

/** Sends what the outbox holds, as the server's sender does, into `sent`. */
async function deliver() {
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
    linkSecret: "test-session-secret-with-32-characters!",
    now: () => new Date(clock),
  };
  while ((await sendDueNotifications(options)) > 0);
}

const tokenIn = (mail: MailEnvelope | undefined) => {
  const token = /\/reset-password\?token=([A-Za-z0-9_.-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no link in ${mail?.text}`);
  return token;
};

const ask = (email: string, path = "/api/auth/password-reset", from = "198.51.100.7") =>
  t.json("POST", path, { email }, { "X-Forwarded-For": from });
const setPassword = (token: string, password: string, confirmPassword = password) =>
  t.json("POST", "/api/auth/password-links/set", { token, password, confirmPassword });
const signIn = (password: string) =>
  t.json("POST", "/api/auth/login", { username: CLIENT.username, password });

test("the answer is the same whether or not an account uses the address; only a real account gets a link", async () => {
  const known = await ask("maria@rivera.example");
  const unknown = await ask("nobody@rivera.example");
  expect([known.status, unknown.status]).toEqual([202, 202]);
  const answers = [await known.json(), await unknown.json()];
  expect(answers).toEqual([answers[1], { success: true, message: RESET_LINK_SENT }]);
  expect(await t.db.select().from(passwordLinks)).toHaveLength(1);
  await deliver();
  expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
    ["maria@rivera.example", "Set a new password for your TPF account"],
  ]);
  expect(sent[0]?.text).toContain(`account ${CLIENT.username}`);
  expect(sent[0]?.text).toContain(`${SITE}/reset-password?token=`);
});

test("a link sets the password once, ends the account's sessions, and sends the client to their sign-in", async () => {
  const before = await signIn(CLIENT.password);
  const oldSession = before.headers.getSetCookie()[0]?.split(";")[0] ?? "";
  await ask("maria@rivera.example");
  await deliver();
  const token = tokenIn(sent[0]);

  const set = await setPassword(token, "a brand new password");
  expect([set.status, await set.json()]).toEqual([200, { success: true, signIn: "/client-login" }]);
  expect((await t.request("/api/auth/me", { headers: { cookie: oldSession } })).status).toBe(401);
  expect((await signIn(CLIENT.password)).status).toBe(401);
  expect((await signIn("a brand new password")).status).toBe(200);

  const again = await setPassword(token, "yet another password");
  expect([again.status, await again.json()]).toEqual([400, { error: answerIn(LINK_NOT_VALID, "en") }]);
  expect((await signIn("a brand new password")).status).toBe(200);
});

test("a link past its 30 minutes, with another signature, or of a disabled account sets nothing", async () => {
  await ask("maria@rivera.example");
  await deliver();
  const token = tokenIn(sent[0]);
  const forged = `${token.slice(0, 23)}${token.at(23) === "A" ? "B" : "A"}${token.slice(24)}`;
  expect((await setPassword(forged, "a brand new password")).status).toBe(400);
  clock += 30 * 60 * 1000 + 1;
  expect(await (await setPassword(token, "a brand new password")).json()).toEqual({
    error: answerIn(LINK_NOT_VALID, "en"),
  });
  expect((await signIn(CLIENT.password)).status).toBe(200);

  await t.db.update(clients).set({ disabledAt: new Date(clock).toISOString() });
  expect((await ask("maria@rivera.example")).status).toBe(202);
  expect(await t.db.select().from(passwordLinks)).toHaveLength(1);
});

test("the two passwords must match and follow the account rules", async () => {
  await ask("maria@rivera.example");
  await deliver();
  const token = tokenIn(sent[0]);
  const short = await setPassword(token, "short");
  expect(short.status).toBe(422);
  expect(((await short.json()) as { issues: Record<string, string> }).issues.password).toBe(
    "New password must be at least 12 characters",
  );
  const different = await setPassword(token, "a brand new password", "a brand new passwort");
  expect(((await different.json()) as { issues: Record<string, string> }).issues.confirmPassword).toBe(
    "The two passwords do not match",
  );
  expect((await setPassword(token, "a brand new password")).status).toBe(200);
});

test("staff reset their own password from their sign-in page, and are sent back to it", async () => {
  expect((await ask("DANA@tpf.example", "/api/admin/password-reset")).status).toBe(202);
  // A client's reset never reaches a staff account, nor the other way round.
  expect((await ask("dana@tpf.example")).status).toBe(202);
  await deliver();
  expect(sent.map((mail) => mail.to)).toEqual(["dana@tpf.example"]);
  const set = await setPassword(tokenIn(sent[0]), "a staff password 2026");
  expect(await set.json()).toEqual({ success: true, signIn: "/admin/login" });
  const signedIn = await t.json("POST", "/api/admin/login", {
    username: STAFF.username,
    password: "a staff password 2026",
  });
  expect(signedIn.status).toBe(200);
});

test("requests are limited per e-mail address and per caller address, and a refused one stores nothing", async () => {
  for (let n = 1; n <= 3; n++)
    expect((await ask("maria@rivera.example", undefined, `203.0.113.${n}`)).status).toBe(202);
  const fourth = await ask("MARIA@rivera.example", undefined, "203.0.113.9");
  expect(fourth.status).toBe(429);
  expect(Number(fourth.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(await t.db.select().from(passwordLinks)).toHaveLength(3);
  for (let n = 1; n <= 10; n++)
    expect((await ask(`someone.${n}@example.com`, undefined, "203.0.113.50")).status).toBe(202);
  expect((await ask("someone.11@example.com", undefined, "203.0.113.50")).status).toBe(429);
  clock += 60 * 60 * 1000;
  expect((await ask("maria@rivera.example", undefined, "203.0.113.50")).status).toBe(202);
});

test("staff invite a client by e-mail: a link to set the first password, good for 7 days", async () => {
  const staff = await t.staffCookie();
  const [client] = await t.db.select().from(clients);
  const invite = await t.json("POST", `/api/admin/clients/${client?.id}/invitation`, {}, { cookie: staff });
  expect([invite.status, await invite.json()]).toEqual([202, { success: true, message: INVITATION_SENT }]);
  await deliver();
  expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
    ["maria@rivera.example", "Your TPF client portal account"],
  ]);
  expect(sent[0]?.text).toContain(`Your username is ${CLIENT.username}.`);
  clock += 6 * 24 * 60 * 60 * 1000;
  expect((await setPassword(tokenIn(sent[0]), "my first real password")).status).toBe(200);

  await t.db.update(clients).set({ email: null });
  const later = await t.staffCookie();
  const without = await t.json("POST", `/api/admin/clients/${client?.id}/invitation`, {}, { cookie: later });
  expect([without.status, await without.json()]).toEqual([409, { error: INVITATION_NEEDS_EMAIL }]);
  expect((await t.json("POST", "/api/admin/clients/nobody/invitation", {}, { cookie: later })).status).toBe(
    404,
  );
});

test("an e-mail that could not leave before its link ran out is given up, not sent", async () => {
  await ask("maria@rivera.example");
  clock += 31 * 60 * 1000;
  const events = await t.db.select().from(notificationEvents);
  expect(events.map((event) => event.kind)).toEqual(["password-link"]);
  await deliver();
  expect(sent).toEqual([]);
});
