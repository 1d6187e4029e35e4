import { useSyncExternalStore } from "react";
import { whenIdle } from "../../../lib/idle";
import type { InvoicePacket } from "./packet-db";
import type { PacketNews } from "./packets";

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

let packets: readonly InvoicePacket[] = EMPTY;
/** Bytes sent of each page being uploaded, by page id. */
let progress: ReadonlyMap<string, number> = NO_PROGRESS;
let generation = 0;
const listeners = new Set<() => void>();
let stopWatching: (() => void) | undefined;

function publish() {
  for (const listener of listeners) listener();
}

function refresh() {
  const mine = ++generation;
  loadPackets()
    .then((module) => module.listPackets())
    .then(
      (list) => {
        if (mine !== generation) return;
        packets = list;
        publish();
      },
      () => {
        if (mine !== generation) return;
        packets = EMPTY;
        publish();
      },
    );
}

function onNews(news: PacketNews) {
  if (news.type === "changed") {
    refresh();
    return;
  }
  if (progress.get(news.pageId) === news.bytesSent) return;
  const next = new Map(progress);
  next.set(news.pageId, news.bytesSent);
  progress = next;
  publish();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!stopWatching) {
    let stop: (() => void) | undefined;
    let stopped = false;
    stopWatching = () => {
      stopped = true;
      stop?.();
    };
    // On almost every visit no packet waits: IndexedDB is opened once the page is idle.
    whenIdle()
      .then(loadPackets)
      .then(
        (module) => {
          if (stopped) return;
          stop = module.onPacketNews(onNews);
          refresh();
        },
        () => {
          packets = EMPTY;
          publish();
        },
      );
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && stopWatching) {
      stopWatching();
      stopWatching = undefined;
      generation++;
      packets = EMPTY;
      progress = NO_PROGRESS;
    }
  };
}

/** Every packet kept on this phone, oldest first (none on the server). */
export function usePackets(enabled = true): readonly InvoicePacket[] {
  return useSyncExternalStore(
    enabled ? subscribe : noSubscription,
    () => (enabled ? packets : EMPTY),
    () => EMPTY,
  );
}

/** For pages that show no packets: nothing is read, no code is loaded. */
const noSubscription = () => () => {};

/** Bytes sent of each page now uploading, by page id (stored `uploadedBytes` hold the rest). */
export function useUploadProgress(): ReadonlyMap<string, number> {
  return useSyncExternalStore(
    subscribe,
    () => progress,
    () => NO_PROGRESS,
  );
}

/** Packets still to send or to fix: what the header's "Waiting" counts. */
export const isPending = (packet: InvoicePacket) => packet.state !== "sent";
