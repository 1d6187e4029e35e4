import { createFileRoute } from "@tanstack/react-router";
import { ScreenLoading } from "../../../components/layout/screen-state";
import { InvoiceDetail } from "../../../features/invoices/components/invoice-detail";
import { InvoicePacketSearch } from "../../../features/invoices/invoice-search";
import { invoiceOptions } from "../../../features/invoices/queries";
import { serverData } from "../../../features/invoices/server-data";
import { pageHead } from "../../../lib/head";

export const Route = createFileRoute("/_portal/invoices/$reference")({
  validateSearch: InvoicePacketSearch,
  head: ({ match, params }) =>
    pageHead(match.context, {
      title: `Invoice ${params.reference}`,
      description: "An invoice's status, the reason staff gave, and its pages.",
      noindex: true,
    }),
  pendingComponent: () => <ScreenLoading message="Loading the invoice..." />,
  loader: ({ context, params }) =>
    serverData(context.queryClient.ensureQueryData(invoiceOptions(params.reference))),
  component: function InvoiceRoute() {
    const { reference } = Route.useParams();
    return <InvoiceDetail reference={reference} packetId={Route.useSearch().packet} />;
  },
});
