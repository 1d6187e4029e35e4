import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import {
  BROKER_CHECK_SHORT,
  LIMIT_ONLY_WITH_LIMIT,
  LIMIT_REQUIRED,
  type BrokerCheckAnswer,
  type BrokerDetail,
  type BrokerInvoice,
  type BrokerSummary,
} from "../contract/brokers";
import type { Invoice } from "../contract/invoice";
import type { StaffInvoiceWithMoney } from "../contract/money";
import { addDays } from "../contract/money";
import { invoices } from "../db/schema";
import { CLIENT, createTestApp, type TestApp } from "../../tests/support/api/harness";
import { pdfPage, pngPage, sha256, tusUpload, validInvoice } from "../../tests/support/api/invoices";
import { clientIdOf, invoiceInReview } from "../../tests/support/api/money";

/**
 * The broker book (docs/decisions/0220-broker-book.md): staff keep brokers and their credit
 * decisions through the API; invoices link to them; a client asks about a broker and reads a verdict.
 */

/** A Monday; the office (Denver) is at noon. */
const TODAY = "2026-05-04";
const daysAgo = (days: number) => addDays(TODAY, -days);

let t: TestApp;
let staff: string;
let clientId: string;

beforeEach(async () => {
  t = await createTestApp({
    now: () => new Date(`${TODAY}T18:00:00.000Z`),
    limits: { brokerChecksPerMinute: 1000 },
  });
  staff = await t.staffCookie();
  clientId = await clientIdOf(t.db, CLIENT.username);
});

const get = (path: string, cookie = staff) => t.request(path, { headers: cookie ? { cookie } : {} });
const send = (method: string, path: string, body: unknown, cookie = staff) =>
  t.json(method, path, body, { cookie });

async function created(body: Record<string, unknown>): Promise<BrokerDetail> {
  const response = await send("POST", "/api/admin/brokers", body);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { broker: BrokerDetail }).broker;
}

async function detail(id: string): Promise<BrokerDetail> {
  const response = await get(`/api/admin/brokers/${id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { broker: BrokerDetail }).broker;
}

async function decide(id: string, body: Record<string, unknown>) {
  return send("PUT", `/api/admin/brokers/${id}/credit`, body);
}

/** Everything a refused write must leave as it was. */
async function book() {
  const rows = await Promise.all(
    [
      "select * from brokers order by id",
      "select * from broker_names order by id",
      "select * from broker_credit_decisions order by id",
      "select broker_id, words from broker_words order by broker_id",
      "select id, broker_id from invoices order by id",
    ].map((query) => t.client.execute(query)),
  );
  return JSON.stringify(rows.map((result) => result.rows));
}

/**
 * An invoice of `totalCents` funded `fundedDaysAgo` days before today, through the staff API, once
 * verified with its broker (a broker of the book with no decision yet needs it:
 * docs/decisions/0221-verification-and-holds.md).
 */
async function funded(broker: string, totalCents: number, fundedDaysAgo: number, client = clientId) {
  const { reference } = await invoiceInReview(t.db, { clientId: client, totalCents, broker });
  const verified = await send("POST", `/api/admin/invoices/${reference}/verification`, {
    contact: "Broker's AP desk",
    method: "phone",
    result: "Load delivered; invoice on file.",
  });
  expect(verified.status).toBe(201);
  const moved = await send("PATCH", `/api/admin/invoices/${reference}/status`, {
    status: "funded",
    reason: "Sent.",
    funding: {
      advanceCents: Math.floor(totalCents * 0.9),
      feeCents: Math.round(totalCents * 0.03),
      fundedOn: daysAgo(fundedDaysAgo),
    },
  });
  expect(moved.status).toBe(200);
  return reference;
}

/** A broker's payment received `receivedDaysAgo` days before today, applied to one invoice. */
async function paid(broker: string, reference: string, amountCents: number, receivedDaysAgo: number) {
  const response = await t.json(
    "POST",
    "/api/admin/payments",
    {
      broker,
      receivedOn: daysAgo(receivedDaysAgo),
      method: "ach",
      amountCents,
      applications: [{ invoice: reference, amountCents }],
    },
    { cookie: staff, "Idempotency-Key": crypto.randomUUID() },
  );
  expect(response.status).toBe(201);
}

const COYOTE = { legalName: "Coyote Logistics LLC", mcNumber: "561135", dotNumber: "2161145" };

describe("the book", () => {
  test("a broker is created with its numbers, contact and aliases, and read back", async () => {
    const broker = await created({
      ...COYOTE,
      apEmail: "ap@coyote.example.com",
      phone: "(555) 010-2000",
      remitAddress: "PO Box 742\nChicago, IL 60674",
      aliases: ["Coyote", "COYOTE LOGISTICS", "coyote"],
    });
    expect(broker).toMatchObject({
      legalName: "Coyote Logistics LLC",
      mcNumber: "561135",
      dotNumber: "2161145",
      apEmail: "ap@coyote.example.com",
      remitAddress: "PO Box 742\nChicago, IL 60674",
      credit: null,
      creditHistory: [],
      verdict: "call-first",
      exposureCents: 0,
      paymentsCounted: 0,
      daysToPay: null,
      invoiceCount: 0,
      createdBy: "staff",
    });
    // One alias per match key: "coyote" is "Coyote" again.
    expect(broker.aliases.map((alias) => alias.name)).toEqual(["Coyote", "COYOTE LOGISTICS"]);
    expect(await detail(broker.id)).toEqual(broker);
  });

  test("bad input is refused with a clear message and changes nothing", async () => {
    const first = await created({ ...COYOTE, aliases: ["Coyote"] });
    const before = await book();
    const refusals: [Record<string, unknown>, number, string, string][] = [
      [
        { legalName: "Acme", mcNumber: "MC-12345" },
        422,
        "mcNumber",
        "MC number must be digits only, like 123456",
      ],
      [
        { legalName: "Acme", dotNumber: "12 34" },
        422,
        "dotNumber",
        "DOT number must be digits only, like 123456",
      ],
      [{ legalName: "" }, 422, "legalName", "Legal name is required"],
      [
        { legalName: "Acme", apEmail: "nobody" },
        422,
        "apEmail",
        "Enter a valid e-mail address, like ap@broker.com",
      ],
      [{ legalName: "Acme", owner: "x" }, 422, "owner", "Unknown field"],
      [
        { legalName: "Acme", mcNumber: "561135" },
        409,
        "mcNumber",
        "MC number 561135 is already Coyote Logistics LLC's",
      ],
      [
        { legalName: "Acme", dotNumber: "2161145" },
        409,
        "dotNumber",
        "DOT number 2161145 is already Coyote Logistics LLC's",
      ],
      [
        { legalName: "coyote-logistics llc" },
        409,
        "legalName",
        '"coyote-logistics llc" is already a name of Coyote Logistics LLC',
      ],
      [
        { legalName: "Acme", aliases: ["COYOTE"] },
        409,
        "aliases",
        '"COYOTE" is already a name of Coyote Logistics LLC',
      ],
    ];
    for (const [body, status, field, message] of refusals) {
      const response = await send("POST", "/api/admin/brokers", body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      const answer = (await response.json()) as { issues: Record<string, string>; heldBy?: unknown };
      expect(answer.issues[field]).toBe(message);
      if (status === 409) expect(answer.heldBy).toEqual({ id: first.id, legalName: first.legalName });
    }
    expect(await book()).toBe(before);
  });

  test("an unknown broker is a 404 on every route", async () => {
    const id = "00000000-0000-7000-8000-000000000000";
    expect((await get(`/api/admin/brokers/${id}`)).status).toBe(404);
    expect((await get(`/api/admin/brokers/${id}/invoices`)).status).toBe(404);
    expect((await send("PATCH", `/api/admin/brokers/${id}`, { phone: "" })).status).toBe(404);
    const refused = await decide(id, { decision: "approved", reason: "Pays." });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: expect.stringContaining("No broker") });
  });

  test("a change changes only what it names; a new legal name keeps the former one as an alias", async () => {
    const broker = await created({ ...COYOTE, phone: "(555) 010-2000", aliases: ["Coyote"] });
    const response = await send("PATCH", `/api/admin/brokers/${broker.id}`, {
      legalName: "Coyote Logistics, LLC (RXO)",
      mcNumber: "",
    });
    expect(response.status).toBe(200);
    const changed = ((await response.json()) as { broker: BrokerDetail }).broker;
    expect(changed).toMatchObject({
      legalName: "Coyote Logistics, LLC (RXO)",
      mcNumber: null,
      dotNumber: "2161145",
    });
    expect(changed.phone).toBe("(555) 010-2000");
    // Known since the broker was made, the former legal name is listed first.
    expect(changed.aliases.map((alias) => alias.name)).toEqual(["Coyote Logistics LLC", "Coyote"]);

    // Sent whole, the list is the new list; the legal name stays its own.
    const replaced = await send("PATCH", `/api/admin/brokers/${broker.id}`, { aliases: ["RXO"] });
    const aliases = ((await replaced.json()) as { broker: BrokerDetail }).broker.aliases;
    expect(aliases.map((alias) => alias.name)).toEqual(["RXO"]);

    const other = await created({ legalName: "Arrive Logistics", mcNumber: "709088" });
    const before = await book();
    const taken = await send("PATCH", `/api/admin/brokers/${other.id}`, {
      mcNumber: "2161145",
      dotNumber: "2161145",
    });
    expect(taken.status).toBe(409);
    const takenName = await send("PATCH", `/api/admin/brokers/${other.id}`, { aliases: ["rxo"] });
    expect(takenName.status).toBe(409);
    expect(await book()).toBe(before);
  });

  test("the list: newest first, keyset pages, searched by any word of a name or alias, or the MC number", async () => {
    const coyote = await created({ ...COYOTE, aliases: ["Blue Hawk Freight"] });
    const arrive = await created({ legalName: "Arrive Logistics", mcNumber: "709088" });
    const echo = await created({ legalName: "Echo Global Logistics", dotNumber: "1234567" });
    const list = async (query: string) => {
      const response = await get(`/api/admin/brokers${query}`);
      expect(response.status).toBe(200);
      return (await response.json()) as {
        brokers: BrokerSummary[];
        nextCursor: string | null;
        total: number;
      };
    };
    const first = await list("?limit=2");
    expect(first.brokers.map((broker) => broker.id)).toEqual([echo.id, arrive.id]);
    expect(first.total).toBe(3);
    const second = await list(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.brokers.map((broker) => broker.id)).toEqual([coyote.id]);
    expect(second.nextCursor).toBeNull();

    const names = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`)).brokers.map((b) => b.legalName);
    expect(await names("logistics")).toEqual([
      "Echo Global Logistics",
      "Arrive Logistics",
      "Coyote Logistics LLC",
    ]);
    expect(await names("hawk")).toEqual(["Coyote Logistics LLC"]);
    expect(await names("glob")).toEqual(["Echo Global Logistics"]);
    expect(await names("MC 709088")).toEqual(["Arrive Logistics"]);
    expect(await names("1234567")).toEqual(["Echo Global Logistics"]);
    expect(await names("nothing like it")).toEqual([]);
    expect((await list("?q=logistics")).total).toBe(3);
  });
});

describe("credit decisions", () => {
  test("every decision is kept, newest first; the latest is in force", async () => {
    const broker = await created(COYOTE);
    expect((await decide(broker.id, { decision: "ask-first", reason: "New to us." })).status).toBe(200);
    const limited = await decide(broker.id, {
      decision: "limit",
      limitCents: 5_000_000,
      reason: "Paid well for a year.",
    });
    const after = ((await limited.json()) as { broker: BrokerDetail }).broker;
    expect(after.credit).toMatchObject({ decision: "limit", limitCents: 5_000_000, by: "staff" });
    expect(after.creditHistory.map((entry) => entry.decision)).toEqual(["limit", "ask-first"]);
    expect(after.verdict).toBe("fund");
    // Kept as made: the database refuses to change or remove one.
    await expect(t.client.execute("update broker_credit_decisions set reason = 'x'")).rejects.toThrow(
      /never changed/,
    );
    await expect(t.client.execute("delete from broker_credit_decisions")).rejects.toThrow(/never deleted/);
  });

  test("a limit needs positive whole cents, and only a limit decision has one", async () => {
    const broker = await created(COYOTE);
    const before = await book();
    const cases: [Record<string, unknown>, string][] = [
      [{ decision: "limit", reason: "Cap." }, LIMIT_REQUIRED],
      [{ decision: "limit", limitCents: 0, reason: "Cap." }, "Limit must be more than $0"],
      [{ decision: "limit", limitCents: -100, reason: "Cap." }, "Limit must be more than $0"],
      [{ decision: "limit", limitCents: 100.5, reason: "Cap." }, "Limit must be whole cents"],
      [{ decision: "limit", limitCents: "5000", reason: "Cap." }, "Limit must be an amount in cents"],
      [{ decision: "approved", limitCents: 100, reason: "Fine." }, LIMIT_ONLY_WITH_LIMIT],
    ];
    for (const [body, message] of cases) {
      const response = await decide(broker.id, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(((await response.json()) as { issues: Record<string, string> }).issues.limitCents).toBe(message);
    }
    const noReason = await decide(broker.id, { decision: "approved", reason: " " });
    expect(((await noReason.json()) as { issues: Record<string, string> }).issues.reason).toBe(
      "Reason is required",
    );
    const unknown = await decide(broker.id, { decision: "maybe", reason: "Hm." });
    expect(unknown.status).toBe(422);
    expect(await book()).toBe(before);
  });

  test("exposure is the open funded balance of its invoices, every client's, from the ledger", async () => {
    const broker = await created({ ...COYOTE, aliases: ["Coyote"] });
    const other = await t.json(
      "POST",
      "/api/admin/clients",
      {
        companyName: "Other Hauling",
        firstName: "O",
        lastName: "H",
        username: "other.hauling",
        email: "o@example.com",
      },
      { cookie: staff },
    );
    const otherId = ((await other.json()) as { account: { id: string } }).account.id;
    const first = await funded("Coyote", 100_000, 10);
    await funded("coyote logistics llc", 250_000, 5, otherId);
    const settled = await funded("Coyote", 70_000, 40);
    await paid("Coyote", first, 30_000, 2);
    await paid("Coyote", settled, 70_000, 1);
    // Another broker's and a broker not in the book's invoices count for nobody here.
    await funded("Arrive Logistics", 90_000, 3);
    expect((await detail(broker.id)).exposureCents).toBe(70_000 + 250_000);

    await decide(broker.id, { decision: "limit", limitCents: 320_000, reason: "Cap." });
    expect((await detail(broker.id)).verdict).toBe("call-first");
    await decide(broker.id, { decision: "limit", limitCents: 320_001, reason: "Cap raised." });
    expect((await detail(broker.id)).verdict).toBe("fund");
  });

  test("days-to-pay: average and 90th percentile of the last 90 days' payments, from 5 payments", async () => {
    const broker = await created({ ...COYOTE, aliases: ["Coyote"] });
    // Funded 40 days before they were paid... 10, 20, 30, 40 and 50 days after funding.
    for (const days of [10, 20, 30, 40]) {
      const reference = await funded("Coyote", 10_000, days + 5);
      await paid("Coyote", reference, 10_000, 5);
    }
    // Paid 91 days ago: outside the window.
    const old = await funded("Coyote", 10_000, 130);
    await paid("Coyote", old, 10_000, 91);
    expect(await detail(broker.id)).toMatchObject({ paymentsCounted: 4, daysToPay: null });

    const fifth = await funded("Coyote", 10_000, 50 + 90);
    await paid("Coyote", fifth, 10_000, 90);
    expect(await detail(broker.id)).toMatchObject({
      paymentsCounted: 5,
      daysToPay: { averageDays: 30, p90Days: 50 },
    });
  });
});

describe("linking invoices", () => {
  test("a new invoice whose typed name is a broker's name or carries its MC number is linked as it is made", async () => {
    const broker = await created({ ...COYOTE, aliases: ["Coyote"] });
    const byAlias = await invoiceInReview(t.db, { totalCents: 1_000, broker: "  COYOTE " });
    const byMc = await invoiceInReview(t.db, { totalCents: 1_000, broker: "Coyote Chicago MC# 561135" });
    const unknown = await invoiceInReview(t.db, { totalCents: 1_000, broker: "Somebody Else" });
    const linked = async (id: string) =>
      (await t.db.select({ brokerId: invoices.brokerId }).from(invoices).where(eq(invoices.id, id)))[0]
        ?.brokerId;
    expect(await linked(byAlias.id)).toBe(broker.id);
    expect(await linked(byMc.id)).toBe(broker.id);
    expect(await linked(unknown.id)).toBeNull();
  });

  test("through the client's API too: the invoice sent is linked, and the staff view names its broker", async () => {
    const broker = await created({ legalName: "Coyote Logistics", mcNumber: "561135" });
    await decide(broker.id, { decision: "approved", reason: "Pays in 30." });
    const client = await t.clientCookie();
    const sendPage = (path: string, init: RequestInit) => t.request(path, init);
    // Each page made once: a PDF made twice carries two creation times when a second passes between.
    const [png, pdf] = [await pngPage(), await pdfPage()];
    const pages = [
      {
        uploadId: await tusUpload(sendPage, client, png),
        documentKind: "rate-confirmation" as const,
        order: 1,
        sha256: sha256(png),
      },
      {
        uploadId: await tusUpload(sendPage, client, pdf),
        documentKind: "bol-pod" as const,
        order: 1,
        sha256: sha256(pdf),
      },
    ];
    const response = await t.json("POST", "/api/invoices", validInvoice(pages), {
      cookie: client,
      "Idempotency-Key": crypto.randomUUID(),
    });
    expect(response.status).toBe(201);
    const sent = ((await response.json()) as { invoice: Invoice & { broker?: unknown } }).invoice;
    // The client's answer says nothing of the book.
    expect(sent).not.toHaveProperty("broker");
    const staffView = await get(`/api/admin/invoices/${sent.reference}`);
    const invoice = ((await staffView.json()) as { invoice: StaffInvoiceWithMoney }).invoice;
    expect(invoice.broker).toEqual({
      id: broker.id,
      legalName: "Coyote Logistics",
      mcNumber: "561135",
      decision: "approved",
      // No notice of assignment for this client yet (docs/decisions/0222-notice-of-assignment.md).
      notice: "not-sent",
    });
  });

  test("staff link an invoice in one step; its typed name is remembered, and the next one links by itself", async () => {
    const coyote = await created(COYOTE);
    const arrive = await created({ legalName: "Arrive Logistics", aliases: ["Arrive"] });
    const first = await invoiceInReview(t.db, { totalCents: 1_000, broker: "Coyote Chicago" });
    const sameName = await invoiceInReview(t.db, { totalCents: 2_000, broker: "coyote-chicago" });
    const response = await send("PUT", `/api/admin/invoices/${first.reference}/broker`, {
      brokerId: coyote.id,
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { invoice: StaffInvoiceWithMoney; alias: unknown };
    expect(answer.invoice.broker).toMatchObject({ id: coyote.id, legalName: coyote.legalName });
    expect(answer.alias).toEqual({ name: "Coyote Chicago", remembered: true, heldBy: null });
    expect((await detail(coyote.id)).aliases.map((alias) => alias.name)).toEqual(["Coyote Chicago"]);
    // The invoice already sent under that name followed; the next one is linked as it is made.
    const next = await invoiceInReview(t.db, { totalCents: 3_000, broker: "COYOTE CHICAGO" });
    const page = await get(`/api/admin/brokers/${coyote.id}/invoices`);
    const listed = ((await page.json()) as { invoices: BrokerInvoice[] }).invoices.map(
      (each) => each.reference,
    );
    expect(listed.sort()).toEqual([first.reference, sameName.reference, next.reference].sort());
    expect((await detail(coyote.id)).invoiceCount).toBe(3);

    // Linked elsewhere by staff, the name stays Coyote's: the answer says who has it.
    const moved = await send("PUT", `/api/admin/invoices/${next.reference}/broker`, { brokerId: arrive.id });
    expect(((await moved.json()) as { alias: unknown }).alias).toEqual({
      name: "COYOTE CHICAGO",
      remembered: false,
      heldBy: { id: coyote.id, legalName: coyote.legalName },
    });
    expect((await detail(arrive.id)).invoiceCount).toBe(1);
  });

  test("an unknown invoice or broker is a 404, a bad body a 422, and nothing changes", async () => {
    const broker = await created(COYOTE);
    const invoice = await invoiceInReview(t.db, { totalCents: 1_000, broker: "Nobody Freight" });
    const before = await book();
    expect(
      (await send("PUT", `/api/admin/invoices/INV-0000-0000/broker`, { brokerId: broker.id })).status,
    ).toBe(404);
    const noBroker = await send("PUT", `/api/admin/invoices/${invoice.reference}/broker`, {
      brokerId: "00000000-0000-7000-8000-000000000000",
    });
    expect(noBroker.status).toBe(404);
    expect((await send("PUT", `/api/admin/invoices/${invoice.reference}/broker`, {})).status).toBe(422);
    expect(await book()).toBe(before);
  });
});

describe("the client's broker check", () => {
  const check = async (q: string, cookie: string, lang = "") => {
    const response = await get(`/api/brokers?q=${encodeURIComponent(q)}${lang}`, cookie);
    return {
      status: response.status,
      body: (await response.json()) as {
        brokers: BrokerCheckAnswer[];
        error?: string;
        issues?: Record<string, string>;
      },
    };
  };

  test("a plain verdict per broker found, with days-to-pay where known, and nothing else", async () => {
    const coyote = await created({ ...COYOTE, aliases: ["Coyote"] });
    const capped = await created({ legalName: "Summit Freight Brokers", mcNumber: "100200" });
    const banned = await created({ legalName: "Fastlane Freight Brokers", mcNumber: "100300" });
    const undecided = await created({ legalName: "Echo Global Logistics" });
    await decide(coyote.id, { decision: "approved", reason: "Pays." });
    // Funded before its limit was set: funding past a limit is held (docs/decisions/0221-verification-and-holds.md).
    await funded("Summit Freight Brokers", 60_000, 3);
    await decide(capped.id, { decision: "limit", limitCents: 50_000, reason: "Small." });
    await decide(banned.id, { decision: "do-not-fund", reason: "Double-brokering." });
    for (const days of [20, 22, 25, 30, 41]) {
      const reference = await funded("Coyote", 10_000, days + 1);
      await paid("Coyote", reference, 10_000, 1);
    }
    const client = await t.clientCookie();

    const freight = await check("freight", client);
    expect(freight.status).toBe(200);
    expect(freight.body.brokers.map((broker) => [broker.legalName, broker.verdict])).toEqual([
      ["Fastlane Freight Brokers", "no-fund"],
      ["Summit Freight Brokers", "call-first"],
    ]);
    for (const broker of freight.body.brokers)
      expect(Object.keys(broker).sort()).toEqual([
        "daysToPay",
        "dotNumber",
        "exact",
        "id",
        "legalName",
        "mcNumber",
        "verdict",
      ]);

    const byName = await check("coyote", client);
    expect(byName.body.brokers).toEqual([
      {
        id: coyote.id,
        legalName: "Coyote Logistics LLC",
        mcNumber: "561135",
        dotNumber: "2161145",
        verdict: "fund",
        daysToPay: { averageDays: 28, p90Days: 41 },
        exact: true,
      },
    ]);
    expect(
      (await check("MC 100300", client)).body.brokers.map((broker) => [broker.verdict, broker.exact]),
    ).toEqual([["no-fund", true]]);
    expect((await check("echo", client)).body.brokers).toMatchObject([
      { id: undecided.id, verdict: "call-first", exact: false },
    ]);
    expect(JSON.stringify(freight.body)).not.toMatch(/limit|exposure|50000|60000/i);
  });

  test("clients only; a search of fewer than 2 letters is refused in the client's language", async () => {
    expect((await check("coyote", staff)).status).toBe(401);
    expect((await check("coyote", "")).status).toBe(401);
    const client = await t.clientCookie();
    const short = await check("c", client);
    expect(short.status).toBe(422);
    expect(short.body.issues?.q).toBe("Type at least 2 letters of the broker's name, or its MC number");
    const spanish = await check("-", client, "&lang=es");
    expect(spanish.body.issues?.q).toBe(BROKER_CHECK_SHORT({ lang: "es" } as never));
  });

  test("rate limited per client: 429 after the limit, with Retry-After", async () => {
    const limited = await createTestApp({ limits: { brokerChecksPerMinute: 3 } });
    const client = await limited.clientCookie();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let attempt = 0; attempt < 4; attempt++) {
      last = await limited.request("/api/brokers?q=coyote", { headers: { cookie: client } });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last?.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await last?.json()) as { error: string }).error).toMatch(/Too many broker checks/);
  });
});
