import { createFileRoute } from "@tanstack/react-router";
import { AdminShell } from "../../../features/admin/components/admin-shell";
import { InvoiceDashboard } from "../../../features/admin/invoices/invoice-dashboard";
import { AdminLogoutButton } from "../../../features/auth/components/logout-buttons";
import { StaffGuard } from "../../../features/auth/components/staff-guard";
import { StaffInvoiceSearch } from "../../../features/invoices/invoice-search";
import { pageHead } from "../../../lib/head";

export const Route = createFileRoute("/admin/invoices/")({
  validateSearch: StaffInvoiceSearch,
  head: () =>
    pageHead({
      title: "Invoices",
      description: "Clients' invoices for funding, newest first.",
      noindex: true,
    }),
  component: AdminInvoicesPage,
});

function AdminInvoicesPage() {
  const filter = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StaffGuard>
      <AdminShell
        title="Invoices"
        subtitle="Loads clients sent for funding, with their documents, newest first."
        actions={<AdminLogoutButton />}
      >
        <InvoiceDashboard
          filter={filter}
          onFilter={(next) => void navigate({ search: next, replace: true })}
        />
      </AdminShell>
    </StaffGuard>
  );
}
