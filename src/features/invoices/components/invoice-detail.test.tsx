// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Invoice } from "../../../../api/contract/invoice";
import { renderWithRouter } from "../../../../tests/support/app/render-with-router";
import { LocaleContext } from "../../../components/layout/locale-context";
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

  it("once funded, shows the ledger's money: advanced and when, the fee and reserve so far, paid and still owed", async () => {
    const funded = {
      ...invoice,
      status: "funded",
      statusReason: "Sent by ACH.",
      funding: { advanceCents: 232_750, fundedOn: "2026-11-06" },
      money: {
        advanceCents: 232_750,
        feeCents: 7_350,
        reserveCents: 4_900,
        paidCents: 100_000,
        openCents: 145_000,
        paidOn: null,
      },
    };
    vi.stubGlobal("fetch", async () => Response.json({ invoice: funded }));
    await renderWithRouter(<InvoiceDetail reference={invoice.reference} />);

    const money = await screen.findByRole("region", { name: "Money on this invoice" });
    const value = (label: string) => within(money).getByText(label).nextElementSibling;
    expect(value("Amount advanced")).toHaveTextContent(/^\$2,327\.50$/);
    expect(value("Funded on")).toHaveTextContent(/^Nov 6, 2026$/);
    expect(value("Fee so far")).toHaveTextContent(/^\$73\.50$/);
    expect(value("Reserve, released when the broker pays")).toHaveTextContent(/^\$49\.00$/);
    expect(value("Paid by the broker")).toHaveTextContent(/^\$1,000\.00$/);
    expect(value("The broker still owes")).toHaveTextContent(/^\$1,450\.00$/);
    expect(within(money).getByText(/the longer the broker takes/)).toBeInTheDocument();
    expect(screen.queryByText(/estimate/i)).not.toBeInTheDocument();
  });

  it("once paid, in Spanish: the fee fixed, the reserve released and the day the broker paid in full", async () => {
    const paid = {
      ...invoice,
      status: "paid",
      funding: { advanceCents: 220_500, fundedOn: "2026-11-06" },
      money: {
        advanceCents: 220_500,
        feeCents: 9_800,
        reserveCents: 14_700,
        paidCents: 245_000,
        openCents: 0,
        paidOn: "2026-12-21",
      },
    };
    vi.stubGlobal("fetch", async () => Response.json({ invoice: paid }));
    await renderWithRouter(
      <LocaleContext.Provider value="es">
        <InvoiceDetail reference={invoice.reference} />
      </LocaleContext.Provider>,
    );

    const money = await screen.findByRole("region", { name: "El dinero de esta factura" });
    const value = (label: string) => within(money).getByText(label).nextElementSibling;
    expect(screen.getByText("Pagada")).toBeInTheDocument();
    expect(value("Monto adelantado")).toHaveTextContent(/^\$2,205\.00$/);
    expect(value("Comisión")).toHaveTextContent(/^\$98\.00$/);
    expect(value("Reserva liberada a su favor")).toHaveTextContent(/^\$147\.00$/);
    expect(value("Pagado por el broker")).toHaveTextContent(/^\$2,450\.00pago completo el 21 dic 2026$/);
    expect(value("El broker aún debe")).toHaveTextContent(/^\$0\.00$/);
    expect(within(money).queryByText(/sube mientras/)).not.toBeInTheDocument();
  });

  it("before funding, shows no money at all", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ invoice: { ...invoice, money: null } }));
    await renderWithRouter(<InvoiceDetail reference={invoice.reference} />);
    expect(await screen.findByText("Pickup")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Money on this invoice" })).not.toBeInTheDocument();
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
