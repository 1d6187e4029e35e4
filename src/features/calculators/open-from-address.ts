import { useEffect, type RefObject } from "react";

/**
 * Opens the `<details>` around a calculator when the address names it
 * (`/resources?tool=calculator`). The server opens it in the HTML it sends;
 * this covers the page as the service worker keeps it, without its query
 * string.
 */
export function useOpenFromAddress(tool: string, inside: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (new URLSearchParams(location.search).get("tool") !== tool) return;
    const details = inside.current?.closest("details");
    if (!details || details.open) return;
    details.open = true;
    details.scrollIntoView({ block: "start" });
  }, [tool, inside]);
}
