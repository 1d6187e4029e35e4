// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setupMockServer, type MockServer } from "../../../../mocks/node";
import { signInToMocks } from "../../../../tests/support/app/mock-api";
import { renderApp } from "../../../../tests/support/app/render-app";
import { closeKeptChecks } from "../../../lib/broker-check";

/*
 * The portal's Broker check against the mocks' API (the server's code over the fixtures' broker
 * book, docs/decisions/0220-broker-book.md): a search answered with a verdict per broker, the
 * contract's rule before asking, the answers kept on the phone and read without signal, in English
 * and in Spanish. The clock is fixed (only Date is faked).
 */
const NOW = new Date("2026-05-04T18:00:00.000Z");
let mock: MockServer;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
  mock = await setupMockServer();
  mock.server.listen({ onUnhandledRequest: "error" });
});
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(async () => {
  vi.restoreAllMocks();
  mock.server.events.removeAllListeners();
  await closeKeptChecks();
  await mock.reset();
});
afterAll(() => {
  mock.server.close();
  vi.useRealTimers();
});

/** The browser loses (or finds) the signal: what it says, and what fetch does. */
function signal(on: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(on);
  mock.setControls(on ? {} : { fail: { status: "network", pathPrefix: "/api/brokers" } });
  window.dispatchEvent(new Event(on ? "online" : "offline"));
}

async function search(text: string) {
  const user = userEvent.setup();
  const box = screen.getByRole("searchbox", { name: "Broker name or MC number" });
  await user.clear(box);
  await user.type(box, text);
  await user.click(screen.getByRole("button", { name: "Check" }));
}

const answers = () => screen.getByRole("region", { name: /^Answers for/ });
const kept = () => screen.getByRole("region", { name: "Your last answers" });

describe("the broker check", () => {
  it("answers each broker found with a plain verdict and how fast it pays, and keeps the answer", async () => {
    await signInToMocks("client");
    const { router } = await renderApp("/broker-check");
    expect(screen.getByRole("heading", { level: 1, name: "Broker check" })).toBeInTheDocument();
    expect(kept()).toHaveTextContent("The answers you get here are kept on this phone, the last 20.");

    await search("freight");
    const found = await screen.findByRole("region", { name: "Answers for “freight”" });
    expect(router.state.location.search).toEqual({ q: "freight" });
    const cards = within(found).getAllByRole("listitem");
    expect(cards.map((card) => card.textContent)).toEqual([
      "We cannot fund loads from this brokerFastlane Freight Brokers LLCMC 900105Not enough payments yet to say how fast it pays",
      "Call us before you haul for this brokerSummit Freight BrokersMC 900106Not enough payments yet to say how fast it pays",
    ]);
    expect(within(found).getByRole("link", { name: "Call (801) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+18015550142",
    );
    await waitFor(() => expect(kept()).toHaveTextContent("“freight”Checked May 4, 2026"));

    await search("MC 900101");
    expect(await screen.findByRole("region", { name: "Answers for “MC 900101”" })).toHaveTextContent(
      "We fund this brokerCoyote Logistics, LLCMC 900101 · DOT 3900101",
    );
    expect(within(answers()).queryByRole("link", { name: /^Call/ })).not.toBeInTheDocument();
  });

  it("says so when the broker is not in the book", async () => {
    await signInToMocks("client");
    await renderApp("/broker-check?q=Nobody%20Hauls%20Here");
    const none = await screen.findByRole("region", { name: "Answers for “Nobody Hauls Here”" });
    expect(none).toHaveTextContent("“Nobody Hauls Here” is not in our broker book.");
    expect(none).toHaveTextContent("Call us at (801) 555-0142 before you haul for this broker");
  });

  it("says what is missing before asking: at least two letters or digits", async () => {
    await signInToMocks("client");
    await renderApp("/broker-check");
    const asked = vi.fn();
    mock.server.events.on("request:start", ({ request }) => {
      if (new URL(request.url).pathname === "/api/brokers") asked();
    });
    await search("c");
    const box = screen.getByRole("searchbox", { name: "Broker name or MC number" });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Type at least 2 letters of the broker's name, or its MC number",
    );
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveFocus();
    expect(asked).not.toHaveBeenCalled();
  });

  it("without signal, says a new check needs one, and the answers kept on the phone are still there", async () => {
    await signInToMocks("client");
    const first = await renderApp("/broker-check?q=coyote");
    await screen.findByRole("region", { name: "Answers for “coyote”" });
    await waitFor(() => expect(kept()).toHaveTextContent("Coyote Logistics, LLCWe fund this broker"));
    first.unmount();

    signal(false);
    await renderApp("/broker-check?q=echo");
    expect(await screen.findByText(/No signal: a new check needs a connection/)).toBeInTheDocument();
    await waitFor(() => expect(kept()).toHaveTextContent("“coyote”Checked May 4, 2026"));
    expect(kept()).toHaveTextContent("Coyote Logistics, LLCWe fund this broker");

    // The signal is back: what could not be asked is asked.
    act(() => signal(true));
    expect(await screen.findByRole("region", { name: "Answers for “echo”" })).toHaveTextContent(
      "Call us before you haul for this broker",
    );
  });

  it("speaks Spanish to a client who reads Spanish", async () => {
    await signInToMocks("client");
    const spanish = await fetch("/api/account/locale", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ locale: "es" }),
    });
    expect(spanish.status).toBe(200);
    await renderApp("/broker-check?q=fastlane");
    expect(screen.getByRole("heading", { level: 1, name: "Consulta de brokers" })).toBeInTheDocument();
    const found = await screen.findByRole("region", { name: "Respuestas para “fastlane”" });
    expect(found).toHaveTextContent("No podemos financiar cargas de este broker");
    expect(found).toHaveTextContent("Todavía no hay suficientes pagos para saber qué tan rápido paga");
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Sus últimas respuestas" })).toHaveTextContent(
        "“fastlane”Consultado el 4 may 2026",
      ),
    );
  });
});
