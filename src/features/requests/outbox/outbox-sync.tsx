import { useEffect, useState, useSyncExternalStore } from "react";
import { useFlushWhenPossible } from "../../../lib/use-flush-when-possible";
import { announcementStore, sendWaitingRequests } from "./outbox-actions";
import { useOutboxRecords } from "./outbox-store";

/**
 * Mounted once for the whole app: sends what earlier visits left in the
 * outbox once the page is idle, sends the outbox when the connection
 * returns and when the page becomes visible again, retries every minute
 * while something waits, and holds the outbox's polite live region.
 */
export function OutboxSync() {
  const message = useSyncExternalStore(announcementStore.subscribe, announcementStore.get, () => "");
  const records = useOutboxRecords();
  const waiting = records.some((record) => record.state !== "refused");
  // The outbox is read once the page is idle (outbox-store): what earlier visits left is sent then,
  // once. A request saved during this visit has had its own attempt and waits for the other chances.
  const [startedAt] = useState(Date.now);
  const leftByEarlierVisits = records.some(
    (record) => record.state !== "refused" && record.createdAt < startedAt,
  );
  useFlushWhenPossible(sendWaitingRequests, { atStart: leftByEarlierVisits, onReturn: true, waiting });

  // The server said when to come back (Retry-After): send then, whatever else happens meanwhile.
  const comeBackAt = Math.min(
    ...records
      .filter((record) => record.state === "waiting" && record.notBefore)
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
