/** While the app is open, look for a new version this often. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Asks the browser to look for a new service worker (a new build) when the
 * app comes back into view, when the connection returns, and every hour
 * while it is open. Browsers look by themselves only on navigation, so an
 * installed app left open for days would never hear of an update. When one
 * is found, vite-plugin-pwa's `onNeedRefresh` shows the prompt in place: no
 * reload, nothing typed is touched. Returns a function that stops watching.
 */
export function watchForUpdates(registration: Pick<ServiceWorkerRegistration, "update" | "installing">) {
  const check = () => {
    if (!navigator.onLine || registration.installing) return;
    // No signal after all, or the server is down: the next occasion tries again.
    registration.update().catch(() => {});
  };
  const onVisible = () => {
    if (document.visibilityState === "visible") check();
  };
  document.addEventListener("visibilitychange", onVisible);
  window.addEventListener("online", check);
  const hourly = setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  return () => {
    document.removeEventListener("visibilitychange", onVisible);
    window.removeEventListener("online", check);
    clearInterval(hourly);
  };
}

/**
 * Applies the new version when the visitor presses Reload: the waiting worker is asked to take over
 * (SKIP_WAITING, src/sw.ts) and the page reloads once it has, exactly once. vite-plugin-pwa reloads
 * only when workbox calls the new worker an update, which it does not in a tab whose first visit
 * installed the worker, so the page listens for `controllerchange` itself
 * (docs/decisions/0015-update-checks.md). With no worker waiting (another tab already let it take
 * over), the page only needs to load the version now in charge.
 */
export function reloadIntoNewVersion(
  registration: Pick<ServiceWorkerRegistration, "waiting">,
  container: Pick<ServiceWorkerContainer, "addEventListener">,
  reload: () => void,
) {
  const waiting = registration.waiting;
  if (!waiting) {
    reload();
    return;
  }
  container.addEventListener("controllerchange", reload, { once: true });
  waiting.postMessage({ type: "SKIP_WAITING" });
}

type WaitingView = Pick<
  ServiceWorkerRegistration,
  "waiting" | "active" | "addEventListener" | "removeEventListener"
>;

/**
 * A new version is offered only when a worker other than the one in charge
 * is actually waiting (docs/decisions/0180-every-engine.md). On a first
 * visit the only worker may sit "installed" for a moment before it
 * activates (Firefox on a busy phone): workbox calls that waiting, but
 * there is nothing to update from.
 */
export function updateIsWaiting(
  registration: Pick<ServiceWorkerRegistration, "waiting" | "active">,
): boolean {
  const { waiting, active } = registration;
  return waiting !== null && active !== null && waiting !== active;
}

/**
 * Tells `show` whether to offer the update now and again whenever the
 * waiting worker changes state (it took over, or was replaced), so the
 * offer disappears when nothing is waiting any more. Returns the stop.
 */
export function offerWhileWaiting(
  registration: WaitingView & Pick<ServiceWorkerRegistration, "installing">,
  show: (offer: boolean) => void,
): () => void {
  // The worker being installed and the one waiting: either may become the one that waits or leaves.
  let watched: (ServiceWorker | null)[] = [];
  const check = () => {
    show(updateIsWaiting(registration));
    const now = [registration.installing, registration.waiting];
    if (now.every((worker, index) => worker === watched[index])) return;
    for (const worker of watched) worker?.removeEventListener("statechange", check);
    watched = now;
    for (const worker of watched) worker?.addEventListener("statechange", check);
  };
  registration.addEventListener("updatefound", check);
  check();
  return () => {
    registration.removeEventListener("updatefound", check);
    for (const worker of watched) worker?.removeEventListener("statechange", check);
  };
}

/**
 * Registers the service worker with `register` (vite-plugin-pwa's `registerSW`, given its
 * options), and when that fails (the signal dropped while the browser fetched the worker's
 * script) tries again the next time the connection returns. Without it a driver who lost the
 * signal during the first visit would have no offline site until the next full page load, which
 * a single-page app may not make for days. Returns a function that stops trying.
 */
export function registerWhenOnline<Options extends { onRegisterError?: (error: unknown) => void }>(
  register: (options?: Options) => unknown,
  options: NoInfer<Options>,
): () => void {
  let stopped = false;
  const attempt = () => {
    if (stopped) return;
    register({
      ...options,
      onRegisterError: (error: unknown) => {
        options.onRegisterError?.(error);
        if (!stopped) window.addEventListener("online", attempt, { once: true });
      },
    });
  };
  attempt();
  return () => {
    stopped = true;
    window.removeEventListener("online", attempt);
  };
}
