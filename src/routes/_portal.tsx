import { createFileRoute, Outlet, useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { requireClient } from "../features/auth/client-access";
import { GuardScreen } from "../features/auth/components/guard-screen";
import { ClientLogoutButton } from "../features/auth/components/logout-buttons";
import { PortalShell } from "../features/client-portal/components/portal-shell";
import { InvoiceSync } from "../features/invoices/packets/invoice-sync";
import { useKeepPortalForOffline } from "../features/pwa/use-keep-portal-for-offline";
import { PortalOutbox } from "./-components/portal-outbox";

/** The client portal: every screen under it needs a client session the server confirms. */
export const Route = createFileRoute("/_portal")({
  staticData: { routeClass: "portal" },
  beforeLoad: ({ context }) => requireClient(context.queryClient),
  pendingMs: 0,
  pendingComponent: () => <GuardScreen state="checking" message="Loading your account..." />,
  errorComponent: PortalError,
  component: PortalArea,
});

function PortalArea() {
  const { user } = Route.useRouteContext();
  useKeepPortalForOffline();
  return (
    <PortalShell
      name={`${user.firstName} ${user.lastName}`}
      companyName={user.companyName}
      actions={
        <>
          <PortalOutbox />
          <ClientLogoutButton variant="onDark" />
        </>
      }
    >
      <InvoiceSync />
      <Outlet />
    </PortalShell>
  );
}

function PortalError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <GuardScreen
      state="failed"
      message="We could not open your account. Check your connection and try again."
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
