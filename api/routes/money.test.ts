import { count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { createApp } from "../app";
import type { BrokerPayment, ClientInvoiceDetail, ClientMoney, TermsVersion } from "../contract/money";
import { createClientAccount } from "../db/accounts";
import { findInvoiceRow } from "../db/invoices";
import { invoiceBalances } from "../db/ledger";
import { planApplication, recordPayment, type ApplicationPlan } from "../db/money";
import { ledgerEntries, ledgerTransactions } from "../db/schema";
import { createTestApp, STAFF, testAppDeps, testHasher, type TestApp } from "../../tests/support/api/harness";
import { clientIdOf, invoiceInReview } from "../../tests/support/api/money";

/**
 * The money routes' rules one at a time (docs/decisions/0210-money-ledger.md); the random sequences
 * of events are in money.property.test.ts.
 */

const TODAY = "2026-05-04";
let t: TestApp;
let staff: string;
let clientId: string;

beforeEach(async () => {
  t = await createTestApp({ now: () => new Date(`${TODAY}T18:00:00.000Z`) });
  staff = await t.staffCookie();
  clientId = await clientIdOf(t.db, "rivera");
});

const post = (path: string, body: unknown, key?: string) =>
  t.json("POST", path, body, { cookie: staff, ...(key ? { "Idempotency-Key": key } : {}) });

/** An invoice of `totalCents` funded today on the company's terms (90 % advanced, 3 % fee). */
async function fundedInvoice(totalCents: number, fundedOn = TODAY) {
  const { reference } = await invoiceInReview(t.db, { clientId, totalCents });
  const funding = {
    advanceCents: Math.floor(totalCents * 0.9),
    feeCents: Math.round(totalCents * 0.03),
    fundedOn,
  };
  const moved = await t.json(
    "PATCH",
    `/api/admin/invoices/${reference}/status`,
    { status: "funded", reason: "Sent.", funding },
    { cookie: staff },
  );
  expect(moved.status).toBe(200);
  return reference;
}

const entryCount = async () => (await t.db.select({ n: count() }).from(ledgerEntries))[0]?.n ?? 0;

describe("client terms", () => {
  test("each change is a new version with who and when; funding follows the terms in force on its date", async () => {
    const terms = {
      advanceRateBps: 8000,
      feeBps: 250,
      feeDays: 20,
      extraFeeBps: 50,
      extraFeeDays: 10,
      recourseDays: 60,
    };
    const first = await t.json("PUT", `/api/admin/clients/${clientId}/terms`, terms, { cookie: staff });
    expect(first.status).toBe(200);
    const second = await t.json(
      "PUT",
      `/api/admin/clients/${clientId}/terms`,
      { ...terms, advanceRateBps: 8500 },
      { cookie: staff },
    );
    const answer = (await second.json()) as {
      terms: TermsVersion;
      history: TermsVersion[];
      defaults: TermsVersion;
    };
    expect(answer.terms).toMatchObject({ advanceRateBps: 8500, effectiveOn: TODAY, setBy: STAFF.username });
    expect(answer.history.map((version) => version.advanceRateBps)).toEqual([8500, 8000]);
    expect(answer.defaults).toMatchObject({ advanceRateBps: 9000, feeBps: 300 });

    // Today the client's terms propose 85 %; a funding dated before they were set is on the company's.
    const { reference } = await invoiceInReview(t.db, { clientId, totalCents: 100_000 });
    const detail = await t.request(`/api/admin/invoices/${reference}`, { headers: { cookie: staff } });
    const { invoice } = (await detail.json()) as { invoice: { fundingProposal: unknown } };
    expect(invoice.fundingProposal).toMatchObject({ onDate: TODAY, advanceCents: 85_000, feeCents: 2_500 });
    const backdated = await t.json(
      "PATCH",
      `/api/admin/invoices/${reference}/status`,
      {
        status: "funded",
        reason: "Sent.",
        funding: { advanceCents: 90_000, feeCents: 3_000, fundedOn: "2026-05-01" },
      },
      { cookie: staff },
    );
    expect(backdated.status).toBe(200);
  });

  test("bad terms are refused with staff's words and change nothing", async () => {
    const response = await t.json(
      "PUT",
      `/api/admin/clients/${clientId}/terms`,
      { advanceRateBps: 9600, feeBps: 300, feeDays: 0, extraFeeBps: 100, extraFeeDays: 15, recourseDays: 90 },
      { cookie: staff },
    );
    expect(response.status).toBe(422);
    expect(((await response.json()) as { issues: unknown }).issues).toEqual({
      advanceRateBps: "Advance rate must be at most 95 %",
      feeDays: "Fee period must be at least 1 day",
    });
    const unknown = await t.json(
      "PUT",
      "/api/admin/clients/no-such-client/terms",
      {
        advanceRateBps: 9000,
        feeBps: 300,
        feeDays: 30,
        extraFeeBps: 100,
        extraFeeDays: 15,
        recourseDays: 90,
      },
      { cookie: staff },
    );
    expect(unknown.status).toBe(404);
  });
});

describe("broker payments", () => {
  test("one check pays two invoices, one in full (paid, fee fixed, reserve available) and one in part", async () => {
    const whole = await fundedInvoice(100_000, "2026-03-20");
    const part = await fundedInvoice(50_000);
    const response = await post(
      "/api/admin/payments",
      {
        broker: "Summit Freight Brokers",
        receivedOn: TODAY,
        method: "check",
        reference: "1042",
        amountCents: 130_000,
        applications: [
          { invoice: whole, amountCents: 100_000 },
          { invoice: part, amountCents: 20_000 },
        ],
      },
      "check-1042",
    );
    expect(response.status).toBe(201);
    const { payment } = (await response.json()) as { payment: BrokerPayment };
    expect(payment).toMatchObject({ amountCents: 130_000, unappliedCents: 10_000, method: "check" });
    // 45 days from funding: the 3 % base fee, plus 1 % for the one 15-day period started after 30.
    const paid = await t.request(`/api/admin/invoices/${whole}`, { headers: { cookie: staff } });
    const { invoice } = (await paid.json()) as { invoice: { status: string; money: unknown } };
    expect(invoice.status).toBe("paid");
    expect(invoice.money).toEqual({
      advanceCents: 90_000,
      feeCents: 4_000,
      reserveCents: 6_000,
      paidCents: 100_000,
      openCents: 0,
      paidOn: TODAY,
      chargedToReserveCents: 0,
    });
    const money = await t.request(`/api/admin/clients/${clientId}/money`, { headers: { cookie: staff } });
    const staffView = (await money.json()) as { client: unknown; money: ClientMoney };
    // The client it is about, for the staff screen's title and for its links.
    expect(staffView.client).toEqual({
      id: clientId,
      companyName: "Rivera Hauling LLC",
      username: "rivera",
      locale: "en",
    });
    expect(staffView.money).toEqual({
      availableReserveCents: 6_000,
      reserveHeldCents: 5_000,
      fundedThisMonthCents: 45_000,
      brokersOweCents: 30_000,
    });
    const list = await t.request("/api/admin/payments", { headers: { cookie: staff } });
    expect(((await list.json()) as { payments: BrokerPayment[] }).payments.map((each) => each.id)).toEqual([
      payment.id,
    ]);
  });

  test("an application beyond the open balance or to an invoice not funded is refused, and nothing is written", async () => {
    const funded = await fundedInvoice(10_000);
    const { reference: inReview } = await invoiceInReview(t.db, { clientId, totalCents: 10_000 });
    const before = await entryCount();
    const response = await post(
      "/api/admin/payments",
      {
        broker: "Summit",
        receivedOn: TODAY,
        method: "ach",
        amountCents: 30_000,
        applications: [
          { invoice: funded, amountCents: 10_001 },
          { invoice: inReview, amountCents: 100 },
          { invoice: "INV-ZZZZ-ZZZZ", amountCents: 100 },
        ],
      },
      "refused",
    );
    expect(response.status).toBe(422);
    expect(((await response.json()) as { issues: unknown }).issues).toEqual({
      "applications.0.amountCents": `${funded} has $100.00 open: apply at most that`,
      "applications.1.amountCents": `${inReview} is not funded: only a funded invoice can be paid`,
      "applications.2.invoice": "No invoice INV-ZZZZ-ZZZZ was found",
    });
    const future = await post(
      "/api/admin/payments",
      { broker: "Summit", receivedOn: "2026-05-09", method: "ach", amountCents: 100 },
      "future",
    );
    expect(future.status).toBe(422);
    expect(await entryCount()).toBe(before);
  });

  test("money is dated by the office's calendar: after its midnight in UTC, the office's tomorrow is refused", async () => {
    // 03:00 UTC on May 5 is 9 p.m. on May 4 in the office: May 5 has not begun there.
    t = await createTestApp({ now: () => new Date("2026-05-05T03:00:00.000Z") });
    staff = await t.staffCookie();
    clientId = await clientIdOf(t.db, "rivera");
    const body = { broker: "Summit", method: "ach", amountCents: 100 };
    const early = await post("/api/admin/payments", { ...body, receivedOn: "2026-05-05" }, "early");
    expect(await early.json()).toMatchObject({
      issues: { receivedOn: "Received on cannot be in the future" },
    });
    const today = await post("/api/admin/payments", { ...body, receivedOn: "2026-05-04" }, "today");
    expect(today.status).toBe(201);
    const release = await post(
      `/api/admin/clients/${clientId}/reserve-releases`,
      { amountCents: 1, method: "ach", paidOn: "2026-05-05" },
      "release-early",
    );
    expect(await release.json()).toMatchObject({ issues: { paidOn: "Paid on cannot be in the future" } });
  });

  test("a retry with the same key is answered as the first and posts nothing; another body under it is 409", async () => {
    const body = { broker: "Summit", receivedOn: TODAY, method: "wire", amountCents: 5_000 };
    const first = await post("/api/admin/payments", body, "wire-1");
    expect(first.status).toBe(201);
    const after = await entryCount();
    const again = await post("/api/admin/payments", body, "wire-1");
    expect(again.status).toBe(201);
    expect(((await again.json()) as { payment: BrokerPayment }).payment.id).toBe(
      ((await first.json()) as { payment: BrokerPayment }).payment.id,
    );
    expect((await post("/api/admin/payments", { ...body, amountCents: 5_001 }, "wire-1")).status).toBe(409);
    expect(await entryCount()).toBe(after);
    expect((await post("/api/admin/payments", body)).status).toBe(400);
  });

  test("two posts against one invoice at once: one is made, the other refused, and it is paid once", async () => {
    const reference = await fundedInvoice(40_000);
    const row = await findInvoiceRow(t.db, reference);
    if (!row) throw new Error("no invoice");
    // Both read the invoice before either writes: the second write finds its version moved on.
    const plans = await Promise.all([1, 2].map(() => planApplication(t.db, row, 40_000, TODAY)));
    const outcomes = [];
    for (const [index, plan] of plans.entries()) {
      outcomes.push(
        await recordPayment(
          t.db,
          {
            id: `race-${index}`,
            broker: "Summit",
            receivedOn: TODAY,
            method: "ach",
            reference: "",
            amountCents: 40_000,
            applications: [],
            idempotencyKey: `race-${index}`,
            requestHash: "h",
          },
          [plan as ApplicationPlan],
          { by: STAFF.username, at: `${TODAY}T18:00:00.000Z` },
        ),
      );
    }
    expect(outcomes).toEqual(["posted", "changed-meanwhile"]);
    // Through the API, from two servers on one database: exactly one is made.
    const second = await fundedInvoice(40_000);
    const { app: other } = createApp(testAppDeps(t.db, { now: () => new Date(`${TODAY}T18:00:00.000Z`) }));
    const body = JSON.stringify({
      broker: "Summit",
      receivedOn: TODAY,
      method: "ach",
      amountCents: 40_000,
      applications: [{ invoice: second, amountCents: 40_000 }],
    });
    const answers = await Promise.all(
      [t.app, other].map((app, index) =>
        app.request("/api/admin/payments", {
          method: "POST",
          headers: { "Content-Type": "application/json", cookie: staff, "Idempotency-Key": `both-${index}` },
          body,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(201);
    expect([409, 422]).toContain(statuses[1]);
    const secondRow = await findInvoiceRow(t.db, second);
    expect(secondRow && (await invoiceBalances(t.db, secondRow.id)).receivable).toBe(0);
    const settlements = await t.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.invoiceId, secondRow?.id ?? ""));
    // Its funding, one application and one settlement.
    expect(settlements[0]?.n).toBe(3);
  });
});

describe("reserve releases", () => {
  test("never more than the available reserve; a retry is a no-op; the client reads the same figures", async () => {
    const reference = await fundedInvoice(100_000);
    const paid = await post(
      "/api/admin/payments",
      {
        broker: "Summit",
        receivedOn: TODAY,
        method: "ach",
        amountCents: 100_000,
        applications: [{ invoice: reference, amountCents: 100_000 }],
      },
      "paid-in-full",
    );
    expect(paid.status).toBe(201);
    // 10 % reserve held, less the 3 % fee: $70.00 available.
    const path = `/api/admin/clients/${clientId}/reserve-releases`;
    const over = await post(path, { amountCents: 7_001, method: "ach", paidOn: TODAY }, "over");
    expect(over.status).toBe(422);
    expect(((await over.json()) as { issues: unknown }).issues).toEqual({
      amountCents: "The available reserve is $70.00: release at most that",
    });
    const release = { amountCents: 5_000, method: "ach", reference: "ACH 77", paidOn: TODAY };
    expect((await post(path, release, "release-1")).status).toBe(201);
    const after = await entryCount();
    expect((await post(path, release, "release-1")).status).toBe(201);
    expect((await post(path, { ...release, amountCents: 4_000 }, "release-1")).status).toBe(409);
    expect(await entryCount()).toBe(after);
    const client = await t.clientCookie();
    const own = await t.request("/api/account/money", { headers: { cookie: client } });
    expect(((await own.json()) as { money: ClientMoney }).money).toMatchObject({
      availableReserveCents: 2_000,
      reserveHeldCents: 0,
      brokersOweCents: 0,
    });
  });
});

describe("closing an invoice the broker will not pay in full", () => {
  const close = (reference: string, body: Record<string, unknown>) =>
    t.json("PATCH", `/api/admin/invoices/${reference}/status`, body, { cookie: staff });

  test("short-paid: what is open and the fee are charged to the reserve; the detail and the client's figures say so", async () => {
    const reference = await fundedInvoice(100_000);
    const paid = await post(
      "/api/admin/payments",
      {
        broker: "Summit",
        receivedOn: TODAY,
        method: "ach",
        amountCents: 80_000,
        applications: [{ invoice: reference, amountCents: 80_000 }],
      },
      "short-pay-1",
    );
    expect(paid.status).toBe(201);

    const noReason = await close(reference, { status: "short-paid" });
    expect(noReason.status).toBe(422);
    expect(await noReason.json()).toMatchObject({
      issues: { reason: "Give the client a reason for this status" },
    });

    const closed = await close(reference, { status: "short-paid", reason: "Broker deducted a $200 claim." });
    expect(closed.status).toBe(200);
    const { invoice } = (await closed.json()) as { invoice: { status: string; money: unknown } };
    // Advanced 90,000 of 100,000; the broker paid 80,000; the 3 % fee is 3,000: 20,000 open + 3,000
    // charged against the 10,000 held leaves the client owing 13,000.
    expect(invoice).toMatchObject({
      status: "short-paid",
      money: {
        advanceCents: 90_000,
        feeCents: 3_000,
        paidCents: 80_000,
        openCents: 0,
        chargedToReserveCents: 20_000,
      },
    });
    const money = await t.request(`/api/admin/clients/${clientId}/money`, { headers: { cookie: staff } });
    expect(((await money.json()) as { money: ClientMoney }).money).toMatchObject({
      availableReserveCents: -13_000,
      reserveHeldCents: 0,
      brokersOweCents: 0,
    });
    const row = await findInvoiceRow(t.db, reference);
    expect(row).toMatchObject({ closedOn: TODAY, statusReason: "Broker deducted a $200 claim." });

    // Final: nothing more moves it, and a payment cannot be applied to it.
    const again = await close(reference, { status: "recourse", reason: "Again." });
    expect(again.status).toBe(409);
  });

  test("short-paid is refused while nothing is paid; recourse before the recourse days is refused with the day it opens", async () => {
    const reference = await fundedInvoice(50_000, "2026-03-01");
    const before = await entryCount();
    const short = await close(reference, { status: "short-paid", reason: "Disputed." });
    expect(short.status).toBe(409);
    expect(((await short.json()) as { error: string }).error).toBe(
      `Nothing has been paid on ${reference} yet: close it short-paid once the broker has paid part of it, or charge it back (recourse) once it is past its recourse days.`,
    );
    const early = await close(reference, { status: "recourse", reason: "Unpaid." });
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({
      error: `${reference} was funded 64 days ago: it can be charged back after 90 days, from 2026-05-31.`,
      allowed: ["short-paid"],
    });
    expect(await entryCount()).toBe(before);
  });

  test("recourse past the recourse days charges the advance and the fee, with its extra periods, to the reserve", async () => {
    const reference = await fundedInvoice(100_000, "2026-01-20");
    const closed = await close(reference, { status: "recourse", reason: "Broker out of business." });
    expect(closed.status).toBe(200);
    // 104 days: the 3 % for the first 30, then 1 % for each of the 5 further periods of 15 days started.
    const { invoice } = (await closed.json()) as { invoice: { money: { feeCents: number } } };
    expect(invoice.money.feeCents).toBe(8_000);
    const money = await t.request(`/api/admin/clients/${clientId}/money`, { headers: { cookie: staff } });
    expect(((await money.json()) as { money: ClientMoney }).money.availableReserveCents).toBe(-98_000);
    const [transaction] = await t.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, "recourse"));
    expect(transaction).toMatchObject({ memo: "Broker out of business.", onDate: TODAY });
  });
});

describe("an invoice's money as its client reads it", () => {
  test("advance, fee, reserve, what the broker paid and still owes, from the ledger; never for another client", async () => {
    const reference = await fundedInvoice(100_000, "2026-03-20");
    const client = await t.clientCookie();
    const detail = async () => {
      const response = await t.request(`/api/invoices/${reference}`, { headers: { cookie: client } });
      return ((await response.json()) as { invoice: ClientInvoiceDetail }).invoice;
    };
    expect((await detail()).money).toEqual({
      advanceCents: 90_000,
      feeCents: 3_000,
      reserveCents: 7_000,
      paidCents: 0,
      openCents: 100_000,
      paidOn: null,
      chargedToReserveCents: 0,
    });
    const paid = await post(
      "/api/admin/payments",
      {
        broker: "Summit",
        receivedOn: TODAY,
        method: "check",
        amountCents: 100_000,
        applications: [{ invoice: reference, amountCents: 100_000 }],
      },
      "client-reads-money",
    );
    expect(paid.status).toBe(201);
    // 45 days after funding: one 15-day period past the first 30 adds 1 % to the fee.
    const settled = await detail();
    expect(settled.status).toBe("paid");
    expect(settled.money).toEqual({
      advanceCents: 90_000,
      feeCents: 4_000,
      reserveCents: 6_000,
      paidCents: 100_000,
      openCents: 0,
      paidOn: TODAY,
      chargedToReserveCents: 0,
    });
    const { reference: notFunded } = await invoiceInReview(t.db, { clientId, totalCents: 5_000 });
    const unfunded = await t.request(`/api/invoices/${notFunded}`, { headers: { cookie: client } });
    expect(((await unfunded.json()) as { invoice: ClientInvoiceDetail }).invoice.money).toBeNull();

    const otherId = await createClientAccount(
      t.db,
      testHasher,
      { username: "other", firstName: "O", lastName: "Ther", companyName: "Other Freight" },
      "other-password-123",
    );
    const { reference: theirs } = await invoiceInReview(t.db, { clientId: otherId, totalCents: 5_000 });
    const notYours = await t.request(`/api/invoices/${theirs}`, { headers: { cookie: client } });
    expect(notYours.status).toBe(404);
    expect(await notYours.text()).not.toContain("money");
  });
});
