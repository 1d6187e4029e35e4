import { describe, expect, it } from "vitest";
import { invoiceStatusOptions } from "../../../api/contract/invoice";
import { InvoicePacketSearch, StaffInvoiceSearch } from "./invoice-search";

describe("InvoicePacketSearch", () => {
  it("keeps a packet id and drops anything else", () => {
    expect(InvoicePacketSearch({ packet: "0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b" })).toEqual({
      packet: "0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b",
    });
    expect(InvoicePacketSearch({ packet: "<script>" })).toEqual({ packet: undefined });
    expect(InvoicePacketSearch({ packet: 12 })).toEqual({ packet: undefined });
  });
});

describe("StaffInvoiceSearch", () => {
  it("keeps a listed status and a short search, and drops the rest", () => {
    expect(StaffInvoiceSearch({ status: "needs-documents", flagged: 1, q: " inv-7k3m " })).toEqual({
      status: "needs-documents",
      flagged: 1,
      q: "inv-7k3m",
    });
    expect(StaffInvoiceSearch({ status: "settled", flagged: "yes", q: "x".repeat(101) })).toEqual({
      status: undefined,
      flagged: undefined,
      q: undefined,
    });
    expect(StaffInvoiceSearch({ flagged: "1" }).flagged).toBe(1);
  });

  it("knows every status of the contract", () => {
    for (const { value } of invoiceStatusOptions)
      expect(StaffInvoiceSearch({ status: value }).status).toBe(value);
  });
});
