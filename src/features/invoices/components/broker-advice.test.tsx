// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { mockApiForTests, signInToMocks } from "../../../../tests/support/app/mock-api";
import { renderApp } from "../../../../tests/support/app/render-app";

/*
 * The invoice form's broker field against the mocks' broker book (docs/decisions/0220-broker-book.md):
 * the brokers its text finds offered as suggestions, the verdict on the broker typed, and the warning
 * before a load goes for a broker we cannot fund (the client may still send it).
 */
const mock = mockApiForTests();
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

const brokerField = () => screen.getByLabelText(/^Broker or customer/);

/** Puts a name in the broker field as a pick from the keyboard's suggestions does: all at once. */
async function typeBroker(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.clear(brokerField());
  await user.click(brokerField());
  await user.paste(name);
}
const advice = () => brokerField().closest("form")!.querySelector<HTMLElement>('[role="status"]')!;

it("offers the brokers it finds, says the verdict on the one typed, and warns of one we cannot fund", async () => {
  await signInToMocks("client");
  const user = userEvent.setup();
  await renderApp("/invoices/new");
  await typeBroker(user, "freight");
  const list = document.getElementById(brokerField().getAttribute("list") ?? "")!;
  await waitFor(() =>
    expect([...list.querySelectorAll("option")].map((option) => option.value)).toEqual([
      "Fastlane Freight Brokers LLC",
      "Summit Freight Brokers",
    ]),
  );
  // Part of a name is no broker yet: nothing is said.
  expect(advice()).toBeEmptyDOMElement();

  await typeBroker(user, "Fastlane Freight Brokers LLC");
  const warning = await within(advice()).findByText("We cannot fund loads from Fastlane Freight Brokers LLC");
  expect(warning.parentElement).toHaveTextContent(
    "You may still send this invoice, but we will not advance money on it. Call us at (801) 555-0142",
  );
  // Sending stays possible.
  expect(screen.getByRole("button", { name: /^Next: Documents/ })).toBeEnabled();

  await typeBroker(user, "coyote logistics");
  await waitFor(() => expect(advice()).toHaveTextContent("Coyote Logistics, LLCWe fund this broker"));
});

it("asks nothing and says nothing without signal", async () => {
  await signInToMocks("client");
  const asked = vi.fn();
  mock().server.events.on("request:start", ({ request }) => {
    if (new URL(request.url).pathname === "/api/brokers") asked();
  });
  // The clock moves on by the test's hand (and with time), past the pause after typing.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await renderApp("/invoices/new");
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event("offline"));
  });
  await typeBroker(user, "Fastlane Freight Brokers LLC");
  await act(() => vi.advanceTimersByTimeAsync(1_000));
  expect(asked).not.toHaveBeenCalled();
  expect(advice()).toBeEmptyDOMElement();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  mock().server.events.removeAllListeners();
});
