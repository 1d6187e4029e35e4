import { toast } from "../../../components/ui/toast";
import { registerBackgroundSync } from "../../../lib/background-sync";
import { mayBeOnline } from "../../../lib/send-lock";
import { loadOutbox } from "./load-outbox";
import { companyOf, sentence, submissionText, successDescription } from "./messages";
import type { QueueReport } from "../../../lib/send-queue";
import type { OutboxRecord } from "./outbox";

/*
 * The page's side of the outbox: sending it when the signal returns, telling
 * the visitor what happened (toasts, and a polite live region for the
 * panel's quieter news), and asking the service worker to send it in the
 * background where the browser has Background Sync.
 */

let announcement = "";
const announcementListeners = new Set<() => void>();
let announceTimer: ReturnType<typeof setTimeout> | undefined;

/** Says `message` in the outbox's live region (cleared first, so a repeat is read again). */
export function announce(message: string): void {
  const set = (next: string) => {
    announcement = next;
    for (const listener of announcementListeners) listener();
  };
  clearTimeout(announceTimer);
  set("");
  announceTimer = setTimeout(() => set(message), 100);
}

export const announcementStore = {
  subscribe(listener: () => void) {
    announcementListeners.add(listener);
    return () => announcementListeners.delete(listener);
  },
  get: () => announcement,
};

/** Toasts what a flush did: a refusal first (it needs the visitor), else what was sent. */
function report(result: QueueReport) {
  // This flush sent the requests' lane only: its items are requests.
  const sent = result.sent as { item: OutboxRecord; reference: string }[];
  const rejected = result.refused as OutboxRecord[];
  const [refused] = rejected;
  if (refused) {
    const more = rejected.length > 1 ? ` (and ${rejected.length - 1} more)` : "";
    toast({
      variant: "destructive",
      title: submissionText[refused.kind].failure,
      description: `${companyOf(refused)}${more}: ${sentence(refused.lastError ?? "refused")} Open "Waiting to send" at the top of the page to fix it or discard it.`,
      duration: 10_000,
    });
    return;
  }
  const [first] = sent;
  if (!first) return;
  if (sent.length === 1) {
    toast({
      variant: "success",
      title: submissionText[first.item.kind].successTitle,
      description: successDescription(first.reference),
    });
  } else {
    toast({
      variant: "success",
      title: "Saved Requests Submitted!",
      description: `Your ${sent.length} saved requests were sent. We'll contact you within 1 hour during business hours. Reference IDs: ${sent
        .map((item) => item.reference)
        .join(", ")}`,
    });
  }
}

/**
 * Sends what waits in the outbox (on start, reconnect, return to the page).
 * Skipped while the browser knows it is offline.
 */
export async function sendWaitingRequests(): Promise<QueueReport | undefined> {
  if (!mayBeOnline()) return undefined;
  try {
    const result = await (await loadOutbox()).flushOutbox();
    report(result);
    return result;
  } catch {
    // IndexedDB unavailable: nothing can be waiting.
    return undefined;
  }
}

/** The visitor's "Send now" on one request: waits for another tab's send, then tries this one. */
export async function sendOneNow(idempotencyKey: string): Promise<void> {
  if (!mayBeOnline()) {
    // Nothing can be tried: say so where it is seen, not only to screen readers.
    toast({
      title: "No signal right now",
      description:
        "Your request stays saved on this device and will be sent by itself when the signal returns.",
    });
    return;
  }
  let result: QueueReport;
  try {
    result = await (await loadOutbox()).flushOutbox({ only: idempotencyKey, wait: true });
  } catch {
    announce("The request could not be read on this device.");
    return;
  }
  report(result);
  const [waiting] = result.waiting;
  if (waiting) {
    announce(
      `Still not sent: ${waiting.reason} It stays saved and will be sent by itself when the signal returns.`,
    );
  } else if (result.sent.length === 0 && result.refused.length === 0) {
    announce("This request is already being sent.");
  }
}

export async function discardRequest(idempotencyKey: string, company: string): Promise<boolean> {
  const removed = await loadOutbox()
    .then((outbox) => outbox.discardOutboxRecord(idempotencyKey))
    .catch(() => false);
  announce(
    removed
      ? `Discarded the request for ${company}.`
      : `The request for ${company} is being sent and cannot be discarded now.`,
  );
  return removed;
}

/** Asks the service worker (where there is one, with Background Sync) to send the outbox when the signal returns. */
export const requestBackgroundSync = (): Promise<void> =>
  registerBackgroundSync(async () => (await loadOutbox()).QUEUE_SYNC_TAG);
