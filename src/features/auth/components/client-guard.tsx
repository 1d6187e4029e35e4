import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { AlertTriangle, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useEffect } from "react";
import { Button } from "../../../components/ui/button";
import { ApiRequestError } from "../../../lib/api";
import { clientUserQueryOptions } from "../client-session";
import {
  clearStoredClientUser,
  readStoredClientUser,
  storeClientUser,
  type ClientUser,
} from "../client-user-storage";
import { isUnauthorized } from "../requests";
import { useHydrated } from "../use-hydrated";
import formStyles from "./form.module.css";
import styles from "./guard.module.css";

/**
 * Opens the client portal only for a live client session (the server's
 * answer to GET /api/auth/me). Corrupt display data in browser storage is
 * cleared and sends the client to sign in again, as does a missing session.
 * Prerendered HTML and the first browser render show a neutral loading state.
 *
 * `offline`: screens that work without signal (invoices are kept on the
 * phone and sent later) open with the client stored at the last sign-in
 * while the server cannot be reached. That is display data only: the server
 * still checks the session on every upload and send.
 */
export function ClientGuard({
  children,
  offline = false,
}: {
  children: (user: ClientUser) => ReactNode;
  offline?: boolean;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  // Browser storage is read only after hydration (never on the server).
  const corruptStorage = hydrated && readStoredClientUser().state === "corrupt";
  const storageChecked = hydrated && !corruptStorage;

  useEffect(() => {
    if (!corruptStorage) return;
    clearStoredClientUser();
    void navigate({ to: "/client-login", replace: true });
  }, [corruptStorage, navigate]);

  const me = useQuery({ ...clientUserQueryOptions(), enabled: storageChecked, refetchOnMount: "always" });
  const signedOut = isUnauthorized(me.error);

  useEffect(() => {
    if (!signedOut) return;
    clearStoredClientUser();
    void navigate({ to: "/client-login", replace: true });
  }, [signedOut, navigate]);

  useEffect(() => {
    if (me.data) storeClientUser(me.data);
  }, [me.data]);

  if (storageChecked && me.data && !signedOut) return <>{children(me.data)}</>;

  const unreachable = me.fetchStatus === "paused" || (me.isError && !(me.error instanceof ApiRequestError));
  const stored = offline && storageChecked && unreachable ? readStoredClientUser() : undefined;
  if (stored?.state === "present") return <>{children(stored.user)}</>;

  if (me.isError && !signedOut && !me.isFetching) {
    return (
      <main id="main" tabIndex={-1} className={styles.screen}>
        <div className={styles.panel} role="alert">
          <AlertTriangle aria-hidden="true" size={28} className={styles.warn} />
          <p className={styles.message}>
            We could not open your account. Check your connection and try again.
          </p>
          <Button variant="secondary" onClick={() => void me.refetch()}>
            Try again
          </Button>
        </div>
      </main>
    );
  }

  return (
    <main id="main" tabIndex={-1} className={styles.screen}>
      <div className={styles.panel} role="status">
        <LoaderCircle aria-hidden="true" size={28} className={formStyles.spin} />
        <p className={styles.message}>Loading your account...</p>
      </div>
    </main>
  );
}
