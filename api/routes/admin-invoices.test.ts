import { beforeEach, describe, expect, test } from "vitest";
import type { Invoice, InvoiceInput, StaffInvoiceDetail } from "../contract/invoice";
import type { ClientInvoiceDetail } from "../contract/money";
import { eq } from "drizzle-orm";
import { createApp } from "../app";
import { moveInvoiceStatus } from "../db/invoices";
import { invoices } from "../db/schema";
import { createTestApp, STAFF, testAppDeps, type TestApp } from "../../tests/support/api/harness";
import { pdfPage, pngPage, sha256, tusUpload, validInvoice } from "../../tests/support/api/invoices";

/**
 * The office's side of an invoice (docs/decisions/0100-invoice-workflow.md,
 * 0101-funding-and-corrections.md): the workflow's moves and refusals, the
 * history, the funding figures and their corrections, internal notes, and
 * what of all that the client sees.
 */

let t: TestApp;
let clock: number;
let client: string;
let staff: string;

beforeEach(async () => {
  clock = Date.parse("2026-05-04T15:00:00.000Z");
  t = await createTestApp({ now: () => new Date(clock) });
  client = await t.clientCookie();
  staff = await t.staffCookie();
});

const send = (path: string, init: RequestInit) => t.request(path, init);

async function newInvoice(): Promise<Invoice> {
  const pages: InvoiceInput["pages"] = [];
  for (const [bytes, documentKind] of [
    [await pngPage(), "rate-confirmation"],
    [await pdfPage(1), "bol-pod"],
  ] as const) {
    pages.push({
      uploadId: await tusUpload(send, client, bytes),
      documentKind,
      order: 1,
      sha256: sha256(bytes),
    });
  }
  const response = await t.json("POST", "/api/invoices", validInvoice(pages), {
    cookie: client,
    "Idempotency-Key": crypto.randomUUID(),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { invoice: Invoice }).invoice;
}

const move = (reference: string, body: unknown, cookie = staff) =>
  t.json("PATCH", `/api/admin/invoices/${reference}/status`, body, { cookie });
const detailOf = async (response: Response) =>
  ((await response.json()) as { invoice: StaffInvoiceDetail }).invoice;
const staffView = async (reference: string) =>
  detailOf(await t.request(`/api/admin/invoices/${reference}`, { headers: { cookie: staff } }));
const clientView = (reference: string) =>
  t.request(`/api/invoices/${reference}`, { headers: { cookie: client } });

/** The invoice of validInvoice totals $2,525.00. */
/** The company's terms give it an advance of 90 % and a fee of 3 % (docs/decisions/0210-money-ledger.md). */
const funding = { advanceCents: 227_250, feeCents: 7_575, fundedOn: "2026-05-04" };

describe("status changes follow the workflow", () => {
  test("submitted -> in review -> funded, each kept in the history with who, when, from, to and reason", async () => {
    const invoice = await newInvoice();
    clock += 60_000;
    expect((await move(invoice.reference, { status: "in-review" })).status).toBe(200);
    clock += 60_000;
    const funded = await move(invoice.reference, { status: "funded", reason: "Sent by ACH.", funding });
    expect(funded.status).toBe(200);
    const detail = await detailOf(funded);
    expect(detail).toMatchObject({ status: "funded", statusReason: "Sent by ACH.", funding });
    expect(detail.history).toEqual([
      {
        at: "2026-05-04T15:00:00.000Z",
        by: "client",
        action: "created",
        from: null,
        to: "submitted",
        reason: "",
      },
      {
        at: "2026-05-04T15:01:00.000Z",
        by: STAFF.username,
        action: "status",
        from: "submitted",
        to: "in-review",
        reason: "",
      },
      {
        at: "2026-05-04T15:02:00.000Z",
        by: STAFF.username,
        action: "status",
        from: "in-review",
        to: "funded",
        reason: "Sent by ACH.",
        after: funding,
      },
    ]);
    expect(await staffView(invoice.reference)).toEqual(detail);
  });

  test("a refused move is a 409 naming the allowed next statuses, and changes nothing", async () => {
    const invoice = await newInvoice();
    const early = await move(invoice.reference, { status: "funded", reason: "Paid.", funding });
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({
      error: "An invoice that is Submitted cannot move to Funded.",
      allowed: ["in-review", "needs-documents", "declined"],
    });

    await move(invoice.reference, { status: "needs-documents", reason: "Add the signed BOL." });
    const byStaff = await move(invoice.reference, { status: "submitted" });
    expect(byStaff.status).toBe(409);
    expect(await byStaff.json()).toEqual({
      error: "An invoice goes back to Submitted only when the client adds the pages asked for.",
      allowed: ["declined"],
    });

    await move(invoice.reference, { status: "declined", reason: "Duplicate load." });
    const final = await move(invoice.reference, { status: "in-review" });
    expect(final.status).toBe(409);
    expect(await final.json()).toEqual({
      error: "This invoice is declined, which is final: its status cannot change.",
      allowed: [],
    });
    const detail = await staffView(invoice.reference);
    expect(detail.status).toBe("declined");
    expect(detail.history.map((entry) => entry.to)).toEqual(["submitted", "needs-documents", "declined"]);
  });

  test("two staff changing at once: exactly one wins, the other gets 409 and the allowed statuses", async () => {
    const { app: other } = createApp(testAppDeps(t.db, { now: () => new Date(clock) }));
    for (let round = 1; round <= 5; round++) {
      const invoice = await newInvoice();
      await move(invoice.reference, { status: "in-review" });
      const answers = await Promise.all([
        move(invoice.reference, { status: "funded", reason: "Sent by ACH.", funding }),
        other.request(`/api/admin/invoices/${invoice.reference}/status`, {
          method: "PATCH",
          headers: { "Content-Type": "application/json", cookie: staff },
          body: JSON.stringify({ status: "declined", reason: "Broker will not pay." }),
        }),
      ]);
      expect(answers.map((answer) => answer.status).sort(), `round ${round}`).toEqual([200, 409]);
      const lost = (await answers.find((answer) => answer.status === 409)?.json()) as { allowed: unknown };
      const won = await staffView(invoice.reference);
      // Where the invoice may go from where the winner left it: nowhere once declined; funded, closing unpaid.
      expect(lost.allowed).toEqual(won.status === "declined" ? [] : ["short-paid", "recourse"]);
      expect(won.history.map((entry) => entry.to)).toEqual(["submitted", "in-review", won.status]);
    }
  });

  test("the change is conditional on the status it was read in: of two from the same status, one is made", async () => {
    const invoice = await newInvoice();
    await move(invoice.reference, { status: "in-review" });
    const [row] = await t.db.select().from(invoices).where(eq(invoices.reference, invoice.reference));
    const at = new Date(clock).toISOString();
    const both = { invoiceId: row?.id ?? "", from: "in-review" as const, at, by: STAFF.username };
    const made = await Promise.all([
      moveInvoiceStatus(t.db, { ...both, to: "funded", reason: "Paid.", funding }),
      moveInvoiceStatus(t.db, { ...both, to: "funded", reason: "Paid.", funding }),
      moveInvoiceStatus(t.db, { ...both, to: "declined", reason: "No." }),
    ]);
    expect(made.filter(Boolean)).toHaveLength(1);
    const detail = await staffView(invoice.reference);
    expect(detail.history.filter((entry) => entry.from === "in-review")).toHaveLength(1);
    expect(detail.status).toBe(detail.history.at(-1)?.to);
  });

  test("the client's pages move needs documents -> submitted, recorded as the client's", async () => {
    const invoice = await newInvoice();
    await move(invoice.reference, { status: "needs-documents", reason: "Add the lumper receipt." });
    clock += 60_000;
    const bytes = await pngPage();
    const added = await t.json(
      "POST",
      `/api/invoices/${invoice.reference}/pages`,
      {
        pages: [
          {
            uploadId: await tusUpload(send, client, bytes),
            documentKind: "receipt",
            order: 1,
            sha256: sha256(bytes),
          },
        ],
      },
      { cookie: client },
    );
    expect(added.status).toBe(200);
    expect((await staffView(invoice.reference)).history.at(-1)).toEqual({
      at: "2026-05-04T15:01:00.000Z",
      by: "client",
      action: "status",
      from: "needs-documents",
      to: "submitted",
      reason: "",
    });
  });
});

describe("funding figures", () => {
  test("are required with funded, only with funded, and checked against the total and the calendar", async () => {
    const invoice = await newInvoice();
    await move(invoice.reference, { status: "in-review" });
    const refusal = async (body: unknown) => {
      const response = await move(invoice.reference, body);
      expect(response.status).toBe(422);
      return ((await response.json()) as { issues: Record<string, string> }).issues;
    };
    expect(await refusal({ status: "funded", reason: "Paid." })).toEqual({
      funding: "Record the advance, the fee and the funding date",
    });
    expect(await refusal({ status: "declined", reason: "No.", funding })).toEqual({
      funding: "Funding figures go only with the status Funded",
    });
    expect(
      await refusal({ status: "funded", reason: "Paid.", funding: { ...funding, advanceCents: 12.5 } }),
    ).toEqual({ "funding.advanceCents": "Advance must be in whole cents" });
    // Later than today anywhere on Earth (docs/decisions/0101-funding-and-corrections.md).
    expect(
      await refusal({ status: "funded", reason: "Paid.", funding: { ...funding, fundedOn: "2026-05-06" } }),
    ).toEqual({ "funding.fundedOn": "Funding date cannot be in the future" });
    expect(
      await refusal({ status: "funded", reason: "Paid.", funding: { ...funding, feeCents: 25_251 } }),
    ).toEqual({
      "funding.advanceCents":
        "The advance and the fee together cannot be more than the invoice total ($2,525.00)",
    });
    // Figures other than the terms' need a reason (docs/decisions/0210-money-ledger.md).
    const exact = { ...funding, feeCents: 252_500 - funding.advanceCents };
    expect(await refusal({ status: "funded", reason: "Paid.", funding: exact })).toEqual({
      "funding.overrideReason":
        "The client's terms give an advance of $2,272.50 and a fee of $75.75: give a reason for other figures",
    });
    expect((await staffView(invoice.reference)).status).toBe("in-review");
    const explained = { ...exact, overrideReason: "The broker is slow: a higher fee agreed" };
    const funded = await move(invoice.reference, { status: "funded", reason: "Paid.", funding: explained });
    expect(funded.status).toBe(200);
    const detail = await detailOf(funded);
    expect(detail.funding).toEqual(exact);
    expect(detail.history.at(-1)).toMatchObject({ to: "funded", after: explained });
  });

  test("the CSV carries the advance, the fee and the funding date", async () => {
    const invoice = await newInvoice();
    await move(invoice.reference, { status: "in-review" });
    await move(invoice.reference, { status: "funded", reason: "Paid.", funding });
    const csv = await (
      await t.request("/api/admin/invoices/export.csv", { headers: { cookie: staff } })
    ).text();
    const [header, row] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toContain('"Advance","Fee","Funded on"');
    expect(row).toContain('"2272.50","75.75","2026-05-04"');
  });
});

describe("corrections", () => {
  test("correct a funded invoice's figures with a reason, keeping the figures before and after", async () => {
    const invoice = await newInvoice();
    const correct = (body: unknown) =>
      t.json("POST", `/api/admin/invoices/${invoice.reference}/corrections`, body, { cookie: staff });
    const corrected = { ...funding, feeCents: 7_000, reason: "Fee keyed wrong: it is $70.00." };

    const notFunded = await correct(corrected);
    expect(notFunded.status).toBe(409);
    expect(await notFunded.json()).toEqual({
      error: "Only the funding figures of a funded invoice can be corrected.",
    });
    await move(invoice.reference, { status: "in-review" });
    await move(invoice.reference, { status: "funded", reason: "Paid.", funding });

    const { reason: _reason, ...figures } = corrected;
    expect((await correct(figures)).status).toBe(422);
    const same = await correct({ ...funding, reason: "Nothing really." });
    expect([same.status, await same.json()]).toEqual([
      422,
      { error: "These are the figures already recorded: change one to correct it." },
    ]);
    const tooMuch = await correct({ ...corrected, advanceCents: 250_000 });
    expect(tooMuch.status).toBe(422);

    clock += 3_600_000;
    const done = await correct(corrected);
    expect(done.status).toBe(201);
    const detail = await detailOf(done);
    expect(detail.funding).toEqual({ ...funding, feeCents: 7_000 });
    expect(detail.status).toBe("funded");
    expect(detail.history.at(-1)).toEqual({
      at: "2026-05-04T16:00:00.000Z",
      by: STAFF.username,
      action: "correction",
      from: "funded",
      to: "funded",
      reason: "Fee keyed wrong: it is $70.00.",
      before: funding,
      after: { ...funding, feeCents: 7_000 },
    });
    // The funded row still holds what was first recorded.
    expect(detail.history.find((entry) => entry.to === "funded" && entry.action === "status")?.after).toEqual(
      funding,
    );
  });
});

describe("internal notes", () => {
  test("staff add notes (who, when, text), newest last, with the contract's text rules", async () => {
    const invoice = await newInvoice();
    const note = (text: unknown) =>
      t.json("POST", `/api/admin/invoices/${invoice.reference}/notes`, { text }, { cookie: staff });
    expect((await note("Broker confirmed the rate by phone.")).status).toBe(201);
    clock += 60_000;
    const second = await note("  Called the receiver about the BOL.  ");
    expect(second.status).toBe(201);
    expect((await detailOf(second)).notes).toEqual([
      {
        id: expect.any(String),
        at: "2026-05-04T15:00:00.000Z",
        by: STAFF.username,
        text: "Broker confirmed the rate by phone.",
      },
      {
        id: expect.any(String),
        at: "2026-05-04T15:01:00.000Z",
        by: STAFF.username,
        text: "Called the receiver about the BOL.",
      },
    ]);
    const refused = async (text: unknown) => {
      const response = await note(text);
      expect(response.status).toBe(422);
      return ((await response.json()) as { issues: Record<string, string> }).issues.text;
    };
    expect(await refused("x".repeat(2001))).toBe("Note must be at most 2000 characters");
    expect(await refused("paid \u202Edias")).toBe("Note must not contain invisible control characters");
    expect(await refused("")).toBe("Note is required");
    expect((await note("x".repeat(2000))).status).toBe(201);
    expect(
      (
        await t.json(
          "POST",
          `/api/admin/invoices/${invoice.reference}/notes`,
          { text: "Hi" },
          { cookie: client },
        )
      ).status,
    ).toBe(401);
  });
});

describe("what the client sees", () => {
  test("the advance and the funding date, the fee only in the detail's money; never the history, the notes or a staff username", async () => {
    const invoice = await newInvoice();
    expect(
      ((await (await clientView(invoice.reference)).json()) as { invoice: Invoice }).invoice.funding,
    ).toBeNull();
    await move(invoice.reference, { status: "in-review" });
    await move(invoice.reference, { status: "funded", reason: "Sent by ACH.", funding });
    await t.json(
      "POST",
      `/api/admin/invoices/${invoice.reference}/notes`,
      { text: "Private: client is slow to send PODs." },
      { cookie: staff },
    );
    for (const path of [`/api/invoices/${invoice.reference}`, "/api/invoices"]) {
      const text = await (await t.request(path, { headers: { cookie: client } })).text();
      expect(text).not.toContain(STAFF.username);
      expect(text).not.toContain("Private");
      expect(text).not.toMatch(/"(history|notes)"/);
    }
    const list = await (await t.request("/api/invoices", { headers: { cookie: client } })).text();
    expect(list).not.toContain('"feeCents"');
    const { invoice: seen } = (await (await clientView(invoice.reference)).json()) as {
      invoice: ClientInvoiceDetail;
    };
    expect(seen.funding).toEqual({ advanceCents: 227_250, fundedOn: "2026-05-04" });
    // The client's own money on the invoice, from the ledger (docs/decisions/0213-client-statement.md).
    expect(seen.money).toMatchObject({ advanceCents: 227_250, feeCents: funding.feeCents });
  });
});
