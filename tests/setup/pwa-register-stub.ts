/**
 * Stand-in for vite-plugin-pwa's `virtual:pwa-register` under vitest, where
 * the PWA plugin does not run. It registers nothing, like a browser without
 * service workers.
 */
export function registerSW(): (reloadPage?: boolean) => Promise<void> {
  return async () => {};
}
