import { ToastProvider } from "../components/ui/toast";
import { OutboxSync } from "../features/requests/outbox/outbox-sync";
import { OfflineIndicator } from "../features/pwa/offline-indicator";
import { UpdatePrompt } from "../features/pwa/update-prompt";
import { defineIsland } from "../lib/islands";
import type { Locale } from "../lib/locale";
import { RenderedLocaleContext } from "../lib/use-document-locale";

/**
 * What every page does in the background once it is idle: notifications,
 * the offline pill, the offer of a new version, and sending what waits in
 * the outbox. Nothing of it shows until there is something to say.
 */
function SiteRuntime({ locale }: { locale: Locale }) {
  // `locale` is the page's language as the server rendered it, so that hydration renders the same
  // words; the document's language is followed from then on.
  return (
    <RenderedLocaleContext.Provider value={locale}>
      <ToastProvider>
        <OfflineIndicator />
        <UpdatePrompt />
        <OutboxSync />
      </ToastProvider>
    </RenderedLocaleContext.Provider>
  );
}

export default defineIsland("site-runtime", SiteRuntime, "idle");
