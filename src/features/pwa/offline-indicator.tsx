import { WifiOff } from "lucide-react";
import { useOnlineStatus } from "../../lib/use-online-status";
import styles from "./pwa.module.css";
import { useDocumentLocale } from "../../lib/use-document-locale";
import * as m from "../../paraglide/messages";

/** A quiet pill while the connection is down; the status is announced once. */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  const locale = useDocumentLocale();
  return (
    <div role="status" aria-live="polite" className={styles.offlineRegion}>
      {online ? null : (
        <p className={styles.offline}>
          <WifiOff aria-hidden="true" size={16} />
          {m.offline_pill({}, { locale })}
        </p>
      )}
    </div>
  );
}
