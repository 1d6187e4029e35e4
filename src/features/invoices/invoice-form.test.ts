import { describe, expect, it } from "vitest";
import {
  AMOUNT_FORMAT,
  FUTURE_DELIVERY,
  invoiceFormDefaults,
  invoiceFormIssues,
  loadDetailsOf,
  numberedPages,
  PAGES_FAILED,
  PAGES_SCANNING,
  type DraftPage,
  type InvoiceFormValues,
} from "./invoice-form";

const ready = (id: string, documentKind: DraftPage["documentKind"]): DraftPage => ({
  id,
  documentKind,
  name: `${id}.jpg`,
  state: "ready",
  page: {
    blob: new Blob(["x"]),
    contentType: "image/webp",
    sha256: "a".repeat(64),
    thumbnail: null,
    width: 1500,
    height: 2000,
    warnings: [],
    measures: null,
    originalBytes: 3_000_000,
    elapsedMs: 900,
  },
});

const valid: InvoiceFormValues = {
  ...invoiceFormDefaults,
  brokerName: "Summit Logistics",
  loadNumber: "LD-88123",
  amount: "2,450.00",
  extras: [{ kind: "detention", label: "", amount: "75" }],
  pickupDate: "2026-11-18",
  deliveryDate: "2026-11-20",
  pages: [ready("a", "rate-confirmation"), ready("b", "bol-pod")],
};

const byField = (values: InvoiceFormValues, today = "2026-11-21") =>
  Object.fromEntries(invoiceFormIssues(values, today).map((issue) => [issue.path.join("."), issue.message]));

describe("the invoice form's validator (the shared contract)", () => {
  it("accepts a complete invoice", () => {
    expect(byField(valid)).toEqual({});
  });

  it("puts the contract's messages on the form's fields", () => {
    const issues = byField({
      ...valid,
      brokerName: " ",
      amount: "0",
      extras: [{ kind: "other", label: "", amount: "12.50" }],
      pickupDate: "2026-11-22",
      pages: [ready("a", "rate-confirmation")],
    });
    expect(issues).toEqual({
      brokerName: "Broker or customer is required",
      amount: "Invoice amount must be more than $0",
      pickupDate: "Pickup date must be on or before the delivery date",
      extras: "Say what the other charge is for",
      pages: "Add the signed BOL / proof of delivery",
    });
  });

  it("names exactly the documents that are missing", () => {
    const pagesMessages = (pages: DraftPage[]) =>
      invoiceFormIssues({ ...valid, pages }, "2026-11-21")
        .filter((issue) => issue.path.join(".") === "pages")
        .map((issue) => issue.message);
    expect(pagesMessages([ready("b", "bol-pod")])).toEqual(["Add the rate confirmation"]);
    expect(pagesMessages([ready("a", "rate-confirmation")])).toEqual([
      "Add the signed BOL / proof of delivery",
    ]);
    expect(pagesMessages([ready("c", "receipt")])).toEqual([
      "Add the rate confirmation and the signed BOL / proof of delivery",
    ]);
    expect(pagesMessages([])).toEqual(["Add the rate confirmation and the signed BOL / proof of delivery"]);
  });

  it("says both when a document is missing and a page could not be read", () => {
    const unreadable: DraftPage = {
      id: "c",
      documentKind: "rate-confirmation",
      name: "c.jpg",
      state: "failed",
      error: "This file is not a photo or PDF we can read.",
    };
    const messages = invoiceFormIssues(
      { ...valid, pages: [ready("a", "rate-confirmation"), unreadable] },
      "2026-11-21",
    )
      .filter((issue) => issue.path.join(".") === "pages")
      .map((issue) => issue.message);
    expect(messages).toEqual(["Add the signed BOL / proof of delivery", PAGES_FAILED]);
  });

  it("says how to write an amount it cannot read, once per field", () => {
    const issues = byField({
      ...valid,
      amount: "12.345",
      extras: [{ kind: "lumper", label: "", amount: "ten" }],
    });
    expect(issues).toEqual({ amount: AMOUNT_FORMAT, "extras.0.amount": AMOUNT_FORMAT });
  });

  it("refuses a delivery in the future by the phone's calendar", () => {
    expect(byField({ ...valid, deliveryDate: "2026-11-22" }, "2026-11-21")).toEqual({
      deliveryDate: FUTURE_DELIVERY,
    });
    expect(byField({ ...valid, deliveryDate: "2026-11-21" }, "2026-11-21")).toEqual({});
  });

  it("waits for pages still being scanned", () => {
    const scanning: DraftPage = { id: "c", documentKind: "receipt", name: "c.jpg", state: "scanning" };
    expect(byField({ ...valid, pages: [...valid.pages, scanning] })).toEqual({ pages: PAGES_SCANNING });
  });

  it("asks for the dates when they are missing", () => {
    expect(byField({ ...valid, pickupDate: "", deliveryDate: "" })).toEqual({
      pickupDate: "Pickup date is required",
      deliveryDate: "Delivery date is required",
    });
  });
});

describe("load details and page order", () => {
  it("turns dollars into cents", () => {
    expect(loadDetailsOf(valid)).toMatchObject({
      amountCents: 245_000,
      extras: [{ kind: "detention", amountCents: 7_500 }],
    });
  });

  it("numbers pages within their document, in the driver's order", () => {
    const pages = numberedPages([
      { documentKind: "bol-pod" as const },
      { documentKind: "rate-confirmation" as const },
      { documentKind: "bol-pod" as const },
    ]);
    expect(pages.map((page) => page.order)).toEqual([1, 1, 2]);
  });
});

describe("dates", () => {
  it("does not compare a pickup date with a delivery date that is still empty", () => {
    expect(byField({ ...valid, deliveryDate: "" })).toEqual({ deliveryDate: "Delivery date is required" });
  });
});
