// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { flushOutbox, submitThroughOutbox } from "./outbox";
import { setupFormTests } from "../../../../tests/support/app/form-test-harness";

/*
 * The outbox against the real API app (over sql.js, as in the mocks) with its
 * real limit of 30 new submissions a minute per address. Flushes are started
 * here at the moments the app starts them (reconnect, app start, return to
 * the page, the minute timer, the time Retry-After names).
 */
const harness = setupFormTests();

const quote = (index: number) => ({
  companyName: `Fleet ${index} LLC`,
  contactName: "Pat Driver",
  email: `fleet-${index}@example.com`,
  phone: "(801) 555-0142",
  agreeToTerms: true,
  website: "",
});

describe("a phone that comes back with 40 queued requests", () => {
  it("delivers all 40, each stored once, late rather than never, through a flapping signal", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-11-22T10:00:00Z") });
    try {
      harness.mock().setControls({ fail: { status: "network", pathPrefix: "/api/" } });
      for (let index = 0; index < 40; index++) {
        expect(
          (await submitThroughOutbox("quote", quote(index), { idempotencyKey: `queued-${index}` })).type,
        ).toBe("saved");
      }
      harness.mock().setControls({});
      const whileOffline = harness.posts("/api/quotes").length;

      // The signal flaps: the first five sends reach the server, but their answers are lost.
      const send = globalThis.fetch;
      let lost = 0;
      vi.spyOn(globalThis, "fetch").mockImplementation(async (...args) => {
        const response = await send(...args);
        if (lost < 5) {
          lost += 1;
          throw new TypeError("Failed to fetch");
        }
        return response;
      });
      for (let attempt = 0; attempt < 5; attempt++) expect((await flushOutbox()).waiting).toHaveLength(1);
      expect(await harness.outbox()).toHaveLength(40);

      // The signal holds. Those five are sent again under their keys: they do not count against the limit.
      const first = await flushOutbox();
      expect(first.sent).toHaveLength(30);
      expect(first.waiting[0]?.reason).toBe("Too many requests. Please wait a minute and try again.");
      const retryAt = first.waiting[0]?.retryAt ?? 0;
      expect(retryAt).toBeGreaterThan(Date.now());
      expect(retryAt).toBeLessThanOrEqual(Date.now() + 60_000);
      expect(await harness.outbox()).toHaveLength(10);

      // Every trigger before that time sends nothing.
      const posted = harness.posts("/api/quotes").length;
      vi.setSystemTime(retryAt - 1_000);
      expect((await flushOutbox()).sent).toEqual([]);
      expect(harness.posts("/api/quotes")).toHaveLength(posted);

      vi.setSystemTime(retryAt + 100);
      expect((await flushOutbox()).sent).toHaveLength(10);
      expect(await harness.outbox()).toEqual([]);

      for (let index = 0; index < 40; index++) {
        expect(await harness.stored("quotes", `fleet-${index}@example.com`), `request ${index}`).toHaveLength(
          1,
        );
      }
      // 40 requests, 5 of them twice, and one 429: nothing hammered the server.
      expect(harness.posts("/api/quotes").length - whileOffline).toBe(46);
    } finally {
      vi.useRealTimers();
    }
  }, 30_000);
});
