import { useEffect, useSyncExternalStore } from "react";
import { whenIdle } from "../../lib/idle";
import { announcementStore, sendWaitingRequests } from "./outbox-actions";
import { useOutboxRecords } from "./outbox-store";

/** While requests wait and the browser believes it is online, try again this often. */
const RETRY_MS = 60_000;

/**
 * Mounted once for the whole app: sends the outbox at start, when the
 * connection returns and when the page becomes visible again, retries every
 * minute while something waits, and holds the outbox's polite live region.
 */
export function OutboxSync() {
  const message = useSyncExternalStore(announcementStore.subscribe, announcementStore.get, () => "");
  const records = useOutboxRecords();
  const waiting = records.some((record) => record.state !== "rejected");

  useEffect(() => {
    const send = () => void sendWaitingRequests();
    const onVisible = () => {
      if (document.visibilityState === "visible") send();
    };
    // At start once the page is idle: the page shows and hydrates first.
    let active = true;
    void whenIdle().then(() => {
      if (active) send();
    });
    window.addEventListener("online", send);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      active = false;
      window.removeEventListener("online", send);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void sendWaitingRequests();
    }, RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
