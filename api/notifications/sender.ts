import {
  claimDeliveries,
  deliveryContent,
  fanOutEvents,
  settleDelivery,
  type DeliveryRow,
} from "../db/notifications";
import type { Database } from "../db/types";
import type { Logger } from "../lib/logger";
import { signLinkToken } from "../lib/password-link-token";
import { deletePushSubscription, findPushSubscription, markPushSent } from "../db/push-subscriptions";
import { sendFailure, type MailTransport } from "./mail";
import { attachmentsOf, messageOf, pushMessageOf } from "./messages";
import { pushFailure, type PushTransport } from "./push";

/**
 * The sender of the notification outbox (docs/decisions/0160-notifications.md):
 * it turns new events into deliveries, leases the ones that are due, sends
 * each, and settles it: sent, tried again later with a growing wait, or
 * given up (a permanent refusal, or too many attempts). Nothing is lost by a
 * stop or an outage: what was not settled is leased again after its lease.
 */

export interface SenderOptions {
  db: Database;
  mail: MailTransport;
  /** Web push; without it, push deliveries wait (they are tried again later). */
  push?: PushTransport | undefined;
  logger: Logger;
  /** The site's origin, for the links in messages. */
  siteUrl: string;
  /** The staff alert address (ADMIN_EMAIL), besides each staff account's own. */
  staffAlertAddress: string | undefined;
  /** The host part of each message's Message-ID. */
  messageIdHost: string;
  /** Signs the tokens of password links (the session secret). */
  linkSecret: string;
  now?: () => Date;
  /** How long the sender waits, when there was nothing to do, before it looks again. */
  idleMs?: number;
  /** How long a leased delivery is left to its sender before another may take it. */
  leaseMs?: number;
  /** The wait before the next attempt after `attempts` failed ones. */
  retryDelayMs?: (attempts: number) => number;
  maxAttempts?: number;
}

/** 30 s, 1 min, 2 min ... doubling up to an hour between attempts. */
export const defaultRetryDelayMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);

/** About a day of attempts with the default waits, then the delivery is given up. */
export const DEFAULT_MAX_ATTEMPTS = 30;

const BATCH = 20;
/** Messages sent at once, each on its own SMTP connection (the transport keeps as many open). */
const SIDE_BY_SIDE = 4;

export interface NotificationSender {
  /** Looks for work now instead of at the end of the idle wait. */
  wake(): void;
  /** Finishes the attempt under way and stops. */
  stop(): Promise<void>;
}

/** One pass: events into deliveries, then every due delivery once. Returns how many rows it handled. */
export async function sendDueNotifications(options: SenderOptions): Promise<number> {
  const now = options.now ?? (() => new Date());
  const fannedOut = await fanOutEvents(options.db, {
    staffAlertAddress: options.staffAlertAddress,
    now: now(),
    limit: BATCH,
  });
  const claimed = await claimDeliveries(options.db, {
    now: now(),
    leaseMs: options.leaseMs ?? 60_000,
    limit: BATCH,
  });
  for (let start = 0; start < claimed.length; start += SIDE_BY_SIDE) {
    await Promise.all(claimed.slice(start, start + SIDE_BY_SIDE).map((row) => deliver(options, row, now)));
  }
  return fannedOut + claimed.length;
}

async function deliver(options: SenderOptions, delivery: DeliveryRow, now: () => Date) {
  const { db, logger } = options;
  const found = await deliveryContent(db, delivery, now());
  const content =
    found?.kind === "password-link"
      ? { ...found, token: await signLinkToken(options.linkSecret, found.linkId) }
      : found?.kind === "email-confirmation"
        ? { ...found, token: await signLinkToken(options.linkSecret, found.linkId, "email") }
        : found;
  const fields = { delivery: delivery.id, channel: delivery.channel, attempt: delivery.attempts };
  if (!content) {
    await settleDelivery(db, delivery, { failed: "its subject is gone" });
    logger.error("notification given up", { ...fields, reason: "its subject is gone" });
    return;
  }
  try {
    if (delivery.channel === "push") {
      const outcome = await push(options, delivery, content);
      if (outcome === "gone") {
        await settleDelivery(db, delivery, { failed: "subscription removed" });
        logger.info("notification not needed", {
          ...fields,
          kind: content.kind,
          reason: "subscription removed",
        });
        return;
      }
    } else {
      const sent = await options.mail.send({
        ...messageOf(content, options.siteUrl),
        attachments: await attachmentsOf(content),
        to: delivery.recipient,
        messageId: `<${delivery.id}@${options.messageIdHost}>`,
      });
      if (sent.written) {
        await settleDelivery(db, delivery, { sentAt: now().toISOString() });
        logger.info("mail written", { ...fields, kind: content.kind, file: sent.written });
        return;
      }
    }
    await settleDelivery(db, delivery, { sentAt: now().toISOString() });
    logger.info("notification sent", { ...fields, kind: content.kind });
  } catch (error) {
    const failure = delivery.channel === "push" ? pushFailure(error) : sendFailure(error);
    if ("gone" in failure && failure.gone) {
      // The browser unsubscribed or the subscription expired: nothing will reach it again.
      await deletePushSubscription(db, delivery.recipient);
      await settleDelivery(db, delivery, { failed: failure.reason });
      logger.info("push subscription removed", { ...fields, reason: failure.reason });
      return;
    }
    const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    if (failure.permanent || delivery.attempts >= maxAttempts) {
      await settleDelivery(db, delivery, { failed: failure.reason });
      logger.error("notification given up", { ...fields, reason: failure.reason });
      return;
    }
    const wait = (options.retryDelayMs ?? defaultRetryDelayMs)(delivery.attempts);
    await settleDelivery(db, delivery, {
      retryAt: new Date(now().getTime() + wait).toISOString(),
      error: failure.reason,
    });
    logger.error("notification will be tried again", { ...fields, reason: failure.reason, inMs: wait });
  }
}

/** How long a push service keeps a message for a phone that is off: a day, like the e-mail retries. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * Pushes one delivery to its subscription. The payload names the event as
 * its tag, so the service worker shows a message sent twice as one; the
 * delivery id is the push topic, so a push service replaces a copy it holds.
 */
async function push(
  options: SenderOptions,
  delivery: DeliveryRow,
  content: NonNullable<Awaited<ReturnType<typeof deliveryContent>>>,
): Promise<"sent" | "gone"> {
  const subscription = await findPushSubscription(options.db, delivery.recipient);
  if (!subscription) return "gone";
  if (!options.push) throw Object.assign(new Error("push is not configured"), { code: "no push transport" });
  const payload = JSON.stringify({ ...pushMessageOf(content), tag: delivery.eventId });
  await options.push.send(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    payload,
    { topic: delivery.id.replace(/[^A-Za-z0-9]/g, "").slice(-32), ttlSeconds: PUSH_TTL_SECONDS },
  );
  await markPushSent(options.db, subscription.id, (options.now ?? (() => new Date()))());
  return "sent";
}

/** One turn of the event loop (a timer, which the server and the mocks in the browser both have). */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs passes until stopped: straight on while there is work (after one turn of the event loop),
 * else after the idle wait or a wake.
 */
export function startNotificationSender(options: SenderOptions): NotificationSender {
  let stopped = false;
  let wakeUp: (() => void) | undefined;
  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, options.idleMs ?? 1000);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const loop = (async () => {
    while (!stopped) {
      let handled = 0;
      try {
        handled = await sendDueNotifications(options);
      } catch (error) {
        options.logger.error("notification pass failed", {
          name: error instanceof Error ? error.name : "unknown",
        });
      }
      if (handled === 0 && !stopped) await idle();
      // The local database answers without waiting, so a pass that sends nothing (a backlog of events
      // with no one to tell) never lets the event loop turn: each pass ends with a turn, and requests
      // are answered between passes however long the backlog.
      else await nextTurn();
    }
  })();
  return {
    wake: () => wakeUp?.(),
    async stop() {
      stopped = true;
      wakeUp?.();
      await loop;
    },
  };
}
