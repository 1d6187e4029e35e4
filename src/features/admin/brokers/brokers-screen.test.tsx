// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { LIMIT_REQUIRED } from "../../../../api/contract/brokers";
import { mockApiForTests, signInToMocks } from "../../../../tests/support/app/mock-api";
import { renderApp } from "../../../../tests/support/app/render-app";

/*
 * The staff broker book against the mocks, which run the API (docs/decisions/0220-broker-book.md):
 * the list and its search, a broker added from its dialog with the contract's checks and the
 * server's refusal, a credit decision recorded and kept in the history, and an invoice linked to a
 * broker from its staff screen. The clock is fixed before the mocks seed their fixtures.
 */
const NOW = Date.parse("2026-05-04T18:00:00.000Z");
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
});
afterAll(() => {
  vi.useRealTimers();
});
mockApiForTests();

const COYOTE = "0f1ce000-0000-4000-8000-000500000001";
const TQL = "0f1ce000-0000-4000-8000-000500000002";

const bookTable = () => screen.getByRole("table", { name: "Brokers, newest first" });
const names = () =>
  within(bookTable())
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);

it("lists the book newest first with each decision and exposure, and searches it", async () => {
  await signInToMocks("staff");
  const user = userEvent.setup();
  await renderApp("/admin/brokers");
  expect(screen.getByRole("heading", { level: 1, name: "Brokers" })).toBeInTheDocument();
  expect(screen.getByText("6 brokers")).toBeInTheDocument();
  expect(names()).toEqual([
    expect.stringContaining("Summit Freight Brokers"),
    expect.stringContaining("Fastlane Freight Brokers LLC"),
    expect.stringContaining("Arrive Logistics, LLC"),
    expect.stringContaining("Echo Global Logistics, Inc."),
    expect.stringContaining("Total Quality Logistics, LLC"),
    expect.stringContaining("Coyote Logistics, LLC"),
  ]);
  const row = (name: string) =>
    within(bookTable())
      .getAllByRole("row")
      .find((each) => within(each).queryByRole("rowheader", { name: new RegExp(name) }))!;
  expect(row("Arrive")).toHaveTextContent("Approved");
  expect(row("Arrive")).toHaveTextContent("$3,000.00");
  expect(row("Total Quality")).toHaveTextContent("Approved up to a limit");
  expect(row("Total Quality")).toHaveTextContent("up to $250,000.00");
  expect(row("Fastlane")).toHaveTextContent("Do not fund");
  expect(row("Summit")).toHaveTextContent("No decision yet");
  expect(within(row("Coyote")).getByRole("link", { name: "Coyote Logistics, LLC" })).toHaveAttribute(
    "href",
    `/admin/brokers/${COYOTE}`,
  );

  await user.type(screen.getByRole("searchbox"), "freight");
  await user.click(screen.getByRole("button", { name: "Search" }));
  await waitFor(() => expect(screen.getByText("2 brokers matching “freight”")).toBeInTheDocument());
  expect(names()).toEqual([
    expect.stringContaining("Summit Freight Brokers"),
    expect.stringContaining("Fastlane Freight Brokers LLC"),
  ]);
  await user.clear(screen.getByRole("searchbox"));
  await user.type(screen.getByRole("searchbox"), "MC 900102");
  await user.click(screen.getByRole("button", { name: "Search" }));
  await waitFor(() => expect(names()).toEqual([expect.stringContaining("Total Quality Logistics, LLC")]));
});

it("adds a broker from the dialog: the contract's checks, the server's refusal on its field, then its screen", async () => {
  await signInToMocks("staff");
  const user = userEvent.setup();
  const { router } = await renderApp("/admin/brokers");
  await user.click(screen.getByRole("button", { name: "Add a broker" }));
  const dialog = await screen.findByRole("dialog", { name: "Add a broker" });
  await user.type(within(dialog).getByLabelText(/^Legal name/), "Blue Hawk Freight LLC");
  await user.type(within(dialog).getByLabelText(/^MC number/), "MC-771");
  await user.click(within(dialog).getByRole("button", { name: "Add broker" }));
  const mc = within(dialog).getByLabelText(/^MC number/);
  await waitFor(() =>
    expect(mc).toHaveAccessibleDescription(
      expect.stringContaining("MC number must be digits only, like 123456"),
    ),
  );
  await waitFor(() => expect(mc).toHaveFocus());

  // Coyote's number: the server says whose it is, on the field.
  await user.clear(mc);
  await user.type(mc, "900101");
  await user.type(within(dialog).getByLabelText(/^Other names/), "Blue Hawk{Enter}BHF");
  await user.click(within(dialog).getByRole("button", { name: "Add broker" }));
  await waitFor(() =>
    expect(mc).toHaveAccessibleDescription(
      expect.stringContaining("MC number 900101 is already Coyote Logistics, LLC's"),
    ),
  );

  await user.clear(mc);
  await user.type(mc, "771");
  await user.click(within(dialog).getByRole("button", { name: "Add broker" }));
  await waitFor(() =>
    expect(screen.getByRole("heading", { level: 1, name: "Blue Hawk Freight LLC" })).toBeInTheDocument(),
  );
  expect(router.state.location.pathname).toMatch(/^\/admin\/brokers\/[0-9a-f-]{36}$/);
  const details = screen.getByRole("region", { name: "Details" });
  expect(within(details).getByRole("list", { name: "Other names" })).toHaveTextContent("Blue HawkBHF");
  expect(screen.getByRole("region", { name: "Credit now" })).toHaveTextContent("No decision yet");
  expect(screen.getByRole("region", { name: "Credit now" })).toHaveTextContent(
    "Clients read: “Call us before you haul for this broker”",
  );
});

it("records a credit decision: a limit needs its amount; the one before stays in the history", async () => {
  await signInToMocks("staff");
  const user = userEvent.setup();
  await renderApp(`/admin/brokers/${TQL}`);
  expect(screen.getByRole("heading", { level: 1, name: "Total Quality Logistics, LLC" })).toBeInTheDocument();
  const now = screen.getByRole("region", { name: "Credit now" });
  expect(now).toHaveTextContent("$250,000.00 left before it is reached");
  expect(now).toHaveTextContent("Not enough history");
  expect(now).toHaveTextContent("0 payments in 90 days; 5 needed");
  const invoices = screen.getByRole("table", {
    name: "Invoices of Total Quality Logistics, LLC, newest first",
  });
  expect(within(invoices).getByRole("link", { name: "INV-DEM0-0002" })).toBeInTheDocument();

  const form = screen.getByRole("form", { name: "Record a new decision" });
  await user.selectOptions(within(form).getByLabelText(/^Decision/), "limit");
  await user.type(within(form).getByLabelText(/^Reason/), "Cut while they catch up.");
  await user.click(within(form).getByRole("button", { name: "Record decision" }));
  const limit = await within(form).findByLabelText(/^Limit in dollars/);
  await waitFor(() => expect(limit).toHaveAccessibleDescription(expect.stringContaining(LIMIT_REQUIRED)));

  await user.type(limit, "1,000");
  await user.click(within(form).getByRole("button", { name: "Record decision" }));
  const credit = screen.getByRole("region", { name: "Credit decision" });
  await waitFor(() =>
    expect(within(credit).getByRole("status")).toHaveTextContent(
      "Decision recorded: Approved up to a limit.",
    ),
  );
  expect(credit).toHaveTextContent("Up to $1,000.00 open");
  expect(credit).toHaveTextContent("Cut while they catch up.");
  expect(within(credit).getByText("Earlier decisions (1), newest first")).toBeInTheDocument();
  expect(credit).toHaveTextContent("Large book with us: capped at $250,000 open.");
  expect(within(form).getByLabelText(/^Decision/)).toHaveValue("");

  await user.selectOptions(within(form).getByLabelText(/^Decision/), "do-not-fund");
  await user.type(within(form).getByLabelText(/^Reason/), "Stopped paying.");
  await user.click(within(form).getByRole("button", { name: "Record decision" }));
  await waitFor(() =>
    expect(screen.getByRole("region", { name: "Credit now" })).toHaveTextContent(
      "Clients read: “We cannot fund loads from this broker”",
    ),
  );
});

it("links an invoice to a broker from its staff screen, and says what became of the typed name", async () => {
  await signInToMocks("staff");
  // "Coyote Logistics" no longer one of Coyote's names: INV-DEM0-0001 stays linked, the name is free.
  const freed = await fetch(`/api/admin/brokers/${COYOTE}`, {
    method: "PATCH",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ aliases: ["Coyote"] }),
  });
  expect(freed.status).toBe(200);
  const user = userEvent.setup();
  await renderApp("/admin/invoices/INV-DEM0-0001");
  const panel = screen.getByRole("complementary", { name: "Broker" });
  expect(panel).toHaveTextContent("Typed by the clientCoyote Logistics");
  expect(within(panel).getByRole("link", { name: "Coyote Logistics, LLC" })).toHaveAttribute(
    "href",
    `/admin/brokers/${COYOTE}`,
  );
  expect(panel).toHaveTextContent("Approved");

  await user.click(within(panel).getByRole("button", { name: "Link to another broker" }));
  const box = within(panel).getByRole("searchbox");
  await waitFor(() => expect(box).toHaveFocus());
  await user.type(box, "summit{Enter}");
  const found = await within(panel).findByRole("list", { name: "Brokers matching “summit”" });
  await user.click(within(found).getByRole("button", { name: "Link to Summit Freight Brokers" }));
  await waitFor(() =>
    expect(within(panel).getByRole("status")).toHaveTextContent(
      "Linked to Summit Freight Brokers. Invoices typed “Coyote Logistics” link to it by themselves.",
    ),
  );
  expect(within(panel).getByRole("link", { name: "Summit Freight Brokers" })).toBeInTheDocument();
  expect(panel).toHaveTextContent("No decision yet");

  // Linked back, the name stays Summit's now: the answer says so.
  await user.click(within(panel).getByRole("button", { name: "Link to another broker" }));
  await user.type(within(panel).getByRole("searchbox"), "coyote{Enter}");
  const again = await within(panel).findByRole("list", { name: "Brokers matching “coyote”" });
  await user.click(within(again).getByRole("button", { name: "Link to Coyote Logistics, LLC" }));
  await waitFor(() =>
    expect(within(panel).getByRole("status")).toHaveTextContent(
      "“Coyote Logistics” is a name of Summit Freight Brokers, so other invoices typed so still link there.",
    ),
  );
});
