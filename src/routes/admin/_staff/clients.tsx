import { createFileRoute } from "@tanstack/react-router";
import { ScreenLoading, ScreenLoadFailed } from "../../../components/layout/screen-state";
import { ClientAccounts } from "../../../features/admin/accounts/client-accounts";
import { clientAccountsQueryOptions } from "../../../features/admin/accounts/queries";
import { pageHead } from "../../../lib/head";
import { ClientAccountsSearch } from "../../../lib/search-params";

export const Route = createFileRoute("/admin/_staff/clients")({
  staticData: {
    staffScreen: { title: "Clients", subtitle: "The companies that send invoices, and their sign-in." },
  },
  validateSearch: ClientAccountsSearch,
  loaderDeps: ({ search }) => ({ q: search.q ?? "" }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureInfiniteQueryData(clientAccountsQueryOptions(deps.q)),
  head: ({ match }) =>
    pageHead(match.context, { title: "Clients", description: "Client accounts.", noindex: true }),
  pendingComponent: () => <ScreenLoading message="Loading client accounts..." />,
  errorComponent: ({ error }) => (
    <ScreenLoadFailed title="Client accounts could not be loaded" error={error} />
  ),
  component: function ClientsScreen() {
    const { q } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ClientAccounts
        q={q ?? ""}
        onSearch={(next) => void navigate({ search: next ? { q: next } : {}, replace: true })}
      />
    );
  },
});
