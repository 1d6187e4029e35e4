// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { act, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setupMockServer, type MockServer } from "../../../../mocks/node";
import { signInToMocks } from "../../../../tests/support/app/mock-api";
import { renderApp } from "../../../../tests/support/app/render-app";
import { closePacketDb } from "../packets/packet-db";

/*
 * The portal's invoice screens load through their routes' loaders
 * (docs/decisions/0075-route-loaders.md): with signal they open with the
 * server's data; without it they open at once with what the phone knows.
 */
let mock: MockServer;

beforeAll(async () => {
  mock = await setupMockServer();
  mock.server.listen({ onUnhandledRequest: "error" });
});
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await closePacketDb();
  await mock.reset();
});
afterAll(() => mock.server.close());

/** The browser loses (or finds) the signal: what it says, and what fetch does. */
function signal(on: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(on);
  mock.setControls(on ? {} : { fail: { status: "network", pathPrefix: "/api/invoices" } });
  window.dispatchEvent(new Event(on ? "online" : "offline"));
}

describe("the portal's invoice screens", () => {
  it("with signal, the list is there when the screen first shows", async () => {
    await signInToMocks("client");
    await renderApp("/invoices");
    const sent = screen.getByRole("region", { name: "Sent" });
    expect(within(sent).getByText("Coyote Logistics")).toBeInTheDocument();
    expect(within(sent).queryByText("Loading your invoices...")).not.toBeInTheDocument();
  });

  it("with signal, one invoice is there when the screen first shows", async () => {
    await signInToMocks("client");
    await renderApp("/invoices/INV-DEM0-0001");
    expect(screen.getByRole("heading", { level: 1, name: "Invoice INV-DEM0-0001" })).toBeInTheDocument();
    expect(screen.getByText("Coyote Logistics")).toBeInTheDocument();
  });

  it("without signal the list says it needs a connection, and follows by itself when the signal returns", async () => {
    await signInToMocks("client");
    signal(false);
    await renderApp("/invoices");
    expect(screen.getByRole("heading", { level: 1, name: "Your invoices" })).toBeInTheDocument();
    const sent = screen.getByRole("region", { name: "Sent" });
    expect(await within(sent).findByText("Your invoices could not be loaded")).toBeInTheDocument();
    act(() => signal(true));
    expect(await screen.findByText("Coyote Logistics")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Sent" })).toHaveTextContent("Coyote Logistics");
  });

  it("a refused invoice says why, and Try again asks again", async () => {
    await signInToMocks("client");
    mock.setControls({ fail: { status: 503, pathPrefix: "/api/invoices" } });
    await renderApp("/invoices/INV-DEM0-0001");
    expect(await screen.findByText("This invoice could not be loaded")).toBeInTheDocument();
    mock.setControls({});
    act(() => screen.getByRole("button", { name: "Try again" }).click());
    expect(await screen.findByText("Coyote Logistics")).toBeInTheDocument();
  });
});
