// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Invoice } from "../../../../api/contract/invoice";
import { renderWithRouter } from "../../../../tests/support/app/render-with-router";
import { LocaleContext } from "../../../components/layout/locale-context";
import { closeQueue } from "../../../lib/send-queue";
import { closePacketDb } from "../packets/packet-db";
import { InvoiceDetail } from "./invoice-detail";
import { NewInvoiceFlow } from "./new-invoice-flow";

/*
 * The invoice screens of a client whose portal is in Spanish
 * (docs/decisions/0170-spanish-edition.md): every word, status, amount and
 * date in Spanish, the screen-reader announcements too.
 */

vi.mock("../scan/scanner", () => ({
  canTurn: () => false,
  turnPage: (page: unknown) => Promise.resolve(page),
  scanPage: async (file: File) => {
    if (file.name.includes("unreadable")) throw new Error("the HEIF picture could not be decoded");
    return {
      blob: file,
      contentType: "image/jpeg",
      sha256: "b".repeat(64),
      thumbnail: null,
      width: 1500,
      height: 2000,
      warnings: file.name.includes("dark") ? ["dark"] : [],
      measures: null,
      originalBytes: file.size,
      elapsedMs: 1,
    };
  },
}));

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await closePacketDb();
  await closeQueue();
});

const inSpanish = (ui: ReactNode, path?: string) =>
  renderWithRouter(<LocaleContext.Provider value="es">{ui}</LocaleContext.Provider>, path ? { path } : {});

const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], name, { type: "image/jpeg" });

describe("the new invoice flow in Spanish", () => {
  it("asks for the load, totals it, and names the missing document in Spanish", async () => {
    const user = userEvent.setup();
    await inSpanish(<NewInvoiceFlow />);
    expect(screen.getByRole("heading", { level: 1, name: "Enviar una factura" })).toBeInTheDocument();
    const steps = screen.getByRole("list", { name: "Pasos" });
    expect(steps).toHaveTextContent("1Datos de la carga2Documentos3Revisión");

    await user.type(screen.getByLabelText(/^Broker o cliente/), "Summit Logistics");
    await user.type(screen.getByLabelText(/^Número de carga o de PO/), "LD-88123");
    await user.type(screen.getByLabelText(/^Monto de la factura \(dólares\)/), "2450");
    await user.click(screen.getByRole("button", { name: "Agregar un cargo extra" }));
    const kind = screen.getByLabelText("Cargo 1");
    expect(within(kind).getByRole("option", { name: "Lumper (descarga)" })).toBeInTheDocument();
    await user.selectOptions(kind, "detention");
    await user.type(screen.getByLabelText("Monto del cargo 1 (dólares)"), "75.50");
    const totals = screen.getByText("Total", { selector: "span" }).closest("div")!;
    expect(totals).toHaveTextContent("Total$2,525.50");
    expect(totals).toHaveTextContent("Adelanto estimado (hasta el 95%)$2,399.22");
    expect(
      screen.getByRole("button", { name: "Quitar el cargo 1 (Detention (tiempo de espera))" }),
    ).toBeInTheDocument();

    // The dates are missing: the step stays, says so in Spanish, and the announcement counts in Spanish.
    await user.click(screen.getByRole("button", { name: "Siguiente: Documentos" }));
    expect(await screen.findByText("Indique la fecha de recogida")).toBeInTheDocument();
    expect(await screen.findByText("Hay 2 cosas que revisar antes de seguir.")).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Fecha de recogida/), "2026-11-18");
    await user.type(screen.getByLabelText(/^Fecha de entrega/), "2026-11-20");
    await user.click(screen.getByRole("button", { name: "Siguiente: Documentos" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Documentos" })).toHaveFocus();

    const rate = screen.getByRole("region", { name: /^Confirmación de tarifa/ });
    expect(rate).toHaveTextContent("Sin páginas");
    await user.upload(screen.getByTestId("files-rate-confirmation"), [
      jpeg("ratecon.jpg"),
      jpeg("unreadable.jpg"),
    ]);
    expect(await within(rate).findByText(/^No podemos leer este archivo/)).toBeInTheDocument();
    expect(
      within(rate).getByRole("button", {
        name: "Repetir la foto de la página 1 de la confirmación de tarifa",
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Siguiente: Revisión" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Agregue el BOL firmado / comprobante de entrega");
    expect(alert).toHaveTextContent("Vuelva a tomar o quite las páginas que no se pudieron leer");

    // Removing the unreadable page is announced in Spanish.
    await user.click(
      within(rate).getByRole("button", { name: "Quitar la página 2 de la confirmación de tarifa" }),
    );
    expect(await screen.findByText("Se quitó la página 2 de la confirmación de tarifa.")).toBeInTheDocument();
  });

  it("reviews the pages that may be hard to read, and keeps the packet in the client's language", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    const user = userEvent.setup();
    await inSpanish(<NewInvoiceFlow />);
    await user.type(screen.getByLabelText(/^Broker o cliente/), "Summit Logistics");
    await user.type(screen.getByLabelText(/^Número de carga o de PO/), "LD-88123");
    await user.type(screen.getByLabelText(/^Monto de la factura \(dólares\)/), "2450.25");
    await user.type(screen.getByLabelText(/^Fecha de recogida/), "2026-11-18");
    await user.type(screen.getByLabelText(/^Fecha de entrega/), "2026-11-20");
    await user.click(screen.getByRole("button", { name: "Siguiente: Documentos" }));
    await user.upload(screen.getByTestId("camera-rate-confirmation"), jpeg("ratecon.jpg"));
    await user.upload(screen.getByTestId("files-bol-pod"), [jpeg("bol-dark.jpg")]);
    expect(await screen.findByText(/^Se ve muy oscura: es posible/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Preparando el escaneo/)).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Siguiente: Revisión" }));

    expect(screen.getByText("Recogida").nextElementSibling).toHaveTextContent(/^18 nov 2026$/);
    expect(screen.getByText("1 página puede ser difícil de leer")).toBeInTheDocument();
    expect(screen.getByText("BOL / POD, página 1: muy oscura")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Enviar factura" }));

    expect(await screen.findByRole("heading", { name: "Guardada en este teléfono" })).toBeInTheDocument();
    const { listPackets } = await import("../packets/packets");
    expect((await listPackets())[0]).toMatchObject({ kind: "invoice", locale: "es" });
    expect(await screen.findByText("Summit Logistics · carga LD-88123")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Enviar otra factura" })).toBeInTheDocument();
  });
});

const invoice: Invoice = {
  id: "0193a000-0000-7000-8000-000000000001",
  reference: "INV-7K3M-9PX2",
  brokerName: "Summit Logistics",
  loadNumber: "LD-88123",
  amountCents: 245_000,
  extras: [{ kind: "other", label: "Escala", amountCents: 2_500 }],
  pickupDate: "2026-11-02",
  deliveryDate: "2026-11-04",
  note: "",
  status: "needs-documents",
  statusReason: "Falta la segunda página del BOL.",
  totalCents: 247_500,
  submittedAt: "2026-11-05T15:04:00.000Z",
  updatedAt: "2026-11-06T15:04:00.000Z",
  pages: [
    {
      id: "p1",
      documentKind: "rate-confirmation",
      order: 1,
      contentType: "application/pdf",
      size: 4_000,
      sha256: "a".repeat(64),
      url: "/api/invoices/INV-7K3M-9PX2/pages/p1",
      addedAt: "2026-11-05T15:04:00.000Z",
      pdfPages: 2,
      rotation: 0,
      warnings: [],
    },
  ],
  funding: null,
};

describe("an invoice in Spanish", () => {
  it("shows its status, the staff's reason, the load and its pages in Spanish", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ invoice }));
    await inSpanish(<InvoiceDetail reference={invoice.reference} />);

    expect(await screen.findByText("Faltan documentos")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Factura INV-7K3M-9PX2");
    expect(screen.getByText("De nuestro personal:")).toBeInTheDocument();
    expect(screen.getByText(/^Enviada el 5 nov 2026, .* · actualizada el 6 nov 2026, /)).toBeInTheDocument();
    expect(screen.getByText("Recogida").nextElementSibling).toHaveTextContent(/^2 nov 2026$/);
    expect(screen.getByText("Otro: Escala").nextElementSibling).toHaveTextContent(/^\$25\.00$/);
    expect(screen.getByText("Total").nextElementSibling).toHaveTextContent(/^\$2,475\.00$/);
    expect(screen.getByRole("link", { name: "Abrir Confirmación de tarifa, página 1" })).toHaveTextContent(
      /^PDF · 2 páginas$/,
    );
    expect(
      screen.getByText(
        "Confirmación de tarifa: 1 · BOL firmado / comprobante de entrega: 0 · Recibo (lumper, báscula, otro): 0",
      ),
    ).toBeInTheDocument();
    // Staff asked for documents: the client adds pages here.
    expect(screen.getByRole("heading", { level: 2, name: "Agregar páginas" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Enviar estas páginas" })).toBeDisabled();
  });

  it("once funded, says what was advanced and when, the fee so far and what the broker owes, in Spanish", async () => {
    const funded = {
      ...invoice,
      status: "funded",
      funding: { advanceCents: 232_750, fundedOn: "2026-11-06" },
      money: {
        advanceCents: 232_750,
        feeCents: 7_425,
        reserveCents: 7_325,
        paidCents: 0,
        openCents: 247_500,
        paidOn: null,
      },
    };
    vi.stubGlobal("fetch", async () => Response.json({ invoice: funded }));
    await inSpanish(<InvoiceDetail reference={invoice.reference} />);

    expect(await screen.findByText("Financiada")).toBeInTheDocument();
    expect(screen.getByText("Comisión hasta ahora").nextElementSibling).toHaveTextContent(/^\$74\.25$/);
    expect(screen.getByText("El broker aún debe").nextElementSibling).toHaveTextContent(/^\$2,475\.00$/);
    expect(screen.getByText("Monto adelantado").nextElementSibling).toHaveTextContent(/^\$2,327\.50$/);
    expect(screen.getByText("Financiada el").nextElementSibling).toHaveTextContent(/^6 nov 2026$/);
    expect(screen.queryByRole("heading", { name: "Agregar páginas" })).not.toBeInTheDocument();
  });

  it("says in Spanish when it could not be loaded", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json({ error: "No se encontró la factura." }, { status: 404 }),
    );
    await inSpanish(<InvoiceDetail reference="INV-0000-0000" />, "/invoices/INV-0000-0000");

    expect(await screen.findByText("No se encontró la factura.")).toBeInTheDocument();
    expect(screen.getByText("Revise la referencia o busque la factura en su lista.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver todas las facturas" })).toHaveAttribute("href", "/invoices");
  });
});
