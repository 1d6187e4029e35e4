import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { BrokerDetail } from "../contract/brokers";
import type { StaffInvoiceWithMoney } from "../contract/money";
import {
  acknowledgedBeforeSent,
  ALREADY_ACKNOWLEDGED,
  FUTURE_ACKNOWLEDGEMENT,
  MEANS_ONLY_WHEN_NOT_EMAILED,
  MEANS_REQUIRED,
  noAccountsPayableEmail,
  noAuthorityNumber,
  NOTICE_CLIENT_NOT_FOUND,
  NOTICE_SUPERSEDED,
  type BrokerNoticeClient,
  type NoticeOfAssignment,
} from "../contract/notices";
import { clients } from "../db/schema";
import type { Logger } from "../lib/logger";
import { KEY_MISSING, KEY_REUSED } from "../lib/idempotency";
import type { MailEnvelope, MailTransport } from "../notifications/mail";
import { sendDueNotifications } from "../notifications/sender";
import { CLIENT, createTestApp, type TestApp } from "../../tests/support/api/harness";
import { clientIdOf, invoiceInReview } from "../../tests/support/api/money";
import { pdfText } from "../../tests/support/api/pdf-text";

/**
 * Notices of assignment (docs/decisions/0222-notice-of-assignment.md): staff send one for a client to a
 * broker, e-mailed with its PDF through the outbox or sent by themselves; record the broker's
 * acknowledgement once; send again with the history kept; and the client's invoices to that broker are
 * marked until the notice in force is acknowledged.
 */

/** A Monday; the office (Denver) is at noon. */
const TODAY = "2026-05-04";
let clock = new Date(`${TODAY}T18:00:00.000Z`).getTime();

let t: TestApp;
let staff: string;
let clientId: string;
let broker: BrokerDetail;
let mails: MailEnvelope[];
let logged: string[];

const mail: MailTransport = {
  send: (message) => {
    mails.push(message);
    return Promise.resolve({});
  },
  close: () => undefined,
};
const logger: Logger = {
  info: (message, fields) => void logged.push(JSON.stringify({ message, fields })),
  error: (message, fields) => void logged.push(JSON.stringify({ message, fields })),
};

async function sendAll() {
  const options = {
    db: t.db,
    mail,
    logger,
    siteUrl: "https://tpf.example.com",
    staffAlertAddress: undefined,
    messageIdHost: "tpf.example.com",
    linkSecret: "test-session-secret-with-32-characters!",
    now: () => new Date(clock),
  };
  for (let pass = 0; pass < 20; pass++) if ((await sendDueNotifications(options)) === 0) return;
  throw new Error("the outbox never emptied");
}

const get = (path: string) => t.request(path, { headers: { cookie: staff } });
const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.json(method, path, body, { cookie: staff, ...headers });
const sendNotice = (body: unknown, key: string = crypto.randomUUID(), brokerId = broker.id) =>
  send("POST", `/api/admin/brokers/${brokerId}/notices`, body, { "Idempotency-Key": key });

async function noticeSent(body: Record<string, unknown> = { clientId }): Promise<NoticeOfAssignment> {
  const response = await sendNotice(body);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { notice: NoticeOfAssignment }).notice;
}

async function noticeClients(brokerId = broker.id): Promise<BrokerNoticeClient[]> {
  const response = await get(`/api/admin/brokers/${brokerId}/notices`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { clients: BrokerNoticeClient[] }).clients;
}

const acknowledge = (noticeId: string, body: unknown) =>
  send("POST", `/api/admin/notices/${noticeId}/acknowledgement`, body);

async function createBroker(body: Record<string, unknown>): Promise<BrokerDetail> {
  const response = await send("POST", "/api/admin/brokers", body);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { broker: BrokerDetail }).broker;
}

/** What a refused write must leave alone. */
async function notices() {
  const rows = await Promise.all(
    [
      "select * from notices_of_assignment order by id",
      "select * from notice_acknowledgements order by notice_id",
      "select id from notification_events order by id",
    ].map((query) => t.client.execute(query)),
  );
  return JSON.stringify(rows.map((result) => result.rows));
}

async function staffInvoice(reference: string): Promise<StaffInvoiceWithMoney> {
  const response = await get(`/api/admin/invoices/${reference}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { invoice: StaffInvoiceWithMoney }).invoice;
}

beforeEach(async () => {
  mails = [];
  logged = [];
  t = await createTestApp({ now: () => new Date(clock) });
  staff = await t.staffCookie();
  clientId = await clientIdOf(t.db, CLIENT.username);
  const numbers = await send("PATCH", `/api/admin/clients/${clientId}`, {
    mcNumber: "0123456",
    dotNumber: "2345678",
  });
  expect(numbers.status).toBe(200);
  await t.db
    .update(clients)
    .set({ email: "maria@rivera.example", phone: "(555) 010-1234" })
    .where(eq(clients.id, clientId));
  broker = await createBroker({
    legalName: "Coyote Logistics, LLC",
    mcNumber: "561135",
    apEmail: "AP@Coyote.example.com",
    aliases: ["Coyote"],
  });
});
afterEach(() => t.client.close());

describe("a client's numbers", () => {
  test("staff give a client its MC and DOT numbers, digits only, and clear one", async () => {
    const changed = await send("PATCH", `/api/admin/clients/${clientId}`, { mcNumber: " 0098765 " });
    expect(changed.status).toBe(200);
    expect((await changed.json()).account).toMatchObject({ mcNumber: "98765", dotNumber: "2345678" });
    const cleared = await send("PATCH", `/api/admin/clients/${clientId}`, { dotNumber: "" });
    expect((await cleared.json()).account).toMatchObject({ mcNumber: "98765", dotNumber: null });
    const refused = await send("PATCH", `/api/admin/clients/${clientId}`, { mcNumber: "MC-12345" });
    expect(refused.status).toBe(422);
    expect((await refused.json()).issues).toEqual({ mcNumber: "MC number must be digits only, like 123456" });
    const unknown = await send("PATCH", "/api/admin/clients/not-a-client", { mcNumber: "1" });
    expect(unknown.status).toBe(404);
  });

  test("the database refuses a number that is not digits, whoever writes it", async () => {
    await expect(
      t.db.update(clients).set({ mcNumber: "MC12" }).where(eq(clients.id, clientId)),
    ).rejects.toThrow();
  });
});

describe("sending a notice", () => {
  test("the clients who sent loads for the broker are listed, with no notice yet", async () => {
    await invoiceInReview(t.db, { clientId, totalCents: 100_000, broker: "Coyote" });
    await invoiceInReview(t.db, { clientId, totalCents: 50_000, broker: "Coyote" });
    expect(await noticeClients()).toEqual([
      {
        client: { id: clientId, companyName: CLIENT.companyName, mcNumber: "123456", dotNumber: "2345678" },
        invoiceCount: 2,
        state: "not-sent",
        notices: [],
      },
    ]);
  });

  test("e-mailed: kept as sent by whom and when, then e-mailed once to the AP address with its PDF", async () => {
    const notice = await noticeSent();
    expect(notice).toMatchObject({
      brokerId: broker.id,
      clientId,
      date: TODAY,
      sentAt: new Date(clock).toISOString(),
      sentBy: "staff",
      delivery: "email",
      sentTo: "AP@Coyote.example.com",
      means: "",
      email: "queued",
      acknowledgement: null,
      superseded: false,
    });
    expect((await noticeClients())[0]).toMatchObject({ state: "sent", invoiceCount: 0, notices: [notice] });

    await sendAll();
    await sendAll();
    expect(mails).toHaveLength(1);
    const [message] = mails;
    expect(message?.to).toBe("ap@coyote.example.com");
    expect(message?.subject).toBe("Notice of assignment: Rivera Hauling LLC (MC 123456)");
    expect(message?.text).toContain("To the accounts payable team of Coyote Logistics, LLC:");
    expect(message?.text).toContain(
      "Remit to: Truckers Preferred Funding, P.O. Box 150142, Salt Lake City, UT 84115-0142",
    );
    const [attachment] = message?.attachments ?? [];
    expect(attachment).toMatchObject({
      filename: "notice-of-assignment-rivera-hauling-llc-2026-05-04.pdf",
      contentType: "application/pdf",
    });
    const [text = ""] = await pdfText(attachment?.content ?? new Uint8Array());
    expect(text).toContain("Rivera Hauling LLC");
    expect(text).toContain("Contact: Maria Rivera");
    expect(text).toContain("P.O. Box 150142");
    // The outbox's log names the delivery and its kind, never the address or what the notice says.
    expect(logged.join("\n")).toContain("notice-of-assignment");
    expect(logged.join("\n").toLowerCase()).not.toContain("coyote");
    expect(logged.join("\n")).not.toContain("maria");
    expect((await noticeClients())[0]?.notices[0]?.email).toBe("sent");
  });

  test("the same Idempotency-Key and body answer the first notice and make none; another body is refused", async () => {
    const first = await sendNotice({ clientId }, "notice-1");
    expect(first.status).toBe(201);
    const made = ((await first.json()) as { notice: NoticeOfAssignment }).notice;
    const before = await notices();
    const again = await sendNotice({ clientId }, "notice-1");
    expect(again.status).toBe(201);
    expect(((await again.json()) as { notice: NoticeOfAssignment }).notice).toEqual(made);
    const other = await sendNotice({ clientId, delivery: "other", means: "Mailed" }, "notice-1");
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({ error: KEY_REUSED });
    const keyless = await send("POST", `/api/admin/brokers/${broker.id}/notices`, { clientId });
    expect(keyless.status).toBe(400);
    expect(await keyless.json()).toEqual({ error: KEY_MISSING });
    expect(await notices()).toBe(before);
  });

  test("an unknown client, a client without numbers, a broker without an AP e-mail: clear errors, nothing kept", async () => {
    const before = await notices();
    const unknown = await sendNotice({ clientId: "not-a-client" });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({
      error: NOTICE_CLIENT_NOT_FOUND,
      issues: { clientId: NOTICE_CLIENT_NOT_FOUND },
    });

    await send("PATCH", `/api/admin/clients/${clientId}`, { mcNumber: "", dotNumber: "" });
    const numberless = await sendNotice({ clientId });
    expect(numberless.status).toBe(422);
    expect((await numberless.json()).issues).toEqual({ clientId: noAuthorityNumber(CLIENT.companyName) });
    await send("PATCH", `/api/admin/clients/${clientId}`, { dotNumber: "2345678" });

    const noEmail = await createBroker({ legalName: "Summit Freight Brokers" });
    const refused = await sendNotice({ clientId }, crypto.randomUUID(), noEmail.id);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      error: noAccountsPayableEmail("Summit Freight Brokers"),
      issues: { delivery: noAccountsPayableEmail("Summit Freight Brokers") },
    });
    const unknownBroker = await sendNotice({ clientId }, crypto.randomUUID(), "not-a-broker");
    expect(unknownBroker.status).toBe(404);
    expect(await notices()).toBe(before);
  });

  test("sent by staff themselves, to a broker without an AP e-mail: kept with how, e-mailed to nobody", async () => {
    const noEmail = await createBroker({ legalName: "Summit Freight Brokers" });
    const missingHow = await sendNotice({ clientId, delivery: "other" }, crypto.randomUUID(), noEmail.id);
    expect(missingHow.status).toBe(422);
    expect((await missingHow.json()).issues).toEqual({ means: MEANS_REQUIRED });
    const howWithEmail = await sendNotice({ clientId, means: "Faxed" });
    expect((await howWithEmail.json()).issues).toEqual({ means: MEANS_ONLY_WHEN_NOT_EMAILED });

    const response = await sendNotice(
      { clientId, delivery: "other", means: "Mailed by USPS first class" },
      crypto.randomUUID(),
      noEmail.id,
    );
    expect(response.status).toBe(201);
    const notice = ((await response.json()) as { notice: NoticeOfAssignment }).notice;
    expect(notice).toMatchObject({
      delivery: "other",
      sentTo: null,
      means: "Mailed by USPS first class",
      email: null,
    });
    await sendAll();
    expect(mails).toEqual([]);
    const pdf = await get(`/api/admin/notices/${notice.id}/notice.pdf`);
    expect(pdf.status).toBe(200);
    const [text = ""] = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain("Summit Freight Brokers");
  });

  test("the PDF is the notice as it was made, whatever changed since", async () => {
    const notice = await noticeSent();
    await t.db.update(clients).set({ companyName: "Rivera Renamed Inc." }).where(eq(clients.id, clientId));
    const response = await get(`/api/admin/notices/${notice.id}/notice.pdf`);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="notice-of-assignment-rivera-hauling-llc-2026-05-04.pdf"',
    );
    const [text = ""] = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain("Rivera Hauling LLC");
    expect(text).not.toContain("Renamed");
    expect((await get("/api/admin/notices/not-a-notice/notice.pdf")).status).toBe(404);
  });

  test("a notice is never changed or deleted, in the database either", async () => {
    const notice = await noticeSent();
    await expect(
      t.client.execute({
        sql: "update notices_of_assignment set sent_by = 'x' where id = ?",
        args: [notice.id],
      }),
    ).rejects.toThrow(/never changed/);
    await expect(
      t.client.execute({ sql: "delete from notices_of_assignment where id = ?", args: [notice.id] }),
    ).rejects.toThrow(/never deleted/);
  });
});

describe("the acknowledgement", () => {
  test("is recorded once, with who at the broker, the day, and the staff member who recorded it", async () => {
    const notice = await noticeSent();
    const response = await acknowledge(notice.id, {
      acknowledgedBy: "Dana Ortiz, AP lead",
      acknowledgedOn: TODAY,
    });
    expect(response.status).toBe(201);
    const recorded = ((await response.json()) as { notice: NoticeOfAssignment }).notice;
    expect(recorded.acknowledgement).toEqual({
      acknowledgedBy: "Dana Ortiz, AP lead",
      acknowledgedOn: TODAY,
      recordedBy: "staff",
      recordedAt: new Date(clock).toISOString(),
    });
    expect((await noticeClients())[0]?.state).toBe("acknowledged");

    const before = await notices();
    const twice = await acknowledge(notice.id, { acknowledgedBy: "Someone else", acknowledgedOn: TODAY });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({ error: ALREADY_ACKNOWLEDGED });
    await expect(t.client.execute("delete from notice_acknowledgements")).rejects.toThrow(/never deleted/);
    expect(await notices()).toBe(before);
  });

  test("a day in the future, a day before the notice, a bad body or an unknown notice change nothing", async () => {
    const notice = await noticeSent();
    const before = await notices();
    const future = await acknowledge(notice.id, { acknowledgedBy: "Dana", acknowledgedOn: "2026-05-05" });
    expect(future.status).toBe(422);
    expect((await future.json()).issues).toEqual({ acknowledgedOn: FUTURE_ACKNOWLEDGEMENT });
    const early = await acknowledge(notice.id, { acknowledgedBy: "Dana", acknowledgedOn: "2026-05-03" });
    expect((await early.json()).issues).toEqual({ acknowledgedOn: acknowledgedBeforeSent(TODAY) });
    expect(acknowledgedBeforeSent(TODAY)).toBe(
      "Acknowledged on cannot be before the notice was sent (May 4, 2026)",
    );
    const nobody = await acknowledge(notice.id, { acknowledgedBy: "  ", acknowledgedOn: TODAY });
    expect((await nobody.json()).issues).toEqual({ acknowledgedBy: "Acknowledged by is required" });
    const notADay = await acknowledge(notice.id, { acknowledgedBy: "Dana", acknowledgedOn: "2026-02-30" });
    expect(notADay.status).toBe(422);
    const unknown = await acknowledge("not-a-notice", { acknowledgedBy: "Dana", acknowledgedOn: TODAY });
    expect(unknown.status).toBe(404);
    expect(await notices()).toBe(before);
  });

  test("sending again makes a new notice in force, the earlier kept; only the new one can be acknowledged", async () => {
    const first = await noticeSent();
    expect((await acknowledge(first.id, { acknowledgedBy: "Dana", acknowledgedOn: TODAY })).status).toBe(201);
    clock += 60_000;
    const second = await noticeSent({ clientId, delivery: "other", means: "Faxed to AP" });
    const [pair] = await noticeClients();
    expect(pair?.state).toBe("sent");
    expect(pair?.notices.map((notice) => [notice.id, notice.superseded])).toEqual([
      [second.id, false],
      [first.id, true],
    ]);
    expect(pair?.notices[1]?.acknowledgement?.acknowledgedBy).toBe("Dana");

    clock += 60_000;
    const third = await noticeSent();
    const stale = await acknowledge(second.id, { acknowledgedBy: "Dana", acknowledgedOn: TODAY });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ error: NOTICE_SUPERSEDED });
    expect((await acknowledge(third.id, { acknowledgedBy: "Dana", acknowledgedOn: TODAY })).status).toBe(201);
    expect((await noticeClients())[0]?.state).toBe("acknowledged");
  });
});

describe("the invoice's mark", () => {
  test("an invoice shows where its client's notice to its broker stands, in the list and the detail", async () => {
    const { reference } = await invoiceInReview(t.db, { clientId, totalCents: 100_000, broker: "Coyote" });
    const unlinked = await invoiceInReview(t.db, { clientId, totalCents: 100_000, broker: "Nobody Freight" });
    const states = async () => {
      const list = await get("/api/admin/invoices?limit=50");
      const { invoices } = (await list.json()) as { invoices: StaffInvoiceWithMoney[] };
      const listed = invoices.find((invoice) => invoice.reference === reference);
      return { list: listed?.broker?.notice, detail: (await staffInvoice(reference)).broker?.notice };
    };
    expect(await states()).toEqual({ list: "not-sent", detail: "not-sent" });
    const notice = await noticeSent();
    expect(await states()).toEqual({ list: "sent", detail: "sent" });
    await acknowledge(notice.id, { acknowledgedBy: "Dana", acknowledgedOn: TODAY });
    expect(await states()).toEqual({ list: "acknowledged", detail: "acknowledged" });
    // An invoice not linked to a broker of the book has no broker, so no notice to stand by.
    expect((await staffInvoice(unlinked.reference)).broker).toBeNull();
  });

  test("another client's invoices to the same broker keep their own mark", async () => {
    const created = await send("POST", "/api/admin/clients", {
      companyName: "Other Hauling",
      firstName: "Otto",
      lastName: "Hall",
      username: "otto",
      email: "otto@example.com",
      mcNumber: "777777",
    });
    const other = ((await created.json()) as { account: { id: string; mcNumber: string } }).account;
    expect(other.mcNumber).toBe("777777");
    const theirs = await invoiceInReview(t.db, { clientId: other.id, totalCents: 100_000, broker: "Coyote" });
    const notice = await noticeSent();
    await acknowledge(notice.id, { acknowledgedBy: "Dana", acknowledgedOn: TODAY });
    expect((await staffInvoice(theirs.reference)).broker?.notice).toBe("not-sent");
    expect((await noticeClients()).map((pair) => [pair.client.companyName, pair.state])).toEqual([
      ["Other Hauling", "not-sent"],
      [CLIENT.companyName, "acknowledged"],
    ]);
  });
});
