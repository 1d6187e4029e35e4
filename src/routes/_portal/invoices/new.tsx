import { createFileRoute } from "@tanstack/react-router";
import { NewInvoiceFlow } from "../../../features/invoices/components/new-invoice-flow";
import { InvoicePacketSearch } from "../../../features/invoices/invoice-search";
import { pageHead } from "../../../lib/head";

export const Route = createFileRoute("/_portal/invoices/new")({
  validateSearch: InvoicePacketSearch,
  head: ({ match }) =>
    pageHead(match.context, {
      title: "Submit an Invoice",
      description: "Send a delivered load for funding, with its rate confirmation and signed BOL.",
      noindex: true,
    }),
  component: function NewInvoiceRoute() {
    return <NewInvoiceFlow packetId={Route.useSearch().packet} />;
  },
});
