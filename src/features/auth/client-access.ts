import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import { clientUserQueryOptions } from "./client-session";
import { clearStoredClientUser, readStoredClientUser, storeClientUser } from "./client-user-storage";
import { isUnauthorized } from "./requests";

/**
 * The client portal's guard (a route's `beforeLoad`): opens only for a
 * live client session, the server's answer to GET /api/auth/me. Corrupt
 * display data in browser storage is cleared and sends the client to sign
 * in again, as does a missing session. Other failures (no signal) are
 * errors the portal shows with a way to try again.
 */
export async function requireClient(queryClient: QueryClient) {
  if (readStoredClientUser().state === "corrupt") {
    clearStoredClientUser();
    throw redirect({ to: "/client-login", replace: true });
  }
  try {
    const user = await queryClient.fetchQuery(clientUserQueryOptions());
    storeClientUser(user);
    return { user };
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    clearStoredClientUser();
    throw redirect({ to: "/client-login", replace: true });
  }
}
