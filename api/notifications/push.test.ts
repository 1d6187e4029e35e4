import { eq } from "drizzle-orm";
import { answerIn } from "../lib/answers";
import webpush from "web-push";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { validQuote } from "../../mocks/fixture-requests";
import { clientInvoice } from "../../tests/support/api/client-invoice";
import { createTestApp, STAFF, type TestApp } from "../../tests/support/api/harness";
import { startPushEndpoint, type PushEndpoint } from "../../tests/support/push-endpoint";
import {
  CLIENT_TOPICS,
  PUSH_ENDPOINT_REFUSED,
  TEST_NOTIFICATION_SENT,
} from "../contract/notification-settings";
import { moveInvoiceStatus } from "../db/invoices";
import { adminAccounts, notificationDeliveries, pushSubscriptions } from "../db/schema";
import type { Database } from "../db/types";
import { silentLogger } from "../lib/logger";
import type { MailEnvelope, MailTransport } from "./mail";
import { webPushTransport } from "./web-push-transport";
import { sendDueNotifications, type SenderOptions } from "./sender";

// Web push end to end (docs/decisions/0162-push-and-settings.md): a subscription stored through the
// API, the event's message encrypted with VAPID and aes128gcm by `web-push`, received by a stand-in
// push service on 127.0.0.1 and decrypted there with the browser's keys.

const vapid = { ...webpush.generateVAPIDKeys(), subject: "mailto:support@example.com" };
const mails: MailEnvelope[] = [];
const mail: MailTransport = {
  send: (message) => {
    mails.push(message);
    return Promise.resolve({});
  },
  close: () => undefined,
};

let pushes: PushEndpoint;
beforeAll(async () => {
  pushes = await startPushEndpoint();
});
afterAll(() => pushes.close());

const senderOptions = (db: Database): SenderOptions => ({
  db,
  mail,
  push: webPushTransport(vapid),
  logger: silentLogger,
  siteUrl: "https://tpf.example.com",
  staffAlertAddress: undefined,
  messageIdHost: "tpf.example.com",
  linkSecret: "test-session-secret-with-32-characters!",
  retryDelayMs: () => 0,
});

async function sendAll(db: Database) {
  for (let pass = 0; pass < 50; pass++) if ((await sendDueNotifications(senderOptions(db))) === 0) return;
  throw new Error("the outbox never emptied");
}

let t: TestApp;
let clientCookie: string;
beforeEach(async () => {
  t = await createTestApp({ push: { publicKey: vapid.publicKey, endpointAllowlist: ["127.0.0.1"] } });
  clientCookie = await t.clientCookie();
  mails.length = 0;
  pushes.received.length = 0;
});
afterEach(() => t.client.close());

const subscribe = (cookie: string, body: Record<string, unknown>) =>
  t.json("POST", "/api/push/subscriptions", body, { Cookie: cookie });

async function needsDocuments(reason: string) {
  const invoice = await clientInvoice(t.db, "maria@rivera.example");
  await sendAll(t.db); // staff's news of the new invoice
  mails.length = 0;
  const moved = await moveInvoiceStatus(t.db, {
    invoiceId: invoice.id,
    from: "submitted",
    to: "needs-documents",
    reason,
    by: STAFF.username,
    at: new Date().toISOString(),
  });
  expect(moved).toBe(true);
  return invoice;
}

test("the public key is served for the browser to subscribe with", async () => {
  const answer = await t.request("/api/push/key");
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ publicKey: vapid.publicKey });
});

test("an invoice set to needs documents reaches the client's phone: encrypted, signed, readable only with its keys", async () => {
  const subscription = pushes.subscribe();
  const stored = await subscribe(clientCookie, { account: "client", subscription });
  expect(stored.status).toBe(200);
  // A new device gets every client topic until the client chooses.
  expect(await stored.json()).toEqual({ topics: [...CLIENT_TOPICS] });
  await needsDocuments("Page 2 of the BOL is not signed");
  await sendAll(t.db);

  expect(pushes.received).toHaveLength(1);
  const [push] = pushes.received;
  expect(push?.payload).toEqual({
    title: "ACME Logistics load LD-1 needs documents (INV-7K3M-9PX2)",
    body: "ACME Logistics load LD-1. What we need: Page 2 of the BOL is not signed",
    url: "/invoices/INV-7K3M-9PX2",
    tag: expect.stringMatching(/^invoice-status:/),
  });
  expect(push?.headers["content-encoding"]).toBe("aes128gcm");
  expect(push?.headers.authorization).toContain(`k=${vapid.publicKey}`);
  expect(Number(push?.headers.ttl)).toBe(86_400);
  expect(push?.headers.topic).toMatch(/^[0-9a-f]{32}$/);
  // The e-mail goes too, and both deliveries are marked sent.
  expect(mails.map((message) => message.subject)).toEqual([
    "ACME Logistics load LD-1 needs documents (INV-7K3M-9PX2)",
  ]);
  const rows = await t.db.select().from(notificationDeliveries);
  expect(rows.filter((row) => row.channel === "push").map((row) => row.status)).toEqual(["sent"]);
});

describe("endpoints the server will not send to", () => {
  test.each([
    ["loopback without the allow list", "http://127.0.0.2:9/push/0"],
    ["a private address", "https://10.0.0.5/push"],
    ["cloud metadata", "http://169.254.169.254/latest/meta-data"],
    ["a look-alike of a push service", "https://fcm.googleapis.com.evil.example/send/x"],
    ["a known push service over http", "http://fcm.googleapis.com/fcm/send/x"],
  ])("%s: 422, nothing stored", async (_what, endpoint) => {
    const subscription = { ...pushes.subscribe(), endpoint };
    const answer = await subscribe(clientCookie, { account: "client", subscription });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({
      error: answerIn(PUSH_ENDPOINT_REFUSED, "en"),
      issues: { subscription: answerIn(PUSH_ENDPOINT_REFUSED, "en") },
    });
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
  });

  test("keys that are not a browser's: 422 on the field", async () => {
    const subscription = { ...pushes.subscribe(), keys: { p256dh: "short", auth: "x" } };
    const answer = await subscribe(clientCookie, { account: "client", subscription });
    expect(answer.status).toBe(422);
    const { issues } = (await answer.json()) as { issues: Record<string, string> };
    expect(issues).toEqual({
      "subscription.keys.p256dh": "p256dh must be 65 bytes",
      "subscription.keys.auth": "auth must be 16 bytes",
    });
  });

  test("without a session of the account named: 401", async () => {
    const subscription = pushes.subscribe();
    expect((await subscribe("", { account: "client", subscription })).status).toBe(401);
    expect((await subscribe(clientCookie, { account: "staff", subscription })).status).toBe(401);
  });
});

test("a subscription the push service says is gone (410) is removed, and never tried again", async () => {
  await subscribe(clientCookie, { account: "client", subscription: pushes.subscribe() });
  pushes.answerNext(410);
  await needsDocuments("Page 2 of the BOL is not signed");
  await sendAll(t.db);
  expect(pushes.received).toEqual([]);
  expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
  const [push] = (await t.db.select().from(notificationDeliveries)).filter((row) => row.channel === "push");
  expect([push?.status, push?.lastError]).toEqual(["failed", "push 410"]);
  expect(mails).toHaveLength(1);
});

test("a push service that is busy (429, 503) gets the message later, once", async () => {
  await subscribe(clientCookie, { account: "client", subscription: pushes.subscribe() });
  pushes.answerNext(429, 503);
  await needsDocuments("Page 2 of the BOL is not signed");
  await sendAll(t.db);
  expect(pushes.received).toHaveLength(1);
  const [push] = (await t.db.select().from(notificationDeliveries)).filter((row) => row.channel === "push");
  expect([push?.status, push?.attempts]).toEqual(["sent", 3]);
});

test("each device shows the topics chosen on it, and e-mail the account's own choice", async () => {
  const phone = pushes.subscribe();
  const tablet = pushes.subscribe();
  await subscribe(clientCookie, { account: "client", subscription: phone, topics: ["invoice-funded"] });
  await subscribe(clientCookie, { account: "client", subscription: tablet });
  // Seen again without topics (each visit to the settings page): the choice stays.
  const again = await subscribe(clientCookie, { account: "client", subscription: phone });
  expect(await again.json()).toEqual({ topics: ["invoice-funded"] });
  const saved = await t.json(
    "PUT",
    "/api/account/settings",
    { phone: "", emailTopics: ["invoice-funded"] },
    { Cookie: clientCookie },
  );
  expect(saved.status).toBe(200);

  const invoice = await clientInvoice(t.db, "maria@rivera.example");
  await sendAll(t.db);
  // Each new device was told to the account (docs/decisions/0190-account-security.md); the news comes next.
  pushes.received.splice(0);
  mails.splice(0);
  await moveInvoiceStatus(t.db, {
    invoiceId: invoice.id,
    from: "submitted",
    to: "needs-documents",
    reason: "Sign page 2",
    by: STAFF.username,
    at: new Date().toISOString(),
  });
  await sendAll(t.db);
  // Needs documents: only the tablet (every topic); no e-mail (only funded was chosen).
  expect(pushes.received.map((push) => push.subscription)).toEqual([
    Number(tablet.endpoint.split("/").pop()),
  ]);
  expect(mails).toEqual([]);
});

test("turning push off on a device stops it; another account cannot turn it off", async () => {
  const subscription = pushes.subscribe();
  await subscribe(clientCookie, { account: "client", subscription });
  const staffCookie = await t.staffCookie();
  const byStaff = await t.json(
    "DELETE",
    "/api/push/subscriptions",
    { account: "staff", endpoint: subscription.endpoint },
    { Cookie: staffCookie },
  );
  expect(byStaff.status).toBe(204);
  expect(await t.db.select().from(pushSubscriptions)).toHaveLength(1);
  const off = await t.json(
    "DELETE",
    "/api/push/subscriptions",
    { account: "client", endpoint: subscription.endpoint },
    { Cookie: clientCookie },
  );
  expect(off.status).toBe(204);
  await needsDocuments("Sign page 2");
  await sendAll(t.db);
  expect(pushes.received).toEqual([]);
});

test("staff devices hear of a new quote; a browser signed in as someone else moves to them", async () => {
  const staffCookie = await t.staffCookie();
  await t.db.update(adminAccounts).set({ email: null }).where(eq(adminAccounts.username, STAFF.username));
  const subscription = pushes.subscribe();
  // The same browser was the client's first.
  await subscribe(clientCookie, { account: "client", subscription, topics: [] });
  const moved = await subscribe(staffCookie, { account: "staff", subscription });
  expect(await moved.json()).toEqual({ topics: ["new-quote", "new-fuel-card-application", "new-invoice"] });
  expect(await t.db.select().from(pushSubscriptions)).toHaveLength(1);

  const quote = await t.json("POST", "/api/quotes", validQuote());
  const { reference } = ((await quote.json()) as { quote: { reference: string } }).quote;
  await sendAll(t.db);
  expect(pushes.received.map((push) => push.payload)).toEqual([
    {
      title: `New quote request ${reference}: ${validQuote().companyName}`,
      body: expect.stringContaining(validQuote().companyName),
      url: `/admin/quotes?tab=quotes&q=${reference}`,
      tag: expect.stringMatching(/^quote:/),
    },
  ]);
  // Names and a reference only: never the requester's e-mail or phone.
  expect(JSON.stringify(pushes.received)).not.toContain(validQuote().email);
});

test("a test message goes to the account's e-mail and every device, whatever it chose; five an hour", async () => {
  await subscribe(clientCookie, { account: "client", subscription: pushes.subscribe(), topics: [] });
  await clientInvoice(t.db, "maria@rivera.example");
  await sendAll(t.db);
  const test = () => t.json("POST", "/api/account/test-notification", {}, { Cookie: clientCookie });
  const first = await test();
  expect(first.status).toBe(202);
  expect(await first.json()).toEqual({ success: true, message: answerIn(TEST_NOTIFICATION_SENT, "en") });
  await sendAll(t.db);
  expect(mails.map((message) => [message.to, message.subject])).toEqual([
    ["maria@rivera.example", "Test message from TPF"],
  ]);
  expect(pushes.received.map((push) => push.payload.url)).toEqual(["/account-settings"]);
  for (let count = 2; count <= 5; count++) expect((await test()).status).toBe(202);
  const sixth = await test();
  expect(sixth.status).toBe(429);
  expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
});
