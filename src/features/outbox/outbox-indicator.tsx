import { lazy, Suspense, type ComponentType } from "react";
import type { InvoicePacket } from "../invoices/packets/packet-db";
import { isPending, usePackets } from "../invoices/packets/packet-store";
import type { OutboxRecord } from "./outbox";
import { useOutboxRecords } from "./outbox-store";

const loadPanel = () => import("./outbox-panel");

/** The panel (and the dialog code it needs) loads only once something waits in the outbox. */
const OutboxPanel = lazy<
  ComponentType<{ records: readonly OutboxRecord[]; packets: readonly InvoicePacket[] }>
>(() =>
  loadPanel().then(
    (module) => ({ default: module.OutboxPanel }),
    // Without its code (no signal before the site was stored) the page goes on without the panel.
    () => ({ default: () => null }),
  ),
);

/**
 * Fetches the panel's code ahead: pages with a form call it, so that a
 * request saved with no signal can show its panel even before the service
 * worker holds the site's code.
 */
export function preloadOutboxPanel(): void {
  void loadPanel().catch(() => undefined);
}

/**
 * The header's reminder that requests (and, in the client portal, invoices)
 * wait on this device, with a panel to send or discard them. Renders nothing
 * while nothing waits (and so nothing on the server or while the page
 * hydrates). Public pages leave invoices out: their code stays off them.
 */
export function OutboxIndicator({ withInvoices = false }: { withInvoices?: boolean }) {
  const records = useOutboxRecords();
  const packets = usePackets(withInvoices).filter(isPending);
  if (records.length === 0 && packets.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OutboxPanel records={records} packets={packets} />
    </Suspense>
  );
}
