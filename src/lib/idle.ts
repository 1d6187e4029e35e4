/**
 * Resolves once the browser is idle (at the latest after `timeoutMs`), for
 * work a page does not need to show itself: it then never competes with
 * the first paint and hydration on a slow phone. Browsers without
 * requestIdleCallback (Safari) wait a short moment instead.
 */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === "function")
      requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 250);
  });
}

/** Ends the current task so the browser can paint and handle input before the next step. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
