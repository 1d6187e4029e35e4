import { describe, expect, it, vi } from "vitest";
import { idleLoadedStore } from "./idle-loaded-store";

vi.mock("./idle", () => ({ whenIdle: () => Promise.resolve() }));

/** A stand-in for a lazily loaded module over IndexedDB: its list, and its change listeners. */
function fakeModule(initial: string[]) {
  let list = initial;
  const watchers = new Set<() => void>();
  return {
    module: {
      list: vi.fn(() => Promise.resolve(list)),
      watch(listener: () => void) {
        watchers.add(listener);
        return () => watchers.delete(listener);
      },
    },
    change(next: string[]) {
      list = next;
      for (const watcher of watchers) watcher();
    },
    watchers,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("idleLoadedStore", () => {
  it("loads nothing until subscribed, then reads, and reads again on every change", async () => {
    const fake = fakeModule(["a"]);
    const load = vi.fn(() => Promise.resolve(fake.module));
    const store = idleLoadedStore({
      load,
      read: (module) => module.list(),
      empty: [] as string[],
      watch: (module, { changed }) => module.watch(changed),
    });
    expect(store.get()).toEqual([]);
    expect(load).not.toHaveBeenCalled();

    const heard = vi.fn();
    const stop = store.subscribe(heard);
    await settle();
    expect(store.get()).toEqual(["a"]);
    expect(heard).toHaveBeenCalled();

    fake.change(["a", "b"]);
    await settle();
    expect(store.get()).toEqual(["a", "b"]);

    stop();
    expect(store.get()).toEqual([]);
    expect(fake.watchers.size).toBe(0);
  });

  it("keeps only the latest read when changes come in quick succession", async () => {
    const fake = fakeModule([]);
    const reads: ((value: string[]) => void)[] = [];
    const store = idleLoadedStore({
      load: () => Promise.resolve(fake.module),
      read: () => new Promise<string[]>((resolve) => reads.push(resolve)),
      empty: [] as string[],
      watch: (module, { changed }) => module.watch(changed),
    });
    store.subscribe(() => undefined);
    await settle();
    fake.change([]);
    await settle();
    expect(reads).toHaveLength(2);
    reads[1]?.(["newer"]);
    reads[0]?.(["older"]);
    await settle();
    expect(store.get()).toEqual(["newer"]);
  });

  it("stays empty when the code or the database cannot be read, and clears the caller's state on stop", async () => {
    const onStop = vi.fn();
    const store = idleLoadedStore({
      load: () => Promise.reject(new Error("offline chunk")),
      read: () => Promise.resolve(["never"]),
      empty: [] as string[],
      watch: () => () => undefined,
      onStop,
    });
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    await settle();
    expect(store.get()).toEqual([]);
    expect(heard).toHaveBeenCalled();
    stop();
    expect(onStop).toHaveBeenCalledOnce();
  });
});
