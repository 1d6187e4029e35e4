import { BellRing } from "lucide-react";
import { Card } from "../../../components/ui/card";
import { IconTile } from "../../../components/ui/icon-tile";
import { PushOnThisDevice, TestMessage } from "./message-devices";
import styles from "./account-settings.module.css";

/**
 * A staff member's alerts on the device in front of them (docs/decisions/0162-push-and-settings.md):
 * push for new requests and invoices, chosen per device, and a test message.
 * Their e-mail address is set under Staff accounts.
 */
export function StaffAlerts() {
  return (
    <Card as="section" aria-labelledby="alerts-heading" className={styles.staffAlerts}>
      <div className={styles.cardHead}>
        <IconTile icon={BellRing} tone="light" />
        <h2 id="alerts-heading" className={styles.cardTitle}>
          Alerts on this device
        </h2>
      </div>
      <PushOnThisDevice account="staff" />
      <TestMessage account="staff" />
    </Card>
  );
}
