import { createFileRoute } from "@tanstack/react-router";
import { ScreenLoading, ScreenLoadFailed } from "../../../components/layout/screen-state";
import { CollectionsScreen } from "../../../features/admin/collections/collections-screen";
import { collectionsListOptions } from "../../../features/admin/collections/queries";
import { pageHead } from "../../../lib/head";

/** The invoices brokers still owe on, oldest first, with staff's notes (docs/decisions/0212-aging-and-collections.md). */
export const Route = createFileRoute("/admin/_staff/collections")({
  staticData: {
    staffScreen: {
      title: "Collections",
      subtitle: "Open funded invoices, oldest first, and what brokers said.",
    },
  },
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(collectionsListOptions()),
  head: ({ match }) =>
    pageHead(match.context, { title: "Collections", description: "Open funded invoices.", noindex: true }),
  pendingComponent: () => <ScreenLoading message="Loading the collections queue..." />,
  errorComponent: ({ error }) => (
    <ScreenLoadFailed title="The collections queue could not be loaded" error={error} />
  ),
  component: CollectionsScreen,
});
