import { createFileRoute } from "@tanstack/react-router";
import { InvoiceDashboard } from "../../../../features/admin/invoices/invoice-dashboard";
import { StaffInvoiceSearch } from "../../../../features/invoices/invoice-search";
import { pageHead } from "../../../../lib/head";

export const Route = createFileRoute("/admin/_staff/invoices/")({
  staticData: {
    staffScreen: {
      title: "Invoices",
      subtitle: "Loads clients sent for funding, with their documents, newest first.",
    },
  },
  validateSearch: StaffInvoiceSearch,
  head: ({ match }) =>
    pageHead(match.context, {
      title: "Invoices",
      description: "Clients' invoices for funding, newest first.",
      noindex: true,
    }),
  component: function AdminInvoicesPage() {
    const filter = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <InvoiceDashboard filter={filter} onFilter={(next) => void navigate({ search: next, replace: true })} />
    );
  },
});
