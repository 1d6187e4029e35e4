import { createFileRoute } from "@tanstack/react-router";
import { ScreenLoading, ScreenLoadFailed } from "../../../components/layout/screen-state";
import { staffAccountsQueryOptions } from "../../../features/admin/accounts/queries";
import { StaffAccounts } from "../../../features/admin/accounts/staff-accounts";
import { pageHead } from "../../../lib/head";

export const Route = createFileRoute("/admin/_staff/staff")({
  staticData: {
    staffScreen: { title: "Staff", subtitle: "Who can sign in to the staff area." },
  },
  head: ({ match }) =>
    pageHead(match.context, { title: "Staff", description: "Staff accounts.", noindex: true }),
  loader: ({ context }) => context.queryClient.ensureQueryData(staffAccountsQueryOptions()),
  pendingComponent: () => <ScreenLoading message="Loading staff accounts..." />,
  errorComponent: ({ error }) => (
    <ScreenLoadFailed title="Staff accounts could not be loaded" error={error} />
  ),
  component: function StaffScreen() {
    return <StaffAccounts signedInAs={Route.useRouteContext().staff.username} />;
  },
});
