import { createFileRoute } from "@tanstack/react-router";
import { TeamManager } from "../../../features/admin/team/team-manager";
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
  component: TeamManager,
});
