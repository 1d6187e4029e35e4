import { createFileRoute } from "@tanstack/react-router";
import { InvoiceList } from "../../../features/invoices/components/invoice-list";
import { pageHead } from "../../../lib/head";

export const Route = createFileRoute("/_portal/invoices/")({
  head: ({ match }) =>
    pageHead(match.context, {
      title: "Your Invoices",
      description: "Invoices you sent for funding and their status.",
      noindex: true,
    }),
  component: InvoiceList,
});
