import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the server renders and while React takes over the server's
 * HTML, true from then on: controls that need scripts turn on at that point.
 * Islands use it too, and they wake without the router, so it is React's own
 * rather than the router's (docs/decisions/0004-islands.md).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
