import { eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/api/harness";
import { clientIdOf, invoiceInReview } from "../../tests/support/api/money";
import { CLIENT_TOPICS } from "../contract/notification-settings";
import type { Locale } from "../contract/words";
import { topicsToStore } from "../db/notifications";
import { clients, pushSubscriptions } from "../db/schema";
import { silentLogger } from "../lib/logger";
import type { MailEnvelope, MailTransport } from "./mail";
import type { PushTransport } from "./push";
import { sendDueNotifications } from "./sender";

// The client hears of the money (docs/decisions/0160-notifications.md): an invoice its broker paid in
// full, an invoice closed unpaid, a reserve release. In the client's language, by e-mail and push, once.

const TODAY = "2026-05-04";
let t: TestApp;
let staff: string;
let clientId: string;
let mails: MailEnvelope[];
let pushes: { title: string; body: string; url: string }[];

const mail: MailTransport = {
  send: (message) => {
    mails.push(message);
    return Promise.resolve({});
  },
  close: () => undefined,
};
const push: PushTransport = {
  send: (_target, payload) => {
    pushes.push(JSON.parse(payload) as (typeof pushes)[number]);
    return Promise.resolve();
  },
};

async function sendAll() {
  const options = {
    db: t.db,
    mail,
    push,
    logger: silentLogger,
    siteUrl: "https://tpf.example.com",
    staffAlertAddress: undefined,
    messageIdHost: "tpf.example.com",
    linkSecret: "test-session-secret-with-32-characters!",
    retryDelayMs: () => 0,
  };
  for (let pass = 0; pass < 50; pass++) if ((await sendDueNotifications(options)) === 0) return;
  throw new Error("the outbox never emptied");
}

beforeEach(async () => {
  mails = [];
  pushes = [];
  t = await createTestApp({ now: () => new Date(`${TODAY}T18:00:00.000Z`) });
  staff = await t.staffCookie();
  clientId = await clientIdOf(t.db, "rivera");
  await t.db.update(clients).set({ email: "maria@rivera.example" }).where(eq(clients.id, clientId));
  await t.db.insert(pushSubscriptions).values({
    id: "phone",
    accountKind: "client",
    accountId: clientId,
    endpoint: "https://fcm.googleapis.com/fcm/send/phone",
    p256dh: "key",
    auth: "auth",
    topics: JSON.stringify(CLIENT_TOPICS),
    createdAt: `${TODAY}T00:00:00.000Z`,
    updatedAt: `${TODAY}T00:00:00.000Z`,
  });
});
afterEach(() => t.client.close());

/** An invoice of $1,000.00 funded on the company's terms: $900.00 advanced, a $30.00 fee. */
async function funded(fundedOn = TODAY) {
  const { reference, loadNumber } = await invoiceInReview(t.db, { clientId, totalCents: 100_000 });
  loads.set(reference, loadNumber);
  const moved = await t.json(
    "PATCH",
    `/api/admin/invoices/${reference}/status`,
    { status: "funded", reason: "Sent.", funding: { advanceCents: 90_000, feeCents: 3_000, fundedOn } },
    { cookie: staff },
  );
  expect(moved.status).toBe(200);
  return reference;
}

/** Each funded invoice's load number, by reference: the news names it. */
const loads = new Map<string, string>();

const pay = (reference: string, amountCents: number, key: string) =>
  t.json(
    "POST",
    "/api/admin/payments",
    {
      broker: "Summit",
      receivedOn: TODAY,
      method: "ach",
      amountCents,
      applications: [{ invoice: reference, amountCents }],
    },
    { cookie: staff, "Idempotency-Key": key },
  );

const release = (amountCents: number, key: string) =>
  t.json(
    "POST",
    `/api/admin/clients/${clientId}/reserve-releases`,
    { amountCents, method: "ach", reference: "4471", paidOn: TODAY },
    { cookie: staff, "Idempotency-Key": key },
  );

test.each([
  {
    locale: "en" as Locale,
    paid: [
      "Summit Freight Brokers load LOAD is paid (REF)",
      "Summit Freight Brokers paid invoice REF (load LOAD) in full. After our fee of $30.00, $70.00 of its reserve is now available to you.",
    ],
    released: [
      "$50.00 of your reserve is on its way",
      "We sent you $50.00 from your available reserve on May 4, 2026 (ACH 4471).",
    ],
    closed: [
      "Summit Freight Brokers load LOAD was closed short-paid (REF)",
      "Summit Freight Brokers will not pay the rest of invoice REF (load LOAD), so we closed it short-paid.",
      "Summit Freight Brokers load LOAD. Why: Claim of $200 deducted.",
    ],
  },
  {
    locale: "es" as Locale,
    paid: [
      "La carga LOAD de Summit Freight Brokers está pagada (REF)",
      "Summit Freight Brokers pagó la factura REF (carga LOAD) completa. Después de nuestro cargo de $30.00, $70.00 de su reserva ya está disponible para usted.",
    ],
    released: [
      "Le enviamos $50.00 de su reserva",
      "Le enviamos $50.00 de su reserva disponible el 4 may 2026 (ACH 4471).",
    ],
    closed: [
      "Cerramos con pago incompleto la carga LOAD de Summit Freight Brokers (REF)",
      "Summit Freight Brokers no pagará el resto de la factura REF (carga LOAD), así que la cerramos con pago incompleto.",
      "La carga LOAD de Summit Freight Brokers. Motivo: Claim of $200 deducted.",
    ],
  },
])("paid, released and closed unpaid: told once, in $locale, by e-mail and push", async (expected) => {
  await t.db.update(clients).set({ locale: expected.locale }).where(eq(clients.id, clientId));
  const paid = await funded();
  expect((await pay(paid, 100_000, "pay-1")).status).toBe(201);
  // $70.00 of reserve is available: $50.00 of it is paid out before a short pay charges the reserve.
  expect((await release(5_000, "release-1")).status).toBe(201);
  const short = await funded();
  expect((await pay(short, 40_000, "pay-2")).status).toBe(201);
  const closed = await t.json(
    "PATCH",
    `/api/admin/invoices/${short}/status`,
    { status: "short-paid", reason: "Claim of $200 deducted." },
    { cookie: staff },
  );
  expect(closed.status).toBe(200);
  // Retries with the same keys post nothing, so tell nothing again.
  expect((await pay(paid, 100_000, "pay-1")).status).toBe(201);
  expect((await release(5_000, "release-1")).status).toBe(201);
  await sendAll();

  const about = (words: string[], reference: string) =>
    words.map((each) => each.replace("REF", reference).replaceAll("LOAD", loads.get(reference) ?? "?"));
  const [paidSubject, paidLine] = about(expected.paid, paid);
  const [releasedSubject, releasedLine] = expected.released;
  const [closedSubject, closedLine, closedPush] = about(expected.closed, short);
  // Besides the news of each funding, which has its own tests.
  const told = mails.filter((message) => !/funded|Financiamos/.test(message.subject));
  expect(told.map((message) => message.subject).sort()).toEqual(
    [paidSubject, releasedSubject, closedSubject].sort(),
  );
  const text = (subject: string | undefined) => told.find((message) => message.subject === subject)?.text;
  expect(text(paidSubject)).toContain(paidLine);
  expect(text(paidSubject)).toContain(`https://tpf.example.com/invoices/${paid}`);
  expect(text(releasedSubject)).toContain(releasedLine);
  expect(text(releasedSubject)).toContain("https://tpf.example.com/client-dashboard");
  expect(text(closedSubject)).toContain(closedLine);

  // The phone gets the same news: the first line, or for a closed invoice its load and staff's reason.
  const moneyPushes = pushes.filter((each) => !/funded|Financiamos/.test(each.title));
  const pushed = Object.fromEntries(moneyPushes.map((each) => [each.title, each]));
  expect(pushed[paidSubject!]).toMatchObject({ url: `/invoices/${paid}` });
  expect(pushed[paidSubject!]?.body).toContain(paidLine);
  expect(pushed[releasedSubject!]?.body).toContain(releasedLine);
  expect(pushed[closedSubject!]?.body).toBe(closedPush);
  expect(moneyPushes).toHaveLength(3);
  expect(told.every((message) => message.to === "maria@rivera.example")).toBe(true);
});

test("a client who turned off money news gets none of it", async () => {
  const onlyFunded = topicsToStore(["invoice-funded"], CLIENT_TOPICS);
  await t.db.update(clients).set({ emailTopics: onlyFunded }).where(eq(clients.id, clientId));
  await t.db.update(pushSubscriptions).set({ topics: onlyFunded });
  const reference = await funded();
  await sendAll();
  mails.length = 0;
  pushes.length = 0;
  expect((await pay(reference, 100_000, "pay-1")).status).toBe(201);
  expect((await release(5_000, "release-1")).status).toBe(201);
  await sendAll();
  expect(mails).toEqual([]);
  expect(pushes).toEqual([]);
});

test("a client who chose topics before the money news existed gets it: it was never offered to turn off", async () => {
  // The first stored form: a list of the topics chosen among the three there were.
  const chosenThen = JSON.stringify(["invoice-funded", "invoice-needs-documents"]);
  await t.db.update(clients).set({ emailTopics: chosenThen }).where(eq(clients.id, clientId));
  await t.db.update(pushSubscriptions).set({ topics: chosenThen });
  const reference = await funded();
  await sendAll();
  mails.length = 0;
  pushes.length = 0;
  expect((await pay(reference, 100_000, "pay-1")).status).toBe(201);
  await sendAll();
  expect(mails).toHaveLength(1);
  expect(pushes).toHaveLength(1);
});
