import { toast } from "../../../components/ui/toast";
import { registerBackgroundSync } from "../../../lib/background-sync";
import { mayBeOnline } from "../../../lib/send-lock";
import { loadOutbox } from "./load-outbox";
import * as m from "../../../paraglide/messages";
import { pageLocale } from "../../../lib/locale";
import { companyOf, requestWords, sentence, successDescription, waitingReason } from "./messages";
import type { QueueReport } from "../../../lib/send-queue";
import type { OutboxRecord } from "./outbox";

/*
 * The page's side of the outbox: sending it when the signal returns, telling
 * the visitor what happened (toasts, and a polite live region for the
 * panel's quieter news), and asking the service worker to send it in the
 * background where the browser has Background Sync. It speaks the page's language.
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
  const locale = pageLocale();
  // This flush sent the requests' lane only: its items are requests.
  const sent = result.sent as { item: OutboxRecord; reference: string }[];
  const rejected = result.refused as OutboxRecord[];
  const [refused] = rejected;
  if (refused) {
    const more = rejected.length > 1 ? m.forms_refused_more({ count: rejected.length - 1 }, { locale }) : "";
    toast({
      variant: "destructive",
      title: requestWords(refused.kind, locale).failure,
      description: m.forms_refused_description(
        { company: companyOf(refused, locale), more, error: sentence(refused.lastError ?? "refused") },
        { locale },
      ),
      duration: 10_000,
    });
    return;
  }
  const [first] = sent;
  if (!first) return;
  if (sent.length === 1) {
    toast({
      variant: "success",
      title: requestWords(first.item.kind, locale).successTitle,
      description: successDescription(first.reference, locale),
    });
  } else {
    toast({
      variant: "success",
      title: m.forms_many_sent_title({}, { locale }),
      description: m.forms_many_sent_description(
        { count: sent.length, references: sent.map((item) => item.reference).join(", ") },
        { locale },
      ),
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
  const locale = pageLocale();
  if (!mayBeOnline()) {
    // Nothing can be tried: say so where it is seen, not only to screen readers.
    toast({ title: m.forms_no_signal({}, { locale }), description: m.forms_stays_saved({}, { locale }) });
    return;
  }
  let result: QueueReport;
  try {
    result = await (await loadOutbox()).flushOutbox({ only: idempotencyKey, wait: true });
  } catch {
    announce(m.forms_unreadable({}, { locale }));
    return;
  }
  report(result);
  const [waiting] = result.waiting;
  if (waiting) {
    announce(m.forms_still_not_sent({ reason: waitingReason(waiting.reason, locale) }, { locale }));
  } else if (result.sent.length === 0 && result.refused.length === 0) {
    announce(m.forms_already_sending({}, { locale }));
  }
}

export async function discardRequest(idempotencyKey: string, company: string): Promise<boolean> {
  const locale = pageLocale();
  const removed = await loadOutbox()
    .then((outbox) => outbox.discardOutboxRecord(idempotencyKey))
    .catch(() => false);
  announce(
    removed ? m.forms_discarded({ company }, { locale }) : m.forms_cannot_discard({ company }, { locale }),
  );
  return removed;
}

/** Asks the service worker (where there is one, with Background Sync) to send the outbox when the signal returns. */
export const requestBackgroundSync = (): Promise<void> =>
  registerBackgroundSync(async () => (await loadOutbox()).QUEUE_SYNC_TAG);
