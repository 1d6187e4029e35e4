// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Invoice } from "../../../../api/contract/invoice";
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

const invoice: Invoice = {
  id: "0193a000-0000-7000-8000-000000000001",
  reference: "INV-7K3M-9PX2",
  brokerName: "Summit Logistics",
  loadNumber: "LD-88123",
  amountCents: 245_000,
  extras: [],
  pickupDate: "2026-11-02",
  deliveryDate: "2026-11-04",
  note: "",
  status: "submitted",
  statusReason: "",
  totalCents: 245_000,
  submittedAt: "2026-11-05T15:04:00.000Z",
  updatedAt: "2026-11-05T15:04:00.000Z",
  pages: [],
  funding: null,
};

describe("an invoice", () => {
  it("writes its dates the one way a person reads them", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ invoice }));
    await renderWithRouter(<InvoiceDetail reference={invoice.reference} />);

    const pickup = await screen.findByText("Pickup");
    expect(pickup.nextElementSibling).toHaveTextContent(/^Nov 2, 2026$/);
    expect(screen.getByText("Delivery").nextElementSibling).toHaveTextContent(/^Nov 4, 2026$/);
    expect(screen.getByText(/^Sent Nov 5, 2026, /)).toBeInTheDocument();
    expect(screen.queryByText("Amount advanced")).not.toBeInTheDocument();
  });

  it("once funded, shows what was advanced and when, not an estimate", async () => {
    const funded = {
      ...invoice,
      status: "funded",
      statusReason: "Sent by ACH.",
      funding: { advanceCents: 232_750, fundedOn: "2026-11-06" },
    };
    vi.stubGlobal("fetch", async () => Response.json({ invoice: funded }));
    await renderWithRouter(<InvoiceDetail reference={invoice.reference} />);

    const advanced = await screen.findByText("Amount advanced");
    expect(advanced.nextElementSibling).toHaveTextContent(/^\$2,327\.50$/);
    expect(screen.getByText("Funded on").nextElementSibling).toHaveTextContent(/^Nov 6, 2026$/);
    expect(screen.queryByText(/estimate/i)).not.toBeInTheDocument();
  });
});

describe("a sent PDF page", () => {
  it("says how many pages the PDF holds, as the server counted them", async () => {
    const page = (id: string, order: number, pdfPages?: number) => ({
      id,
      documentKind: "bol-pod" as const,
      order,
      contentType: "application/pdf" as const,
      size: 4_000,
      sha256: "a".repeat(64),
      url: `/api/invoices/${invoice.reference}/pages/${id}`,
      addedAt: invoice.submittedAt,
      ...(pdfPages === undefined ? {} : { pdfPages }),
    });
    const pages = [page("p1", 1, 3), page("p2", 2, 1), page("p3", 3)];
    vi.stubGlobal("fetch", async () => Response.json({ invoice: { ...invoice, pages } }));
    await renderWithRouter(<InvoiceDetail reference={invoice.reference} />);

    const link = (order: number) =>
      screen.findByRole("link", { name: `Open Signed BOL / proof of delivery, page ${order}` });
    expect(await link(1)).toHaveTextContent(/^PDF · 3 pages$/);
    expect(await link(2)).toHaveTextContent(/^PDF · 1 page$/);
    // A page stored before the server counted PDF pages has no count to show.
    expect(await link(3)).toHaveTextContent(/^PDF$/);
  });
});
