import { createFileRoute } from "@tanstack/react-router";
import { ScreenLoading, ScreenLoadFailed } from "../../../components/layout/screen-state";
import { AgingScreen } from "../../../features/admin/collections/aging-screen";
import { AgingSearch } from "../../../features/admin/collections/aging-search";
import { agingQueryOptions } from "../../../features/admin/collections/queries";
import { pageHead } from "../../../lib/head";

/** What brokers owe as of a day, by days since funding (docs/decisions/0212-aging-and-collections.md). */
export const Route = createFileRoute("/admin/_staff/aging")({
  staticData: {
    staffScreen: { title: "Aging", subtitle: "What brokers owe on funded invoices, by days since funding." },
  },
  validateSearch: AgingSearch,
  loaderDeps: ({ search }) => ({ asOf: search.asOf }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(agingQueryOptions(deps.asOf)),
  head: ({ match }) =>
    pageHead(match.context, { title: "Aging", description: "Receivables aging by broker.", noindex: true }),
  pendingComponent: () => <ScreenLoading message="Loading the aging..." />,
  errorComponent: ({ error }) => <ScreenLoadFailed title="The aging could not be loaded" error={error} />,
  component: function AgingPage() {
    const { asOf } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <AgingScreen asOf={asOf} onAsOf={(next) => void navigate({ search: { asOf: next } })} />;
  },
});
