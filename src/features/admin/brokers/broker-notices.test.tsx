// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import {
  FUTURE_ACKNOWLEDGEMENT,
  MEANS_REQUIRED,
  NO_ACKNOWLEDGED_NOTICE,
} from "../../../../api/contract/notices";
import { mockApiForTests, signInToMocks } from "../../../../tests/support/app/mock-api";
import { renderApp } from "../../../../tests/support/app/render-app";

/*
 * Notices of assignment on the broker's screen, against the mocks, which run the API
 * (docs/decisions/0222-notice-of-assignment.md): each client's state, a notice sent by staff to a broker
 * without an AP e-mail and its PDF saved, an acknowledgement recorded with the contract's checks, and
 * the invoice's mark that goes away with it. The clock is fixed before the mocks seed their fixtures.
 */
const NOW = Date.parse("2026-05-04T18:00:00.000Z");
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
});
afterAll(() => {
  vi.useRealTimers();
});
afterEach(() => {
  Reflect.deleteProperty(URL, "createObjectURL");
  Reflect.deleteProperty(URL, "revokeObjectURL");
});
mockApiForTests();

const COYOTE = "0f1ce000-0000-4000-8000-000500000001";
const TQL = "0f1ce000-0000-4000-8000-000500000002";
const ECHO = "0f1ce000-0000-4000-8000-000500000003";

const panel = () => screen.getByRole("region", { name: "Notices of assignment" });
const row = (company: string) =>
  within(panel())
    .getAllByRole("row")
    .find((each) => within(each).queryByRole("rowheader", { name: new RegExp(company) }))!;

it("shows each client's notice: acknowledged by whom, or sent and waiting", async () => {
  await signInToMocks("staff");
  await renderApp(`/admin/brokers/${COYOTE}`);
  expect(panel()).toHaveTextContent("1 of 1 client acknowledged");
  expect(panel()).toHaveTextContent("E-mailed to ap@coyote.example.com with the PDF attached.");
  const reyes = row("Reyes Trucking LLC");
  expect(reyes).toHaveTextContent("MC 778812 · DOT 3120456 · 1 invoice");
  expect(reyes).toHaveTextContent("Acknowledged");
  expect(reyes).toHaveTextContent("E-mailed to ap@coyote.example.com by admin");
  expect(reyes).toHaveTextContent("Acknowledged by Dana Ortiz, AP lead on Apr 6, 2026 (recorded by admin)");
  expect(
    within(reyes).getByRole("button", { name: "Send again for Reyes Trucking LLC" }),
  ).toBeInTheDocument();
  expect(within(reyes).queryByRole("button", { name: /^Record acknowledgement/ })).not.toBeInTheDocument();
});

it("records the acknowledgement of a notice sent: not a day in the future; then the invoice loses its mark", async () => {
  await signInToMocks("staff");
  const user = userEvent.setup();
  const { router } = await renderApp("/admin/invoices/INV-DEM0-0002");
  const broker = screen.getByRole("complementary", { name: "Broker" });
  expect(broker).toHaveTextContent(NO_ACKNOWLEDGED_NOTICE);
  expect(broker).toHaveTextContent("A notice was sent; its acknowledgement is not recorded yet.");

  await router.navigate({ to: "/admin/brokers/$brokerId", params: { brokerId: TQL } });
  await screen.findByRole("heading", { level: 1, name: "Total Quality Logistics, LLC" });
  const reyes = row("Reyes Trucking LLC");
  expect(reyes).toHaveTextContent("Sent, not acknowledged");
  await user.click(
    within(reyes).getByRole("button", { name: "Record acknowledgement for Reyes Trucking LLC" }),
  );
  const dialog = await screen.findByRole("dialog", { name: "Record the acknowledgement" });
  await user.type(within(dialog).getByLabelText(/^Acknowledged by/), "Lee Park, AP");
  const day = within(dialog).getByLabelText(/^Acknowledged on/);
  await user.clear(day);
  await user.type(day, "2026-05-05");
  await user.click(within(dialog).getByRole("button", { name: "Record acknowledgement" }));
  await waitFor(() =>
    expect(day).toHaveAccessibleDescription(expect.stringContaining(FUTURE_ACKNOWLEDGEMENT)),
  );
  await waitFor(() => expect(day).toHaveFocus());

  await user.clear(day);
  await user.type(day, "2026-05-04");
  await user.click(within(dialog).getByRole("button", { name: "Record acknowledgement" }));
  await waitFor(() =>
    expect(within(panel()).getByRole("status")).toHaveTextContent(
      "Acknowledgement of the notice for Reyes Trucking LLC recorded.",
    ),
  );
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  expect(row("Reyes Trucking LLC")).toHaveTextContent("Acknowledged by Lee Park, AP on May 4, 2026");

  await router.navigate({ to: "/admin/invoices/$reference", params: { reference: "INV-DEM0-0002" } });
  const after = await screen.findByRole("complementary", { name: "Broker" });
  await waitFor(() => expect(after).not.toHaveTextContent(NO_ACKNOWLEDGED_NOTICE));
});

it("a broker without an AP e-mail: staff say how they send it, then save its PDF", async () => {
  await signInToMocks("staff");
  const user = userEvent.setup();
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: () => "blob:notice", revokeObjectURL: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  await renderApp(`/admin/brokers/${ECHO}`);
  expect(panel()).toHaveTextContent(
    "This broker has no AP e-mail: send notices yourself, and record them here.",
  );
  const reyes = row("Reyes Trucking LLC");
  expect(reyes).toHaveTextContent("Not sent");
  expect(within(reyes).queryByRole("button", { name: /^Download PDF/ })).not.toBeInTheDocument();

  await user.click(within(reyes).getByRole("button", { name: "Send notice for Reyes Trucking LLC" }));
  const dialog = await screen.findByRole("dialog", { name: "Notice of assignment: Reyes Trucking LLC" });
  expect(dialog).toHaveTextContent("This broker has no AP e-mail");
  expect(dialog).toHaveTextContent(
    "Pay toTruckers Preferred Funding, P.O. Box 150142, Salt Lake City, UT 84115-0142",
  );
  await user.click(within(dialog).getByRole("button", { name: "Record as sent" }));
  const how = within(dialog).getByLabelText(/^How you send it/);
  await waitFor(() => expect(how).toHaveAccessibleDescription(expect.stringContaining(MEANS_REQUIRED)));
  await user.type(how, "Mailed first class");
  await user.click(within(dialog).getByRole("button", { name: "Record as sent" }));
  await waitFor(() =>
    expect(within(panel()).getByRole("status")).toHaveTextContent(
      "Notice for Reyes Trucking LLC recorded as sent. Download its PDF to send it.",
    ),
  );
  const sent = row("Reyes Trucking LLC");
  expect(sent).toHaveTextContent("Sent by admin (Mailed first class)");

  await user.click(
    within(sent).getByRole("button", { name: "Download PDF of the notice for Reyes Trucking LLC" }),
  );
  await waitFor(() => expect(saved).toEqual(["notice-of-assignment-reyes-trucking-llc-2026-05-04.pdf"]));
});
