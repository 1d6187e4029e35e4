import { createFileRoute } from "@tanstack/react-router";
import { InvoiceDetail } from "../../features/invoices/components/invoice-detail";
import { InvoiceScreen } from "../../features/invoices/components/invoice-screen";
import { InvoicePacketSearch } from "../../features/invoices/invoice-search";
import { pageHead } from "../../lib/head";

export const Route = createFileRoute("/invoices/$reference")({
  validateSearch: InvoicePacketSearch,
  head: ({ params }) =>
    pageHead({
      title: `Invoice ${params.reference}`,
      description: "An invoice's status, the reason staff gave, and its pages.",
      noindex: true,
    }),
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { reference } = Route.useParams();
  const { packet } = Route.useSearch();
  return <InvoiceScreen>{() => <InvoiceDetail reference={reference} packetId={packet} />}</InvoiceScreen>;
}
