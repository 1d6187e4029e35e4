import { Piscina } from "piscina";
import type { PageCheckTask } from "./page-check-worker";
import {
  NOT_A_PAGE_FILE,
  PAGE_OVER_BUDGET,
  SNIFF_BYTES,
  sniffPageType,
  type PageCheck,
  type PageInspector,
} from "./page-files";

/** What checking one page may take (docs/decisions/0045-page-check-budgets.md). */
export interface PageCheckBudget {
  /** Worker threads: pages checked at once across all requests. */
  threads: number;
  /** Time for one page, from the moment a thread is free for it (a thread that is starting counts). */
  timeoutMs: number;
  /** JavaScript heap of each thread (pdf-lib's parse lives there). */
  memoryMb: number;
}

export const defaultPageCheckBudget: PageCheckBudget = { threads: 2, timeoutMs: 30_000, memoryMb: 512 };

export interface NodePageInspector extends PageInspector {
  /** Ends the worker threads (tests; the server's threads end with its process). */
  close(): Promise<void>;
}

/**
 * The server's page checks: magic bytes on the event loop, then the costly
 * part (full image decode, PDF parse) in a pool of worker threads, so one
 * client's pages never delay another client's requests. A page that runs
 * past its time or memory is refused with a plain message, and its thread
 * is ended and replaced.
 */
export function nodePageInspector(budget: Partial<PageCheckBudget> = {}): NodePageInspector {
  const { threads, timeoutMs, memoryMb } = { ...defaultPageCheckBudget, ...budget };
  const pool = new Piscina<PageCheckTask, PageCheck>({
    filename: new URL("./page-check-worker.mjs", import.meta.url).href,
    // The threads start with the first page to check and then stay: a server that checks no page
    // (most of its starts: tests, the bench, a deploy's first minutes) never pays their start-up.
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: Infinity,
    resourceLimits: { maxOldGenerationSizeMb: memoryMb },
  });
  // Pages wait here, not in the pool's queue, so that a page's time starts when a thread is free for it.
  const slots = semaphore(threads);
  return {
    async inspect(bytes) {
      const contentType = sniffPageType(bytes.subarray(0, SNIFF_BYTES));
      if (!contentType) return { ok: false, problem: NOT_A_PAGE_FILE };
      return slots(() =>
        pool
          .run({ bytes, contentType }, { signal: AbortSignal.timeout(timeoutMs) })
          // Past its time (aborted) or its memory (the thread died): the pool replaces the thread.
          .catch((): PageCheck => ({ ok: false, problem: PAGE_OVER_BUDGET })),
      );
    },
    close: () => pool.close({ force: true }),
  };
}

function semaphore(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finished task hands its slot straight to the next waiter.
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
