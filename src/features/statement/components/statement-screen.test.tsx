// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setupMockServer, type MockServer } from "../../../../mocks/node";
import { signInToMocks } from "../../../../tests/support/app/mock-api";
import { renderApp } from "../../../../tests/support/app/render-app";
import { closeKeptStatements } from "../kept-statement";

/*
 * The portal's statement screen against the mocks' API (the server's code over the fixtures):
 * the demo client's funded invoice paid in full by its broker today, and part of its reserve paid
 * out, in English and in Spanish; a period chosen; and without signal, the statement opened last.
 * The clock is fixed (only Date is faked): the periods and the fixtures' dates follow it.
 */
const NOW = new Date("2026-05-20T18:00:00.000Z");
let mock: MockServer;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
  mock = await setupMockServer();
  mock.server.listen({ onUnhandledRequest: "error" });
});
beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  await paidAndReleased();
});
afterEach(async () => {
  await closeKeptStatements();
  await mock.reset();
});
afterAll(() => {
  mock.server.close();
  vi.useRealTimers();
});

const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(path, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

/**
 * Staff post the broker's check for INV-DEM0-0004 ($3,000.00, $2,850.00 advanced, $82.50 fee):
 * $67.50 of reserve becomes available; then $20.00 of it is paid out by ACH.
 */
async function paidAndReleased() {
  await signInToMocks("staff");
  const paid = await send(
    "POST",
    "/api/admin/payments",
    {
      broker: "Arrive Logistics",
      receivedOn: "2026-05-20",
      method: "check",
      amountCents: 300_000,
      applications: [{ invoice: "INV-DEM0-0004", amountCents: 300_000 }],
    },
    { "Idempotency-Key": "statement-screen-payment" },
  );
  expect(paid.status).toBe(201);
  const clients = (await (await fetch("/api/admin/clients?q=demo")).json()) as { clients: { id: string }[] };
  const released = await send(
    "POST",
    `/api/admin/clients/${clients.clients[0]?.id ?? ""}/reserve-releases`,
    { amountCents: 2_000, method: "ach", reference: "77812", paidOn: "2026-05-20" },
    { "Idempotency-Key": "statement-screen-release" },
  );
  expect(released.status).toBe(201);
}

/** The browser loses (or finds) the signal: what it says, and what fetch does. */
function signal(on: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(on);
  mock.setControls(on ? {} : { fail: { status: "network", pathPrefix: "/api/account" } });
  window.dispatchEvent(new Event(on ? "online" : "offline"));
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("the statement screen", () => {
  it("shows this month so far: both balances, each movement with the balance after it, and the files to download", async () => {
    await signInToMocks("client");
    await renderApp("/statement");

    expect(screen.getByRole("heading", { level: 1, name: "Reserve statement" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "This month so far" })).toHaveAttribute("aria-current", "page");
    expect(
      await screen.findByRole("heading", { level: 2, name: "Period: 05/01/2026 to 05/20/2026" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Opening balance").nextElementSibling).toHaveTextContent(/^\$0\.00$/);
    expect(screen.getByText("Closing balance").nextElementSibling).toHaveTextContent(/^\$47\.50$/);
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows.map(cells)).toEqual([
      [
        "05/20/2026",
        "05/20/2026INV-DEM0-0004 paid in full: reserve released to you, less the $82.50 fee",
        "$67.50",
        "$67.50",
      ],
      ["05/20/2026", "05/20/2026Reserve paid to you: ACH 77812", "-$20.00", "$47.50"],
    ]);
    const pdf = screen.getByRole("link", { name: "Download PDF" });
    expect(pdf).toHaveAttribute("href", "/api/account/statement?from=2026-05-01&to=2026-05-20&format=pdf");
    expect(screen.getByRole("link", { name: "Download spreadsheet (CSV)" })).toHaveAttribute(
      "href",
      "/api/account/statement?from=2026-05-01&to=2026-05-20&format=csv",
    );
  });

  it("downloads the PDF the API makes for the period shown, under its own name", async () => {
    const saved: { blob?: Blob; filename?: string } = {};
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: vi.fn(() => "blob:tpf/statement"), revokeObjectURL: vi.fn() }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      if (this.href !== "blob:tpf/statement") return;
      saved.filename = this.download;
      saved.blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    });
    await signInToMocks("client");
    await renderApp("/statement");
    await userEvent.click(await screen.findByRole("link", { name: "Download PDF" }));
    await vi.waitFor(() => expect(saved.filename).toBe("statement-2026-05-01_2026-05-20.pdf"));
    expect(saved.blob?.type).toBe("application/pdf");
    const bytes = new Uint8Array(await saved.blob!.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  });

  it("takes another period from the quick choices, and any dates from the form, checked first", async () => {
    const user = userEvent.setup();
    await signInToMocks("client");
    const { router } = await renderApp("/statement");
    await screen.findByRole("table");

    await user.click(screen.getByRole("link", { name: "Last month" }));
    expect(
      await screen.findByRole("heading", { level: 2, name: "Period: 04/01/2026 to 04/30/2026" }),
    ).toBeInTheDocument();
    expect(await screen.findByText("No movements in this period")).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ from: "2026-04-01", to: "2026-04-30" });

    await user.click(screen.getByText("Other dates"));
    const from = screen.getByLabelText(/^From/);
    const to = screen.getByLabelText(/^To/);
    await user.clear(to);
    await user.type(to, "2026-03-01");
    await user.click(screen.getByRole("button", { name: "Show statement" }));
    expect(await screen.findByText("The end date cannot be before the start date")).toBeInTheDocument();
    expect(to).toHaveAttribute("aria-invalid", "true");
    expect(router.state.location.search).toEqual({ from: "2026-04-01", to: "2026-04-30" });

    await user.clear(from);
    await user.type(from, "2026-01-01");
    await user.clear(to);
    await user.type(to, "2026-05-20");
    await user.click(screen.getByRole("button", { name: "Show statement" }));
    expect(
      await screen.findByRole("heading", { level: 2, name: "Period: 01/01/2026 to 05/20/2026" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "This year so far" })).toHaveAttribute("aria-current", "page");
  });

  it("speaks the client's language: Spanish words, US dates and amounts", async () => {
    await signInToMocks("client");
    expect((await send("PUT", "/api/account/locale", { locale: "es" })).status).toBe(200);
    await renderApp("/statement");

    expect(
      screen.getByRole("heading", { level: 1, name: "Estado de cuenta de la reserva" }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { level: 2, name: "Período: del 05/01/2026 al 05/20/2026" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Saldo final").nextElementSibling).toHaveTextContent(/^\$47\.50$/);
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(
      within(rows[0]!)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Fecha", "Descripción", "Monto", "Saldo"]);
    expect(rows.slice(1).map(cells)).toEqual([
      [
        "05/20/2026",
        "05/20/2026INV-DEM0-0004 pagada por completo: reserva liberada a su favor, menos la comisión de $82.50",
        "$67.50",
        "$67.50",
      ],
      ["05/20/2026", "05/20/2026Reserva pagada a usted: ACH 77812", "-$20.00", "$47.50"],
    ]);
    expect(screen.getByRole("link", { name: "Descargar PDF" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Este mes hasta hoy" })).toHaveAttribute("aria-current", "page");
  });

  it("without signal, shows the statement opened last on this phone, and when it was made", async () => {
    await signInToMocks("client");
    const first = await renderApp("/statement");
    await screen.findByRole("table");
    first.unmount();

    signal(false);
    await renderApp("/statement?from=2026-04-01&to=2026-04-30");
    expect(
      await screen.findByText("No signal: this is the statement you opened last, as of 05/20/2026."),
    ).toBeInTheDocument();
    // The copy is the period it was made for, not the one asked for now.
    expect(
      screen.getByRole("heading", { level: 2, name: "Period: 05/01/2026 to 05/20/2026" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Closing balance").nextElementSibling).toHaveTextContent(/^\$47\.50$/);
    expect(screen.queryByRole("link", { name: "Download PDF" })).not.toBeInTheDocument();

    act(() => signal(true));
    expect(
      await screen.findByRole("heading", { level: 2, name: "Period: 04/01/2026 to 04/30/2026" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No signal/)).not.toBeInTheDocument();
  });

  it("without signal and with nothing kept, says it shows when there is signal", async () => {
    await signInToMocks("client");
    signal(false);
    await renderApp("/statement");
    expect(await screen.findByText("Your statement shows when you have signal.")).toBeInTheDocument();
  });
});
