// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, expect, it } from "vitest";
import { CHANGED_MEANWHILE } from "../../../../api/routes/money";
import { mockApiForTests, signInToMocks } from "../../../../tests/support/app/mock-api";
import { renderApp } from "../../../../tests/support/app/render-app";
import { officeToday } from "../components/office-today";

/*
 * The staff screen of one client's money against the mocks, which run the API
 * (docs/decisions/0210-money-ledger.md): terms typed in percentages and sent as
 * basis points, the server's refusals on their fields, a reserve release
 * refused, then sent again under the same Idempotency-Key, and a reserve the
 * client owes said as such.
 */
const mock = mockApiForTests();

afterEach(() => mock().server.events.removeAllListeners());

/** The demo client's id (Reyes Trucking LLC), as the client list answers it. */
async function demoClientId(): Promise<string> {
  const answer = await (await fetch("/api/admin/clients?q=demo")).json();
  return answer.clients[0].id as string;
}

/** What was sent to the path (method and path), with its Idempotency-Key, while the test runs. */
function sent(method: string, pathEnd: string) {
  const requests: { key: string | null; body: unknown }[] = [];
  mock().server.events.on("request:start", async ({ request }) => {
    if (request.method !== method || !new URL(request.url).pathname.endsWith(pathEnd)) return;
    requests.push({ key: request.headers.get("Idempotency-Key"), body: await request.clone().json() });
  });
  return requests;
}

/** Funds INV-DEM0-0002 ($1,825.00) on its proposed terms and has its broker pay it in full: reserve is freed. */
async function freeSomeReserve(): Promise<void> {
  const reference = "INV-DEM0-0002";
  const detail = await (await fetch(`/api/admin/invoices/${reference}`)).json();
  const proposal = detail.invoice.fundingProposal;
  const funded = await fetch(`/api/admin/invoices/${reference}/status`, {
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
  expect(funded.status).toBe(200);
  const paid = await fetch("/api/admin/payments", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
    body: JSON.stringify({
      broker: "Total Quality Logistics",
      receivedOn: proposal.onDate,
      method: "check",
      amountCents: 182_500,
      applications: [{ invoice: reference, amountCents: 182_500 }],
    }),
  });
  expect(paid.status).toBe(201);
}

const figure = (label: string) => screen.getByText(label).nextElementSibling;

it("shows the terms in force, checks new ones with the contract, sends percentages as basis points and shows the server's refusal on its field", async () => {
  await signInToMocks("staff");
  const clientId = await demoClientId();
  const puts = sent("PUT", "/terms");
  const user = userEvent.setup();
  await renderApp(`/admin/clients/${clientId}`);

  expect(screen.getByRole("heading", { level: 1, name: "Reyes Trucking LLC" })).toBeInTheDocument();
  const terms = screen.getByRole("region", { name: "Terms" });
  expect(
    within(terms).getByText(
      "90 % advanced, 3 % fee for 30 days, then 1 % per 15 days started; recourse after 90 days",
    ),
  ).toBeInTheDocument();
  expect(
    within(terms).getByText("The company's defaults: this client has no terms of its own yet."),
  ).toBeInTheDocument();

  const form = within(terms).getByRole("form", { name: "Change the terms" });
  const advance = within(form).getByLabelText(/^Advance rate in %/);
  expect(advance).toHaveValue("90");
  await user.clear(advance);
  await user.type(advance, "95.5");
  await user.click(within(form).getByRole("button", { name: "Save terms" }));
  // The contract's bound, before anything is sent, on the field that gets the focus.
  await waitFor(() => expect(advance).toHaveFocus());
  expect(advance).toHaveAccessibleDescription("Advance rate must be at most 95 %");
  expect(puts).toHaveLength(0);

  // The server refuses once: its message shows on its field, and the focus goes there.
  mock().server.use(
    http.put(
      "*/api/admin/clients/:id/terms",
      () =>
        HttpResponse.json(
          {
            error: "Fee period must be at most 365 days",
            issues: { feeDays: "Fee period must be at most 365 days" },
          },
          { status: 422 },
        ),
      { once: true },
    ),
  );
  await user.clear(advance);
  await user.type(advance, "90.5");
  await user.clear(within(form).getByLabelText(/^Fee in %/));
  await user.type(within(form).getByLabelText(/^Fee in %/), "2.25");
  expect(
    within(form).getByText(
      "New terms: 90.5 % advanced, 2.25 % fee for 30 days, then 1 % per 15 days started; recourse after 90 days.",
    ),
  ).toBeInTheDocument();
  await user.click(within(form).getByRole("button", { name: "Save terms" }));
  const feeDays = within(form).getByLabelText(/^Fee for \(days\)/);
  await waitFor(() => expect(feeDays).toHaveFocus());
  expect(feeDays).toHaveAccessibleDescription("Fee period must be at most 365 days");
  expect(within(form).getByRole("alert")).toHaveTextContent("Not saved: fix the marked fields.");
  // Staff correct the field: its message goes as it is typed.
  await user.clear(feeDays);
  await user.type(feeDays, "30");
  expect(feeDays).not.toHaveAttribute("aria-invalid", "true");

  await user.click(within(form).getByRole("button", { name: "Save terms" }));
  await waitFor(() =>
    expect(within(terms).getByRole("status")).toHaveTextContent("Terms saved: in force from today."),
  );
  expect(puts.map((each) => each.body)).toEqual([
    {
      advanceRateBps: 9050,
      feeBps: 225,
      feeDays: 30,
      extraFeeBps: 100,
      extraFeeDays: 15,
      recourseDays: 90,
    },
    {
      advanceRateBps: 9050,
      feeBps: 225,
      feeDays: 30,
      extraFeeBps: 100,
      extraFeeDays: 15,
      recourseDays: 90,
    },
  ]);
  // Read again: the new version is in force since today, set by the signed-in staff member.
  // In force, and the one version in the history.
  expect(
    await within(terms).findAllByText(
      "90.5 % advanced, 2.25 % fee for 30 days, then 1 % per 15 days started; recourse after 90 days",
    ),
  ).toHaveLength(2);
  expect(within(terms).getByText(/^In force since .*\. Set by admin on /)).toBeInTheDocument();
  expect(within(terms).getByText(/^Company defaults: 90 % advanced/)).toBeInTheDocument();
  expect(within(terms).getByText("Every version (1), newest first")).toBeInTheDocument();
  // The form starts again from the terms now in force.
  const again = within(terms).getByRole("form", { name: "Change the terms" });
  expect(within(again).getByLabelText(/^Advance rate in %/)).toHaveValue("90.5");
});

it("releases reserve: the server's refusal on the amount, a 409 sent again under the same key, then the figures read again", async () => {
  await signInToMocks("staff");
  const clientId = await demoClientId();
  await freeSomeReserve();
  const before = await (await fetch(`/api/admin/clients/${clientId}/money`)).json();
  const available: number = before.money.availableReserveCents;
  expect(available).toBeGreaterThan(10_000);
  const user = userEvent.setup();
  await renderApp(`/admin/clients/${clientId}`);

  const section = screen.getByRole("region", { name: "Release reserve" });
  const form = within(section).getByRole("form", { name: "Release reserve" });
  const amount = within(form).getByLabelText(/^Amount in dollars/);
  expect(amount).toHaveValue("");
  expect(within(form).getByLabelText(/^Paid on/)).toHaveValue(officeToday());

  // Another staff member releases $100.00 meanwhile: the screen still shows the earlier figure.
  const meanwhile = await fetch(`/api/admin/clients/${clientId}/reserve-releases`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
    body: JSON.stringify({ amountCents: 10_000, method: "ach", paidOn: officeToday() }),
  });
  expect(meanwhile.status).toBe(201);
  const releases = sent("POST", "/reserve-releases");
  const left = available - 10_000;
  const dollars = (cents: number) =>
    (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD" });

  await user.click(within(form).getByRole("button", { name: "Release all" }));
  expect(amount).toHaveValue((available / 100).toFixed(2));
  await user.selectOptions(within(form).getByLabelText(/^Method/), "ach");
  await user.type(within(form).getByLabelText(/^Payment reference/), "ACH-7781");
  await user.click(within(form).getByRole("button", { name: "Release reserve" }));

  const refusal = `The available reserve is ${dollars(left)}: release at most that`;
  await waitFor(() => expect(amount).toHaveAccessibleDescription(refusal));
  await waitFor(() => expect(amount).toHaveFocus());
  // The figures are read again.
  await waitFor(() => expect(figure("Available reserve")).toHaveTextContent(dollars(left)));

  // Release all again; the server answers 409 once, and the same form is sent again under the same key.
  mock().server.use(
    http.post(
      "*/api/admin/clients/:id/reserve-releases",
      () => HttpResponse.json({ error: CHANGED_MEANWHILE }, { status: 409 }),
      { once: true },
    ),
  );
  await user.click(within(form).getByRole("button", { name: "Release all" }));
  expect(amount).not.toHaveAttribute("aria-invalid", "true");
  await user.click(within(form).getByRole("button", { name: "Release reserve" }));
  expect(await within(form).findByRole("alert")).toHaveTextContent(CHANGED_MEANWHILE);
  await user.click(within(form).getByRole("button", { name: "Release reserve" }));

  await waitFor(() =>
    expect(within(section).getByRole("status")).toHaveTextContent(
      `Released ${dollars(left)} by ACH; $0.00 stays available.`,
    ),
  );
  expect(releases).toHaveLength(3);
  expect(releases[1]?.key).toMatch(/^[0-9a-f-]{36}$/);
  expect(releases[2]?.key).toBe(releases[1]?.key);
  expect(releases[0]?.key).not.toBe(releases[1]?.key);
  expect(releases[2]?.body).toEqual({
    amountCents: left,
    method: "ach",
    reference: "ACH-7781",
    paidOn: officeToday(),
  });

  // A new, empty form; nothing left to release, said plainly.
  expect(amount).toHaveValue("");
  await waitFor(() => expect(figure("Available reserve")).toHaveTextContent("$0.00"));
  expect(
    within(section).getByText("Nothing can be released: the available reserve is $0.00."),
  ).toBeInTheDocument();
  expect(within(form).getByRole("button", { name: "Release reserve" })).toBeDisabled();
});

it("says a negative available reserve as what the client owes, and offers nothing to release", async () => {
  await signInToMocks("staff");
  const clientId = await demoClientId();
  mock().server.use(
    http.get("*/api/admin/clients/:id/money", ({ params }) =>
      HttpResponse.json({
        success: true,
        client: { id: params.id, companyName: "Reyes Trucking LLC", username: "demo", locale: "en" },
        money: {
          availableReserveCents: -13_000,
          reserveHeldCents: 15_000,
          fundedThisMonthCents: 285_000,
          brokersOweCents: 300_000,
        },
      }),
    ),
  );
  await renderApp(`/admin/clients/${clientId}`);

  expect(figure("Available reserve")).toHaveTextContent("-$130.00");
  expect(
    screen.getByText("The client owes $130.00: later reserves pay it back before any release."),
  ).toBeInTheDocument();
  const section = screen.getByRole("region", { name: "Release reserve" });
  expect(
    within(section).getByText(
      "Nothing can be released: the client owes TPF until later reserves pay it back.",
    ),
  ).toBeInTheDocument();
  expect(within(section).getByRole("button", { name: "Release reserve" })).toBeDisabled();
  expect(within(section).getByLabelText(/^Amount in dollars/)).toBeDisabled();
});
