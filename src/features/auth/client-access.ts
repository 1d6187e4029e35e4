import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import { clientUserQueryOptions } from "./client-session";
import { clearStoredClientUser, readStoredClientUser, storeClientUser } from "./client-user-storage";
import { ApiRequestError } from "../../lib/api";
import { isPrefixedLocale } from "../../lib/locale";
import { rememberedLocale } from "../../lib/locale-choice";
import { isUnauthorized } from "./requests";

/** The sign-in page in the client's language, as this phone last knew it, else the reader's remembered one. */
function signInPage() {
  const stored = readStoredClientUser();
  const locale = stored.state === "present" ? stored.user.locale : rememberedLocale();
  return {
    to: "/{-$locale}/client-login",
    params: { locale: isPrefixedLocale(locale) ? locale : undefined },
    replace: true,
  } as const;
}

/**
 * The client portal's guard (a route's `beforeLoad`): opens only for a
 * live client session, the server's answer to GET /api/auth/me. Corrupt
 * display data in browser storage is cleared and sends the client to sign
 * in again, as does a missing session. Without signal it opens with the
 * client stored at the last sign-in; other failures are errors the portal
 * shows with a way to try again.
 */
export async function requireClient(queryClient: QueryClient) {
  if (readStoredClientUser().state === "corrupt") {
    clearStoredClientUser();
    throw redirect(signInPage());
  }
  try {
    const user = await queryClient.fetchQuery(clientUserQueryOptions());
    storeClientUser(user);
    return { user };
  } catch (error) {
    if (isUnauthorized(error)) {
      const page = signInPage();
      clearStoredClientUser();
      throw redirect(page);
    }
    // No signal: a client who signed in on this phone opens the portal with what it stored then
    // (display only; every call still needs the session), so an invoice can be made in the cab.
    const stored = readStoredClientUser();
    if (!(error instanceof ApiRequestError) && stored.state === "present") return { user: stored.user };
    throw error;
  }
}
