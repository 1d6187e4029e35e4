import { useEffect, useRef } from "react";
import { sendWaitingPackets } from "./packet-actions";
import { usePackets } from "./packet-store";
import { KEEP_SENT_MS } from "./keep-sent";

/** While packets wait and the browser believes it is online, try again this often. */
const RETRY_MS = 60_000;

/**
 * Mounted once for the whole app: sends what waits on this phone once the
 * page is idle (a packet from an earlier visit, or one a reload cut off),
 * when the connection returns, when the app becomes visible again, and
 * every minute while something waits. Sending itself loads only then.
 */
export function InvoiceSync() {
  const packets = usePackets();
  const waiting = packets.some((packet) => packet.state === "waiting" || packet.state === "sending");
  const sentAtStart = useRef(false);
  const anyWaiting = useRef(false);

  useEffect(() => {
    anyWaiting.current = waiting;
  }, [waiting]);

  // Sent packets stay listed a few days with their reference, then go.
  useEffect(() => {
    const cutoff = Date.now() - KEEP_SENT_MS;
    if (packets.some((packet) => packet.state === "sent" && (packet.sentAt ?? 0) < cutoff)) {
      void import("./packets").then((module) => module.pruneSent()).catch(() => undefined);
    }
  }, [packets]);

  useEffect(() => {
    if (!waiting || sentAtStart.current) return;
    sentAtStart.current = true;
    void sendWaitingPackets();
  }, [waiting]);

  useEffect(() => {
    const send = () => {
      if (anyWaiting.current) void sendWaitingPackets();
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
  }, []);

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void sendWaitingPackets();
    }, RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting]);

  return null;
}
