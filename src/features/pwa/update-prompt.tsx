import { useEffect, useState } from "react";
import styles from "./pwa.module.css";
import {
  offerWhileWaiting,
  registerWhenOnline,
  reloadIntoNewVersion,
  watchForUpdates,
} from "./update-checks";
import { useDocumentLocale } from "../../lib/use-document-locale";
import * as m from "../../paraglide/messages";

/**
 * Registers the service worker (not in mock mode, where MSW owns the scope)
 * and offers a new version with "Update available - Reload". It looks for
 * one whenever the app comes back into view, the connection returns, and
 * every hour (update-checks.ts), so an app left open for days still hears of
 * it; the prompt appears in place and touches nothing typed. Forms keep a
 * per-tab draft (features/requests/form/request-draft.ts), so the reload it
 * offers loses nothing either. It shows only while a different worker is
 * really waiting (update-checks.ts). Reload lets the new worker take over and then
 * reloads the page once (update-checks.ts), in every tab.
 */
export function UpdatePrompt() {
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | null>(null);
  const [needsRefresh, setNeedsRefresh] = useState(false);
  const [reloading, setReloading] = useState(false);
  const locale = useDocumentLocale();

  useEffect(() => {
    if (import.meta.env.MODE === "mock" || import.meta.env.DEV || !("serviceWorker" in navigator)) return;
    let cancelled = false;
    let stopWatching: (() => void) | undefined;
    let stopOffering: (() => void) | undefined;
    let stopRegistering: (() => void) | undefined;
    void import("virtual:pwa-register").then(({ registerSW }) => {
      if (cancelled) return;
      // A first visit that loses the signal while the worker's script loads tries again when it returns.
      stopRegistering = registerWhenOnline(registerSW, {
        // Workbox also calls a first visit's worker "waiting" for a moment before it activates: the
        // offer follows the registration, shown only while another worker really waits.
        onNeedRefresh: () => {
          void navigator.serviceWorker.getRegistration().then((found) => {
            if (!found || cancelled) return;
            stopOffering?.();
            stopOffering = offerWhileWaiting(found, setNeedsRefresh);
          });
        },
        // The reload after Reload is ours (reloadIntoNewVersion): the plugin's own, made only in
        // some tabs, would be a second one.
        onNeedReload: () => {},
        onRegisteredSW: (_url, registered) => {
          if (!registered || cancelled) return;
          setRegistration(registered);
          stopWatching = watchForUpdates(registered);
        },
      });
    });
    return () => {
      cancelled = true;
      stopRegistering?.();
      stopWatching?.();
      stopOffering?.();
    };
  }, []);

  if (!needsRefresh || !registration) return null;
  return (
    <div role="alert" className={styles.update}>
      <span>{m.update_available({}, { locale })}</span>
      <button
        type="button"
        className={styles.updateButton}
        aria-disabled={reloading}
        onClick={() => {
          if (reloading) return;
          setReloading(true);
          reloadIntoNewVersion(registration, navigator.serviceWorker, () => location.reload());
        }}
      >
        {m.update_reload({}, { locale })}
      </button>
    </div>
  );
}
