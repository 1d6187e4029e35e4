import { Download, Share } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import styles from "./pwa.module.css";
import { useDocumentLocale } from "../../lib/use-document-locale";
import * as m from "../../paraglide/messages";

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

const noSubscription = () => () => {};
const isIos = () => /iphone|ipad|ipod/i.test(navigator.userAgent) && !("MSStream" in window);
const isStandalone = () =>
  (typeof window.matchMedia === "function" && window.matchMedia("(display-mode: standalone)").matches) ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * "Install app" where the browser offers beforeinstallprompt; on iPhone,
 * which has no prompt, short Share > Add to Home Screen instructions.
 * Renders nothing on the server, once installed, or where neither applies.
 */
export function InstallApp() {
  const [promptEvent, setPromptEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const locale = useDocumentLocale();
  // The platform never changes while the page is open; the server render assumes "not iPhone".
  const ios = useSyncExternalStore(
    noSubscription,
    () => isIos() && !isStandalone(),
    () => false,
  );

  useEffect(() => {
    if (isStandalone()) return;
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setPromptEvent(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setPromptEvent(null);
    window.addEventListener("beforeinstallprompt", onPrompt);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.removeEventListener("beforeinstallprompt", onPrompt);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  if (promptEvent) {
    return (
      <button
        type="button"
        className={styles.install}
        onClick={async () => {
          await promptEvent.prompt();
          await promptEvent.userChoice;
          setPromptEvent(null);
        }}
      >
        <Download aria-hidden="true" size={18} />
        {m.install_app({}, { locale })}
      </button>
    );
  }
  if (ios) {
    return (
      <p className={styles.iosHint}>
        <Share aria-hidden="true" size={16} />
        {m.install_ios({}, { locale })}
      </p>
    );
  }
  return null;
}
