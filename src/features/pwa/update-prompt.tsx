import { useEffect, useState } from "react";
import styles from "./pwa.module.css";

type UpdateServiceWorker = (reloadPage?: boolean) => Promise<void>;

/**
 * Registers the service worker (not in mock mode, where MSW owns the scope)
 * and offers a new version with "Update available - Reload". Forms keep
 * their drafts across the reload (see features/request-forms/request-draft.ts).
 */
export function UpdatePrompt() {
  const [update, setUpdate] = useState<UpdateServiceWorker | null>(null);

  useEffect(() => {
    if (import.meta.env.MODE === "mock" || import.meta.env.DEV || !("serviceWorker" in navigator)) return;
    let cancelled = false;
    void import("virtual:pwa-register").then(({ registerSW }) => {
      if (cancelled) return;
      const updateSW = registerSW({
        onNeedRefresh: () => setUpdate(() => updateSW),
      });
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (!update) return null;
  return (
    <div role="alert" className={styles.update}>
      <span>Update available</span>
      <button type="button" className={styles.updateButton} onClick={() => void update(true)}>
        Reload
      </button>
    </div>
  );
}
