import {
  createFileRoute,
  Outlet,
  useMatches,
  useRouter,
  type ErrorComponentProps,
} from "@tanstack/react-router";
import { useEffect } from "react";
import { AdminShell } from "../../features/admin/components/admin-shell";
import { GuardScreen } from "../../features/auth/components/guard-screen";
import { AdminLogoutButton } from "../../features/auth/components/logout-buttons";
import { isUnauthorized } from "../../features/auth/requests";
import { endStaffSession, requireStaff } from "../../features/auth/staff-access";

/** The staff area: every screen under it needs a staff session the server confirms. */
export const Route = createFileRoute("/admin/_staff")({
  staticData: { routeClass: "staff" },
  beforeLoad: ({ context }) => requireStaff(context.queryClient),
  // Shown only when the session check is slow: once shown, the router keeps this boundary until the
  // screen's data is loaded too, so a quick check lets the screen's own loading state show in the
  // staff frame instead (docs/decisions/0075-route-loaders.md).
  pendingComponent: () => <GuardScreen state="checking" message="Checking your session..." />,
  errorComponent: StaffAreaError,
  component: StaffArea,
});

function StaffArea() {
  const { queryClient } = Route.useRouteContext();
  const router = useRouter();
  const screen = useMatches({ select: (matches) => matches.at(-1)?.staticData.staffScreen });
  const loadedTitle = useMatches({
    select: (matches) => {
      const last = matches.at(-1);
      return last?.staticData.staffScreen?.titleFromLoader?.(last.loaderData);
    },
  });

  // Any staff call answered 401 means the session ended: the guard runs again and signs out.
  useEffect(() => {
    const end = (error: unknown) => {
      if (!isUnauthorized(error)) return;
      endStaffSession(queryClient);
      void router.invalidate();
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") end(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") end(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, router]);

  return (
    <AdminShell
      title={loadedTitle ?? screen?.title ?? "Staff area"}
      subtitle={screen?.subtitle}
      logout={<AdminLogoutButton />}
    >
      <Outlet />
    </AdminShell>
  );
}

function StaffAreaError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <GuardScreen
      state="failed"
      message="We could not check your staff session. Check your connection and try again."
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
