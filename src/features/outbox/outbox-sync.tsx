import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { announcementStore, sendWaitingRequests } from "./outbox-actions";
import { useOutboxRecords } from "./outbox-store";

/** While requests wait and the browser believes it is online, try again this often. */
const RETRY_MS = 60_000;

/**
 * Mounted once for the whole app: sends what earlier visits left in the
 * outbox once the page is idle, sends the outbox when the connection
 * returns and when the page becomes visible again, retries every minute
 * while something waits, and holds the outbox's polite live region.
 */
export function OutboxSync() {
  const message = useSyncExternalStore(announcementStore.subscribe, announcementStore.get, () => "");
  const records = useOutboxRecords();
  const waiting = records.some((record) => record.state !== "rejected");
  // The outbox is read once the page is idle (outbox-store): what earlier visits left is sent then,
  // once. A request saved during this visit has had its own attempt and waits for the events below.
  const [startedAt] = useState(Date.now);
  const sentAtStart = useRef(false);
  const leftByEarlierVisits = records.some(
    (record) => record.state !== "rejected" && record.createdAt < startedAt,
  );

  useEffect(() => {
    if (!leftByEarlierVisits || sentAtStart.current) return;
    sentAtStart.current = true;
    void sendWaitingRequests();
  }, [leftByEarlierVisits]);

  useEffect(() => {
    const send = () => void sendWaitingRequests();
    const onVisible = () => {
      if (document.visibilityState === "visible") send();
    };
    window.addEventListener("online", send);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
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

  // The server said when to come back (Retry-After): send then, whatever else happens meanwhile.
  const comeBackAt = Math.min(
    ...records
      .filter((record) => record.state === "pending" && record.notBefore)
      .map((record) => record.notBefore ?? 0),
  );
  useEffect(() => {
    if (!Number.isFinite(comeBackAt)) return;
    const timer = setTimeout(() => void sendWaitingRequests(), Math.max(0, comeBackAt - Date.now()) + 100);
    return () => clearTimeout(timer);
  }, [comeBackAt]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
