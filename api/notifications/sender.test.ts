import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { validApplication, validQuote } from "../../mocks/fixture-requests";
import {
  createTestApp,
  openTestDatabase,
  STAFF,
  testAppDeps,
  type TestApp,
} from "../../tests/support/api/harness";
import type { DatabaseHandle } from "../db/client";
import { createApp } from "../app";
import { openDatabase } from "../db/client";
import { claimDeliveries, fanOutEvents, settleDelivery } from "../db/notifications";
import { moveInvoiceStatus } from "../db/invoices";
import { adminAccounts, notificationDeliveries } from "../db/schema";
import type { Database } from "../db/types";
import { silentLogger } from "../lib/logger";
import { startSmtpSink } from "../../tests/support/smtp-sink";
import { clientInvoice } from "../../tests/support/api/client-invoice";
import type { MailTransport } from "./mail";
import { createMailTransport } from "./mail-transport";
import { sendDueNotifications, startNotificationSender, type SenderOptions } from "./sender";

// The notification outbox end to end (docs/decisions/0160-notifications.md): events written with
// the change that causes them, sent to a real SMTP server in this process.

interface Received {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

/** The SMTP sink of this file: what it received, and how it answers the next messages. */
function smtpServer() {
  const received: Received[] = [];
  const state = { refuse: undefined as { code: number; times: number } | undefined, refused: 0 };
  let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
  return {
    received,
    state,
    async start() {
      sink = await startSmtpSink({
        answer: () => {
          if (!state.refuse || state.refused >= state.refuse.times) return undefined;
          state.refused += 1;
          return { responseCode: state.refuse.code };
        },
        onMessage: async (raw, to) => {
          const parsed = await simpleParser(raw);
          received.push({
            to,
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            messageId: parsed.messageId ?? "",
          });
        },
      });
      return sink.url;
    },
    close: () => sink?.close() ?? Promise.resolve(),
  };
}

const SITE = "https://tpf.example.com";
const ALERTS = "alerts@example.com";

let smtp: ReturnType<typeof smtpServer>;
let mail: MailTransport;
beforeAll(async () => {
  smtp = smtpServer();
  mail = createMailTransport({ smtpUrl: await smtp.start(), from: "TPF <no-reply@example.com>", folder: "" });
});
afterAll(async () => {
  mail.close();
  await smtp.close();
});
afterEach(() => {
  smtp.received.length = 0;
  smtp.state.refuse = undefined;
  smtp.state.refused = 0;
});

const senderOptions = (db: Database, overrides: Partial<SenderOptions> = {}): SenderOptions => ({
  db,
  mail,
  logger: silentLogger,
  siteUrl: SITE,
  staffAlertAddress: ALERTS,
  messageIdHost: "tpf.example.com",
  linkSecret: "test-session-secret-with-32-characters!",
  retryDelayMs: () => 0,
  idleMs: 10,
  ...overrides,
});

/** Passes until nothing is due any more. */
async function sendAll(options: SenderOptions) {
  for (let pass = 0; pass < 50; pass++) {
    if ((await sendDueNotifications(options)) === 0) return;
  }
  throw new Error("the outbox never emptied");
}

const deliveries = (db: Database) => db.select().from(notificationDeliveries);

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await t.db
    .update(adminAccounts)
    .set({ email: "Dana@Example.com" })
    .where(eq(adminAccounts.username, STAFF.username));
});
afterEach(() => t.client.close());

test("a new quote and a new application reach the alert address and each staff account's e-mail, once each", async () => {
  const quote = await t.json("POST", "/api/quotes", validQuote());
  expect(quote.status).toBe(201);
  const { reference } = ((await quote.json()) as { quote: { reference: string } }).quote;
  // The same request again (its Idempotency-Key) stores nothing new, so tells nobody again.
  const key = { "Idempotency-Key": "0d6b0d8e-5b7a-4c1e-9a55-2f1f5d3c9b10" };
  const application = await t.json("POST", "/api/fuel-card-applications", validApplication(), key);
  expect(application.status).toBe(201);
  const again = await t.json("POST", "/api/fuel-card-applications", validApplication(), key);
  expect((await again.json()) as unknown).toEqual(await application.clone().json());
  await sendAll(senderOptions(t.db));

  expect(smtp.received.map((mail) => mail.to).sort()).toEqual([
    [ALERTS],
    [ALERTS],
    ["dana@example.com"],
    ["dana@example.com"],
  ]);
  const quoteMail = smtp.received.find((mail) => mail.subject.includes(reference));
  expect(quoteMail?.subject).toBe(`New quote request ${reference}: ${validQuote().companyName}`);
  expect(quoteMail?.text).toContain(`${SITE}/admin/quotes?tab=quotes&q=${reference}`);
  // A reference and names, never the requester's e-mail or phone.
  for (const mail of smtp.received) {
    expect(`${mail.text}${mail.html}`).not.toContain(validQuote().email);
    expect(`${mail.text}${mail.html}`).not.toContain(validQuote().phone);
  }
  expect((await deliveries(t.db)).every((row) => row.status === "sent")).toBe(true);
});

test("a disabled staff account is not told; with no address at all the event is handled and nobody written to", async () => {
  await t.db.update(adminAccounts).set({ disabledAt: new Date().toISOString() });
  expect((await t.json("POST", "/api/quotes", validQuote())).status).toBe(201);
  await sendAll(senderOptions(t.db, { staffAlertAddress: undefined }));
  expect(smtp.received).toEqual([]);
  expect(await deliveries(t.db)).toEqual([]);
});

test("an invoice set to needs documents, then declined, tells its client each time with staff's reason and a link", async () => {
  const invoice = await clientInvoice(t.db, "maria@rivera.example");
  await sendAll(senderOptions(t.db));
  smtp.received.length = 0; // staff's alerts of the new invoice
  const move = (from: "submitted" | "needs-documents", to: "needs-documents" | "declined", reason: string) =>
    moveInvoiceStatus(t.db, {
      invoiceId: invoice.id,
      from,
      to,
      reason,
      by: STAFF.username,
      at: new Date().toISOString(),
    });
  expect(await move("submitted", "needs-documents", "The BOL page is not signed <please sign>")).toBe(true);
  expect(await move("needs-documents", "declined", "The broker cancelled the load")).toBe(true);
  await sendAll(senderOptions(t.db));

  expect(smtp.received.map((mail) => [mail.to, mail.subject])).toEqual([
    [["maria@rivera.example"], "ACME Logistics load LD-1 needs documents (INV-7K3M-9PX2)"],
    [["maria@rivera.example"], "ACME Logistics load LD-1 was declined (INV-7K3M-9PX2)"],
  ]);
  const [needs] = smtp.received;
  expect(needs?.text).toContain("What we need: The BOL page is not signed <please sign>");
  expect(needs?.html).toContain("What we need: The BOL page is not signed &lt;please sign&gt;");
  expect(needs?.text).toContain(`${SITE}/invoices/INV-7K3M-9PX2`);
});

test("an SMTP server that is busy delays a message; it arrives once when the server takes it", async () => {
  smtp.state.refuse = { code: 421, times: 3 };
  expect((await t.json("POST", "/api/quotes", validQuote())).status).toBe(201);
  await sendAll(senderOptions(t.db, { staffAlertAddress: undefined }));
  expect(smtp.state.refused).toBe(3);
  expect(smtp.received.map((mail) => mail.to)).toEqual([["dana@example.com"]]);
  const [row] = await deliveries(t.db);
  expect([row?.status, row?.attempts, row?.lastError]).toEqual(["sent", 4, ""]);
});

test("a server that refuses for good (5xx) gives the message up instead of trying it for a day", async () => {
  smtp.state.refuse = { code: 550, times: 1 };
  expect((await t.json("POST", "/api/quotes", validQuote())).status).toBe(201);
  await sendAll(senderOptions(t.db, { staffAlertAddress: undefined }));
  const [row] = await deliveries(t.db);
  expect([row?.status, row?.attempts, row?.lastError]).toEqual(["failed", 1, "smtp 550"]);
  expect(smtp.received).toEqual([]);
});

test("with the SMTP server down, messages wait; nothing is lost and nothing doubled when it is back", async () => {
  const down = createMailTransport({
    smtpUrl: "smtp://127.0.0.1:9",
    from: "no-reply@example.com",
    folder: "",
  });
  expect((await t.json("POST", "/api/quotes", validQuote())).status).toBe(201);
  await sendDueNotifications(senderOptions(t.db, { mail: down, retryDelayMs: () => 60_000 }));
  down.close();
  const waiting = await deliveries(t.db);
  expect(waiting.map((row) => [row.status, row.attempts])).toEqual([
    ["waiting", 1],
    ["waiting", 1],
  ]);
  expect(waiting.every((row) => row.lastError !== "")).toBe(true);
  // Not yet due: a pass now sends nothing.
  await sendAll(senderOptions(t.db));
  expect(smtp.received).toEqual([]);
  const later = new Date(Date.now() + 61_000);
  await sendAll(senderOptions(t.db, { now: () => later }));
  expect(smtp.received.map((mail) => mail.to).sort()).toEqual([[ALERTS], ["dana@example.com"]]);
});

test("a sender that stopped mid-send leaves the message to the next after its lease; the first can no longer settle it", async () => {
  expect((await t.json("POST", "/api/quotes", validQuote())).status).toBe(201);
  await fanOutEvents(t.db, { staffAlertAddress: undefined, now: new Date(), limit: 10 });
  // The first sender leased the delivery and stopped before it settled it.
  const [stale] = await claimDeliveries(t.db, { now: new Date(), leaseMs: 60_000, limit: 10 });
  expect(stale?.attempts).toBe(1);
  await sendAll(senderOptions(t.db));
  expect(smtp.received).toEqual([]);
  const later = new Date(Date.now() + 61_000);
  await sendAll(senderOptions(t.db, { now: () => later }));
  expect(smtp.received.map((mail) => mail.to)).toEqual([["dana@example.com"]]);
  if (stale) await settleDelivery(t.db, stale, { failed: "late" });
  const [row] = await deliveries(t.db);
  expect([row?.status, row?.attempts, row?.lastError]).toEqual(["sent", 2, ""]);
});

test("two senders on one database send every message once", async () => {
  const folder = mkdtempSync(path.join(tmpdir(), "tpf-notify-"));
  const url = `file:${path.join(folder, "tpf.db")}`;
  const first = await openTestDatabase(url);
  const second: DatabaseHandle = await openDatabase(url);
  try {
    await first.db.update(adminAccounts).set({ email: "dana@example.com" });
    for (let n = 0; n < 10; n++) {
      const { app } = createApp(testAppDeps(first.db));
      const response = await app.request("/api/quotes", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.51.100.${n + 1}` },
        body: JSON.stringify(validQuote()),
      });
      expect(response.status).toBe(201);
    }
    const senders = [first, second].map((handle) => startNotificationSender(senderOptions(handle.db)));
    await vi.waitFor(() => expect(smtp.received).toHaveLength(20), { timeout: 20_000, interval: 20 });
    await Promise.all(senders.map((sender) => sender.stop()));
    expect(smtp.received).toHaveLength(20);
    const rows = await deliveries(first.db);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(rows.map(() => ["sent", 1]));
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(20);
  } finally {
    first.client.close();
    second.client.close();
    rmSync(folder, { recursive: true, force: true });
  }
});

test("without an SMTP server each message is written whole as an .eml file named by its id", async () => {
  const folder = mkdtempSync(path.join(tmpdir(), "tpf-mail-"));
  const files = createMailTransport({ smtpUrl: undefined, from: "TPF <no-reply@example.com>", folder });
  try {
    expect((await t.json("POST", "/api/quotes", validQuote())).status).toBe(201);
    await sendAll(senderOptions(t.db, { mail: files }));
    const written = readdirSync(folder).sort();
    const rows = await deliveries(t.db);
    expect(written).toEqual(rows.map((row) => `${row.id}tpf.example.com.eml`).sort());
    const eml = readFileSync(path.join(folder, written[0] ?? ""), "utf8");
    expect(eml).toMatch(/^Subject: New quote request Q-/m);
    expect(eml).toMatch(/^Content-Type: multipart\/alternative/m);
  } finally {
    files.close();
    rmSync(folder, { recursive: true, force: true });
  }
});
