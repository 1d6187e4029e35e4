import { createFileRoute } from "@tanstack/react-router";
import { AdminShell } from "../../../features/admin/components/admin-shell";
import { StaffInvoiceDetail } from "../../../features/admin/invoices/staff-invoice-detail";
import { AdminLogoutButton } from "../../../features/auth/components/logout-buttons";
import { StaffGuard } from "../../../features/auth/components/staff-guard";
import { pageHead } from "../../../lib/head";

export const Route = createFileRoute("/admin/invoices/$reference")({
  head: ({ params }) =>
    pageHead({
      title: `Invoice ${params.reference}`,
      description: "One client invoice for review.",
      noindex: true,
    }),
  component: AdminInvoicePage,
});

function AdminInvoicePage() {
  const { reference } = Route.useParams();
  return (
    <StaffGuard>
      <AdminShell title={`Invoice ${reference}`} actions={<AdminLogoutButton />}>
        <StaffInvoiceDetail reference={reference} />
      </AdminShell>
    </StaffGuard>
  );
}
