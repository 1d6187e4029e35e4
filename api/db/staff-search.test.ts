import type { InStatement, InValue } from "@libsql/client";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import * as v from "valibot";
import { afterAll, beforeAll, expect, test } from "vitest";
import { openTestDatabase } from "../../tests/support/api/harness";
import { BrokerInput } from "../contract/brokers";
import { matchKey } from "../contract/invoice";
import { createBroker, linkInvoice } from "./brokers";
import type { DatabaseHandle } from "./client";
import { staffInvoicePage } from "./invoices";
import {
  FOLDED_LETTERS,
  foldForSearch,
  fullTextQuery,
  ownersWithEveryWord,
  searchWords,
} from "./search-index";
import { clients, invoices } from "./schema";

// Staff search finds a word anywhere in a broker's or a client's name, and any piece of a load number,
// through suffix tables kept by triggers (docs/decisions/0150-staff-search-cost.md).

let handle: DatabaseHandle;
let clientId: string;
beforeAll(async () => {
  handle = await openTestDatabase();
  const [client] = await handle.db.select().from(clients);
  if (!client) throw new Error("the test database has a client");
  clientId = client.id;
});
afterAll(() => handle.client.close());

let made = 0;
async function invoiceFrom(
  brokerName: string,
  minute: number,
  options: { load?: string; client?: string } = {},
) {
  made += 1;
  const at = new Date(Date.UTC(2026, 10, 1, 0, minute)).toISOString();
  const loadNumber = options.load ?? `L-${made}`;
  const reference = `INV-TEST-${String(made).padStart(4, "0")}`;
  await handle.db.insert(invoices).values({
    id: `00000000-0000-4000-8000-${String(made).padStart(12, "0")}`,
    reference,
    clientId: options.client ?? clientId,
    brokerName,
    loadNumber,
    amountCents: 100_000 + made,
    extras: [],
    totalCents: 100_000 + made,
    pickupDate: "2026-10-30",
    deliveryDate: "2026-10-31",
    note: "",
    submittedAt: at,
    updatedAt: at,
    idempotencyKey: `key-${made}`,
    requestHash: "",
    brokerKey: matchKey(brokerName),
    loadKey: matchKey(loadNumber),
  });
  return reference;
}

let clientsMade = 0;
async function clientNamed(companyName: string, firstName = "Dana", lastName = "Lee") {
  clientsMade += 1;
  const id = `client-${clientsMade}`;
  await handle.db.insert(clients).values({
    id,
    username: `search-client-${clientsMade}`,
    companyName,
    firstName,
    lastName,
    passwordHash: "x",
  });
  return id;
}

async function allPages(q: string, limit: number) {
  const seen: string[] = [];
  let cursor;
  for (;;) {
    const page = await staffInvoicePage(handle.db, { q, limit, cursor });
    seen.push(...page.invoices.map((invoice) => invoice.reference));
    if (!page.nextCursor) return { seen, total: page.total };
    cursor = page.nextCursor;
  }
}

const finds = async (q: string, reference: string) =>
  (await allPages(q, 50)).seen.includes(reference) ? "found" : "not found";

test("a piece of a broker's name, at its start or inside it, finds every invoice of every such broker, newest first, page by page", async () => {
  const expected: string[] = [];
  for (let minute = 0; minute < 12; minute++) {
    const broker = ["Knight Freight", "Knox Logistics", "KN-Star Brokerage", "Unknown Carrier Services"][
      minute % 4
    ];
    expected.unshift(await invoiceFrom(broker ?? "", minute));
  }
  await invoiceFrom("Plain Carrier", 30);
  const { seen, total } = await allPages("kn", 5);
  expect(seen).toEqual(expected);
  expect(total).toBe(12);
  const knox = expected.filter((_, index) => (11 - index) % 4 === 1);
  expect((await allPages("nox", 2)).seen).toEqual(knox);
  expect((await allPages("logistics knox", 2)).seen).toEqual(knox);
  expect((await allPages("FREIGHT", 50)).seen).toEqual(expected.filter((_, index) => (11 - index) % 4 === 0));
});

test("more brokers with the word than are read one by one are still all found, in order", async () => {
  const expected: string[] = [];
  for (let minute = 100; minute < 130; minute++) {
    expected.unshift(await invoiceFrom(`Zephyr Line ${String.fromCharCode(65 + (minute % 26))}`, minute));
  }
  const { seen, total } = await allPages("phyr line", 7);
  expect(seen).toEqual(expected);
  expect(total).toBe(30);
});

test("a number in a name is found whole: 37 is not 370 or 137", async () => {
  const brokers = await Promise.all(
    ["Route 37 Freight", "Route 370 Freight", "Route 137 Freight"].map((name, index) =>
      invoiceFrom(name, 150 + index),
    ),
  );
  expect((await allPages("route 37", 50)).seen).toEqual([brokers[0]]);
  const carriers = await Promise.all(
    ["Carrier 37 Freight", "Carrier 370 Freight", "Carrier 137 Freight"].map(async (name, index) =>
      invoiceFrom("Plain Broker", 160 + index, { client: await clientNamed(name) }),
    ),
  );
  expect((await allPages("carrier 37 freight", 50)).seen).toEqual([carriers[0]]);
});

test("a number is whole at a name's end, before a dash or a letter, whether it or another word is the rarer", async () => {
  const made = async (names: string[], from: number) => {
    const references: string[] = [];
    for (const [index, name] of names.entries()) references.push(await invoiceFrom(name, from + index));
    return references;
  };
  // "vale" (nine brokers) is commoner than "37" (five): the number's own ranges find the brokers.
  const vale = await made(
    [
      "Vale 37",
      "Vale 37-A Lines",
      "Vale 37B Lines",
      "Vale 370 Lines",
      "Vale 3 Lines",
      "Vale 137 Lines",
      "Vale 3700",
      "Vale North",
      "Vale South",
    ],
    170,
  );
  expect((await allPages("vale 37", 50)).seen).toEqual(vale.slice(0, 3).reverse());
  expect((await allPages("37 vale", 50)).seen).toEqual(vale.slice(0, 3).reverse());
  // "quill" (two brokers) is rarer than "37": the number is checked on each of them.
  const quill = await made(["Quill 37 Lines", "Quill 370 Lines"], 190);
  expect((await allPages("quill 37", 50)).seen).toEqual([quill[0]]);
  expect((await allPages("quill 3", 50)).seen).toEqual([]);
});

test("client names are found by a piece of any word, any case or accent, and by their new name only after a rename", async () => {
  const rivera = await clientNamed("Rivera Hauling LLC", "José", "Pérez");
  const reference = await invoiceFrom("Plain Broker", 200, { client: rivera });
  for (const q of ["riv haul", "HAULING", "auling", "jose", "PEREZ", "pérez llc", "hauling rivera"])
    expect(await finds(q, reference), q).toBe("found");
  expect(await finds("rivera trucking", reference)).toBe("not found");
  await handle.db.update(clients).set({ companyName: "Ñandú Hauling" }).where(eq(clients.id, rivera));
  expect(await finds("nandu haul", reference)).toBe("found");
  expect(await finds("andú", reference)).toBe("found");
  expect(await finds("rivera", reference)).toBe("not found");
  await handle.db.delete(invoices).where(eq(invoices.clientId, rivera));
  await handle.db.delete(clients).where(eq(clients.id, rivera));
  const [left] = await handle.db.all<{ n: number }>(
    sql`select count(*) as n from client_name_suffixes where client_id = ${rivera}`,
  );
  expect(left?.n).toBe(0);
});

test("a load number is found by any piece of three characters or more, and exactly below that", async () => {
  const reference = await invoiceFrom("Plain Broker", 300, { load: "RC-LD-48213" });
  const long = await invoiceFrom("Plain Broker", 301, { load: "PO 4500123456-7890-1234-5678" });
  for (const q of ["48213", "ld 482", "rc-ld-48213", "Ｌｄ４８２"])
    expect(await finds(q, reference), q).toBe("found");
  expect(await finds("48", reference)).toBe("not found");
  expect(await finds("4821 3", reference)).toBe("found");
  expect(await finds("ld-48214", reference)).toBe("not found");
  // Past the 20 characters each suffix keeps, the rest of the piece is checked on the key itself.
  expect(await finds("4500123456789012345678", long)).toBe("found");
  expect(await finds("4500123456789012345679", long)).toBe("not found");
  expect((await allPages("48213", 50)).total).toBe(1);
});

test("the SQL folding of stored names equals foldForSearch, so any piece of a name finds it", async () => {
  const letters = FOLDED_LETTERS.map(([letter]) => letter).join("");
  const unit = fc.constantFrom(...`AaZzMm09 -.&'${letters}ŁłßÆ`.split(""));
  const name = fc.string({ unit, minLength: 1, maxLength: 24 }).filter((text) => /[\p{L}\p{N}]/u.test(text));
  await fc.assert(
    fc.asyncProperty(name, name, fc.nat(), async (company, last, pick) => {
      const id = await clientNamed(company, "Ana", last);
      const [stored] = await handle.db.all<{ suffix: string }>(
        sql`select suffix from client_name_suffixes where client_id = ${id} order by length(suffix) desc limit 1`,
      );
      const folded = foldForSearch(`${company} Ana ${last}`);
      expect(folded.endsWith(stored?.suffix ?? "\u0000")).toBe(true);
      const words = searchWords(`${company} Ana ${last}`);
      const word = words[pick % words.length];
      if (!word) return;
      const piece = word.wholeNumber
        ? word
        : { text: word.text.slice(pick % word.text.length), wholeNumber: false };
      const owners = await ownersWithEveryWord(handle.db, "client_name_suffixes", [piece]);
      const found = owners ? await handle.db.all<{ owner: string }>(owners) : [];
      expect(found.map((row) => row.owner)).toContain(id);
    }),
    { numRuns: 60 },
  );
});

test("an invoice linked to a broker of the book is found by the words of the broker's names, the last as a start", async () => {
  const linked = await invoiceFrom("TQX Desk", 400);
  const other = await invoiceFrom("Plain Broker", 401);
  const data = v.parse(BrokerInput, {
    legalName: "Ultramarine Quality Logistics",
    mcNumber: "",
    dotNumber: "",
  });
  const made = await createBroker(handle.db, data, { by: "staff", at: "2026-11-01T00:00:00.000Z" });
  if (!made.ok) throw new Error("the broker is in the book");
  const [row] = await handle.db.select().from(invoices).where(eq(invoices.reference, linked));
  if (!row) throw new Error("the invoice is stored");
  expect(await finds("ultramarine", linked)).toBe("not found");
  await linkInvoice(handle.db, row, { id: made.id }, { by: "staff", at: "2026-11-02T00:00:00.000Z" });
  for (const q of ["ultramarine", "Ultramarine Quality", "quality ultram", "ULTRAMARINE"])
    expect(await finds(q, linked), q).toBe("found");
  // The book's names are words: a piece from inside one finds nothing there.
  expect(await finds("marine quality", linked)).toBe("not found");
  expect(await finds("ultramarine", other)).toBe("not found");
});

test("the full-text query of a search is its words, the last as a start, never an FTS operator", () => {
  expect(fullTextQuery('Smith-Jones "OR" NEAR(x) 2*')).toBe("smith jones or near x 2*");
  expect(fullTextQuery("%_-")).toBeUndefined();
  expect(fullTextQuery("a b c d e f g h i j")?.split(" ")).toHaveLength(8);
});

test("each reading of a search is served by an index, never by reading every invoice or client", async () => {
  const statements: { sql: string; args: InValue[] }[] = [];
  const execute = handle.client.execute.bind(handle.client);
  handle.client.execute = ((statement: InStatement) => {
    if (typeof statement !== "string")
      statements.push({ sql: statement.sql, args: [...(statement.args as InValue[])] });
    return execute(statement);
  }) as typeof handle.client.execute;
  try {
    // A load's piece; two words of a broker's name, then of a client's; a word of more brokers than
    // are read one by one.
    for (const q of ["Knox 482", "knox logistics", "rivera hauling", "zephyr", "ultramarine"])
      await staffInvoicePage(handle.db, { q, limit: 25 });
  } finally {
    handle.client.execute = execute;
  }
  const plans = await Promise.all(
    statements.map(async (statement) => {
      const plan = await execute({ sql: `EXPLAIN QUERY PLAN ${statement.sql}`, args: statement.args });
      return plan.rows.map((row) => String(row.detail));
    }),
  );
  const details = plans.flat();
  expect(
    details.filter((detail) =>
      /^SCAN (invoices|clients|client_name_suffixes|broker_key_suffixes|load_key_suffixes|s\d*)\b/.test(
        detail,
      ),
    ),
  ).toEqual([]);
  for (const index of [
    // A word's range (the suffix tables are read under the aliases s, s0, s1...).
    /^SEARCH (s\d*|load_key_suffixes) USING PRIMARY KEY \(suffix>\? AND suffix<\?\)$/,
    // The other words of a search, checked on each owner the rarest one found.
    /USING COVERING INDEX client_name_suffixes_owner_idx \(client_id=\? AND suffix>\? AND suffix<\?\)$/,
    /USING COVERING INDEX broker_key_suffixes_owner_idx \(broker_key=\? AND suffix>\? AND suffix<\?\)$/,
    /^SEARCH invoices USING (COVERING )?INDEX invoices_load_key_broker_key_client_idx \(load_key=\?\)$/,
    /^SEARCH invoices USING (COVERING )?INDEX invoices_broker_key_submitted_at_id_idx \(broker_key=\?\)$/,
    // An invoice linked to a broker of the book.
    /^SEARCH invoices USING (COVERING )?INDEX invoices_broker_submitted_at_id_idx \(broker_id=\?\)$/,
  ])
    expect(
      details.some((detail) => index.test(detail)),
      String(index),
    ).toBe(true);
});
