import { createFileRoute } from "@tanstack/react-router";
import { ScreenLoading, ScreenLoadFailed } from "../../../components/layout/screen-state";
import { BrokerScreen } from "../../../features/admin/brokers/broker-screen";
import {
  brokerInvoicesOptions,
  brokerNoticesOptions,
  brokerOptions,
} from "../../../features/admin/brokers/queries";
import { pageHead } from "../../../lib/head";

export const Route = createFileRoute("/admin/_staff/brokers_/$brokerId")({
  staticData: {
    staffScreen: {
      title: "Broker",
      subtitle: "Credit, exposure, days to pay, notices of assignment and invoices of one broker.",
      titleFromLoader: (data) => (data as { legalName?: string } | undefined)?.legalName,
    },
  },
  loader: async ({ context, params }) => {
    const [broker] = await Promise.all([
      context.queryClient.ensureQueryData(brokerOptions(params.brokerId)),
      context.queryClient.ensureInfiniteQueryData(brokerInvoicesOptions(params.brokerId)),
      context.queryClient.ensureQueryData(brokerNoticesOptions(params.brokerId)),
    ]);
    return { legalName: broker.legalName };
  },
  head: ({ match, loaderData }) =>
    pageHead(match.context, {
      title: loaderData?.legalName ?? "Broker",
      description: "One broker of the book.",
      noindex: true,
    }),
  pendingMs: 0,
  pendingComponent: () => <ScreenLoading message="Loading the broker..." />,
  errorComponent: ({ error }) => <ScreenLoadFailed title="This broker could not be loaded" error={error} />,
  component: function BrokerPage() {
    return <BrokerScreen brokerId={Route.useParams().brokerId} />;
  },
});
