// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, expect, it } from "vitest";
import { CHANGED_MEANWHILE } from "../../../../api/routes/money";
import { mockApiForTests, signInToMocks } from "../../../../tests/support/app/mock-api";
import { renderApp } from "../../../../tests/support/app/render-app";
import { officeToday } from "../components/office-today";
import { AMOUNT_FORMAT, MORE_THAN_UNAPPLIED } from "./payment-form";

/*
 * The staff Payments screen against the mocks, which run the API
 * (docs/decisions/0210-money-ledger.md): a payment posted with its
 * applications, the contract's checks before sending, the server's refusals on
 * their rows, the Idempotency-Key kept for a retry of the same form, and the
 * unapplied cash applied later.
 */
const mock = mockApiForTests();

/** The Idempotency-Key of every payment posted while the test runs. */
function postedKeys(): (string | null)[] {
  const keys: (string | null)[] = [];
  mock().server.events.on("request:start", ({ request }) => {
    if (request.method === "POST" && new URL(request.url).pathname === "/api/admin/payments") {
      keys.push(request.headers.get("Idempotency-Key"));
    }
  });
  return keys;
}

afterEach(() => mock().server.events.removeAllListeners());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Funds the in-review fixture invoice INV-DEM0-0002 ($1,825.00) on the terms it proposes, as staff do. */
async function fundInvoice() {
  const reference = "INV-DEM0-0002";
  const detail = await (await fetch(`/api/admin/invoices/${reference}`)).json();
  const proposal = detail.invoice.fundingProposal;
  const answer = await fetch(`/api/admin/invoices/${reference}/status`, {
    method: "PATCH",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      status: "funded",
      reason: "Sent by ACH.",
      funding: {
        advanceCents: proposal.advanceCents,
        feeCents: proposal.feeCents,
        fundedOn: proposal.onDate,
      },
    }),
  });
  expect(answer.status).toBe(200);
  return reference;
}

const postForm = () => screen.getByRole("form", { name: "Post a broker payment" });

/** Fills the payment's own fields (not its invoices). */
async function fillPayment(user: UserEvent, payment: { broker: string; amount: string; method?: string }) {
  const form = postForm();
  await user.type(within(form).getByLabelText(/^Broker/), payment.broker);
  await user.selectOptions(within(form).getByLabelText(/^Method/), payment.method ?? "check");
  await user.type(within(form).getByLabelText(/^Payment reference/), "CHK-20417");
  await user.type(within(form).getByLabelText(/^Amount in dollars/), payment.amount);
}

async function fillRow(user: UserEvent, scope: HTMLElement, row: number, invoice: string, amount: string) {
  await user.type(within(scope).getByLabelText(`Invoice ${row} reference`), invoice);
  await user.type(within(scope).getByLabelText(`Invoice ${row} amount in dollars`), amount);
}

it("posts a payment with its applications, says what it paid, starts a new form and lists the cash left", async () => {
  await signInToMocks("staff");
  const reference = await fundInvoice();
  const keys = postedKeys();
  mock().setControls({ delayMs: 200 });
  const user = userEvent.setup();
  await renderApp("/admin/payments");

  expect(screen.getByText("No unapplied cash: every payment is applied.")).toBeInTheDocument();
  const form = postForm();
  expect(within(form).getByLabelText(/^Received on/)).toHaveValue(officeToday());
  await fillPayment(user, { broker: "Total Quality Logistics", amount: "2,000.00" });
  await fillRow(user, form, 1, reference, "1,825.00");
  expect(
    within(form).getByText("Applied $1,825.00 of $2,000.00; $175.00 stays unapplied."),
  ).toBeInTheDocument();

  await user.click(within(form).getByRole("button", { name: "Post payment" }));
  // While it is sent, the button cannot send it again.
  expect(within(form).getByRole("button", { name: "Posting..." })).toBeDisabled();
  await waitFor(
    () =>
      expect(within(form).getByRole("status")).toHaveTextContent(
        "Posted $2,000.00 from Total Quality Logistics: it paid 1 invoice; $175.00 stays unapplied.",
      ),
    { timeout: 3000 },
  );

  // A new form, received today again.
  expect(within(form).getByLabelText(/^Broker/)).toHaveValue("");
  expect(within(form).getByLabelText(/^Amount in dollars/)).toHaveValue("");
  expect(within(form).getByLabelText("Invoice 1 reference")).toHaveValue("");
  expect(within(form).getByLabelText(/^Received on/)).toHaveValue(officeToday());
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(UUID);

  // The list reads again: the $175.00 not applied is the broker's unapplied cash.
  const card = await screen.findByRole("article", { name: "Total Quality Logistics" });
  expect(within(card).getByText("Unapplied").nextElementSibling).toHaveTextContent("$175.00");
  expect(within(card).getByText("Method").nextElementSibling).toHaveTextContent("Check CHK-20417");
  expect(screen.queryByText("No unapplied cash: every payment is applied.")).not.toBeInTheDocument();
  // Paid in full, the invoice is Paid.
  const invoice = await (await fetch(`/api/admin/invoices/${reference}`)).json();
  expect(invoice.invoice.status).toBe("paid");
});

it("checks the form with the contract before sending, and shows the server's refusals on their rows", async () => {
  await signInToMocks("staff");
  const keys = postedKeys();
  const user = userEvent.setup();
  await renderApp("/admin/payments");
  const form = postForm();

  await user.click(within(form).getByRole("button", { name: "Post payment" }));
  await waitFor(() => expect(within(form).getByLabelText(/^Broker/)).toHaveFocus());
  expect(within(form).getByLabelText(/^Broker/)).toHaveAccessibleDescription(
    expect.stringContaining("Broker is required"),
  );
  expect(within(form).getByLabelText(/^Method/)).toHaveAccessibleDescription("Choose how it was paid");
  expect(within(form).getByLabelText(/^Amount in dollars/)).toHaveAccessibleDescription("Amount is required");
  // An empty invoice row is not an application: nothing to fix there.
  expect(within(form).getByLabelText("Invoice 1 reference")).not.toHaveAttribute("aria-invalid");

  await fillPayment(user, { broker: "Arrive Logistics", amount: "500" });
  await fillRow(user, form, 1, "INV-DEM0-0004", "abc");
  expect(within(form).getByLabelText("Invoice 1 amount in dollars")).toHaveAccessibleDescription(
    AMOUNT_FORMAT,
  );
  await user.clear(within(form).getByLabelText("Invoice 1 amount in dollars"));
  await user.type(within(form).getByLabelText("Invoice 1 amount in dollars"), "600");
  // More than the payment: said for the list, and by the line under it.
  expect(
    within(form).getByText("Applied $600.00 of $500.00: $100.00 more than there is."),
  ).toBeInTheDocument();
  await user.click(within(form).getByRole("button", { name: "Post payment" }));
  expect(
    await within(form).findByText("The applications add up to more than the payment"),
  ).toBeInTheDocument();
  expect(keys).toHaveLength(0);

  // Three rows, the second left empty: the server's "applications.1" is the form's third row.
  await user.clear(within(form).getByLabelText("Invoice 1 amount in dollars"));
  await user.type(within(form).getByLabelText("Invoice 1 amount in dollars"), "100");
  await user.click(within(form).getByRole("button", { name: "Add an invoice" }));
  await waitFor(() => expect(within(form).getByLabelText("Invoice 2 reference")).toHaveFocus());
  await user.click(within(form).getByRole("button", { name: "Add an invoice" }));
  await fillRow(user, form, 3, "INV-DEM0-0001", "50");
  await user.click(within(form).getByRole("button", { name: "Post payment" }));

  expect(await within(form).findByRole("alert")).toHaveTextContent("Not posted: fix the marked fields.");
  expect(keys).toHaveLength(1);
  await waitFor(() =>
    expect(within(form).getByLabelText("Invoice 3 amount in dollars")).toHaveAccessibleDescription(
      "INV-DEM0-0001 is not funded: only a funded invoice can be paid",
    ),
  );
  expect(within(form).getByLabelText("Invoice 2 amount in dollars")).not.toHaveAttribute("aria-invalid");
  // Nothing was posted.
  expect(screen.getByText("No unapplied cash: every payment is applied.")).toBeInTheDocument();

  // A removed row takes its message with it.
  await user.click(within(form).getByRole("button", { name: "Remove invoice 3 (INV-DEM0-0001)" }));
  expect(within(form).queryByLabelText("Invoice 3 reference")).not.toBeInTheDocument();
  expect(within(form).getByRole("button", { name: "Add an invoice" })).toHaveFocus();
});

it("says a 409 for the form, sends the same form again under the same Idempotency-Key, and a new form under a new one", async () => {
  await signInToMocks("staff");
  const keys = postedKeys();
  mock().server.use(
    http.post(
      "*/api/admin/payments",
      () => HttpResponse.json({ error: CHANGED_MEANWHILE }, { status: 409 }),
      {
        once: true,
      },
    ),
  );
  const user = userEvent.setup();
  await renderApp("/admin/payments");
  const form = postForm();

  await fillPayment(user, { broker: "Echo Global Logistics", amount: "300", method: "wire" });
  await user.click(within(form).getByRole("button", { name: "Post payment" }));
  expect(await within(form).findByRole("alert")).toHaveTextContent(CHANGED_MEANWHILE);

  await user.click(within(form).getByRole("button", { name: "Post payment" }));
  await waitFor(() =>
    expect(within(form).getByRole("status")).toHaveTextContent(
      "Posted $300.00 from Echo Global Logistics: all of it stays unapplied.",
    ),
  );
  expect(within(form).queryByRole("alert")).not.toBeInTheDocument();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);

  // The same figures again are another payment: a new form, a new key.
  await fillPayment(user, { broker: "Echo Global Logistics", amount: "300", method: "wire" });
  await user.click(within(form).getByRole("button", { name: "Post payment" }));
  await waitFor(() => expect(keys).toHaveLength(3));
  expect(keys[2]).toMatch(UUID);
  expect(keys[2]).not.toBe(keys[0]);
  await waitFor(() =>
    expect(screen.getAllByRole("article", { name: "Echo Global Logistics" })).toHaveLength(2),
  );
});

it("applies a payment's unapplied cash to an invoice; applied in full, the payment leaves the list", async () => {
  await signInToMocks("staff");
  const reference = await fundInvoice();
  const posted = await fetch("/api/admin/payments", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
    body: JSON.stringify({
      broker: "Total Quality Logistics",
      receivedOn: officeToday(),
      method: "ach",
      reference: "ACH-77",
      amountCents: 182_500,
      applications: [],
    }),
  });
  expect(posted.status).toBe(201);
  const user = userEvent.setup();
  await renderApp("/admin/payments");

  const card = screen.getByRole("article", { name: "Total Quality Logistics" });
  expect(within(card).getByText("Unapplied").nextElementSibling).toHaveTextContent("$1,825.00");
  await user.click(within(card).getByText("Apply to invoices"));
  const apply = within(card).getByRole("form", {
    name: "Apply Total Quality Logistics's payment of $1,825.00 to invoices",
  });
  await fillRow(user, apply, 1, reference, "2,000");
  await user.click(within(apply).getByRole("button", { name: "Apply" }));
  expect(await within(apply).findByText(MORE_THAN_UNAPPLIED)).toBeInTheDocument();

  await user.clear(within(apply).getByLabelText("Invoice 1 amount in dollars"));
  await user.type(within(apply).getByLabelText("Invoice 1 amount in dollars"), "1,000");
  expect(
    within(apply).getByText("Applied $1,000.00 of $1,825.00 unapplied; $825.00 stays unapplied."),
  ).toBeInTheDocument();
  await user.click(within(apply).getByRole("button", { name: "Apply" }));
  const list = screen.getByRole("region", { name: "Unapplied cash" });
  await waitFor(() =>
    expect(within(list).getByRole("status")).toHaveTextContent(
      "Applied $1,000.00 of Total Quality Logistics's payment to 1 invoice; $825.00 stays unapplied.",
    ),
  );
  await waitFor(() =>
    expect(within(card).getByText("Unapplied").nextElementSibling).toHaveTextContent("$825.00"),
  );

  await user.click(within(card).getByText("Apply to invoices"));
  await fillRow(user, card, 1, reference, "825");
  await user.click(within(card).getByRole("button", { name: "Apply" }));
  expect(await screen.findByText("No unapplied cash: every payment is applied.")).toBeInTheDocument();
  expect(within(list).getByRole("status")).toHaveTextContent(
    "Applied $825.00 of Total Quality Logistics's payment to 1 invoice; it is applied in full.",
  );
  expect(screen.getByRole("heading", { name: "Unapplied cash" })).toHaveFocus();
  const invoice = await (await fetch(`/api/admin/invoices/${reference}`)).json();
  expect(invoice.invoice.status).toBe("paid");
});

it("has Payments in the staff sections", async () => {
  await signInToMocks("staff");
  await renderApp("/admin/payments");
  const nav = screen.getAllByRole("navigation", { name: "Staff" })[0]!;
  expect(within(nav).getByRole("link", { name: "Payments" })).toHaveAttribute("href", "/admin/payments");
  expect(screen.getByRole("heading", { level: 1, name: "Payments" })).toBeInTheDocument();
});
