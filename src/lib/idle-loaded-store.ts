import { whenIdle } from "./idle";

/** A store for `useSyncExternalStore`: `subscribe`, and `get` as the snapshot. */
export interface IdleLoadedStore<Value> {
  subscribe(listener: () => void): () => void;
  /** The latest value read: `empty` until the first read, after a failed one, and with no subscriber. */
  get(): Value;
}

export interface IdleLoadedStoreOptions<Module, Value> {
  /** Loads the code that reads the value (a dynamic import), once the page is idle. */
  load: () => Promise<Module>;
  read: (module: Module) => Promise<Value>;
  /** The value before and without a read; also what the server and the hydrating render see. */
  empty: Value;
  /**
   * Starts watching the stored data: `changed()` reads the value again, `notify()` tells the
   * subscribers that state the caller keeps beside the value has changed. Returns the stop.
   */
  watch: (module: Module, on: { changed: () => void; notify: () => void }) => () => void;
  /** The last subscriber left: clear what the caller keeps beside the value. */
  onStop?: () => void;
}

/**
 * Data kept in IndexedDB as React state. Nothing waits there on almost every
 * visit, so the code that reads it loads, and the database opens, only once
 * the page is idle and something subscribes; it is read again whenever it
 * changes in this tab or another. Only the latest read wins when several
 * changes come in quick succession. When the last subscriber leaves, the
 * store stops watching and forgets the value. No React here: the caller's
 * hook passes `subscribe` and `get` to `useSyncExternalStore`.
 */
export function idleLoadedStore<Module, Value>({
  load,
  read,
  empty,
  watch,
  onStop,
}: IdleLoadedStoreOptions<Module, Value>): IdleLoadedStore<Value> {
  let value = empty;
  let generation = 0;
  const listeners = new Set<() => void>();
  let stopWatching: (() => void) | undefined;

  function notify() {
    for (const listener of listeners) listener();
  }

  function publish(next: Value) {
    value = next;
    notify();
  }

  function refresh() {
    const mine = ++generation;
    load()
      .then(read)
      .then(
        (next) => {
          if (mine === generation) publish(next);
        },
        () => {
          if (mine === generation) publish(empty);
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
      whenIdle()
        .then(load)
        .then(
          (module) => {
            if (stopped) return;
            stop = watch(module, { changed: refresh, notify });
            refresh();
          },
          () => publish(empty),
        );
    }
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && stopWatching) {
        stopWatching();
        stopWatching = undefined;
        generation++;
        value = empty;
        onStop?.();
      }
    };
  }

  return { subscribe, get: () => value };
}
