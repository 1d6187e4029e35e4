import { createFileRoute } from "@tanstack/react-router";
import { Home, Users } from "lucide-react";
import { ButtonLink } from "../../components/ui/button";
import { AdminShell } from "../../features/admin/components/admin-shell";
import { SubmissionsDashboard } from "../../features/admin/dashboard/submissions-dashboard";
import { AdminLogoutButton } from "../../features/auth/components/logout-buttons";
import { StaffGuard } from "../../features/auth/components/staff-guard";
import { pageHead } from "../../lib/head";

export const Route = createFileRoute("/admin/quotes")({
  head: () =>
    pageHead({
      title: "Submissions",
      description: "Quote requests and fuel card applications.",
      noindex: true,
    }),
  component: AdminQuotesPage,
});

function AdminQuotesPage() {
  return (
    <StaffGuard>
      <AdminShell
        title="Submissions"
        subtitle="Quote requests and fuel card applications, newest first."
        actions={
          <>
            <ButtonLink to="/" variant="ghost" size="sm">
              <Home aria-hidden="true" />
              Home
            </ButtonLink>
            <ButtonLink to="/admin/team" variant="outline" size="sm">
              <Users aria-hidden="true" />
              Team Management
            </ButtonLink>
            <AdminLogoutButton />
          </>
        }
      >
        <SubmissionsDashboard />
      </AdminShell>
    </StaffGuard>
  );
}
