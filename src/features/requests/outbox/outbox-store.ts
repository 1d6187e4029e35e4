import { useSyncExternalStore } from "react";
import { idleLoadedStore } from "../../../lib/idle-loaded-store";
import { loadOutbox } from "./load-outbox";
import type { OutboxRecord } from "./outbox";

/*
 * The outbox as React state: read from IndexedDB after the page has
 * hydrated, and again whenever it changes in this tab or another. The server
 * and the hydrating render see an empty outbox, so both print the same HTML.
 */

const EMPTY: readonly OutboxRecord[] = [];

const store = idleLoadedStore({
  load: loadOutbox,
  read: (outbox): Promise<readonly OutboxRecord[]> => outbox.listOutbox(),
  empty: EMPTY,
  watch: (outbox, { changed }) => outbox.onOutboxChange(changed),
});

/** Every request waiting in the outbox, oldest first (empty on the server). */
export function useOutboxRecords(): readonly OutboxRecord[] {
  return useSyncExternalStore(store.subscribe, store.get, () => EMPTY);
}
