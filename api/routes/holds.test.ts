import { beforeEach, describe, expect, test } from "vitest";
import { company } from "../contract/company";
import {
  approverCannotFund,
  DEFAULT_VERIFY_ABOVE_CENTS,
  VERIFICATION_METHOD_REQUIRED,
  type FundingHold,
} from "../contract/holds";
import type { Invoice, InvoiceInput } from "../contract/invoice";
import { baseFee, proposedAdvance, type StaffInvoiceWithMoney } from "../contract/money";
import { fundingGuard, holdsOf, readHoldFacts } from "../db/holds";
import { deliveryContent } from "../db/notifications";
import { findInvoiceRow, moveInvoiceStatus } from "../db/invoices";
import { fundingPosting } from "../db/money";
import { cookieFrom, createTestApp, type TestApp } from "../../tests/support/api/harness";
import { jpegPage, pdfPage, sha256, tusUpload, validInvoice } from "../../tests/support/api/invoices";
import { invoiceInReview } from "../../tests/support/api/money";

/**
 * Knowing the broker before the load (docs/decisions/0221-verification-and-holds.md): staff record a
 * verification with the broker; funding is held while the broker is do-not-fund, past its limit,
 * another client sent the same load or document, or a required verification is missing; a second
 * staff member lifts a hold with a reason, and never funds what they approved.
 */

const TODAY = "2026-05-04";
const PASSWORD = "second-staff-password";

let t: TestApp;
/** Three staff members: the one who funds, the one who approves, and a third. */
let ana: string;
let ben: string;
let cora: string;

beforeEach(async () => {
  t = await createTestApp({ now: () => new Date(`${TODAY}T18:00:00.000Z`) });
  ana = await t.staffCookie();
  ben = await staffMember("ben.holds");
  cora = await staffMember("cora.holds");
});

/** A staff account made by the first one, signed in. */
async function staffMember(username: string): Promise<string> {
  const made = await t.json(
    "POST",
    "/api/admin/staff",
    { username, displayName: username, password: PASSWORD },
    { cookie: ana },
  );
  expect(made.status).toBe(201);
  const signedIn = await t.json("POST", "/api/admin/login", { username, password: PASSWORD });
  expect(signedIn.status).toBe(200);
  return cookieFrom(signedIn);
}

const send = (method: string, path: string, body: unknown, cookie: string) =>
  t.json(method, path, body, { cookie });
const detail = async (reference: string, cookie = ana) => {
  const response = await t.request(`/api/admin/invoices/${reference}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { invoice: StaffInvoiceWithMoney }).invoice;
};

/** The figures the company's terms propose for a total: funding them needs no reason. */
const figures = (totalCents: number) => ({
  advanceCents: proposedAdvance(totalCents, company.defaultTerms),
  feeCents: baseFee(totalCents, company.defaultTerms),
  fundedOn: TODAY,
});

const fund = (reference: string, totalCents: number, cookie: string, funding = figures(totalCents)) =>
  send(
    "PATCH",
    `/api/admin/invoices/${reference}/status`,
    { status: "funded", reason: "Sent by ACH.", funding },
    cookie,
  );
const verify = (reference: string, body: Record<string, unknown>, cookie = ana) =>
  send("POST", `/api/admin/invoices/${reference}/verification`, body, cookie);
const approve = (reference: string, body: Record<string, unknown>, cookie: string) =>
  send("POST", `/api/admin/invoices/${reference}/hold-approvals`, body, cookie);

const PHONE_CALL = {
  contact: "Dana at Coyote AP, (555) 010-2101",
  method: "phone",
  result: "Load delivered, rate confirmed, pays in 30 days.",
};

async function broker(legalName: string, credit?: Record<string, unknown>): Promise<string> {
  const made = await send("POST", "/api/admin/brokers", { legalName }, ana);
  expect(made.status).toBe(201);
  const { id } = ((await made.json()) as { broker: { id: string } }).broker;
  if (credit) expect((await send("PUT", `/api/admin/brokers/${id}/credit`, credit, ana)).status).toBe(200);
  return id;
}

/** Everything a refused request must leave as it was. */
async function stored() {
  const rows = await Promise.all(
    [
      "select id, status, advance_cents from invoices order by id",
      "select * from invoice_verifications order by id",
      "select * from hold_approvals order by id",
      "select count(*) from ledger_entries",
      "select id, action from invoice_history order by id",
    ].map((query) => t.client.execute(query)),
  );
  return JSON.stringify(rows.map((result) => result.rows));
}

const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

describe("verification with the broker", () => {
  test("staff record who they reached, how and what was said: kept on the invoice and in its history", async () => {
    const { reference } = await invoiceInReview(t.db, { totalCents: 100_000 });
    const recorded = await verify(reference, PHONE_CALL);
    expect(recorded.status).toBe(201);
    const invoice = ((await recorded.json()) as { invoice: StaffInvoiceWithMoney }).invoice;
    expect(invoice.verifications).toEqual([
      {
        id: expect.any(String),
        at: `${TODAY}T18:00:00.000Z`,
        by: "staff",
        contact: PHONE_CALL.contact,
        method: "phone",
        result: PHONE_CALL.result,
      },
    ]);
    expect(invoice.history.at(-1)).toEqual({
      at: `${TODAY}T18:00:00.000Z`,
      by: "staff",
      action: "verification",
      from: "in-review",
      to: "in-review",
      reason: "",
      verification: { contact: PHONE_CALL.contact, method: "phone", result: PHONE_CALL.result },
    });
    const client = await t.clientCookie();
    const own = await t.request(`/api/invoices/${reference}`, { headers: { cookie: client } });
    expect(JSON.stringify(await own.json())).not.toContain("Dana at Coyote");
  });

  test("a method not in the list, a missing contact or result: 422 on the field, nothing stored", async () => {
    const { reference } = await invoiceInReview(t.db, { totalCents: 100_000 });
    const before = await stored();
    const fax = await verify(reference, { ...PHONE_CALL, method: "fax" });
    expect(fax.status).toBe(422);
    expect(await fax.json()).toMatchObject({ issues: { method: VERIFICATION_METHOD_REQUIRED } });
    const noContact = await verify(reference, { ...PHONE_CALL, contact: " " });
    expect(((await noContact.json()) as { issues: object }).issues).toEqual({
      contact: "Contact is required",
    });
    const noResult = await verify(reference, { contact: "Dana", method: "email" });
    expect(noResult.status).toBe(422);
    expect(await stored()).toBe(before);
  });

  test("recorded before funding only; an unknown invoice is 404", async () => {
    const { reference } = await invoiceInReview(t.db, { totalCents: 100_000 });
    expect((await fund(reference, 100_000, ana)).status).toBe(200);
    const late = await verify(reference, PHONE_CALL);
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toBe(`A verification is recorded before funding: ${reference} is Funded.`);
    expect((await verify("INV-ZZZZ-ZZZZ", PHONE_CALL)).status).toBe(404);
  });

  test(`an advance above $${DEFAULT_VERIFY_ABOVE_CENTS / 100} needs one; at it, none; a verification lets it fund`, async () => {
    const small = await invoiceInReview(t.db, { totalCents: 270_000 });
    expect(figures(270_000).advanceCents).toBeLessThanOrEqual(DEFAULT_VERIFY_ABOVE_CENTS);
    expect((await detail(small.reference)).fundingHolds).toMatchObject({
      verificationRequired: null,
      holds: [],
    });
    expect((await fund(small.reference, 270_000, ana)).status).toBe(200);

    const large = await invoiceInReview(t.db, { totalCents: 300_000 });
    expect((await detail(large.reference)).fundingHolds).toMatchObject({
      advanceCents: 270_000,
      verifyAboveCents: 250_000,
      verificationRequired: "the advance of $2,700.00 is above $2,500.00",
    });
    const before = await stored();
    const held = await fund(large.reference, 300_000, ana);
    expect(held.status).toBe(409);
    expect(await held.json()).toEqual({
      error: `Funding ${large.reference} is held: No verification with the broker is recorded, and one is needed: the advance of $2,700.00 is above $2,500.00. A second staff member must approve this hold (Funding holds) before it is funded.`,
      holds: [
        {
          kind: "verification",
          key: "verification",
          figureCents: 270_000,
          message:
            "No verification with the broker is recorded, and one is needed: the advance of $2,700.00 is above $2,500.00.",
        },
      ],
    });
    expect(await stored()).toBe(before);
    expect((await verify(large.reference, PHONE_CALL)).status).toBe(201);
    expect((await fund(large.reference, 300_000, ana)).status).toBe(200);
  });

  test("VERIFY_ABOVE_CENTS moves the line", async () => {
    t = await createTestApp({ now: () => new Date(`${TODAY}T18:00:00.000Z`), verifyAboveCents: 50_000 });
    ana = await t.staffCookie();
    const { reference } = await invoiceInReview(t.db, { totalCents: 100_000 });
    expect((await detail(reference)).fundingHolds?.verificationRequired).toBe(
      "the advance of $900.00 is above $500.00",
    );
    expect((await fund(reference, 100_000, ana)).status).toBe(409);
  });

  test("an ask-first broker, or one of the book with no decision yet, needs one whatever the advance", async () => {
    await broker("Echo Global Logistics", { decision: "ask-first", reason: "Slow payer." });
    await broker("Summit Freight Brokers");
    const echo = await invoiceInReview(t.db, { totalCents: 50_000, broker: "Echo Global Logistics" });
    const summit = await invoiceInReview(t.db, { totalCents: 50_000, broker: "Summit Freight Brokers" });
    expect((await detail(echo.reference)).fundingHolds?.verificationRequired).toBe(
      "Echo Global Logistics is Ask first",
    );
    expect((await detail(summit.reference)).fundingHolds?.verificationRequired).toBe(
      "Summit Freight Brokers has no credit decision yet (read as Ask first)",
    );
    for (const { reference } of [echo, summit]) {
      expect((await fund(reference, 50_000, ana)).status).toBe(409);
      expect((await verify(reference, { ...PHONE_CALL, method: "portal" })).status).toBe(201);
      expect((await fund(reference, 50_000, ana)).status).toBe(200);
    }
  });
});

describe("holds and their approval by a second staff member", () => {
  test("a do-not-fund broker holds funding, naming it; another staff member approves with a reason, and it funds", async () => {
    await broker("Fastlane Freight", { decision: "do-not-fund", reason: "Double-brokering." });
    const { reference } = await invoiceInReview(t.db, { totalCents: 100_000, broker: "Fastlane Freight" });
    const held = await fund(reference, 100_000, ana);
    expect(held.status).toBe(409);
    expect(await errorOf(held)).toContain("The broker Fastlane Freight is marked Do not fund.");
    const holds = (await detail(reference)).fundingHolds?.holds ?? [];
    expect(holds).toEqual([
      expect.objectContaining({
        kind: "do-not-fund",
        key: expect.stringMatching(/^do-not-fund:/),
        approval: null,
      }),
    ]);
    const approved = await approve(
      reference,
      { reason: "Owner vouched; paid direct before.", holds: [holds[0]?.key] },
      ben,
    );
    expect(approved.status).toBe(201);
    const invoice = ((await approved.json()) as { invoice: StaffInvoiceWithMoney }).invoice;
    expect(invoice.fundingHolds?.holds[0]?.approval).toMatchObject({
      by: "ben.holds",
      reason: "Owner vouched; paid direct before.",
    });
    expect(invoice.history.at(-1)).toMatchObject({
      action: "hold-approval",
      by: "ben.holds",
      reason: "Owner vouched; paid direct before.",
      holds: ["The broker Fastlane Freight is marked Do not fund."],
    });
    expect((await fund(reference, 100_000, ana)).status).toBe(200);
  });

  test("whoever approved a hold never funds it: the approver is refused, another funds", async () => {
    await broker("Fastlane Freight", { decision: "do-not-fund", reason: "Double-brokering." });
    const { reference } = await invoiceInReview(t.db, { totalCents: 100_000, broker: "Fastlane Freight" });
    expect((await approve(reference, { reason: "Known load." }, ben)).status).toBe(201);
    const before = await stored();
    const own = await fund(reference, 100_000, ben);
    expect(own.status).toBe(409);
    expect(await errorOf(own)).toBe(approverCannotFund(reference));
    expect(await stored()).toBe(before);
    expect((await fund(reference, 100_000, cora)).status).toBe(200);
  });

  test("a second approval by the same person, or of holds already approved, is refused and changes nothing", async () => {
    await broker("Fastlane Freight", { decision: "do-not-fund", reason: "Double-brokering." });
    const { reference } = await invoiceInReview(t.db, { totalCents: 100_000, broker: "Fastlane Freight" });
    expect((await approve(reference, { reason: "Known load." }, ben)).status).toBe(201);
    const before = await stored();
    const again = await approve(reference, { reason: "Still fine." }, ben);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(
      `You already approved the holds on ${reference}: nothing stands that you have not approved.`,
    );
    const other = await approve(reference, { reason: "Me too." }, cora);
    expect(await errorOf(other)).toBe(
      `The holds on ${reference} are already approved, by ben.holds: nothing stands to approve.`,
    );
    expect(await stored()).toBe(before);
  });

  test("an approval of a hold that no longer stands, or blind to one that arose, is refused", async () => {
    const id = await broker("Fastlane Freight", { decision: "do-not-fund", reason: "Double-brokering." });
    const { reference } = await invoiceInReview(t.db, { totalCents: 300_000, broker: "Fastlane Freight" });
    const seen = ((await detail(reference)).fundingHolds?.holds ?? []).map((hold) => hold.key);
    expect(seen).toEqual([expect.stringMatching(/^do-not-fund:/), "verification"]);
    // The broker is cleared meanwhile: the do-not-fund hold is gone, the verification still stands.
    expect(
      (
        await send(
          "PUT",
          `/api/admin/brokers/${id}/credit`,
          { decision: "approved", reason: "Cleared." },
          ana,
        )
      ).status,
    ).toBe(200);
    const before = await stored();
    const gone = await approve(reference, { reason: "Seen.", holds: seen }, ben);
    expect(gone.status).toBe(409);
    expect(await errorOf(gone)).toBe(
      `A hold you approve no longer stands on ${reference}: read its holds again and approve what stands.`,
    );
    // Approving only what was seen before a new hold arose is refused too.
    expect(
      (
        await send(
          "PUT",
          `/api/admin/brokers/${id}/credit`,
          { decision: "do-not-fund", reason: "Again." },
          ana,
        )
      ).status,
    ).toBe(200);
    const blind = await approve(reference, { reason: "Seen.", holds: ["verification"] }, ben);
    expect(blind.status).toBe(409);
    expect(await errorOf(blind)).toContain(
      `Another hold stands on ${reference} since you looked: The broker Fastlane Freight is marked Do not fund.`,
    );
    expect(await stored()).toBe(before);
  });

  test("nothing to approve, a missing reason, a funded invoice: each refused with its words", async () => {
    const { reference } = await invoiceInReview(t.db, { totalCents: 100_000 });
    const before = await stored();
    const none = await approve(reference, { reason: "Just in case." }, ben);
    expect(none.status).toBe(409);
    expect(await errorOf(none)).toBe(
      `Nothing holds the funding of ${reference} now: there is no hold to approve.`,
    );
    const noReason = await approve(reference, { reason: "" }, ben);
    expect(noReason.status).toBe(422);
    expect(await noReason.json()).toMatchObject({ issues: { reason: "Reason is required" } });
    expect((await approve(reference, {}, ben)).status).toBe(422);
    expect(await stored()).toBe(before);
    expect((await fund(reference, 100_000, ana)).status).toBe(200);
    const funded = await approve(reference, { reason: "Late." }, ben);
    expect(funded.status).toBe(409);
    expect(await errorOf(funded)).toBe(`Holds are approved before funding: ${reference} is Funded.`);
    expect((await approve("INV-ZZZZ-ZZZZ", { reason: "Who?" }, ben)).status).toBe(404);
  });

  test("an approval covers the holds of that moment: a bigger advance than it was judged at is held again", async () => {
    await broker("Echo Global Logistics", { decision: "ask-first", reason: "Slow payer." });
    const { reference } = await invoiceInReview(t.db, {
      totalCents: 100_000,
      broker: "Echo Global Logistics",
    });
    expect((await approve(reference, { reason: "AP unreachable; known shipper." }, ben)).status).toBe(201);
    const bigger = { advanceCents: 95_000, feeCents: 3_000, fundedOn: TODAY, overrideReason: "Agreed 95 %." };
    const held = await fund(reference, 100_000, ana, bigger);
    expect(held.status).toBe(409);
    expect(((await held.json()) as { holds: FundingHold[] }).holds.map((hold) => hold.kind)).toEqual([
      "verification",
    ]);
    expect((await fund(reference, 100_000, ana)).status).toBe(200);
  });

  test("past its limit: held on the exposure after funding, every client's; an approval is good up to the exposure it saw", async () => {
    await broker("TQL", { decision: "limit", limitCents: 500_000, reason: "Capped." });
    const other = await t.json(
      "POST",
      "/api/admin/clients",
      {
        companyName: "Other Hauling",
        firstName: "Oto",
        lastName: "Hall",
        username: "other.hauling",
        email: "other@example.com",
      },
      { cookie: ana },
    );
    const otherId = ((await other.json()) as { account: { id: string } }).account.id;
    const first = await invoiceInReview(t.db, { totalCents: 200_000, broker: "TQL", clientId: otherId });
    expect((await fund(first.reference, 200_000, ana)).status).toBe(200);
    const third = await invoiceInReview(t.db, { totalCents: 100_000, broker: "TQL" });
    expect((await detail(third.reference)).fundingHolds?.holds).toEqual([]);
    const over = await invoiceInReview(t.db, { totalCents: 310_000, broker: "TQL" });
    // 200,000 open + 310,000 = 510,000: past 500,000.
    const holds = (await detail(over.reference)).fundingHolds?.holds ?? [];
    expect(holds.map((hold) => [hold.kind, hold.figureCents, hold.message])).toEqual([
      ["over-limit", 510_000, "Funding it takes TQL to $5,100.00 open, past its limit of $5,000.00."],
      ["verification", 279_000, expect.stringContaining("the advance of $2,790.00 is above $2,500.00")],
    ]);
    expect((await verify(over.reference, PHONE_CALL)).status).toBe(201);
    expect(
      (await approve(over.reference, { reason: "TQL paid last week; cap lifts Monday." }, ben)).status,
    ).toBe(201);
    // Another of TQL's invoices funded since: 300,000 open, so 610,000 once funded: past what was approved.
    expect((await fund(third.reference, 100_000, cora)).status).toBe(200);
    const held = await fund(over.reference, 310_000, ana);
    expect(held.status).toBe(409);
    expect(await errorOf(held)).toContain(
      "Funding it takes TQL to $6,100.00 open, past its limit of $5,000.00.",
    );
    expect((await approve(over.reference, { reason: "Still fine at $6,100." }, cora)).status).toBe(201);
    expect((await fund(over.reference, 310_000, ana)).status).toBe(200);
  });

  test("two staff funding a broker's invoices at once never both pass its limit: the funding checks it as it writes", async () => {
    await broker("TQL", { decision: "limit", limitCents: 400_000, reason: "Capped." });
    const a = await invoiceInReview(t.db, { totalCents: 240_000, broker: "TQL" });
    const b = await invoiceInReview(t.db, { totalCents: 240_000, broker: "TQL" });
    const rowA = await findInvoiceRow(t.db, a.reference);
    if (!rowA) throw new Error("no invoice");
    // Staff A read the holds: none (240,000 of 400,000). Then B funded the other invoice.
    const facts = await readHoldFacts(t.db, rowA);
    const judged = holdsOf(rowA, facts, {
      advanceCents: 216_000,
      verifyAboveCents: DEFAULT_VERIFY_ABOVE_CENTS,
    });
    expect(judged.holds).toEqual([]);
    expect((await fund(b.reference, 240_000, ben)).status).toBe(200);
    const at = `${TODAY}T18:00:00.000Z`;
    const funding = { advanceCents: 216_000, feeCents: 7_200, fundedOn: TODAY };
    const moved = await moveInvoiceStatus(t.db, {
      invoiceId: rowA.id,
      from: "in-review",
      to: "funded",
      reason: "Sent.",
      funding,
      postings: [fundingPosting(rowA, funding, { actor: "staff", at })],
      guard: fundingGuard(rowA, facts, judged.holds),
      by: "staff",
      at,
    });
    expect(moved).toBe(false);
    expect((await findInvoiceRow(t.db, a.reference))?.status).toBe("in-review");
    // Through the API, whatever order the two requests' steps take, one is funded and one is held.
    const c = await invoiceInReview(t.db, { totalCents: 100_000, broker: "TQL" });
    const d = await invoiceInReview(t.db, { totalCents: 100_000, broker: "TQL" });
    const both = await Promise.all([fund(c.reference, 100_000, ana), fund(d.reference, 100_000, cora)]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 409]);
  });

  test("another client's invoice with the same document is a danger that holds funding; the client's own is not", async () => {
    const madeOther = await t.json(
      "POST",
      "/api/admin/clients",
      {
        companyName: "Other Hauling",
        firstName: "Oto",
        lastName: "Hall",
        username: "other.hauling",
        email: "other@example.com",
        password: "other-client-password",
      },
      { cookie: ana },
    );
    expect(madeOther.status).toBe(201);
    const rivera = await t.clientCookie();
    const otherSignIn = await t.json("POST", "/api/auth/login", {
      username: "other.hauling",
      password: "other-client-password",
    });
    const other = cookieFrom(otherSignIn);
    const bol = await pdfPage(1);
    const sent = async (cookie: string, seed: number, load: string): Promise<Invoice> => {
      const pages: InvoiceInput["pages"] = [];
      for (const [bytes, documentKind] of [
        [await jpegPage(64, 48, seed), "rate-confirmation"],
        [bol, "bol-pod"],
      ] as const)
        pages.push({
          uploadId: await tusUpload((path, init) => t.request(path, init), cookie, bytes),
          documentKind,
          order: 1,
          sha256: sha256(bytes),
        });
      const response = await t.json(
        "POST",
        "/api/invoices",
        { ...validInvoice(pages), loadNumber: load, amountCents: 50_000, extras: [] },
        {
          cookie,
          "Idempotency-Key": crypto.randomUUID(),
        },
      );
      expect(response.status).toBe(201);
      return ((await response.json()) as { invoice: Invoice }).invoice;
    };
    const original = await sent(rivera, 1, "LD-1");
    const copy = await sent(other, 2, "LD-2");
    const own = await sent(rivera, 3, "LD-3");
    expect((await detail(copy.reference)).duplicates).toEqual([
      { reference: original.reference, sameLoad: false, samePages: true, otherClient: true },
      { reference: own.reference, sameLoad: false, samePages: true, otherClient: true },
    ]);
    expect((await detail(own.reference)).duplicates).toEqual([
      { reference: original.reference, sameLoad: false, samePages: true, otherClient: false },
      { reference: copy.reference, sameLoad: false, samePages: true, otherClient: true },
    ]);
    for (const invoice of [original, copy, own])
      expect(
        (await send("PATCH", `/api/admin/invoices/${invoice.reference}/status`, { status: "in-review" }, ana))
          .status,
      ).toBe(200);
    const held = await fund(copy.reference, 50_000, ana);
    expect(held.status).toBe(409);
    expect(await errorOf(held)).toContain(
      `Another client sent this document: ${original.reference} (Rivera Hauling LLC) has the same page file.`,
    );
    expect(
      (await approve(copy.reference, { reason: "Broker confirms both loads; same BOL template." }, ben))
        .status,
    ).toBe(201);
    expect((await fund(copy.reference, 50_000, ana)).status).toBe(200);
    // Rivera's own two invoices share a file with each other: a note, not a hold; the other client's is one.
    expect(((await detail(own.reference)).fundingHolds?.holds ?? []).map((hold) => hold.key)).toEqual([
      `other-client:${copy.reference}`,
    ]);
  });
});

describe("staff alerts", () => {
  test("the new-invoice alert names another client's document as the flag; pages sent on request alert as a re-submission", async () => {
    const made = await t.json(
      "POST",
      "/api/admin/clients",
      {
        companyName: "Other Hauling",
        firstName: "Oto",
        lastName: "Hall",
        username: "other.hauling",
        email: "other@example.com",
        password: "other-client-password",
      },
      { cookie: ana },
    );
    expect(made.status).toBe(201);
    const rivera = await t.clientCookie();
    const other = cookieFrom(
      await t.json("POST", "/api/auth/login", {
        username: "other.hauling",
        password: "other-client-password",
      }),
    );
    const bol = await pdfPage(1);
    const page = async (
      cookie: string,
      bytes: Uint8Array,
      documentKind: "rate-confirmation" | "bol-pod",
    ) => ({
      uploadId: await tusUpload((path, init) => t.request(path, init), cookie, bytes),
      documentKind,
      order: 1,
      sha256: sha256(bytes),
    });
    const sent = async (cookie: string, seed: number) => {
      const pages = [
        await page(cookie, await jpegPage(64, 48, seed), "rate-confirmation"),
        await page(cookie, bol, "bol-pod"),
      ];
      const response = await t.json("POST", "/api/invoices", validInvoice(pages), {
        cookie,
        "Idempotency-Key": crypto.randomUUID(),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { invoice: Invoice }).invoice;
    };
    const contentOf = async (eventId: string) =>
      deliveryContent(t.db, { eventId }, new Date(`${TODAY}T18:00:00.000Z`));
    const first = await sent(rivera, 1);
    // What an alert says is read as it is sent: alone, the first invoice has no flag.
    expect(await contentOf(`invoice:${first.id}`)).toMatchObject({ kind: "new-invoice", flags: [] });
    const copy = await sent(other, 2);
    expect(await contentOf(`invoice:${copy.id}`)).toMatchObject({
      kind: "new-invoice",
      flags: [{ words: "another client sent this document", references: [first.reference] }],
    });

    const asked = await send(
      "PATCH",
      `/api/admin/invoices/${first.reference}/status`,
      { status: "needs-documents", reason: "Send the lumper receipt." },
      ana,
    );
    expect(asked.status).toBe(200);
    const added = await t.json(
      "POST",
      `/api/invoices/${first.reference}/pages`,
      { pages: [await page(rivera, await jpegPage(64, 48, 9), "bol-pod")] },
      { cookie: rivera },
    );
    expect(added.status).toBe(200);
    const events = await t.client.execute(
      "select id, kind from notification_events where kind = 'invoice-resubmitted'",
    );
    expect(events.rows).toHaveLength(1);
    const content = await contentOf(String(events.rows[0]?.id));
    expect(content).toEqual({
      kind: "invoice-resubmitted",
      reference: first.reference,
      companyName: "Rivera Hauling LLC",
      totalCents: first.totalCents,
      flags: [{ words: "another client sent this document", references: [copy.reference] }],
    });
    // A refused page addition (not needing documents any more) alerts nobody.
    const again = await t.json(
      "POST",
      `/api/invoices/${first.reference}/pages`,
      { pages: [await page(rivera, await jpegPage(64, 48, 10), "bol-pod")] },
      { cookie: rivera },
    );
    expect(again.status).toBe(409);
    expect(
      (
        await t.client.execute(
          "select count(*) as n from notification_events where kind = 'invoice-resubmitted'",
        )
      ).rows[0]?.n,
    ).toBe(1);
  });
});
