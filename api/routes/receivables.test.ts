import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import {
  FUTURE_AS_OF,
  promisedBeforeFunding,
  type Aging,
  type CollectionNote,
  type CollectionsPage,
} from "../contract/aging";
import { addDays } from "../contract/money";
import { weekStart } from "../db/receivables";
import { invoices } from "../db/schema";
import { createTestApp, STAFF, type TestApp } from "../../tests/support/api/harness";
import { clientIdOf, invoiceInReview } from "../../tests/support/api/money";
import { recordStatements } from "../../tests/support/api/query-plans";

/**
 * Aging and the collections queue (docs/decisions/0212-aging-and-collections.md): invoices funded and
 * paid through the API as staff do, then read back as of today and as of earlier days.
 */

/** A Monday; the office (Denver) is at noon. */
const TODAY = "2026-05-04";
const daysAgo = (days: number) => addDays(TODAY, -days);

let t: TestApp;
let staff: string;
let clientId: string;

beforeEach(async () => {
  t = await createTestApp({ now: () => new Date(`${TODAY}T18:00:00.000Z`) });
  staff = await t.staffCookie();
  clientId = await clientIdOf(t.db, "rivera");
});

const get = (path: string, cookie = staff) => t.request(path, { headers: cookie ? { cookie } : {} });

/** An invoice of `totalCents` funded `fundedDaysAgo` days before today on the company's terms. */
async function funded(totalCents: number, fundedDaysAgo: number, broker = "Summit Freight Brokers") {
  const { reference } = await invoiceInReview(t.db, { clientId, totalCents, broker });
  const moved = await t.json(
    "PATCH",
    `/api/admin/invoices/${reference}/status`,
    {
      status: "funded",
      reason: "Sent.",
      funding: {
        advanceCents: Math.floor(totalCents * 0.9),
        feeCents: Math.round(totalCents * 0.03),
        fundedOn: daysAgo(fundedDaysAgo),
      },
    },
    { cookie: staff },
  );
  expect(moved.status).toBe(200);
  return reference;
}

/** A broker's payment received `receivedDaysAgo` days before today, applied to one invoice. */
async function paid(reference: string, amountCents: number, receivedDaysAgo: number) {
  const response = await t.json(
    "POST",
    "/api/admin/payments",
    {
      broker: "Summit Freight Brokers",
      receivedOn: daysAgo(receivedDaysAgo),
      method: "ach",
      amountCents,
      applications: [{ invoice: reference, amountCents }],
    },
    { cookie: staff, "Idempotency-Key": crypto.randomUUID() },
  );
  expect(response.status).toBe(201);
}

async function aging(query = ""): Promise<Aging> {
  const response = await get(`/api/admin/aging${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { aging: Aging }).aging;
}

const cents = (a: number, b: number, c: number, d: number) => ({
  "0-30": a,
  "31-60": b,
  "61-90": c,
  "90+": d,
});

describe("aging", () => {
  test("each invoice falls in its bucket by whole days since funding, at each edge", async () => {
    for (const [days, total] of [
      [0, 100],
      [30, 200],
      [31, 400],
      [60, 800],
      [61, 1_600],
      [90, 3_200],
      [91, 6_400],
    ] as const)
      await funded(total, days);
    const answer = await aging();
    expect(answer.asOf).toBe(TODAY);
    expect(answer.brokers).toEqual([
      {
        brokerKey: "summitfreightbrokers",
        broker: "Summit Freight Brokers",
        invoiceCount: 7,
        cents: cents(300, 1_200, 4_800, 6_400),
        totalCents: 12_700,
      },
    ]);
    expect(answer.totals).toEqual({
      invoiceCount: 7,
      cents: cents(300, 1_200, 4_800, 6_400),
      totalCents: 12_700,
    });
  });

  test("a line per broker by its match key, named as on its latest funding, most owed first, with totals", async () => {
    await funded(50_000, 70, "Summit Freight Brokers");
    await funded(20_000, 3, "SUMMIT  freight-brokers");
    await funded(90_000, 45, "Arrive Logistics");
    // Not funded: no receivable, no line.
    await invoiceInReview(t.db, { clientId, totalCents: 10_000, broker: "Coyote Logistics" });
    const answer = await aging();
    expect(answer.brokers.map((line) => [line.broker, line.invoiceCount, line.totalCents])).toEqual([
      ["Arrive Logistics", 1, 90_000],
      ["SUMMIT  freight-brokers", 2, 70_000],
    ]);
    expect(answer.brokers[1]?.cents).toEqual(cents(20_000, 0, 50_000, 0));
    expect(answer.totals).toEqual({
      invoiceCount: 3,
      cents: cents(20_000, 90_000, 50_000, 0),
      totalCents: 160_000,
    });
  });

  test("as of an earlier day: what was open then, at its balance then, aged to then", async () => {
    const paidLater = await funded(100_000, 40);
    await paid(paidLater, 100_000, 10);
    const partlyPaid = await funded(60_000, 50);
    await paid(partlyPaid, 25_000, 5);
    await funded(30_000, 12);

    // Today: the invoice paid 10 days ago is closed; the other has 35,000 open.
    expect((await aging()).totals).toEqual({
      invoiceCount: 2,
      cents: cents(30_000, 35_000, 0, 0),
      totalCents: 65_000,
    });
    // 20 days ago: both older invoices were open, in full; the newest was not funded yet.
    expect((await aging(`?asOf=${daysAgo(20)}`)).totals).toEqual({
      invoiceCount: 2,
      cents: cents(160_000, 0, 0, 0),
      totalCents: 160_000,
    });
    // The day it was paid it is closed; the day before, open (beside the other two, funded by then).
    expect((await aging(`?asOf=${daysAgo(10)}`)).totals).toMatchObject({
      invoiceCount: 2,
      totalCents: 90_000,
    });
    expect((await aging(`?asOf=${daysAgo(11)}`)).totals).toMatchObject({
      invoiceCount: 3,
      totalCents: 190_000,
    });
    // Before any funding: nothing.
    expect(await aging(`?asOf=${daysAgo(60)}`)).toEqual({
      asOf: daysAgo(60),
      brokers: [],
      totals: { invoiceCount: 0, cents: cents(0, 0, 0, 0), totalCents: 0 },
    });
  });

  test("any status other than funded is not open now, and was open before the day it closed", async () => {
    const reference = await funded(40_000, 20);
    // Closed by something other than a payment (a short pay, recourse): only its status and closed_on say so.
    await t.db
      .update(invoices)
      .set({ status: "declined", closedOn: daysAgo(5) })
      .where(eq(invoices.reference, reference));
    expect((await aging()).totals.invoiceCount).toBe(0);
    expect((await aging(`?asOf=${daysAgo(6)}`)).totals).toMatchObject({
      invoiceCount: 1,
      totalCents: 40_000,
    });
  });

  test("reads only the invoices open then, from their indexes", async () => {
    const recorded = recordStatements(t.client);
    await aging(`?asOf=${daysAgo(3)}`);
    const reads = recorded.statements.filter(({ sql }) => sql.includes('from "invoices"'));
    expect(reads).toHaveLength(2);
    const plans = await Promise.all(reads.map(recorded.planOf));
    expect(plans[0]).toMatch(
      /SEARCH invoices USING INDEX invoices_status_funded_on_id_idx \(status=\? AND funded_on<\?\)/,
    );
    expect(plans[1]).toMatch(/SEARCH invoices USING INDEX invoices_closed_on_idx \(closed_on>\?\)/);
    for (const plan of plans) {
      expect(plan).toMatch(/USING INDEX ledger_entries_invoice_account_idx \(invoice_id=\? AND account=\?\)/);
      expect(plan).not.toMatch(/SCAN/);
    }
  });

  test("the CSV holds the same figures as the JSON, a line per broker and one of all", async () => {
    await funded(12_345, 10, "Arrive Logistics");
    await funded(50_000, 75, "=Formula Freight");
    const answer = await aging(`?asOf=${daysAgo(1)}`);
    const response = await get(`/api/admin/aging.csv?asOf=${daysAgo(1)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="aging-${daysAgo(1)}.csv"`,
    );
    const [header, ...rows] = (await response.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n")
      .map((line) => line.slice(1, -1).split('","'));
    expect(header).toEqual([
      "As of",
      "Broker",
      "Invoices",
      "0-30 days",
      "31-60 days",
      "61-90 days",
      "Over 90 days",
      "Total",
    ]);
    const dollars = (value: number) => (value / 100).toFixed(2);
    const line = (broker: string, figures: Aging["totals"]) => [
      answer.asOf,
      broker,
      String(figures.invoiceCount),
      ...Object.values(figures.cents).map(dollars),
      dollars(figures.totalCents),
    ];
    expect(rows).toEqual([
      ...answer.brokers.map((each) => line(each.broker.replace(/^=/, "'="), each)),
      line("All brokers", answer.totals),
    ]);
    expect(rows[0]?.[1]).toBe("'=Formula Freight");
  });

  test("a future or malformed as-of day is refused with staff's words", async () => {
    for (const [asOf, message] of [
      ["2026-05-05", FUTURE_AS_OF],
      ["2026-5-4", "As of must be a date like 2026-11-20"],
      ["2026-02-30", "As of is not a real date"],
    ]) {
      for (const path of ["/api/admin/aging", "/api/admin/aging.csv"]) {
        const response = await get(`${path}?asOf=${asOf}`);
        expect(response.status).toBe(422);
        expect(await response.json()).toEqual({ error: message, issues: { asOf: message } });
      }
    }
  });

  test("staff only: anonymous callers and clients are refused", async () => {
    const client = await t.clientCookie();
    for (const path of ["/api/admin/aging", "/api/admin/aging.csv", "/api/admin/collections"]) {
      expect((await get(path, "")).status).toBe(401);
      expect((await get(path, client)).status).toBe(401);
    }
  });
});

describe("collections", () => {
  async function queue(query = ""): Promise<CollectionsPage> {
    const response = await get(`/api/admin/collections${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as CollectionsPage;
  }

  const note = (reference: string, body: unknown) =>
    t.json("POST", `/api/admin/invoices/${reference}/collection-notes`, body, { cookie: staff });

  test("open funded invoices with money owed, oldest funding first, a keyset page at a time", async () => {
    const newest = await funded(10_000, 2);
    const oldest = await funded(20_000, 95);
    const middle = await funded(30_000, 40);
    const sameDay = await funded(40_000, 40);
    const settled = await funded(50_000, 60);
    await paid(settled, 50_000, 1);
    await paid(middle, 5_000, 1);
    await invoiceInReview(t.db, { clientId, totalCents: 60_000 });

    const first = await queue("?limit=2");
    expect(first.total).toBe(4);
    expect(first.totalOpenCents).toBe(95_000);
    const seen = [...first.items];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await queue(`?limit=2&cursor=${cursor}`);
      seen.push(...next.items);
      cursor = next.nextCursor;
    }
    // Two funded the same day come in a fixed order (by id), each once.
    expect(seen.map((item) => item.reference)).toEqual([
      oldest,
      expect.any(String),
      expect.any(String),
      newest,
    ]);
    expect(new Set(seen.slice(1, 3).map((item) => item.reference))).toEqual(new Set([middle, sameDay]));
    expect(seen.find((item) => item.reference === oldest)).toEqual({
      reference: oldest,
      client: { companyName: "Rivera Hauling LLC" },
      broker: "Summit Freight Brokers",
      totalCents: 20_000,
      openCents: 20_000,
      fundedOn: daysAgo(95),
      daysOut: 95,
      latestNote: null,
      promisePassed: false,
    });
    expect(seen.find((item) => item.reference === middle)?.openCents).toBe(25_000);
    expect((await get("/api/admin/collections?cursor=not-a-cursor")).status).toBe(422);
  });

  test("a note is kept with who wrote it; the queue shows the latest and whether its promise passed", async () => {
    const reference = await funded(80_000, 35);
    const first = await note(reference, {
      contact: "Dana at Summit AP",
      said: "Check run is Friday.",
      promisedOn: daysAgo(3),
    });
    expect(first.status).toBe(201);
    let [item] = (await queue()).items;
    expect(item?.latestNote).toMatchObject({
      by: STAFF.username,
      contact: "Dana at Summit AP",
      said: "Check run is Friday.",
      promisedOn: daysAgo(3),
      at: `${TODAY}T18:00:00.000Z`,
    });
    expect(item?.promisePassed).toBe(true);

    const second = await note(reference, {
      contact: "(555) 010-2000",
      said: "Left a voicemail.\nWill call back.",
    });
    expect(second.status).toBe(201);
    const { notes } = (await second.json()) as { notes: CollectionNote[] };
    expect(notes.map((each) => each.said)).toEqual([
      "Left a voicemail.\nWill call back.",
      "Check run is Friday.",
    ]);
    [item] = (await queue()).items;
    expect(item?.latestNote).toMatchObject({ contact: "(555) 010-2000", promisedOn: null });
    expect(item?.promisePassed).toBe(false);

    await note(reference, { contact: "Dana", said: "Paying today.", promisedOn: TODAY });
    [item] = (await queue()).items;
    expect(item?.promisePassed).toBe(false);

    const read = await get(`/api/admin/invoices/${reference.toLowerCase()}/collection-notes`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { notes: CollectionNote[] }).notes.map((each) => each.said)).toEqual([
      "Paying today.",
      "Left a voicemail.\nWill call back.",
      "Check run is Friday.",
    ]);
  });

  test("a note is refused on an unknown invoice, one not open, bad text, or a promise before funding", async () => {
    const reference = await funded(80_000, 35);
    const { reference: inReview } = await invoiceInReview(t.db, { clientId, totalCents: 10_000 });
    const settled = await funded(10_000, 5);
    await paid(settled, 10_000, 0);
    const body = { contact: "Dana", said: "Soon." };

    const unknown = await note("INV-ZZZZ-ZZZZ", body);
    expect(unknown.status).toBe(404);
    expect((await get("/api/admin/invoices/INV-ZZZZ-ZZZZ/collection-notes")).status).toBe(404);
    const notFunded = await note(inReview, body);
    expect(notFunded.status).toBe(409);
    expect(await notFunded.json()).toEqual({
      error: `Collection notes are kept on open funded invoices: ${inReview} is in review.`,
    });
    expect((await note(settled, body)).status).toBe(409);

    const early = await note(reference, { ...body, promisedOn: daysAgo(36) });
    expect(early.status).toBe(422);
    expect(await early.json()).toEqual({
      error: promisedBeforeFunding(daysAgo(35)),
      issues: { promisedOn: promisedBeforeFunding(daysAgo(35)) },
    });
    expect((await note(reference, { ...body, promisedOn: daysAgo(35) })).status).toBe(201);

    const bad = await note(reference, { contact: "", said: "x".repeat(2001), promisedOn: "2026-02-30" });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { issues: unknown }).issues).toEqual({
      contact: "Contact is required",
      said: "What they said must be at most 2000 characters",
      promisedOn: "Promised to pay on is not a real date",
    });
    expect((await note(reference, { ...body, said: "<script>alert(1)</script>" })).status).toBe(422);
    expect((await note(reference, { ...body, extra: true })).status).toBe(422);

    const read = await get(`/api/admin/invoices/${reference}/collection-notes`);
    expect(((await read.json()) as { notes: CollectionNote[] }).notes).toHaveLength(1);
  });
});

describe("the staff dashboard's money", () => {
  test("outstanding, past due (funded more than 30 days ago), paid this office week, unapplied cash", async () => {
    const recent = await funded(100_000, 30);
    const old = await funded(40_000, 31);
    const settled = await funded(25_000, 45);
    // Sunday: last week. Today is a Monday, the first day of this week.
    await paid(recent, 10_000, 1);
    await paid(old, 15_000, 0);
    await paid(settled, 25_000, 0);
    const cash = await t.json(
      "POST",
      "/api/admin/payments",
      { broker: "Arrive Logistics", receivedOn: TODAY, method: "check", amountCents: 7_000 },
      { cookie: staff, "Idempotency-Key": crypto.randomUUID() },
    );
    expect(cash.status).toBe(201);

    const response = await get("/api/admin/summary");
    const { summary } = (await response.json()) as { summary: { money: unknown } };
    expect(summary.money).toEqual({
      outstandingCents: 90_000 + 25_000,
      pastDueCents: 25_000,
      paidThisWeekCents: 15_000 + 25_000,
      unappliedCashCents: 7_000,
    });
  });

  test("paid this week is read from the week's applications, not client by client", async () => {
    const recorded = recordStatements(t.client);
    expect((await get("/api/admin/summary")).status).toBe(200);
    const weekly = recorded.statements.filter(({ sql }) => sql.includes('from "ledger_transactions"'));
    expect(weekly).toHaveLength(1);
    const plan = await recorded.planOf(weekly[0] ?? { sql: "" });
    expect(plan).toMatch(
      /SEARCH ledger_transactions USING INDEX ledger_transactions_kind_date_idx \(kind=\? AND on_date>\? AND on_date<\?\)/,
    );
    expect(plan).toMatch(
      /SEARCH ledger_entries USING INDEX ledger_entries_transaction_idx \(transaction_id=\?\)/,
    );
    expect(plan).not.toMatch(/SCAN/);
  });

  test("the office week starts on Monday", () => {
    expect(["2026-05-04", "2026-05-05", "2026-05-09", "2026-05-10"].map(weekStart)).toEqual([
      "2026-05-04",
      "2026-05-04",
      "2026-05-04",
      "2026-05-04",
    ]);
    expect(weekStart("2026-05-03")).toBe("2026-04-27");
    expect(weekStart("2026-01-01")).toBe("2025-12-29");
  });
});
