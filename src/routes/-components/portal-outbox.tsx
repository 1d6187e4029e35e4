import { useEffect } from "react";
import { useLocale } from "../../components/layout/locale-context";
import { PacketStatus } from "../../features/invoices/components/packet-status";
import { invoicesCounted } from "../../features/invoices/invoice-words";
import { isPending, usePackets } from "../../features/invoices/packets/packet-store";
import { OutboxIndicator, preloadOutboxPanel } from "../../features/requests/outbox/outbox-indicator";

/*
 * The portal header's "Waiting": the saved requests, and the invoices kept
 * on this phone, in one panel. Put together here, where features meet, so
 * neither feature imports the other.
 */

const usePendingPackets = () => usePackets().filter(isPending);

/** The invoices' rows in the panel. */
function PacketRows({ onFixing, onDiscarded }: { onFixing: () => void; onDiscarded: () => void }) {
  return usePendingPackets().map((packet) => (
    <li key={packet.idempotencyKey}>
      <PacketStatus packet={packet} compact onFixing={onFixing} onDiscarded={onDiscarded} />
    </li>
  ));
}

export function PortalOutbox() {
  const packets = usePendingPackets();
  const locale = useLocale();
  // The panel must open even if the signal is gone by the time an invoice is saved.
  useEffect(preloadOutboxPanel, []);
  return (
    <OutboxIndicator
      others={{
        count: packets.length,
        refused: packets.filter((packet) => packet.state === "refused").length,
        noun: "invoice",
        counted: (count: number) => invoicesCounted(count, locale),
        Rows: PacketRows,
      }}
    />
  );
}
