import { WifiOff } from "lucide-react";
import { useOnlineStatus } from "../../lib/use-online-status";
import styles from "./pwa.module.css";

/** A quiet pill while the connection is down; the status is announced once. */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  return (
    <div role="status" aria-live="polite" className={styles.offlineRegion}>
      {online ? null : (
        <p className={styles.offline}>
          <WifiOff aria-hidden="true" size={16} />
          You're offline. Pages still work; requests are saved and sent when the signal returns.
        </p>
      )}
    </div>
  );
}
