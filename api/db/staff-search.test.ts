import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { openTestDatabase } from "../../tests/support/api/harness";
import { matchKey } from "../contract/invoice";
import type { DatabaseHandle } from "./client";
import { clientNameQuery, staffInvoicePage } from "./invoices";
import { clients, invoices } from "./schema";

// Staff search reads brokers one by one from their index, and client names from a word index
// kept by triggers (docs/decisions/0150-staff-search-cost.md).

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
async function invoiceFrom(brokerName: string, minute: number) {
  made += 1;
  const at = new Date(Date.UTC(2026, 10, 1, 0, minute)).toISOString();
  await handle.db.insert(invoices).values({
    id: `00000000-0000-4000-8000-${String(made).padStart(12, "0")}`,
    reference: `INV-TEST-${String(made).padStart(4, "0")}`,
    clientId,
    brokerName,
    loadNumber: `L-${made}`,
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
    loadKey: matchKey(`L-${made}`),
  });
  return `INV-TEST-${String(made).padStart(4, "0")}`;
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

test("a broker's start finds every invoice of every broker it starts, newest first, page by page", async () => {
  // Three brokers start with "kn", interleaved in time; one only looks alike in the middle.
  const expected: string[] = [];
  for (let minute = 0; minute < 12; minute++) {
    const broker = ["Knight Freight", "Knox Logistics", "KN-Star Brokerage"][minute % 3] ?? "";
    expected.unshift(await invoiceFrom(broker, minute));
  }
  await invoiceFrom("Unknown Carrier Services", 30);
  const { seen, total } = await allPages("kn", 5);
  expect(seen).toEqual(expected);
  expect(total).toBe(12);
  expect((await allPages("knox", 2)).seen).toEqual(expected.filter((_, index) => (11 - index) % 3 === 1));
});

test("more brokers with the same start than are read one by one are still all found, in order", async () => {
  const expected: string[] = [];
  for (let minute = 100; minute < 130; minute++) {
    expected.unshift(await invoiceFrom(`Zephyr Line ${String.fromCharCode(65 + (minute % 26))}`, minute));
  }
  const { seen, total } = await allPages("zephyr", 7);
  expect(seen).toEqual(expected);
  expect(total).toBe(30);
});

test("client names are found by their words, the last one by its start, and by their new name only after a rename", async () => {
  const [client] = await handle.db.select().from(clients).where(eq(clients.id, clientId));
  const reference = await invoiceFrom("Plain Broker", 200);
  const byName = async (q: string) =>
    (await allPages(q, 50)).seen.includes(reference) ? "found" : "not found";
  const company = client?.companyName ?? "";
  expect(company.split(" ").length).toBeGreaterThan(1);
  expect(await byName(company.toUpperCase())).toBe("found");
  await handle.db.update(clients).set({ companyName: "Ñandú Hauling" }).where(eq(clients.id, clientId));
  expect(await byName("nandu haul")).toBe("found");
  expect(await byName("nan hauling")).toBe("not found");
  expect(await byName(company)).toBe("not found");
});

test("the name query keeps whole words and the start of the last, letters and digits only, nothing an index could read as an operator", () => {
  expect(clientNameQuery('Smith-Jones "OR" NEAR(x) 2*')).toBe("smith jones or near x 2*");
  expect(clientNameQuery("%_-")).toBeUndefined();
  expect(clientNameQuery("a b c d e f g h i j")?.split(" ")).toHaveLength(8);
});
