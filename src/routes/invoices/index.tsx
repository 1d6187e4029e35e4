import { createFileRoute } from "@tanstack/react-router";
import { InvoiceList } from "../../features/invoices/components/invoice-list";
import { InvoiceScreen } from "../../features/invoices/components/invoice-screen";
import { pageHead } from "../../lib/head";

export const Route = createFileRoute("/invoices/")({
  head: () =>
    pageHead({
      title: "Your Invoices",
      description: "Invoices you sent for funding and their status.",
      noindex: true,
    }),
  component: InvoicesRoute,
});

function InvoicesRoute() {
  return <InvoiceScreen>{() => <InvoiceList />}</InvoiceScreen>;
}
