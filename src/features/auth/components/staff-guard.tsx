import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useHydrated, useNavigate } from "@tanstack/react-router";
import { AlertTriangle, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useEffect } from "react";
import { adminSessionQueryKey, adminSessionQueryOptions, staffDataQueryKey } from "../admin-session";
import { forgetAdminSignIn, hadAdminSignIn } from "../admin-session-hint";
import { Button } from "../../../components/ui/button";
import { isUnauthorized } from "../requests";
import formStyles from "./form.module.css";
import styles from "./guard.module.css";

/**
 * Opens a staff screen only when the server says the session is valid.
 * The prerendered HTML (and the first render in the browser) shows a neutral
 * loading state; the check runs in the browser after hydration. A missing
 * or expired session, and any staff call answered with 401, lead back to
 * /admin/login. Browser storage is never consulted.
 */
export function StaffGuard({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useQuery({ ...adminSessionQueryOptions(), enabled: hydrated, refetchOnMount: "always" });
  const signedOut = session.data?.authenticated === false;

  useEffect(() => {
    if (!signedOut) return;
    // The storage flag is only a hint: here it tells "your session ended" from "please sign in".
    const ended = hadAdminSignIn();
    forgetAdminSignIn();
    queryClient.removeQueries({ queryKey: staffDataQueryKey });
    void navigate({ to: "/admin/login", search: ended ? { session: "ended" } : {}, replace: true });
  }, [signedOut, navigate, queryClient]);

  useEffect(() => {
    const endSession = (error: unknown) => {
      if (isUnauthorized(error)) queryClient.setQueryData(adminSessionQueryKey, { authenticated: false });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") endSession(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") endSession(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);

  if (hydrated && session.data?.authenticated === true) return <>{children}</>;

  if (session.isError && !session.isFetching) {
    return (
      <main id="main" tabIndex={-1} className={styles.screen}>
        <div className={styles.panel} role="alert">
          <AlertTriangle aria-hidden="true" size={28} className={styles.warn} />
          <p className={styles.message}>
            We could not check your staff session. Check your connection and try again.
          </p>
          <Button variant="secondary" onClick={() => void session.refetch()}>
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
        <p className={styles.message}>Checking your session...</p>
      </div>
    </main>
  );
}
