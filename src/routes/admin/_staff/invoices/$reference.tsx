import { createFileRoute } from "@tanstack/react-router";
import { StaffInvoiceDetail } from "../../../../features/admin/invoices/staff-invoice-detail";
import { pageHead } from "../../../../lib/head";

export const Route = createFileRoute("/admin/_staff/invoices/$reference")({
  staticData: { staffScreen: { title: "Invoice", subtitle: "One client invoice for review." } },
  head: ({ match, params }) =>
    pageHead(match.context, {
      title: `Invoice ${params.reference}`,
      description: "One client invoice for review.",
      noindex: true,
    }),
  component: function AdminInvoicePage() {
    return <StaffInvoiceDetail reference={Route.useParams().reference} />;
  },
});
