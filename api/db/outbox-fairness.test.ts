import { beforeEach, expect, test } from "vitest";
import { openTestDatabase } from "../../tests/support/api/harness";
import type { DatabaseHandle } from "./client";
import { claimDeliveries } from "./notifications";
import { notificationDeliveries, notificationEvents } from "./schema";

/**
 * The outbox is fair (docs/decisions/0190-account-security.md): what keeps an
 * account safe leaves first, and accounts take turns, so one account with
 * many devices never holds back another's messages.
 */

const AT = "2026-11-20T15:00:00.000Z";
let handle: DatabaseHandle;

beforeEach(async () => {
  handle = await openTestDatabase();
});

async function deliveries(
  event: string,
  kind: "test" | "password-link" | "invoice-status",
  lane: string,
  count: number,
  priority: number,
) {
  await handle.db
    .insert(notificationEvents)
    .values({ id: event, kind, subjectId: event, createdAt: AT, fannedOutAt: AT });
  await handle.db.insert(notificationDeliveries).values(
    Array.from({ length: count }, (_, n) => ({
      id: `${event}-${String(n).padStart(4, "0")}`,
      eventId: event,
      channel: "push" as const,
      recipient: `${event}-device-${n}`,
      lane,
      priority,
      nextAttemptAt: AT,
    })),
  );
}

test("a reset for one account leaves before another account's flood of news, queued first", async () => {
  await deliveries("flood", "test", "client:a", 500, 1);
  await deliveries("reset", "password-link", "client:b", 1, 0);
  const [first] = await claimDeliveries(handle.db, { now: new Date(AT), leaseMs: 60_000, limit: 20 });
  expect(first?.eventId).toBe("reset");
});

test("accounts take turns: each lane's first delivery before any lane's second", async () => {
  await deliveries("flood", "test", "client:a", 100, 1);
  await deliveries("funded", "invoice-status", "client:c", 2, 1);
  await deliveries("alerts", "invoice-status", "staff:ana", 1, 1);
  const claimed = await claimDeliveries(handle.db, { now: new Date(AT), leaseMs: 60_000, limit: 5 });
  expect(claimed.map((row) => row.lane).sort()).toEqual([
    "client:a",
    "client:a",
    "client:c",
    "client:c",
    "staff:ana",
  ]);
  // Leased rows are skipped by the next sender until their lease ends.
  const next = await claimDeliveries(handle.db, { now: new Date(AT), leaseMs: 60_000, limit: 200 });
  expect(next.every((row) => row.lane === "client:a")).toBe(true);
  expect(next).toHaveLength(98);
});
