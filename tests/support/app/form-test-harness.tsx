import "fake-indexeddb/auto";
import { act } from "@testing-library/react";
import { IDBFactory } from "fake-indexeddb";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { MOCK_CREDENTIALS } from "../../../mocks/fixtures";
import { setupMockServer } from "../../../mocks/node";
import { dismissToast } from "../../../src/components/ui/toast";
import { listOutbox } from "../../../src/features/requests/outbox/outbox";
import { closeQueue } from "../../../src/lib/send-queue";

/*
 * Shared set-up of the outbox and form component tests: the API answered by
 * the MSW node handlers (the real API app over sql.js), and a fresh
 * IndexedDB (fake-indexeddb) for every test.
 */

export interface SeenRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
}

type MockServer = Awaited<ReturnType<typeof setupMockServer>>;

export function setupFormTests() {
  const state: { mock: MockServer | undefined; requests: SeenRequest[] } = { mock: undefined, requests: [] };

  beforeAll(async () => {
    const mock = await setupMockServer();
    mock.server.listen({ onUnhandledRequest: "error" });
    mock.server.events.on("request:start", ({ request }) => {
      const url = new URL(request.url);
      state.requests.push({
        method: request.method,
        path: url.pathname,
        idempotencyKey: request.headers.get("Idempotency-Key"),
      });
    });
    state.mock = mock;
  });

  beforeEach(async () => {
    await closeQueue();
    globalThis.indexedDB = new IDBFactory();
    state.requests = [];
    // jsdom lacks these; Radix's popover measures its trigger, the router scrolls.
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  });

  afterEach(async () => {
    act(() => dismissToast());
    state.mock?.server.resetHandlers();
    state.mock?.setControls({});
    vi.unstubAllGlobals();
    await closeQueue();
  });

  afterAll(() => state.mock?.server.close());

  const mock = () => {
    if (!state.mock) throw new Error("The mock server starts in beforeAll");
    return state.mock;
  };

  return {
    mock,
    /** Requests that reached the mocked API since the test began. */
    requests: () => state.requests,
    /** POSTs to one endpoint, e.g. "/api/quotes". */
    posts: (path: string) =>
      state.requests.filter((request) => request.method === "POST" && request.path === path),
    /** What the server stored for this e-mail, asked as staff would. */
    async stored(
      kind: "quotes" | "fuel-card-applications",
      email: string,
    ): Promise<{ id: string; reference: string; companyName: string }[]> {
      const app = mock().app;
      const login = await app.request("/api/admin/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(MOCK_CREDENTIALS.staff),
      });
      const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      const answer = await app.request(`/api/${kind}/email/${encodeURIComponent(email)}`, {
        headers: { cookie },
      });
      const body = (await answer.json()) as {
        quotes?: { id: string; reference: string; companyName: string }[];
        applications?: { id: string; reference: string; companyName: string }[];
      };
      return body.quotes ?? body.applications ?? [];
    },
    outbox: listOutbox,
  };
}
