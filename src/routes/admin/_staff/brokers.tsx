import { createFileRoute } from "@tanstack/react-router";
import { ScreenLoading, ScreenLoadFailed } from "../../../components/layout/screen-state";
import { BrokersScreen } from "../../../features/admin/brokers/brokers-screen";
import { brokerListOptions } from "../../../features/admin/brokers/queries";
import { pageHead } from "../../../lib/head";
import { BrokerSearch } from "../../../lib/search-params";

/** The broker book (docs/decisions/0220-broker-book.md). */
export const Route = createFileRoute("/admin/_staff/brokers")({
  staticData: {
    staffScreen: {
      title: "Brokers",
      subtitle: "The brokers we buy invoices on, and our credit decision on each.",
    },
  },
  validateSearch: BrokerSearch,
  loaderDeps: ({ search }) => ({ q: search.q ?? "" }),
  loader: ({ context, deps }) => context.queryClient.ensureInfiniteQueryData(brokerListOptions(deps.q)),
  head: ({ match }) =>
    pageHead(match.context, { title: "Brokers", description: "The broker book.", noindex: true }),
  pendingComponent: () => <ScreenLoading message="Loading the broker book..." />,
  errorComponent: ({ error }) => (
    <ScreenLoadFailed title="The broker book could not be loaded" error={error} />
  ),
  component: function BrokersPage() {
    const { q } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <BrokersScreen
        q={q ?? ""}
        onSearch={(next) => void navigate({ search: next ? { q: next } : {}, replace: true })}
      />
    );
  },
});
