import { useSyncExternalStore } from "react";
import { idleLoadedStore } from "../../../lib/idle-loaded-store";
import type { InvoicePacket } from "./packet-db";

/** The packet code and IndexedDB load when a page first asks for them, not with the app's first chunk. */
const loadPackets = () => import("./packets");

/*
 * Packets as React state: read from IndexedDB once the page is idle and
 * again whenever they change in this tab, another tab or the service
 * worker; upload progress, which is not stored, comes over the same
 * channel. The server and the hydrating render see no packets, so both
 * print the same HTML.
 */

const EMPTY: readonly InvoicePacket[] = [];
const NO_PROGRESS: ReadonlyMap<string, number> = new Map();

/** Bytes sent of each page being uploaded, by page id. */
let progress: ReadonlyMap<string, number> = NO_PROGRESS;

const store = idleLoadedStore({
  load: loadPackets,
  read: (module): Promise<readonly InvoicePacket[]> => module.listPackets(),
  empty: EMPTY,
  watch: (module, { changed, notify }) =>
    module.onPacketNews((news) => {
      if (news.type === "changed") {
        changed();
        return;
      }
      if (progress.get(news.partId) === news.bytesSent) return;
      const next = new Map(progress);
      next.set(news.partId, news.bytesSent);
      progress = next;
      notify();
    }),
  onStop: () => {
    progress = NO_PROGRESS;
  },
});

/** Every packet kept on this phone, oldest first (none on the server). */
export function usePackets(enabled = true): readonly InvoicePacket[] {
  return useSyncExternalStore(
    enabled ? store.subscribe : noSubscription,
    () => (enabled ? store.get() : EMPTY),
    () => EMPTY,
  );
}

/** For pages that show no packets: nothing is read, no code is loaded. */
const noSubscription = () => () => {};

/** Bytes sent of each page now uploading, by page id (stored `uploadedBytes` hold the rest). */
export function useUploadProgress(): ReadonlyMap<string, number> {
  return useSyncExternalStore(
    store.subscribe,
    () => progress,
    () => NO_PROGRESS,
  );
}

/** Packets still to send or to fix: what the header's "Waiting" counts. */
export const isPending = (packet: InvoicePacket) => packet.state !== "sent";
