import { createFileRoute } from "@tanstack/react-router";
import { ScreenLoading, ScreenLoadFailed } from "../../../components/layout/screen-state";
import { staffTeamQueryOptions } from "../../../features/team/staff/queries";
import { TeamManager } from "../../../features/team/staff/team-manager";
import { pageHead } from "../../../lib/head";

export const Route = createFileRoute("/admin/_staff/team")({
  staticData: {
    staffScreen: {
      title: "Team Management",
      subtitle: "Manage team member profiles and upload their photos.",
    },
  },
  head: ({ match }) =>
    pageHead(match.context, {
      title: "Team Management",
      description: "Edit the team shown on the About page.",
      noindex: true,
    }),
  // The screen opens in the staff frame saying "Loading team members..." (its product rule), so the
  // loader starts the request without holding the route back; TeamManager's suspense query waits for
  // it under the pendingComponent (docs/decisions/0075-route-loaders.md).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(staffTeamQueryOptions());
  },
  pendingMs: 0,
  pendingComponent: () => <ScreenLoading message="Loading team members..." />,
  errorComponent: ({ error }) => <ScreenLoadFailed title="Failed to load team members." error={error} />,
  component: TeamManager,
});
