/** A service worker's registration, with Background Sync where the browser has it. */
export interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the service worker (where there is one, with Background Sync) to
 * send what waits under a tag when the signal returns, for when no page is
 * in front of the user. `tagOf` gives the tag; it is called only where the
 * browser can sync, so a tag kept in code loaded on demand loads only then.
 */
export async function registerBackgroundSync(tagOf: () => Promise<string>): Promise<void> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  try {
    const registration = (await navigator.serviceWorker.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(await tagOf());
  } catch {
    // No permission or no worker yet: the page sends on reconnect, on return and at start instead.
  }
}
