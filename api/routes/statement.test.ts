import { beforeEach, describe, expect, test } from "vitest";
import type { ClientMoney } from "../contract/money";
import type { Statement } from "../contract/statement";
import { atomically } from "../db/invoices";
import { postingStatements } from "../db/ledger";
import { createTestApp, testHasher, type TestApp } from "../../tests/support/api/harness";
import { clientIdOf, invoiceInReview } from "../../tests/support/api/money";
import { pdfText } from "../../tests/support/api/pdf-text";
import { recordStatements } from "../../tests/support/api/query-plans";
import { createClientAccount } from "../db/accounts";

/**
 * The client's statement of their available reserve (docs/decisions/0213-client-statement.md): the
 * balances, the period's edges, the words in the client's language, who may read it, the refused
 * periods, and the PDF and CSV saying what the JSON says.
 */

const TODAY = "2026-05-04";
let t: TestApp;
let staff: string;
let client: string;
let clientId: string;
/** Invoice A, paid in full on 2026-04-10 (7,000 to the reserve), and B, paid on 2026-05-01 (3,500). */
let a: string;
let b: string;

/** An invoice funded on the company's terms (90 % advanced, 3 % fee), paid in full on `paidOn`. */
async function paidInvoice(totalCents: number, fundedOn: string, paidOn: string) {
  const { reference } = await invoiceInReview(t.db, { clientId, totalCents });
  const funding = { advanceCents: totalCents * 0.9, feeCents: totalCents * 0.03, fundedOn };
  const funded = await t.json(
    "PATCH",
    `/api/admin/invoices/${reference}/status`,
    { status: "funded", reason: "Sent.", funding },
    { cookie: staff },
  );
  expect(funded.status).toBe(200);
  const paid = await t.json(
    "POST",
    "/api/admin/payments",
    {
      broker: "Summit Freight Brokers",
      receivedOn: paidOn,
      method: "ach",
      amountCents: totalCents,
      applications: [{ invoice: reference, amountCents: totalCents }],
    },
    { cookie: staff, "Idempotency-Key": `pay-${reference}` },
  );
  expect(paid.status).toBe(201);
  return reference;
}

const statementOf = async (query: string, cookie = client, headers: Record<string, string> = {}) => {
  const response = await t.request(`/api/account/statement?${query}`, { headers: { cookie, ...headers } });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { statement: Statement }).statement;
};

beforeEach(async () => {
  t = await createTestApp({ now: () => new Date(`${TODAY}T18:00:00.000Z`) });
  staff = await t.staffCookie();
  client = await t.clientCookie();
  clientId = await clientIdOf(t.db, "rivera");
  a = await paidInvoice(100_000, "2026-03-20", "2026-04-10");
  b = await paidInvoice(50_000, "2026-04-01", "2026-05-01");
  const released = await t.json(
    "POST",
    `/api/admin/clients/${clientId}/reserve-releases`,
    { amountCents: 4_000, method: "check", reference: "1042", paidOn: "2026-05-02" },
    { cookie: staff, "Idempotency-Key": "release-1042" },
  );
  expect(released.status).toBe(201);
});

describe("the statement's figures", () => {
  test("opening balance, each movement with its running balance, and a closing balance that is the available reserve", async () => {
    const statement = await statementOf(`from=2026-04-11&to=${TODAY}`);
    expect(statement).toMatchObject({
      companyName: "Rivera Hauling LLC",
      locale: "en",
      from: "2026-04-11",
      to: TODAY,
      asOf: TODAY,
      openingCents: 7_000,
      closingCents: 6_500,
    });
    expect(statement.lines).toEqual([
      {
        onDate: "2026-05-01",
        kind: "settlement",
        invoice: b,
        description: `${b} paid in full: reserve released to you, less the $15.00 fee`,
        amountCents: 3_500,
        balanceCents: 10_500,
      },
      {
        onDate: "2026-05-02",
        kind: "release",
        invoice: null,
        description: "Reserve paid to you: Check 1042",
        amountCents: -4_000,
        balanceCents: 6_500,
      },
    ]);
    const money = await t.request("/api/account/money", { headers: { cookie: client } });
    expect(((await money.json()) as { money: ClientMoney }).money.availableReserveCents).toBe(
      statement.closingCents,
    );
  });

  test("both ends of the period are inside it; the day before is the opening balance", async () => {
    const oneDay = await statementOf("from=2026-04-10&to=2026-04-10");
    expect(oneDay).toMatchObject({ openingCents: 0, closingCents: 7_000 });
    expect(oneDay.lines.map((line) => line.invoice)).toEqual([a]);
    const before = await statementOf("from=2026-04-01&to=2026-04-09");
    expect(before).toMatchObject({ openingCents: 0, closingCents: 0, lines: [] });
    const after = await statementOf("from=2026-04-11&to=2026-04-30");
    expect(after).toMatchObject({ openingCents: 7_000, closingCents: 7_000, lines: [] });
    const lastDay = await statementOf("from=2026-05-02&to=2026-05-02");
    expect(lastDay).toMatchObject({ openingCents: 10_500, closingCents: 6_500 });
  });

  test("a charge to the reserve is a negative movement, and a kind it does not know is named generically", async () => {
    const owner = { clientId };
    const { id: invoiceId, reference } = await invoiceInReview(t.db, { clientId, totalCents: 10_000 });
    for (const [kind, cents] of [
      ["short_pay", 2_500],
      ["recourse", 9_000],
      ["payment", 100],
    ] as const) {
      await atomically(
        t.db,
        postingStatements(t.db, {
          kind,
          onDate: "2026-05-03",
          at: `${TODAY}T17:00:00.000Z`,
          actor: "staff",
          ...owner,
          invoiceId,
          entries: [
            { account: "reserve_available", amountCents: cents, ...owner },
            { account: "receivable", amountCents: -cents, ...owner, invoiceId },
          ],
        }),
      );
    }
    const statement = await statementOf("from=2026-05-03&to=2026-05-03");
    expect(
      statement.lines.map(({ kind, description, amountCents, balanceCents }) => ({
        kind,
        description,
        amountCents,
        balanceCents,
      })),
    ).toEqual([
      {
        kind: "short_pay",
        description: `${reference} short-paid by the broker: the difference, charged to your reserve`,
        amountCents: -2_500,
        balanceCents: 4_000,
      },
      {
        kind: "recourse",
        description: `${reference} unpaid past the recourse days: charged back to your reserve`,
        amountCents: -9_000,
        balanceCents: -5_000,
      },
      { kind: "payment", description: `Adjustment on ${reference}`, amountCents: -100, balanceCents: -5_100 },
    ]);
    // The client owes TPF now: a negative balance, as their figures show it.
    const money = await t.request("/api/account/money", { headers: { cookie: client } });
    expect(((await money.json()) as { money: ClientMoney }).money.availableReserveCents).toBe(-5_100);
  });
});

describe("the statement's cost", () => {
  test("reads the client's entries from the covering index and each movement's fee by its transaction", async () => {
    const recorded = recordStatements(t.client);
    await statementOf(`from=2026-04-11&to=${TODAY}`);
    const reads = recorded.statements.filter(
      ({ args }) => Array.isArray(args) && args.includes("reserve_available"),
    );
    expect(reads).toHaveLength(2);
    const plans = await Promise.all(reads.map(recorded.planOf));
    for (const plan of plans) {
      expect(plan).toMatch(
        /SEARCH ledger_entries USING COVERING INDEX ledger_entries_account_client_day_idx \(account=\? AND client_id=\? AND on_date[<>]/,
      );
      expect(plan).not.toMatch(/SCAN/);
    }
    expect(plans[1]).toMatch(/SEARCH fee USING INDEX ledger_entries_transaction_idx \(transaction_id=\?\)/);
  });

  test("the client's money is read through indexes, never a scan of the ledger", async () => {
    const recorded = recordStatements(t.client);
    const money = await t.request("/api/account/money", { headers: { cookie: client } });
    expect(money.status).toBe(200);
    const ledgerReads = recorded.statements.filter(({ sql }) => sql.includes('"ledger_entries"'));
    expect(ledgerReads.length).toBeGreaterThanOrEqual(2);
    for (const read of ledgerReads) expect(await recorded.planOf(read)).not.toMatch(/SCAN ledger_entries/);
  });
});

describe("the statement's language", () => {
  test("a client who reads Spanish gets it in Spanish, whatever the request asks", async () => {
    const locale = await t.json("PUT", "/api/account/locale", { locale: "es" }, { cookie: client });
    expect(locale.status).toBe(200);
    const statement = await statementOf(`from=2026-04-10&to=${TODAY}&lang=en`, client, {
      "Accept-Language": "en",
    });
    expect(statement.locale).toBe("es");
    expect(statement.lines.map((line) => line.description)).toEqual([
      `${a} pagada por completo: reserva liberada a su favor, menos la comisión de $30.00`,
      `${b} pagada por completo: reserva liberada a su favor, menos la comisión de $15.00`,
      "Reserva pagada a usted: Cheque 1042",
    ]);
    const csv = await t.request(`/api/account/statement?from=2026-04-10&to=${TODAY}&format=csv`, {
      headers: { cookie: client },
    });
    expect(csv.headers.get("content-disposition")).toBe(
      `attachment; filename="estado-de-cuenta-2026-04-10_${TODAY}.csv"`,
    );
    // The byte order mark first, so that a spreadsheet reads the accents.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(text.split("\r\n")[0]).toBe('\uFEFF"Fecha","Descripción","Factura","Monto","Saldo"');
  });

  test("staff's copy is in English unless they ask for Spanish", async () => {
    const path = `/api/admin/clients/${clientId}/statement?from=2026-05-02&to=${TODAY}`;
    const english = await t.request(path, { headers: { cookie: staff, "Accept-Language": "es" } });
    expect(((await english.json()) as { statement: Statement }).statement.lines[0]?.description).toBe(
      "Reserve paid to you: Check 1042",
    );
    const spanish = await t.request(`${path}&lang=es`, { headers: { cookie: staff } });
    const statement = ((await spanish.json()) as { statement: Statement }).statement;
    expect(statement).toMatchObject({ locale: "es", companyName: "Rivera Hauling LLC" });
    expect(statement.lines[0]?.description).toBe("Reserva pagada a usted: Cheque 1042");
  });
});

describe("who may read a statement", () => {
  test("a client reads only their own: another client's id in the query changes nothing, and the staff route refuses them", async () => {
    const otherId = await createClientAccount(
      t.db,
      testHasher,
      { username: "other", firstName: "O", lastName: "Ther", companyName: "Other Freight" },
      "other-password-123",
    );
    const own = await statementOf(`from=2026-04-10&to=${TODAY}&clientId=${otherId}&id=${otherId}`);
    expect(own).toMatchObject({ companyName: "Rivera Hauling LLC", closingCents: 6_500 });
    const theirs = await t.request(`/api/admin/clients/${otherId}/statement?from=2026-04-10&to=${TODAY}`, {
      headers: { cookie: client },
    });
    expect(theirs.status).toBe(401);
    const asStaff = await t.request(`/api/admin/clients/${otherId}/statement?from=2026-04-10&to=${TODAY}`, {
      headers: { cookie: staff },
    });
    expect(((await asStaff.json()) as { statement: Statement }).statement).toMatchObject({
      companyName: "Other Freight",
      openingCents: 0,
      lines: [],
      closingCents: 0,
    });
    const unknown = await t.request(`/api/admin/clients/nobody/statement?from=2026-04-10&to=${TODAY}`, {
      headers: { cookie: staff },
    });
    expect(unknown.status).toBe(404);
    const anonymous = await t.request(`/api/account/statement?from=2026-04-10&to=${TODAY}`);
    expect(anonymous.status).toBe(401);
  });
});

describe("periods the statement refuses", () => {
  const refused = async (query: string, language = "en") => {
    const response = await t.request(`/api/account/statement?${query}`, {
      headers: { cookie: client, "Accept-Language": language },
    });
    expect(response.status).toBe(422);
    return ((await response.json()) as { issues: Record<string, string> }).issues;
  };

  test("with a message on the field at fault, in the request's language", async () => {
    expect(await refused("to=2026-05-01")).toEqual({ from: "Start date is required" });
    expect(await refused("from=2026-05-01", "es")).toEqual({ to: "Indique la fecha final" });
    expect(await refused("from=2026-02-30&to=2026-03-01")).toEqual({ from: "Start date is not a real date" });
    expect(await refused("from=05/01/2026&to=2026-05-01")).toEqual({
      from: "Start date must be a date like 2026-11-20",
    });
    expect(await refused("from=2026-05-03&to=2026-05-01")).toEqual({
      to: "The end date cannot be before the start date",
    });
    expect(await refused("from=2026-05-01&to=2026-05-05")).toEqual({
      to: "The end date cannot be after today",
    });
    expect(await refused("from=2025-05-02&to=2026-05-04")).toEqual({
      from: "A statement covers at most one year: choose a shorter period",
    });
    expect(await refused("from=2026-05-01&to=2026-05-01&format=xlsx")).toEqual({
      format: "Choose json, pdf or csv",
    });
    expect(await refused("from=2026-05-03&to=2026-05-01", "es")).toEqual({
      to: "La fecha final no puede ser anterior a la fecha de inicio",
    });
    expect(await refused("from=2026-13-01&to=2026-05-01", "es")).toEqual({
      from: "La fecha de inicio no es una fecha válida",
    });
  });

  test("the longest period is a year and a day: 366 days after the start", async () => {
    expect((await statementOf("from=2025-05-03&to=2026-05-04")).closingCents).toBe(6_500);
    expect(await refused("from=2025-05-02&to=2026-05-04")).toHaveProperty("from");
  });
});

describe("the PDF and the CSV", () => {
  test("the PDF, read back, has the letterhead, the client, the period, both balances and every movement", async () => {
    const response = await t.request(`/api/account/statement?from=2026-04-11&to=${TODAY}&format=pdf`, {
      headers: { cookie: client },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="statement-2026-04-11_${TODAY}.pdf"`,
    );
    const pages = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(pages).toHaveLength(1);
    // A description wrapped onto two lines of its cell reads as one phrase.
    const text = (pages[0] ?? "").replace(/\s+/g, " ");
    for (const expected of [
      "TPF",
      "Truckers Preferred Funding",
      "(801) 555-0142",
      "Reserve statement",
      "Rivera Hauling LLC",
      "04/11/2026 to 05/04/2026",
      "Opening balance",
      "$70.00",
      `${b} paid in full: reserve released to you, less the $15.00 fee`,
      "Reserve paid to you: Check 1042",
      "-$40.00",
      "Closing balance",
      "$65.00",
      "Page 1 of 1",
    ])
      expect(text).toContain(expected);
  });

  test("the CSV holds the same rows as the JSON, between the opening and closing balances", async () => {
    const query = `from=2026-04-10&to=${TODAY}`;
    const statement = await statementOf(query);
    const response = await t.request(`/api/account/statement?${query}&format=csv`, {
      headers: { cookie: client },
    });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const rows = (await response.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n")
      .map((line) => JSON.parse(`[${line}]`) as string[]);
    const dollars = (cents: number) => String(cents / 100);
    expect(rows).toEqual([
      ["Date", "Description", "Invoice", "Amount", "Balance"],
      ["2026-04-10", "Opening balance", "", "", dollars(statement.openingCents)],
      ...statement.lines.map((line) => [
        line.onDate,
        line.description,
        line.invoice ?? "",
        dollars(line.amountCents),
        dollars(line.balanceCents),
      ]),
      [TODAY, "Closing balance", "", "", dollars(statement.closingCents)],
    ]);
  });
});
