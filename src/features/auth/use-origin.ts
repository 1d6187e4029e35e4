import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** The page's origin in the browser; "" on the server and while hydrating, so the markup matches. */
export function useOrigin(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.origin,
    () => "",
  );
}
