import type { Locale } from "../../../../api/contract/words";
import { toast } from "../../../components/ui/toast";
import { registerBackgroundSync } from "../../../lib/background-sync";
import { mayBeOnline } from "../../../lib/send-lock";
import * as m from "../../../paraglide/messages";
import { pageLocale } from "../../../lib/locale";
import type { InvoicePacket } from "./packet-db";
import { reasonIn } from "./reasons";
import type { PacketFlushReport } from "./send-packets";

/*
 * The page's side of the packets: sending them when there is a chance,
 * telling the driver what happened, asking the service worker to go on in
 * the background, and asking the browser to keep the packets' storage.
 * The sender (and tus-js-client) load only when a packet waits.
 */

const loadSender = () => import("./send-packets");
const loadPackets = () => import("./packets");

/** What the driver reads about a packet: a new invoice, or pages for one. */
export function packetTitle(packet: InvoicePacket, locale: Locale = "en"): string {
  const said = { locale };
  if (packet.kind === "add-pages") {
    return m.invoices_packet_pages_for(
      { reference: packet.reference ?? m.invoices_packet_an_invoice({}, said) },
      said,
    );
  }
  const load = packet.load;
  return load
    ? m.invoices_packet_load({ broker: load.brokerName, load: load.loadNumber }, said)
    : m.invoices_invoice_word({}, said);
}

/** Tells the driver, in the page's language, what a send did. */
function report({ sent, refused }: PacketFlushReport) {
  const locale = pageLocale();
  const said = { locale };
  const [first] = refused;
  if (first) {
    toast({
      variant: "destructive",
      title: m.invoices_toast_refused_title({}, said),
      description: m.invoices_toast_refused(
        {
          title: packetTitle(first, locale),
          error: first.lastError
            ? reasonIn(first.lastError, locale)
            : m.invoices_toast_refused_default({}, said),
        },
        said,
      ),
      duration: 10_000,
    });
    return;
  }
  if (sent.length === 0) return;
  toast({
    variant: "success",
    title: sent.every(({ item }) => item.kind === "add-pages")
      ? m.invoices_toast_pages_sent({}, said)
      : sent.length === 1
        ? m.invoices_toast_invoice_sent({}, said)
        : m.invoices_toast_count_sent({ count: sent.length }, said),
    description: sent
      .map(({ item: packet, reference }) =>
        packet.kind === "add-pages"
          ? m.invoices_toast_pages_added({ reference }, said)
          : m.invoices_toast_invoice_reference({ title: packetTitle(packet, locale), reference }, said),
      )
      .join(" "),
  });
}

/**
 * Loads the code that keeps and sends packets while the form is open, so a
 * Submit after the signal dropped does not need the network for it: not
 * every browser lets the service worker serve the app (WebKit's automation
 * mode, some private windows). Says whether this phone can keep the pages;
 * undefined when the code could not load.
 */
export function prepareToSend(): Promise<{ canKeep: boolean } | undefined> {
  return Promise.all([loadPackets(), loadSender()])
    .then(async ([packets]) => ({ canKeep: await packets.canKeepPages() }))
    .catch(() => undefined);
}

/** Asks the service worker (where the browser has Background Sync) to send packets when the signal returns. */
export const requestBackgroundSync = (): Promise<void> =>
  registerBackgroundSync(async () => (await loadSender()).QUEUE_SYNC_TAG);

/** Sends what waits (at start, on reconnect, on return to the page); skipped while the browser knows it is offline. */
export async function sendWaitingPackets(): Promise<PacketFlushReport | undefined> {
  if (!mayBeOnline()) return undefined;
  try {
    const result = await (await loadSender()).flushInvoicePackets();
    report(result);
    if (result.waiting.length > 0) void requestBackgroundSync();
    return result;
  } catch {
    // IndexedDB or the sender's code unavailable: nothing can be sent from here now.
    return undefined;
  }
}

/** The driver's "Send now": waits for another tab's send, then tries this packet. */
export async function sendPacketNow(id: string): Promise<PacketFlushReport | undefined> {
  if (!mayBeOnline()) {
    // Nothing can be tried: say so where it is seen.
    const said = { locale: pageLocale() };
    toast({
      title: m.invoices_toast_no_signal({}, said),
      description: m.invoices_toast_no_signal_text({}, said),
    });
    return undefined;
  }
  try {
    const result = await (await loadSender()).flushInvoicePackets({ only: id, wait: true });
    report(result);
    if (result.waiting.length > 0) void requestBackgroundSync();
    return result;
  } catch {
    return undefined;
  }
}

/** Removes a packet the driver no longer wants; false while it is being sent. */
export async function discardPacket(id: string): Promise<boolean> {
  try {
    const packets = await loadPackets();
    const removed = await packets.discardPacket(id);
    if (removed) await (await loadSender()).stopSending(id);
    return removed;
  } catch {
    return false;
  }
}

export interface StorageNote {
  /** Bytes the site may still store, when the browser says. */
  available?: number;
}

/** Below this much free space the driver is told how much is left. */
export const LOW_SPACE_BYTES = 200 * 1024 * 1024;

/**
 * Asks the browser to keep this site's storage when the phone runs short
 * (packets wait there for signal), and says how much room is left. The
 * answer to the request is never waited for: Firefox asks the person with a
 * prompt, and nothing may hold a Submit until someone answers it
 * (docs/decisions/0180-every-engine.md).
 */
export async function keepStorage(): Promise<StorageNote> {
  const storage = typeof navigator === "undefined" ? undefined : navigator.storage;
  if (!storage) return {};
  void (async () => {
    if (!(await storage.persisted?.())) await storage.persist?.();
  })().catch(() => undefined);
  const estimate = await storage.estimate?.().catch(() => undefined);
  if (!estimate?.quota) return {};
  return { available: Math.max(0, estimate.quota - (estimate.usage ?? 0)) };
}
