import { useSyncExternalStore } from "react";
import { whenIdle } from "../../lib/idle";
import { loadOutbox } from "./load-outbox";
import type { OutboxRecord } from "./outbox";

/*
 * The outbox as React state: read from IndexedDB after the page has
 * hydrated, and again whenever it changes in this tab or another. The server
 * and the hydrating render see an empty outbox, so both print the same HTML.
 */

const EMPTY: readonly OutboxRecord[] = [];

let records: readonly OutboxRecord[] = EMPTY;
let generation = 0;
const listeners = new Set<() => void>();
let stopWatching: (() => void) | undefined;

function publish(next: readonly OutboxRecord[]) {
  records = next;
  for (const listener of listeners) listener();
}

function refresh() {
  const mine = ++generation;
  loadOutbox()
    .then((outbox) => outbox.listOutbox())
    .then(
      (list) => {
        // Only the latest read wins when several changes come in quick succession.
        if (mine === generation) publish(list);
      },
      () => {
        if (mine === generation) publish(EMPTY);
      },
    );
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
    // Nothing waits in the outbox on almost every visit: IndexedDB is opened once the page is idle.
    whenIdle()
      .then(loadOutbox)
      .then(
        (outbox) => {
          if (stopped) return;
          stop = outbox.onOutboxChange(refresh);
          refresh();
        },
        () => publish(EMPTY),
      );
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && stopWatching) {
      stopWatching();
      stopWatching = undefined;
      generation++;
      records = EMPTY;
    }
  };
}

/** Every request waiting in the outbox, oldest first (empty on the server). */
export function useOutboxRecords(): readonly OutboxRecord[] {
  return useSyncExternalStore(
    subscribe,
    () => records,
    () => EMPTY,
  );
}
