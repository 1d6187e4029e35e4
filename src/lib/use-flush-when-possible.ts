import { useEffect, useRef } from "react";

/** While something waits and the browser believes it is online, try again this often. */
const RETRY_MS = 60_000;

/**
 * Sends what waits on this phone at every chance, for a component mounted
 * once for the whole app: once when `atStart` first holds (what earlier
 * visits left, known once the stored data has been read), when the
 * connection returns and when the page becomes visible again (if
 * `onReturn` holds then), and every minute while `waiting` and the page is
 * visible. `flush` keeps its identity (a module's function) and skips the
 * work itself while the browser knows it is offline.
 */
export function useFlushWhenPossible(
  flush: () => Promise<unknown>,
  { atStart, onReturn, waiting }: { atStart: boolean; onReturn: boolean; waiting: boolean },
): void {
  const flushedAtStart = useRef(false);
  const flushOnReturn = useRef(onReturn);

  useEffect(() => {
    flushOnReturn.current = onReturn;
  }, [onReturn]);

  useEffect(() => {
    if (!atStart || flushedAtStart.current) return;
    flushedAtStart.current = true;
    void flush();
  }, [atStart, flush]);

  useEffect(() => {
    const send = () => {
      if (flushOnReturn.current) void flush();
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") send();
    };
    window.addEventListener("online", send);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener("online", send);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [flush]);

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void flush();
    }, RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting, flush]);
}
