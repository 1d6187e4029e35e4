import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { clientInvoice } from "../../tests/support/api/client-invoice";
import { createTestApp, STAFF, type TestApp } from "../../tests/support/api/harness";
import type { Locale } from "../contract/words";
import { moveInvoiceStatus } from "../db/invoices";
import {
  adminAccounts,
  clients,
  notificationDeliveries,
  passwordLinks,
  pushSubscriptions,
} from "../db/schema";
import type { Database } from "../db/types";
import { silentLogger } from "../lib/logger";
import type { MailEnvelope, MailTransport } from "./mail";
import type { PushTransport } from "./push";
import { sendDueNotifications, type SenderOptions } from "./sender";

// The language of a client's e-mails and pushes (docs/decisions/0160-notifications.md, "Language"):
// the account's, read when each message is composed; staff's stay English.

const SITE = "https://tpf.example.com";

let t: TestApp;
let clientId: string;
let mails: MailEnvelope[];
let pushes: { title: string; body: string; url: string; tag: string }[];
/** How many of the next e-mails the mail server refuses for now (a 421). */
let busy = 0;

const mail: MailTransport = {
  send: (message) => {
    if (busy > 0) {
      busy -= 1;
      return Promise.reject(Object.assign(new Error("busy"), { responseCode: 421 }));
    }
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

const senderOptions = (db: Database): SenderOptions => ({
  db,
  mail,
  push,
  logger: silentLogger,
  siteUrl: SITE,
  staffAlertAddress: "alerts@example.com",
  messageIdHost: "tpf.example.com",
  linkSecret: "test-session-secret-with-32-characters!",
  retryDelayMs: () => 0,
});

async function sendAll() {
  for (let pass = 0; pass < 50; pass++) if ((await sendDueNotifications(senderOptions(t.db))) === 0) return;
  throw new Error("the outbox never emptied");
}

const setClientLocale = (locale: Locale) =>
  t.db.update(clients).set({ locale }).where(eq(clients.id, clientId));

beforeEach(async () => {
  t = await createTestApp();
  mails = [];
  pushes = [];
  busy = 0;
  const [client] = await t.db.select().from(clients);
  if (!client) throw new Error("the test database has a client");
  clientId = client.id;
  await t.db.update(clients).set({ email: "maria@rivera.example" });
  await t.db
    .update(adminAccounts)
    .set({ email: "dana@example.com" })
    .where(eq(adminAccounts.username, STAFF.username));
  const now = new Date().toISOString();
  await t.db.insert(pushSubscriptions).values({
    id: "phone",
    accountKind: "client",
    accountId: clientId,
    endpoint: "https://fcm.googleapis.com/fcm/send/phone",
    p256dh: "key",
    auth: "auth",
    topics: JSON.stringify(["invoice-needs-documents", "invoice-funded", "invoice-declined"]),
    createdAt: now,
    updatedAt: now,
  });
});
afterEach(() => t.client.close());

/** The client's invoice moved to needs documents (staff's alert of the new invoice already sent and cleared). */
async function needsDocuments(reason: string) {
  const invoice = await clientInvoice(t.db, "maria@rivera.example");
  await sendAll();
  mails.length = 0;
  expect(
    await moveInvoiceStatus(t.db, {
      invoiceId: invoice.id,
      from: "submitted",
      to: "needs-documents",
      reason,
      by: STAFF.username,
      at: new Date().toISOString(),
    }),
  ).toBe(true);
  return invoice;
}

test.each([
  {
    locale: "es" as const,
    subject: "Faltan documentos para la carga LD-1 de ACME Logistics (INV-7K3M-9PX2)",
    greeting: "Hola, Maria:",
    load: "La carga LD-1 de ACME Logistics.",
    what: "Lo que necesitamos: Firme la página 2",
    link: "Ver la factura",
  },
  {
    locale: "en" as const,
    subject: "ACME Logistics load LD-1 needs documents (INV-7K3M-9PX2)",
    greeting: "Hi Maria,",
    load: "ACME Logistics load LD-1.",
    what: "What we need: Firme la página 2",
    link: "Open the invoice",
  },
])("a client whose language is $locale is e-mailed and pushed in it", async (expected) => {
  await setClientLocale(expected.locale);
  await needsDocuments("Firme la página 2");
  await sendAll();

  expect(mails.map((message) => [message.to, message.subject])).toEqual([
    ["maria@rivera.example", expected.subject],
  ]);
  const [message] = mails;
  expect(message?.text).toMatch(new RegExp(`^${expected.greeting}\n`));
  expect(message?.text).toContain(expected.what);
  expect(message?.text).toContain(`${expected.link}: ${SITE}/invoices/INV-7K3M-9PX2`);
  expect(message?.html).toContain(`<html lang="${expected.locale}">`);
  expect(message?.html).toContain(`>${expected.link}</a>`);
  // Staff's alert of the new invoice was English, whatever the client's language.
  expect(pushes).toEqual([
    {
      title: expected.subject,
      body: `${expected.load} ${expected.what}`,
      url: "/invoices/INV-7K3M-9PX2",
      tag: expect.stringMatching(/^invoice-status:/),
    },
  ]);
});

test("staff's alert of a Spanish-speaking client's invoice is in English", async () => {
  await setClientLocale("es");
  await clientInvoice(t.db, "maria@rivera.example");
  await sendAll();
  expect(mails.map((message) => message.subject).sort()).toEqual([
    "New invoice INV-7K3M-9PX2 from Rivera Hauling LLC",
    "New invoice INV-7K3M-9PX2 from Rivera Hauling LLC",
  ]);
  expect(mails.every((message) => message.html.includes('<html lang="en">'))).toBe(true);
});

test("a retry composes the whole message again in the language of the account at that attempt", async () => {
  await setClientLocale("es");
  await needsDocuments("Sign page 2");
  busy = 1;
  // The first attempt at the e-mail fails (the push goes), then the client switches to English.
  await sendDueNotifications(senderOptions(t.db));
  expect(mails).toEqual([]);
  expect(pushes.map((message) => message.title)).toEqual([
    "Faltan documentos para la carga LD-1 de ACME Logistics (INV-7K3M-9PX2)",
  ]);
  await setClientLocale("en");
  await sendAll();

  expect(mails.map((message) => message.subject)).toEqual([
    "ACME Logistics load LD-1 needs documents (INV-7K3M-9PX2)",
  ]);
  const [message] = mails;
  expect(message?.text).toMatch(/^Hi Maria,\n/);
  expect(message?.text).not.toMatch(/[áéíóúñ¿]|Hola|factura/);
  expect(message?.html).toContain('<html lang="en">');
  const rows = await t.db.select().from(notificationDeliveries);
  expect(rows.find((row) => row.recipient === "maria@rivera.example")?.attempts).toBe(2);
});

describe("the test message", () => {
  test("reaches a Spanish-speaking client in Spanish, on e-mail and push", async () => {
    await setClientLocale("es");
    const cookie = await t.clientCookie();
    expect((await t.json("POST", "/api/account/test-notification", {}, { Cookie: cookie })).status).toBe(202);
    await sendAll();
    expect(mails.map((message) => message.subject)).toEqual(["Mensaje de prueba de TPF"]);
    expect(mails[0]?.text).toContain(`Abrir la configuración de su cuenta: ${SITE}/account-settings`);
    expect(pushes.map((message) => [message.title, message.url])).toEqual([
      ["Mensaje de prueba de TPF", "/account-settings"],
    ]);
  });

  test("reaches staff in English", async () => {
    const cookie = await t.staffCookie();
    expect((await t.json("POST", "/api/admin/test-notification", {}, { Cookie: cookie })).status).toBe(202);
    await sendAll();
    expect(mails.map((message) => message.subject)).toEqual(["Test message from TPF"]);
  });
});

describe("password links", () => {
  const reset = (path: string, headers: Record<string, string> = {}) =>
    t.json("POST", path, { email: "maria@rivera.example" }, headers);

  interface ResetCase {
    what: string;
    account: Locale;
    path: string;
    headers: Record<string, string>;
    expected: Locale;
  }
  test.each<ResetCase>([
    {
      what: "on the Spanish page (?lang=es)",
      account: "en",
      path: "/api/auth/password-reset?lang=es",
      headers: {},
      expected: "es",
    },
    {
      what: "by the Spanish page's app (Accept-Language)",
      account: "en",
      path: "/api/auth/password-reset",
      headers: { "Accept-Language": "es" },
      expected: "es",
    },
    {
      what: "by a Spanish account on the English page",
      account: "es",
      path: "/api/auth/password-reset",
      headers: { "Accept-Language": "en" },
      expected: "es",
    },
    {
      what: "by an English account on the English page",
      account: "en",
      path: "/api/auth/password-reset",
      headers: {},
      expected: "en",
    },
  ])("a reset asked for $what is e-mailed in $expected", async ({ account, path, headers, expected }) => {
    await setClientLocale(account);
    expect((await reset(path, headers)).status).toBe(202);
    await sendAll();
    expect(mails).toHaveLength(1);
    const [message] = mails;
    if (expected === "es") {
      expect(message?.subject).toBe("Cree una contraseña nueva para su cuenta de TPF");
      expect(message?.text).toMatch(
        /Crear una contraseña nueva: https:\/\/tpf\.example\.com\/es\/reset-password\?token=/,
      );
      expect(message?.html).toContain('<html lang="es">');
    } else {
      expect(message?.subject).toBe("Set a new password for your TPF account");
      expect(message?.text).toMatch(
        /Set a new password: https:\/\/tpf\.example\.com\/reset-password\?token=/,
      );
      expect(message?.html).toContain('<html lang="en">');
    }
  });

  test("the request's language is kept with the link, for the e-mail sent later (and every retry)", async () => {
    expect((await reset("/api/auth/password-reset", { "Accept-Language": "es-MX,es;q=0.9" })).status).toBe(
      202,
    );
    expect(await t.db.select({ locale: passwordLinks.locale }).from(passwordLinks)).toEqual([
      { locale: "es" },
    ]);
  });

  test("staff's reset is in English even asked for in Spanish", async () => {
    await t.db.update(adminAccounts).set({ email: "dana@example.com" });
    const answer = await t.json(
      "POST",
      "/api/admin/password-reset",
      { email: "dana@example.com" },
      { "Accept-Language": "es" },
    );
    expect(answer.status).toBe(202);
    await sendAll();
    expect(mails.map((message) => message.subject)).toEqual(["Set a new password for your TPF account"]);
    expect(mails[0]?.text).toContain(`${SITE}/reset-password?token=`);
  });

  test.each([
    ["es", "Su cuenta en el portal de clientes de TPF", "/es/reset-password?token="],
    ["en", "Your TPF client portal account", "/reset-password?token="],
  ] as const)(
    "an invitation follows the account's language (%s), not staff's page",
    async (locale, subject, path) => {
      await setClientLocale(locale);
      const staff = await t.staffCookie();
      const invite = await t.json("POST", `/api/admin/clients/${clientId}/invitation`, {}, { Cookie: staff });
      expect(invite.status).toBe(202);
      await sendAll();
      expect(mails.map((message) => message.subject)).toEqual([subject]);
      expect(mails[0]?.text).toContain(`${SITE}${path}`);
    },
  );
});
