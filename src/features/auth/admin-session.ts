import { queryOptions } from "@tanstack/react-query";
import { fetchAdminSession } from "./requests";

export const adminSessionQueryKey = ["staff-session"] as const;

/** Every query key of staff data starts with this, so sign-out drops all of it at once. */
export const staffDataQueryKey = ["staff"] as const;

/**
 * The server's word on the staff session. Always re-checked when a staff
 * screen mounts (staleTime 0), whatever was cached or stored in the browser.
 */
export const adminSessionQueryOptions = () =>
  queryOptions({
    queryKey: adminSessionQueryKey,
    queryFn: fetchAdminSession,
    staleTime: 0,
  });
