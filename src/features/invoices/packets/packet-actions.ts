import { toast } from "../../../components/ui/toast";
import { registerBackgroundSync } from "../../../lib/background-sync";
import { mayBeOnline } from "../../../lib/send-lock";
import type { InvoicePacket } from "./packet-db";
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
export function packetTitle(packet: InvoicePacket): string {
  if (packet.kind === "add-pages") return `Pages for ${packet.reference ?? "an invoice"}`;
  const load = packet.load;
  return load ? `${load.brokerName} · load ${load.loadNumber}` : "Invoice";
}

function report({ sent, refused }: PacketFlushReport) {
  const [first] = refused;
  if (first) {
    toast({
      variant: "destructive",
      title: "An invoice was not accepted",
      description: `${packetTitle(first)}: ${first.lastError ?? "refused"} Open it to fix it and send it again.`,
      duration: 10_000,
    });
    return;
  }
  if (sent.length === 0) return;
  toast({
    variant: "success",
    title: sent.every(({ item }) => item.kind === "add-pages")
      ? "Pages sent"
      : sent.length === 1
        ? "Invoice sent"
        : `${sent.length} sent`,
    description: sent
      .map(({ item: packet, reference }) =>
        packet.kind === "add-pages"
          ? `Pages added to ${reference}.`
          : `${packetTitle(packet)}: reference ${reference}.`,
      )
      .join(" "),
  });
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
    toast({
      title: "No signal right now",
      description: "It stays saved on this phone and will be sent by itself when the signal returns.",
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
  /** The browser promised not to clear the site's storage under pressure. */
  persisted: boolean;
}

/** Below this much free space the driver is told how much is left. */
export const LOW_SPACE_BYTES = 200 * 1024 * 1024;

/**
 * Asks the browser to keep this site's storage when the phone runs short
 * (packets wait there for signal), and says how much room is left.
 */
export async function keepStorage(): Promise<StorageNote> {
  const storage = typeof navigator === "undefined" ? undefined : navigator.storage;
  if (!storage) return { persisted: false };
  const persisted = await (storage.persisted?.() ?? Promise.resolve(false))
    .then((already) => already || (storage.persist?.() ?? Promise.resolve(false)))
    .catch(() => false);
  const estimate = await storage.estimate?.().catch(() => undefined);
  if (!estimate?.quota) return { persisted };
  return { persisted, available: Math.max(0, estimate.quota - (estimate.usage ?? 0)) };
}
