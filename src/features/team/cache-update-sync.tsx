import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { teamMembersQueryKey } from "./queries";

interface CacheUpdatedMessage {
  type?: string;
  meta?: string;
  payload?: { cacheName?: string; updatedURL?: string };
}

/**
 * The service worker answers the team list from its cache first and
 * revalidates it; when the list it fetched differs, workbox broadcasts
 * CACHE_UPDATED and the pages refetch it (from the now fresh cache).
 */
export function CacheUpdateSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const onMessage = (event: MessageEvent<CacheUpdatedMessage>) => {
      if (event.data?.type !== "CACHE_UPDATED") return;
      const url = event.data.payload?.updatedURL;
      if (url && new URL(url).pathname === "/api/team-members") {
        void queryClient.invalidateQueries({ queryKey: teamMembersQueryKey });
      }
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    return () => navigator.serviceWorker.removeEventListener("message", onMessage);
  }, [queryClient]);
  return null;
}
