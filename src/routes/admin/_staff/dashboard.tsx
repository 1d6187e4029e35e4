import { createFileRoute } from "@tanstack/react-router";
import { ScreenLoading, ScreenLoadFailed } from "../../../components/layout/screen-state";
import { summaryQueryOptions } from "../../../features/admin/dashboard/queries";
import { WaitingDashboard } from "../../../features/admin/overview/waiting-dashboard";
import { StaffAlerts } from "../../../features/account-settings/components/staff-alerts";
import { pageHead } from "../../../lib/head";

/** Where staff land after signing in (docs/decisions/0121-staff-dashboard.md). */
export const Route = createFileRoute("/admin/_staff/dashboard")({
  staticData: {
    staffScreen: { title: "Dashboard", subtitle: "What waits for the office now." },
  },
  head: ({ match }) =>
    pageHead(match.context, {
      title: "Dashboard",
      description: "Invoices and requests waiting for staff.",
      noindex: true,
    }),
  loader: ({ context }) => context.queryClient.ensureQueryData(summaryQueryOptions()),
  pendingComponent: () => <ScreenLoading message="Loading what waits..." />,
  errorComponent: ({ error }) => <ScreenLoadFailed title="The dashboard could not be loaded" error={error} />,
  component: function StaffDashboardPage() {
    return (
      <>
        <WaitingDashboard />
        <StaffAlerts />
      </>
    );
  },
});
