import { createFileRoute } from "@tanstack/react-router";
import { InvoiceDetail } from "../../../features/invoices/components/invoice-detail";
import { InvoicePacketSearch } from "../../../features/invoices/invoice-search";
import { pageHead } from "../../../lib/head";

export const Route = createFileRoute("/_portal/invoices/$reference")({
  validateSearch: InvoicePacketSearch,
  head: ({ match, params }) =>
    pageHead(match.context, {
      title: `Invoice ${params.reference}`,
      description: "An invoice's status, the reason staff gave, and its pages.",
      noindex: true,
    }),
  component: function InvoiceRoute() {
    const { reference } = Route.useParams();
    return <InvoiceDetail reference={reference} packetId={Route.useSearch().packet} />;
  },
});
