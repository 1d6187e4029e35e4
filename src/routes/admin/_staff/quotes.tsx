import { createFileRoute } from "@tanstack/react-router";
import { SubmissionsDashboard } from "../../../features/admin/dashboard/submissions-dashboard";
import { DashboardSearch } from "../../../lib/search-params";
import { pageHead } from "../../../lib/head";

export const Route = createFileRoute("/admin/_staff/quotes")({
  staticData: {
    staffScreen: {
      title: "Submissions",
      subtitle: "Quote requests and fuel card applications, newest first.",
    },
  },
  validateSearch: DashboardSearch,
  head: ({ match }) =>
    pageHead(match.context, {
      title: "Submissions",
      description: "Quote requests and fuel card applications.",
      noindex: true,
    }),
  component: function AdminQuotesPage() {
    return <SubmissionsDashboard search={Route.useSearch()} />;
  },
});
