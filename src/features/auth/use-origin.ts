import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates prerendered HTML (and on the server), true
 * afterwards and on every client-side mount. Screens that depend on the
 * browser's session render their neutral server state until this is true,
 * so hydration always matches the prerendered markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** The page's origin in the browser; "" on the server and while hydrating, so the markup matches. */
export function useOrigin(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.origin,
    () => "",
  );
}
