import { useEffect, useState } from "react";
import styles from "./pwa.module.css";
import { watchForUpdates } from "./update-checks";

type UpdateServiceWorker = (reloadPage?: boolean) => Promise<void>;

/**
 * Registers the service worker (not in mock mode, where MSW owns the scope)
 * and offers a new version with "Update available - Reload". It looks for
 * one whenever the app comes back into view, the connection returns, and
 * every hour (update-checks.ts), so an app left open for days still hears of
 * it; the prompt appears in place and touches nothing typed. Forms keep a
 * per-tab draft (features/request-forms/request-draft.ts), so the reload it
 * offers loses nothing either.
 */
export function UpdatePrompt() {
  const [update, setUpdate] = useState<UpdateServiceWorker | null>(null);

  useEffect(() => {
    if (import.meta.env.MODE === "mock" || import.meta.env.DEV || !("serviceWorker" in navigator)) return;
    let cancelled = false;
    let stopWatching: (() => void) | undefined;
    void import("virtual:pwa-register").then(({ registerSW }) => {
      if (cancelled) return;
      const updateSW = registerSW({
        onNeedRefresh: () => setUpdate(() => updateSW),
        onRegisteredSW: (_url, registration) => {
          if (registration && !cancelled) stopWatching = watchForUpdates(registration);
        },
      });
    });
    return () => {
      cancelled = true;
      stopWatching?.();
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
