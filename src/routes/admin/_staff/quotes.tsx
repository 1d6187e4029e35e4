import { createFileRoute } from "@tanstack/react-router";
import { ScreenLoading } from "../../../components/layout/screen-state";
import {
  searchQueryOptions,
  submissionListOptions,
  summaryQueryOptions,
} from "../../../features/admin/dashboard/queries";
import { SubmissionsDashboard, termOf } from "../../../features/admin/dashboard/submissions-dashboard";
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
  loaderDeps: ({ search }) => ({ tab: search.tab ?? "quotes", q: search.q }),
  // The counters and the open list (or the search) arrive before the screen opens. `prefetch` never
  // throws: a failed part is shown by its own panel while the rest of the dashboard stays usable
  // (docs/decisions/0075-route-loaders.md).
  loader: ({ context: { queryClient }, deps }) => {
    const term = termOf(deps.q);
    return Promise.all([
      queryClient.prefetchQuery(summaryQueryOptions()),
      term
        ? queryClient.prefetchQuery(searchQueryOptions(term))
        : queryClient.prefetchInfiniteQuery(submissionListOptions(deps.tab)),
    ]);
  },
  pendingComponent: () => <ScreenLoading message="Loading submissions..." />,
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
