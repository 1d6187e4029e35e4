import { createFileRoute } from "@tanstack/react-router";
import { ScreenLoading, ScreenLoadFailed } from "../../../components/layout/screen-state";
import { PaymentsScreen } from "../../../features/admin/payments/payments-screen";
import { unappliedPaymentsQueryOptions } from "../../../features/admin/payments/queries";
import { pageHead } from "../../../lib/head";

export const Route = createFileRoute("/admin/_staff/payments")({
  staticData: {
    staffScreen: { title: "Payments", subtitle: "What brokers paid, and where it went." },
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(unappliedPaymentsQueryOptions()),
  head: ({ match }) =>
    pageHead(match.context, { title: "Payments", description: "Broker payments.", noindex: true }),
  pendingComponent: () => <ScreenLoading message="Loading payments..." />,
  errorComponent: ({ error }) => <ScreenLoadFailed title="Payments could not be loaded" error={error} />,
  component: PaymentsScreen,
});
