import { createFileRoute } from "@tanstack/react-router";
import { ScreenLoading, ScreenLoadFailed } from "../../../components/layout/screen-state";
import { ClientMoneyScreen } from "../../../features/admin/client-money/client-money-screen";
import {
  clientMoneyQueryOptions,
  clientTermsQueryOptions,
} from "../../../features/admin/client-money/queries";
import { pageHead } from "../../../lib/head";

export const Route = createFileRoute("/admin/_staff/clients_/$clientId")({
  staticData: {
    staffScreen: {
      title: "Client",
      subtitle: "Terms, reserve and money of one client.",
      titleFromLoader: (data) => (data as { companyName?: string } | undefined)?.companyName,
    },
  },
  loader: async ({ context, params }) => {
    const [answer] = await Promise.all([
      context.queryClient.ensureQueryData(clientMoneyQueryOptions(params.clientId)),
      context.queryClient.ensureQueryData(clientTermsQueryOptions(params.clientId)),
    ]);
    return { companyName: answer.client.companyName };
  },
  head: ({ match, loaderData }) =>
    pageHead(match.context, {
      title: loaderData?.companyName ?? "Client",
      description: "One client's terms and reserve.",
      noindex: true,
    }),
  pendingMs: 0,
  pendingComponent: () => <ScreenLoading message="Loading the client's money..." />,
  errorComponent: ({ error }) => <ScreenLoadFailed title="This client could not be loaded" error={error} />,
  component: function ClientMoneyPage() {
    return <ClientMoneyScreen clientId={Route.useParams().clientId} />;
  },
});
