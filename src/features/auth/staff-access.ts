import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import { adminSessionQueryKey, adminSessionQueryOptions, staffDataQueryKey } from "./admin-session";
import { forgetAdminSignIn, hadAdminSignIn } from "./admin-session-hint";
import type { AdminSession } from "./requests";

/**
 * The staff area's guard (a route's `beforeLoad`): asks the server for the
 * session every time a staff screen opens. Without one, all staff data is
 * dropped and the browser goes to /admin/login, told whether a session
 * ended ("your session has ended") or there was none. Browser storage is
 * never trusted; its flag only tells those two apart.
 */
export async function requireStaff(queryClient: QueryClient) {
  const session = await queryClient.fetchQuery(adminSessionQueryOptions());
  if (session.authenticated) return { staff: session };
  const ended = hadAdminSignIn();
  forgetAdminSignIn();
  queryClient.removeQueries({ queryKey: staffDataQueryKey });
  throw redirect({ to: "/admin/login", search: ended ? { session: "ended" } : {}, replace: true });
}

/** Marks the staff session as ended here (a 401 from any staff call, or Logout). */
export function endStaffSession(queryClient: QueryClient): void {
  queryClient.setQueryData<AdminSession>(adminSessionQueryKey, { authenticated: false });
}
