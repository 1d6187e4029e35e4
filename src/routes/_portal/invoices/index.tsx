import { createFileRoute } from "@tanstack/react-router";
import { ScreenLoading } from "../../../components/layout/screen-state";
import { InvoiceList } from "../../../features/invoices/components/invoice-list";
import { invoiceListOptions } from "../../../features/invoices/queries";
import { serverData } from "../../../features/invoices/server-data";
import { pageHead } from "../../../lib/head";

export const Route = createFileRoute("/_portal/invoices/")({
  head: ({ match }) =>
    pageHead(match.context, {
      title: "Your Invoices",
      description: "Invoices you sent for funding and their status.",
      noindex: true,
    }),
  pendingComponent: () => <ScreenLoading message="Loading your invoices..." />,
  loader: ({ context }) => serverData(context.queryClient.ensureInfiniteQueryData(invoiceListOptions())),
  component: InvoiceList,
});
