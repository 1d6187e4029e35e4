/**
 * Runs tasks with the same key one after another, in this process: two
 * tabs sending the same invoice at once are served in turn, so the second
 * finds the first's invoice instead of racing it. The database's unique
 * indexes still decide between several processes.
 */
export function keyedLock() {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
