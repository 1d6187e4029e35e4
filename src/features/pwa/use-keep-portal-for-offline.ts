import { useEffect } from "react";
import { whenIdle } from "../../lib/idle";
import { keepPortalForOffline } from "./portal-cache";

/**
 * `keepPortalForOffline` once per opening of the portal, when the browser
 * is idle, and again when the signal returns if it could not finish. Only
 * in a production build: development and the mocks have no service worker.
 */
export function useKeepPortalForOffline(): void {
  useEffect(() => {
    if (!import.meta.env.PROD || import.meta.env.MODE === "mock") return;
    let done = false;
    let stopped = false;
    const keep = () => {
      if (done || stopped) return;
      void whenIdle()
        .then(keepPortalForOffline)
        .then(
          () => {
            done = true;
          },
          () => undefined,
        );
    };
    keep();
    window.addEventListener("online", keep);
    return () => {
      stopped = true;
      window.removeEventListener("online", keep);
    };
  }, []);
}
