import { useEffect } from "react";
import { useFlushWhenPossible } from "../../../lib/use-flush-when-possible";
import { sendWaitingPackets } from "./packet-actions";
import { usePackets } from "./packet-store";
import { KEEP_SENT_MS } from "./keep-sent";

/**
 * Mounted once for the whole app: sends what waits on this phone once the
 * page is idle (a packet from an earlier visit, or one a reload cut off),
 * when the connection returns, when the app becomes visible again, and
 * every minute while something waits. Sending itself loads only then.
 */
export function InvoiceSync() {
  const packets = usePackets();
  const waiting = packets.some((packet) => packet.state === "waiting" || packet.state === "sending");

  // Sent packets stay listed a few days with their reference, then go.
  useEffect(() => {
    const cutoff = Date.now() - KEEP_SENT_MS;
    if (packets.some((packet) => packet.state === "sent" && (packet.sentAt ?? 0) < cutoff)) {
      void import("./packets").then((module) => module.pruneSent()).catch(() => undefined);
    }
  }, [packets]);

  // A returning signal or page sends only while a packet waits: the sender's code loads only then.
  useFlushWhenPossible(sendWaitingPackets, { atStart: waiting, onReturn: waiting, waiting });

  return null;
}
