import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import type { Locale } from "../../../api/contract/words";
import { clientUserQueryKey } from "../../features/auth/client-session";
import { readStoredClientUser, storeClientUser } from "../../features/auth/client-user-storage";
import { saveClientLocale } from "../../features/client-portal/portal-locale";

/**
 * Saves the client's language on their account, then brings the portal to
 * it: the signed-in client as this device keeps it, and the portal's guard
 * reads the client again, so every screen speaks it at once.
 */
export function useSaveClientLocale(): (locale: Locale) => Promise<Locale> {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(
    async (locale: Locale) => {
      const saved = await saveClientLocale(locale);
      queryClient.setQueryData(clientUserQueryKey, (current: object | undefined) =>
        current ? { ...current, locale: saved } : current,
      );
      const stored = readStoredClientUser();
      if (stored.state === "present") storeClientUser({ ...stored.user, locale: saved });
      await router.invalidate();
      return saved;
    },
    [queryClient, router],
  );
}
