import { createFileRoute } from "@tanstack/react-router";
import { ScreenLoading } from "../../components/layout/screen-state";
import { PasswordChangeDialog } from "../../features/auth/components/password-change-dialog";
import { ClientDashboard } from "../../features/client-portal/components/client-dashboard";
import { RecentInvoices } from "../../features/invoices/components/recent-invoices";
import { latestInvoicesOptions } from "../../features/invoices/queries";
import { serverData } from "../../features/invoices/server-data";
import { pageHead } from "../../lib/head";

export const Route = createFileRoute("/_portal/client-dashboard")({
  head: ({ match }) =>
    pageHead(match.context, {
      title: "Client Portal",
      description: "Your TPF account: submit invoices, fuel cards, quotes and support.",
      noindex: true,
    }),
  pendingComponent: () => <ScreenLoading message="Loading your account..." />,
  loader: ({ context }) => serverData(context.queryClient.ensureQueryData(latestInvoicesOptions())),
  component: function ClientDashboardPage() {
    const { user } = Route.useRouteContext();
    return (
      <ClientDashboard
        user={user}
        passwordChange={<PasswordChangeDialog />}
        recentActivity={<RecentInvoices />}
      />
    );
  },
});
