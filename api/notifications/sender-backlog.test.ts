import { isNull } from "drizzle-orm";
import { afterEach, expect, test } from "vitest";
import { openTestDatabase } from "../../tests/support/api/harness";
import type { DatabaseHandle } from "../db/client";
import { notificationEvents } from "../db/schema";
import { silentLogger } from "../lib/logger";
import type { MailTransport } from "./mail";
import { startNotificationSender, type NotificationSender } from "./sender";

/*
 * A backlog of events the sender works through without any input or output of its own (events whose
 * subject is gone: only the database, whose local driver answers without waiting) must not keep the
 * rest of the server from running: requests are answered between its passes. A server that started
 * with such a backlog once never listened.
 */

const BACKLOG = 400;

let handle: DatabaseHandle | undefined;
let sender: NotificationSender | undefined;
afterEach(async () => {
  await sender?.stop();
  handle?.client.close();
});

const unsentMail: MailTransport = {
  send: () => Promise.reject(new Error("no mail in this test")),
  close: () => undefined,
};

test("the server's other work runs between the sender's passes through a backlog", async () => {
  handle = await openTestDatabase();
  const { db } = handle;
  const at = new Date().toISOString();
  for (let from = 0; from < BACKLOG; from += 100)
    await db.insert(notificationEvents).values(
      Array.from({ length: 100 }, (_, index) => ({
        id: `money:gone-${from + index}`,
        kind: "money" as const,
        subjectId: `gone-${from + index}`,
        createdAt: at,
      })),
    );
  const waiting = async () =>
    (
      await db
        .select({ id: notificationEvents.id })
        .from(notificationEvents)
        .where(isNull(notificationEvents.fannedOutAt))
    ).length;
  expect(await waiting()).toBe(BACKLOG);

  // What a request does: a callback of the event loop, due at once.
  const seen = new Promise<number>((resolve) => setTimeout(() => void waiting().then(resolve), 0));
  sender = startNotificationSender({
    db,
    mail: unsentMail,
    logger: silentLogger,
    siteUrl: "https://tpf.example.com",
    staffAlertAddress: undefined,
    messageIdHost: "tpf.example.com",
    linkSecret: "x".repeat(32),
    idleMs: 60_000,
  });
  // The callback ran while the backlog was still being worked, not after it.
  const left = await seen;
  expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThan(BACKLOG);
  await expect.poll(waiting).toBe(0);
});
