// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../../components/ui/toast";
import { submitThroughOutbox } from "./outbox";
import { OutboxIndicator } from "./outbox-indicator";
import { OutboxSync } from "./outbox-sync";
import { setupFormTests } from "../../../../tests/support/app/form-test-harness";

const harness = setupFormTests();

const quote = (companyName: string, email: string) => ({
  companyName,
  contactName: "Pat Driver",
  email,
  phone: "(801) 555-0142",
  agreeToTerms: true,
  website: "",
});

/** Puts a request in the outbox as a submit without signal does. */
async function queueOffline(companyName: string, email: string) {
  harness.mock().setControls({ fail: { status: "network", pathPrefix: "/api/" } });
  const result = await submitThroughOutbox("quote", quote(companyName, email), {
    idempotencyKey: crypto.randomUUID(),
  });
  expect(result.type).toBe("saved");
  harness.mock().setControls({});
}

const renderSync = () =>
  render(
    <ToastProvider>
      <OutboxSync />
    </ToastProvider>,
  );

describe("OutboxSync and OutboxIndicator", () => {
  it("render nothing of the outbox on the server, only an empty live region", () => {
    expect(renderToString(<OutboxIndicator />)).toBe("");
    expect(renderToString(<OutboxSync />)).toBe(
      '<div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true"></div>',
    );
  });

  it("sends what waits when the app starts", async () => {
    await queueOffline("Start Freight", "start@example.com");
    renderSync();
    await waitFor(async () => expect(await harness.outbox()).toEqual([]));
    expect(await harness.stored("quotes", "start@example.com")).toHaveLength(1);
    const toast = within(screen.getByRole("region", { name: "Notifications (F8)" })).getByRole("listitem");
    expect(toast).toHaveTextContent("Quote Request Submitted!");
  });

  it("sends when the page becomes visible again", async () => {
    harness.mock().setControls({ fail: { status: "network", pathPrefix: "/api/" } });
    renderSync();
    await queueOffline("Visible Freight", "visible@example.com");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await harness.outbox()).toHaveLength(1);

    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await waitFor(async () => expect(await harness.outbox()).toEqual([]));
    expect(await harness.stored("quotes", "visible@example.com")).toHaveLength(1);
  });

  it("sums up several requests sent at once in one toast", async () => {
    await queueOffline("First Freight", "first@example.com");
    await queueOffline("Second Freight", "second@example.com");
    renderSync();
    const region = screen.getByRole("region", { name: "Notifications (F8)" });
    await waitFor(() =>
      expect(within(region).getByRole("listitem")).toHaveTextContent("Saved Requests Submitted!"),
    );
    expect(within(region).getByRole("listitem")).toHaveTextContent("Your 2 saved requests were sent.");
    expect(await harness.outbox()).toEqual([]);
  });

  it("sends again by itself at the time the server's Retry-After named", async () => {
    await queueOffline("Busy Freight", "busy@example.com");
    // When each send reached the server: the refused one, then the one that got through.
    const sentAt: number[] = [];
    harness.mock().server.events.on("request:start", ({ request }) => {
      if (request.method === "POST" && new URL(request.url).pathname === "/api/quotes")
        sentAt.push(Date.now());
    });
    harness
      .mock()
      .server.use(
        http.post(
          "*/api/quotes",
          () =>
            HttpResponse.json(
              { error: "Too many requests. Please wait a minute and try again." },
              { status: 429, headers: { "Retry-After": "1" } },
            ),
          { once: true },
        ),
      );
    renderSync();
    // No reconnect, no return to the page, long before the minute timer: sent again by itself.
    await waitFor(async () => expect(await harness.outbox()).toEqual([]));
    expect(await harness.stored("quotes", "busy@example.com")).toHaveLength(1);
    // Not before the second the server named, however slow this machine was to look.
    expect(sentAt).toHaveLength(2);
    expect((sentAt[1] ?? 0) - (sentAt[0] ?? 0)).toBeGreaterThanOrEqual(1000);
    harness.mock().server.events.removeAllListeners("request:start");
  });

  it("does not try while the browser knows it is offline", async () => {
    await queueOffline("Offline Freight", "still-offline@example.com");
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const before = harness.requests().length;
    renderSync();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(harness.requests().length).toBe(before);
    expect(await harness.outbox()).toHaveLength(1);
  });
});
