// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { FUTURE_AS_OF, promisedBeforeFunding } from "../../../../api/contract/aging";
import { mockApiForTests, signInToMocks } from "../../../../tests/support/app/mock-api";
import { renderApp } from "../../../../tests/support/app/render-app";

/*
 * The staff Collections and Aging screens against the mocks, which run the API
 * (docs/decisions/0212-aging-and-collections.md): the queue oldest funding
 * first with each invoice's latest note, a note kept from a row's dialog with
 * the contract's checks, the server's refusal, the empty and failed states,
 * and the aging as of a day. The clock is fixed (only Date is faked), before
 * the mocks seed their fixtures relative to it: days out are the same on any
 * machine at any hour.
 */
const NOW = Date.parse("2026-05-04T18:00:00.000Z");
const TODAY = "2026-05-04";
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
});
afterAll(() => {
  vi.useRealTimers();
});
const mock = mockApiForTests();

/** Funds the in-review fixture INV-DEM0-0002 ($1,825.00, TQL) on `fundedOn`, on the terms it proposes. */
async function fundSecondInvoice(fundedOn: string) {
  const reference = "INV-DEM0-0002";
  const detail = await (await fetch(`/api/admin/invoices/${reference}`)).json();
  const proposal = detail.invoice.fundingProposal;
  const answer = await fetch(`/api/admin/invoices/${reference}/status`, {
    method: "PATCH",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      status: "funded",
      reason: "Sent by ACH.",
      funding: { advanceCents: proposal.advanceCents, feeCents: proposal.feeCents, fundedOn },
    }),
  });
  expect(answer.status).toBe(200);
}

const queueTable = () => screen.getByRole("table", { name: "Open invoices, oldest funding first" });
const rowOf = (reference: string) =>
  within(queueTable())
    .getAllByRole("row")
    .find((row) => within(row).queryByRole("rowheader", { name: reference }))!;

it("lists open funded invoices oldest funding first, each with its latest note and a passed promise", async () => {
  await signInToMocks("staff");
  await fundSecondInvoice("2026-03-20");
  const noted = await fetch("/api/admin/invoices/INV-DEM0-0002/collection-notes", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      contact: "Dana, TQL AP",
      said: "In the next check run.",
      promisedOn: "2026-04-30",
    }),
  });
  expect(noted.status).toBe(201);
  await renderApp("/admin/collections");

  expect(screen.getByRole("heading", { level: 1, name: "Collections" })).toBeInTheDocument();
  expect(screen.getByText("2 invoices, $4,825.00 open")).toBeInTheDocument();
  const rows = within(queueTable()).getAllByRole("row").slice(1);
  expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
    "INV-DEM0-0002",
    "INV-DEM0-0004",
  ]);
  const oldest = rowOf("INV-DEM0-0002");
  expect(within(oldest).getByRole("link", { name: "INV-DEM0-0002" })).toHaveAttribute(
    "href",
    "/admin/invoices/INV-DEM0-0002",
  );
  expect(oldest).toHaveTextContent("TQL (Total Quality Logistics)");
  expect(oldest).toHaveTextContent("$1,825.00");
  expect(oldest).toHaveTextContent("Mar 20, 2026");
  expect(oldest).toHaveTextContent("45 days out");
  expect(oldest).toHaveTextContent("Dana, TQL AP: In the next check run.");
  expect(oldest).toHaveTextContent("Promised to pay on Apr 30, 2026");
  expect(within(oldest).getByText("Promise passed")).toBeInTheDocument();
  const newer = rowOf("INV-DEM0-0004");
  expect(newer).toHaveTextContent("Arrive Logistics");
  expect(newer).toHaveTextContent("$3,000.00");
  expect(newer).toHaveTextContent("No notes yet");
  expect(within(newer).queryByText("Promise passed")).not.toBeInTheDocument();
});

it("keeps a note from the row's dialog: the contract's checks first, then the row shows it", async () => {
  await signInToMocks("staff");
  const user = userEvent.setup();
  await renderApp("/admin/collections");
  const opener = within(rowOf("INV-DEM0-0004")).getByRole("button", { name: "Add a note on INV-DEM0-0004" });
  await user.click(opener);
  const dialog = await screen.findByRole("dialog", { name: "Note on INV-DEM0-0004" });
  expect(dialog).toHaveAccessibleDescription(
    /^Arrive Logistics owes \$3,000\.00, funded Apr 29, 2026 \(5 days ago\)/,
  );
  expect(await within(dialog).findByText("No notes yet on this invoice.")).toBeInTheDocument();

  await user.click(within(dialog).getByRole("button", { name: "Keep note" }));
  const contact = within(dialog).getByLabelText(/^Contact/);
  await waitFor(() => expect(contact).toHaveFocus());
  expect(contact).toHaveAccessibleDescription(expect.stringContaining("Contact is required"));
  expect(within(dialog).getByLabelText(/^What they said/)).toHaveAccessibleDescription(
    "What they said is required",
  );

  await user.type(contact, "Sam at Arrive (555) 010-4400");
  await user.type(within(dialog).getByLabelText(/^What they said/), "Invoice approved.{Enter}Paying by ACH.");
  const promised = within(dialog).getByLabelText(/^Promised to pay on/);
  expect(promised).toHaveAttribute("min", "2026-04-29");
  await user.type(promised, "2026-04-01");
  await user.click(within(dialog).getByRole("button", { name: "Keep note" }));
  await waitFor(() =>
    expect(promised).toHaveAccessibleDescription(
      expect.stringContaining(promisedBeforeFunding("2026-04-29")),
    ),
  );
  await waitFor(() => expect(promised).toHaveFocus());

  await user.clear(promised);
  await user.type(promised, "2026-05-08");
  await user.click(within(dialog).getByRole("button", { name: "Keep note" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  const panel = screen.getByRole("region", { name: "Open invoices, oldest funding first" });
  expect(within(panel).getByRole("status")).toHaveTextContent(
    "Note kept on INV-DEM0-0004 (Arrive Logistics).",
  );
  await waitFor(() =>
    expect(rowOf("INV-DEM0-0004")).toHaveTextContent(
      "Sam at Arrive (555) 010-4400: Invoice approved. Paying by ACH.",
    ),
  );
  expect(rowOf("INV-DEM0-0004")).toHaveTextContent("Promised to pay on May 8, 2026");
  await waitFor(() =>
    expect(
      within(rowOf("INV-DEM0-0004")).getByRole("button", { name: "Add a note on INV-DEM0-0004" }),
    ).toHaveFocus(),
  );

  // Opened again, the dialog lists it among the earlier notes, and starts a new note.
  await user.click(
    within(rowOf("INV-DEM0-0004")).getByRole("button", { name: "Add a note on INV-DEM0-0004" }),
  );
  const again = await screen.findByRole("dialog", { name: "Note on INV-DEM0-0004" });
  const earlier = await within(again).findByRole("region", { name: "Earlier notes on INV-DEM0-0004" });
  expect(within(earlier).getAllByRole("listitem")).toHaveLength(1);
  expect(within(again).getByLabelText(/^Contact/)).toHaveValue("");
});

it("the invoice's own screen lists its collection notes and keeps a new one", async () => {
  await signInToMocks("staff");
  const user = userEvent.setup();
  await renderApp("/admin/invoices/INV-DEM0-0004");
  const panel = await screen.findByRole("region", { name: "Collection notes" });
  expect(await within(panel).findByText("No notes yet on this invoice.")).toBeInTheDocument();
  await user.click(within(panel).getByRole("button", { name: "Add a note on INV-DEM0-0004" }));
  const dialog = await screen.findByRole("dialog", { name: "Note on INV-DEM0-0004" });
  expect(dialog).toHaveAccessibleDescription(
    /^Arrive Logistics owes \$3,000\.00, funded Apr 29, 2026 \(5 days ago\)/,
  );
  await user.type(within(dialog).getByLabelText(/^Contact/), "Sam at Arrive");
  await user.type(within(dialog).getByLabelText(/^What they said/), "Approved, paying Friday.");
  await user.click(within(dialog).getByRole("button", { name: "Keep note" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(within(panel).getByRole("status")).toHaveTextContent(
    "Note kept on INV-DEM0-0004 (Arrive Logistics).",
  );
  const earlier = within(panel).getByRole("region", { name: "Earlier notes on INV-DEM0-0004" });
  expect(within(earlier).getByRole("listitem")).toHaveTextContent("Sam at Arrive: Approved, paying Friday.");
});

it("an invoice not funded has no collection notes on its screen", async () => {
  await signInToMocks("staff");
  await renderApp("/admin/invoices/INV-DEM0-0002");
  await screen.findByRole("heading", { level: 2, name: "INV-DEM0-0002" });
  expect(screen.queryByRole("region", { name: "Collection notes" })).not.toBeInTheDocument();
});

it("says the server's refusal in the dialog and keeps what was typed", async () => {
  await signInToMocks("staff");
  const refusal = "Collection notes are kept on open funded invoices: INV-DEM0-0004 is paid.";
  mock().server.use(
    http.post("*/api/admin/invoices/:reference/collection-notes", () =>
      HttpResponse.json({ error: refusal }, { status: 409 }),
    ),
  );
  const user = userEvent.setup();
  await renderApp("/admin/collections");
  await user.click(
    within(rowOf("INV-DEM0-0004")).getByRole("button", { name: "Add a note on INV-DEM0-0004" }),
  );
  const dialog = await screen.findByRole("dialog", { name: "Note on INV-DEM0-0004" });
  await user.type(within(dialog).getByLabelText(/^Contact/), "Sam");
  await user.type(within(dialog).getByLabelText(/^What they said/), "Paid yesterday.");
  await user.click(within(dialog).getByRole("button", { name: "Keep note" }));
  expect(await within(dialog).findByRole("alert")).toHaveTextContent(refusal);
  expect(within(dialog).getByLabelText(/^Contact/)).toHaveValue("Sam");
});

it("says so when nothing is owed, and when the queue cannot be loaded", async () => {
  await signInToMocks("staff");
  mock().server.use(
    http.get(
      "*/api/admin/collections",
      () => HttpResponse.json({ success: true, items: [], nextCursor: null, total: 0, totalOpenCents: 0 }),
      { once: true },
    ),
  );
  await renderApp("/admin/collections");
  expect(screen.getByText("Nothing to collect: no funded invoice has money owed.")).toBeInTheDocument();
  expect(screen.queryByRole("table")).not.toBeInTheDocument();

  mock().server.use(
    http.get("*/api/admin/collections", () =>
      HttpResponse.json({ error: "The database is busy. Try again." }, { status: 503 }),
    ),
  );
  await renderApp("/admin/collections");
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("The collections queue could not be loaded");
  expect(alert).toHaveTextContent("The database is busy. Try again.");
  expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
});

it("shows the aging as of a day, by bucket and broker, and refuses a day after today", async () => {
  await signInToMocks("staff");
  await fundSecondInvoice("2026-03-20");
  const user = userEvent.setup();
  await renderApp("/admin/aging");

  expect(
    screen.getByRole("heading", { level: 2, name: "Open balance by broker as of May 4, 2026" }),
  ).toBeInTheDocument();
  const totals = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling;
  expect(totals("All open")).toHaveTextContent("$4,825.002 invoices");
  expect(totals("0-30 days")).toHaveTextContent("$3,000.00");
  expect(totals("31-60 days")).toHaveTextContent("$1,825.00");
  const table = screen.getByRole("table", { name: /^Open balance by broker as of May 4, 2026/ });
  const lines = within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
  expect(lines).toEqual([
    ["Arrive Logistics", "1", "$3,000.00", "$0.00", "$0.00", "$0.00", "$3,000.00"],
    ["TQL (Total Quality Logistics)", "1", "$0.00", "$1,825.00", "$0.00", "$0.00", "$1,825.00"],
  ]);
  expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
    "href",
    `/api/admin/aging.csv?asOf=${TODAY}`,
  );

  const asOf = screen.getByLabelText(/^As of/);
  expect(asOf).toHaveValue(TODAY);
  expect(asOf).toHaveAttribute("max", TODAY);
  await user.clear(asOf);
  await user.type(asOf, "2026-05-05");
  await user.click(screen.getByRole("button", { name: "Show" }));
  await waitFor(() => expect(asOf).toHaveAccessibleDescription(expect.stringContaining(FUTURE_AS_OF)));

  await user.clear(asOf);
  await user.type(asOf, "2026-03-19");
  await user.click(screen.getByRole("button", { name: "Show" }));
  expect(await screen.findByText("No funded invoice was open on Mar 19, 2026.")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
    "href",
    "/api/admin/aging.csv?asOf=2026-03-19",
  );
});

it("has Collections and Aging in the staff sections, and the dashboard's money", async () => {
  await signInToMocks("staff");
  await fundSecondInvoice("2026-03-20");
  await renderApp("/admin/dashboard");
  const nav = screen.getAllByRole("navigation", { name: "Staff" })[0]!;
  expect(within(nav).getByRole("link", { name: "Collections" })).toHaveAttribute(
    "href",
    "/admin/collections",
  );
  expect(within(nav).getByRole("link", { name: "Aging" })).toHaveAttribute("href", "/admin/aging");
  const money = screen.getByRole("region", { name: "Money" });
  expect(within(money).getByRole("link", { name: /Outstanding/ })).toHaveTextContent("$4,825.00");
  expect(within(money).getByRole("link", { name: /Past due/ })).toHaveTextContent("$1,825.00");
  expect(within(money).getByRole("link", { name: /Past due/ })).toHaveAttribute("href", "/admin/collections");
  expect(within(money).getByRole("link", { name: /Paid this week/ })).toHaveTextContent("$0.00");
  expect(within(money).getByRole("link", { name: /Unapplied cash/ })).toHaveTextContent("$0.00");
});
