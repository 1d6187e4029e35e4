import { createFileRoute } from "@tanstack/react-router";
import { InvoiceScreen } from "../../features/invoices/components/invoice-screen";
import { NewInvoiceFlow } from "../../features/invoices/components/new-invoice-flow";
import { InvoicePacketSearch } from "../../features/invoices/invoice-search";
import { pageHead } from "../../lib/head";

export const Route = createFileRoute("/invoices/new")({
  validateSearch: InvoicePacketSearch,
  head: () =>
    pageHead({
      title: "Submit an Invoice",
      description: "Send a delivered load for funding, with its rate confirmation and signed BOL.",
      noindex: true,
    }),
  component: NewInvoiceRoute,
});

function NewInvoiceRoute() {
  const { packet } = Route.useSearch();
  return <InvoiceScreen>{() => <NewInvoiceFlow packetId={packet} />}</InvoiceScreen>;
}
