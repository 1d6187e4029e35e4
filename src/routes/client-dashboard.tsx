import { createFileRoute } from "@tanstack/react-router";
import { ClientGuard } from "../features/auth/components/client-guard";
import { ClientLogoutButton } from "../features/auth/components/logout-buttons";
import { PasswordChangeDialog } from "../features/auth/components/password-change-dialog";
import { ClientDashboard } from "../features/client-portal/components/client-dashboard";
import { PortalShell } from "../features/client-portal/components/portal-shell";
import { RecentInvoices } from "../features/invoices/components/recent-invoices";
import { OutboxIndicator } from "../features/outbox/outbox-indicator";
import { pageHead } from "../lib/head";

export const Route = createFileRoute("/client-dashboard")({
  head: () =>
    pageHead({
      title: "Client Portal",
      description: "Your TPF account: submit invoices, fuel cards, quotes and support.",
      noindex: true,
    }),
  component: ClientDashboardPage,
});

function ClientDashboardPage() {
  return (
    <ClientGuard>
      {(user) => (
        <PortalShell
          name={`${user.firstName} ${user.lastName}`}
          companyName={user.companyName}
          actions={
            <>
              <OutboxIndicator />
              <ClientLogoutButton variant="onDark" />
            </>
          }
        >
          <ClientDashboard
            user={user}
            passwordChange={<PasswordChangeDialog />}
            recentActivity={<RecentInvoices />}
          />
        </PortalShell>
      )}
    </ClientGuard>
  );
}
