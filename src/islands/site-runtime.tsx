import { ToastProvider } from "../components/ui/toast";
import { OutboxSync } from "../features/requests/outbox/outbox-sync";
import { OfflineIndicator } from "../features/pwa/offline-indicator";
import { UpdatePrompt } from "../features/pwa/update-prompt";
import { defineIsland } from "../lib/islands";

/**
 * What every page does in the background once it is idle: notifications,
 * the offline pill, the offer of a new version, and sending what waits in
 * the outbox. Nothing of it shows until there is something to say.
 */
function SiteRuntime() {
  return (
    <ToastProvider>
      <OfflineIndicator />
      <UpdatePrompt />
      <OutboxSync />
    </ToastProvider>
  );
}

export default defineIsland("site-runtime", SiteRuntime, "idle");
