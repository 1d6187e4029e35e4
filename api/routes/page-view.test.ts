import { beforeEach, describe, expect, test } from "vitest";
import type { Invoice, InvoiceInput, StaffInvoiceDetail } from "../contract/invoice";
import { createTestApp, type TestApp } from "../../tests/support/api/harness";
import { pdfPage, pngPage, sha256, tusUpload, validInvoice } from "../../tests/support/api/invoices";

/**
 * What staff set on a page for everyone (its turn) and what the phone sends
 * with it (its quality findings): docs/decisions/0130-page-viewer.md,
 * 0131-page-quality-warnings.md.
 */

let t: TestApp;
let client: string;
let staff: string;

beforeEach(async () => {
  t = await createTestApp();
  client = await t.clientCookie();
  staff = await t.staffCookie();
});

const send = (path: string, init: RequestInit) => t.request(path, init);

/** Posts a new invoice: a photo of the rate confirmation (with `warnings`, when given) and a PDF BOL. */
async function postInvoice(warnings?: unknown) {
  const pages: InvoiceInput["pages"] = [];
  for (const [bytes, documentKind] of [
    [await pngPage(), "rate-confirmation"],
    [await pdfPage(2), "bol-pod"],
  ] as const) {
    const uploadId = await tusUpload(send, client, bytes);
    pages.push({ uploadId, documentKind, order: 1, sha256: sha256(bytes) });
  }
  const [photo, pdf] = pages;
  // Refused values too: the request is built as a phone could send it, not as the contract types it.
  const withWarnings = {
    ...photo!,
    ...(warnings === undefined ? {} : { warnings }),
  } as InvoiceInput["pages"][number];
  const body = validInvoice([withWarnings, pdf!]);
  return t.json("POST", "/api/invoices", body, { cookie: client, "Idempotency-Key": crypto.randomUUID() });
}

async function newInvoice(warnings?: unknown): Promise<Invoice> {
  const response = await postInvoice(warnings);
  expect(response.status).toBe(201);
  return ((await response.json()) as { invoice: Invoice }).invoice;
}

const turn = (reference: string, pageId: string, body: unknown, cookie = staff) =>
  t.json("PATCH", `/api/admin/invoices/${reference}/pages/${pageId}`, body, { cookie });
const staffView = async (reference: string) =>
  (
    (await (await t.request(`/api/admin/invoices/${reference}`, { headers: { cookie: staff } })).json()) as {
      invoice: StaffInvoiceDetail;
    }
  ).invoice;
const clientView = async (reference: string) =>
  (
    (await (await t.request(`/api/invoices/${reference}`, { headers: { cookie: client } })).json()) as {
      invoice: Invoice;
    }
  ).invoice;

describe("a page's rotation", () => {
  test("starts at 0, is set by staff in quarter turns and read by other staff and the client", async () => {
    const invoice = await newInvoice();
    const [photo, pdf] = invoice.pages;
    expect(invoice.pages.map((page) => page.rotation)).toEqual([0, 0]);

    const answer = await turn(invoice.reference, photo!.id, { rotation: 90 });
    expect(answer.status).toBe(200);
    const { invoice: detail } = (await answer.json()) as { invoice: StaffInvoiceDetail };
    expect(detail.pages.find((page) => page.id === photo!.id)?.rotation).toBe(90);
    expect((await turn(invoice.reference, pdf!.id, { rotation: 270 })).status).toBe(200);

    const rotations = (pages: readonly { id: string; rotation: number }[]) =>
      Object.fromEntries(pages.map((page) => [page.id, page.rotation]));
    const expected = { [photo!.id]: 90, [pdf!.id]: 270 };
    expect(rotations((await staffView(invoice.reference)).pages)).toEqual(expected);
    expect(rotations((await clientView(invoice.reference)).pages)).toEqual(expected);
  });

  test("is not a step of the invoice: the history stays as it was", async () => {
    const invoice = await newInvoice();
    const before = (await staffView(invoice.reference)).history;
    await turn(invoice.reference, invoice.pages[0]!.id, { rotation: 180 });
    expect((await staffView(invoice.reference)).history).toEqual(before);
  });

  test("only staff set it: anonymous 401, a client session 401, nothing changes", async () => {
    const invoice = await newInvoice();
    const page = invoice.pages[0]!;
    expect((await turn(invoice.reference, page.id, { rotation: 90 }, "")).status).toBe(401);
    expect((await turn(invoice.reference, page.id, { rotation: 90 }, client)).status).toBe(401);
    expect((await clientView(invoice.reference)).pages[0]?.rotation).toBe(0);
  });

  test("refuses any other value with 422 on the field, and a body that is not JSON with 400", async () => {
    const invoice = await newInvoice();
    const page = invoice.pages[0]!;
    for (const body of [{ rotation: 45 }, { rotation: -90 }, { rotation: 360 }, { rotation: "90" }, {}]) {
      const answer = await turn(invoice.reference, page.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(((await answer.json()) as { issues?: Record<string, string> }).issues).toHaveProperty(
        "rotation",
      );
    }
    const extra = await turn(invoice.reference, page.id, { rotation: 90, by: "someone" });
    expect(extra.status).toBe(422);
    const malformed = await t.request(`/api/admin/invoices/${invoice.reference}/pages/${page.id}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", cookie: staff },
      body: "{rotation:",
    });
    expect(malformed.status).toBe(400);
    expect((await staffView(invoice.reference)).pages[0]?.rotation).toBe(0);
  });

  test("an unknown page, a page of another invoice and an unknown invoice are 404", async () => {
    const first = await newInvoice();
    const second = await newInvoice();
    const unknownPage = await turn(first.reference, "no-such-page", { rotation: 90 });
    expect(unknownPage.status).toBe(404);
    expect(await unknownPage.json()).toEqual({ error: "Page not found." });
    expect((await turn(first.reference, second.pages[0]!.id, { rotation: 90 })).status).toBe(404);
    expect((await turn("INV-ZZZZ-ZZZZ", first.pages[0]!.id, { rotation: 90 })).status).toBe(404);
    expect((await staffView(second.reference)).pages[0]?.rotation).toBe(0);
  });
});

describe("the phone's quality warnings", () => {
  test("come with the page, each once, and are read by staff and the client", async () => {
    const invoice = await newInvoice(["dark", "blurred", "dark"]);
    const byKind = (pages: readonly { documentKind: string; warnings: string[] }[]) =>
      Object.fromEntries(pages.map((page) => [page.documentKind, page.warnings]));
    const expected = { "rate-confirmation": ["dark", "blurred"], "bol-pod": [] };
    expect(byKind(invoice.pages)).toEqual(expected);
    expect(byKind((await staffView(invoice.reference)).pages)).toEqual(expected);
    expect(byKind((await clientView(invoice.reference)).pages)).toEqual(expected);
  });

  test("a page sent without them has none", async () => {
    const invoice = await newInvoice();
    expect(invoice.pages.map((page) => page.warnings)).toEqual([[], []]);
  });

  test("only the closed list is accepted: anything else is 422 on the page's field and nothing is kept", async () => {
    for (const warnings of [["smudged"], "dark", [1], ["dark", "bright", "blurred", "dark"]]) {
      const answer = await postInvoice(warnings);
      expect(answer.status, JSON.stringify(warnings)).toBe(422);
      const { issues } = (await answer.json()) as { issues?: Record<string, string> };
      const keys = Object.keys(issues ?? {});
      expect(
        keys.find((key) => key.startsWith("pages.0.warnings")),
        JSON.stringify(issues),
      ).toBeDefined();
    }
    const list = (await (await t.request("/api/invoices", { headers: { cookie: client } })).json()) as {
      invoices: unknown[];
    };
    expect(list.invoices).toEqual([]);
  });
});
