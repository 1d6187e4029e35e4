// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../../../tests/support/app/render-with-router";
import { closePacketDb } from "../packets/packet-db";
import { InvoiceDetail } from "./invoice-detail";

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

afterEach(async () => {
  await closePacketDb();
});

describe("an invoice the server does not know", () => {
  it("says it was not found and leads to the list and a new invoice, with nothing to retry", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ error: "Invoice not found." }, { status: 404 }));
    await renderWithRouter(<InvoiceDetail reference="INV-0000-0000" />, { path: "/invoices/INV-0000-0000" });

    expect(await screen.findByText("Invoice not found.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See all invoices" })).toHaveAttribute("href", "/invoices");
    expect(screen.getByRole("link", { name: "Submit an invoice" })).toHaveAttribute("href", "/invoices/new");
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    expect(screen.queryByText("This invoice could not be loaded")).not.toBeInTheDocument();
  });
});
