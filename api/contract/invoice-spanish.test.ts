import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  AddPagesInput,
  documentKindOptions,
  extraKindOptions,
  FundingFigures,
  InvoiceInput,
  invoiceStatusOptions,
  missingDocumentsMessage,
} from "./invoice";
import { statusLabel } from "./invoice-workflow";

/*
 * What a client reads of the invoice contract comes in Spanish when the check
 * runs in Spanish, and in the exact English words otherwise
 * (docs/decisions/0170-spanish-edition.md). Staff's messages stay English.
 */

const page = (documentKind: string, order = 1) => ({
  uploadId: `upload-${documentKind}-${order}`,
  documentKind,
  order,
  sha256: "a".repeat(64),
});

const valid = {
  brokerName: "Summit Logistics",
  loadNumber: "LD-88123",
  amountCents: 245_000,
  extras: [],
  pickupDate: "2026-11-18",
  deliveryDate: "2026-11-20",
  note: "",
  pages: [page("rate-confirmation"), page("bol-pod")],
};

/** Each field's first message for `input`, in `lang`. */
function messages(schema: v.GenericSchema, input: unknown, lang?: "en" | "es") {
  const result = v.safeParse(schema, input, lang ? { lang } : {});
  const byField: Record<string, string> = {};
  for (const issue of result.issues ?? []) byField[v.getDotPath(issue) ?? "_"] ??= issue.message;
  return byField;
}

describe("invoice statuses, documents and charges", () => {
  it("each have a Spanish name beside the English one staff read", () => {
    expect(invoiceStatusOptions.map((option) => statusLabel(option.value, "es"))).toEqual([
      "Enviada",
      "En revisión",
      "Faltan documentos",
      "Financiada",
      "Pagada",
      "Pago incompleto",
      "Recompra",
      "Rechazada",
    ]);
    expect(invoiceStatusOptions.map((option) => statusLabel(option.value))).toEqual([
      "Submitted",
      "In review",
      "Needs documents",
      "Funded",
      "Paid",
      "Short-paid",
      "Recourse",
      "Declined",
    ]);
    for (const option of [...documentKindOptions, ...extraKindOptions]) {
      expect(option.es.trim(), option.value).not.toBe("");
      expect(option.es, option.value).not.toBe(option.label);
    }
    expect(documentKindOptions.map((option) => option.es)).toEqual([
      "Confirmación de tarifa",
      "BOL firmado / comprobante de entrega",
      "Recibo (lumper, báscula, otro)",
    ]);
  });
});

describe("the missing documents", () => {
  it("are named in the language asked for", () => {
    expect(missingDocumentsMessage([])).toBe(
      "Add the rate confirmation and the signed BOL / proof of delivery",
    );
    expect(missingDocumentsMessage([], "es")).toBe(
      "Agregue la confirmación de tarifa y el BOL firmado / comprobante de entrega",
    );
    expect(missingDocumentsMessage([{ documentKind: "rate-confirmation" }], "es")).toBe(
      "Agregue el BOL firmado / comprobante de entrega",
    );
    expect(missingDocumentsMessage([{ documentKind: "bol-pod" }])).toBe("Add the rate confirmation");
  });
});

describe("a new invoice's messages", () => {
  /** Every rule a client can break, each message in English (word for word) and in Spanish. */
  const cases: [string, Record<string, unknown>, string, string, string][] = [
    [
      "amount not a number",
      { amountCents: "2450" },
      "amountCents",
      "Invoice amount must be an amount",
      "Escriba el monto de la factura en dólares",
    ],
    [
      "amount zero",
      { amountCents: 0 },
      "amountCents",
      "Invoice amount must be more than $0",
      "El monto de la factura debe ser mayor de $0",
    ],
    [
      "amount too large",
      { amountCents: 100_000_001 },
      "amountCents",
      "Invoice amount must be at most $1,000,000",
      "El monto de la factura no puede pasar de $1,000,000",
    ],
    [
      "amount in fractions of a cent",
      { amountCents: 10.5 },
      "amountCents",
      "Invoice amount must be in whole cents",
      "Escriba el monto de la factura en centavos enteros",
    ],
    [
      "date in another shape",
      { pickupDate: "11/18/2026" },
      "pickupDate",
      "Pickup date must be a date like 2026-11-20",
      "Escriba la fecha de recogida como 2026-11-20",
    ],
    [
      "a day that does not exist",
      { deliveryDate: "2026-02-30" },
      "deliveryDate",
      "Delivery date is not a real date",
      "La fecha de entrega no es una fecha válida",
    ],
    [
      "pickup after delivery",
      { pickupDate: "2026-11-21" },
      "pickupDate",
      "Pickup date must be on or before the delivery date",
      "La fecha de recogida debe ser igual o anterior a la fecha de entrega",
    ],
    [
      "an unknown kind of charge",
      { extras: [{ kind: "fuel", amountCents: 100 }] },
      "extras.0.kind",
      "Choose the kind of extra charge",
      "Elija el tipo de cargo extra",
    ],
    [
      "a charge of nothing",
      { extras: [{ kind: "lumper", amountCents: 0 }] },
      "extras.0.amountCents",
      "Extra charge must be more than $0",
      "El cargo extra debe ser mayor de $0",
    ],
    [
      "an other charge without what it is for",
      { extras: [{ kind: "other", amountCents: 500 }] },
      "extras",
      "Say what the other charge is for",
      "Indique para qué es el otro cargo",
    ],
    [
      "too many charges",
      { extras: Array.from({ length: 11 }, () => ({ kind: "lumper", amountCents: 100 })) },
      "extras",
      "At most 10 extra charges",
      "Como máximo 10 cargos extra",
    ],
    [
      "no BOL",
      { pages: [page("rate-confirmation")] },
      "pages",
      "Add the signed BOL / proof of delivery",
      "Agregue el BOL firmado / comprobante de entrega",
    ],
    [
      "too many pages",
      { pages: Array.from({ length: 41 }, (_, index) => page("bol-pod", (index % 40) + 1)) },
      "pages",
      "An invoice can have at most 40 pages",
      "Una factura puede tener como máximo 40 páginas",
    ],
  ];

  it.each(cases)("%s", (_case, change, field, english, spanish) => {
    const input = { ...valid, ...change };
    expect(messages(InvoiceInput, input)[field]).toBe(english);
    expect(messages(InvoiceInput, input, "en")[field]).toBe(english);
    expect(messages(InvoiceInput, input, "es")[field]).toBe(spanish);
  });

  it("asks for at least one added page in the client's language", () => {
    expect(messages(AddPagesInput, { pages: [] }).pages).toBe("Add at least one page");
    expect(messages(AddPagesInput, { pages: [] }, "es").pages).toBe("Agregue al menos una página");
  });

  it("keeps staff's funding messages in English, whatever the request's language", () => {
    const figures = { advanceCents: 0, feeCents: -1, fundedOn: "2026-13-01" };
    expect(messages(FundingFigures, figures, "es")).toEqual(messages(FundingFigures, figures, "en"));
    expect(messages(FundingFigures, figures, "es").advanceCents).toBe("Advance must be more than $0");
  });
});
