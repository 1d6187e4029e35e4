import { createFileRoute } from "@tanstack/react-router";
import { ClipboardList, Home } from "lucide-react";
import { ButtonLink } from "../../components/ui/button";
import { AdminShell } from "../../features/admin/components/admin-shell";
import { TeamManager } from "../../features/admin/team/team-manager";
import { AdminLogoutButton } from "../../features/auth/components/logout-buttons";
import { StaffGuard } from "../../features/auth/components/staff-guard";
import { pageHead } from "../../lib/head";

export const Route = createFileRoute("/admin/team")({
  head: () =>
    pageHead({
      title: "Team Management",
      description: "Edit the team shown on the About page.",
      noindex: true,
    }),
  component: AdminTeamPage,
});

function AdminTeamPage() {
  return (
    <StaffGuard>
      <AdminShell
        title="Team Management"
        subtitle="Manage team member profiles and upload their photos."
        actions={
          <>
            <ButtonLink to="/" variant="ghost" size="sm">
              <Home aria-hidden="true" />
              Home
            </ButtonLink>
            <ButtonLink to="/admin/quotes" variant="outline" size="sm">
              <ClipboardList aria-hidden="true" />
              View Quotes
            </ButtonLink>
            <AdminLogoutButton />
          </>
        }
      >
        <TeamManager />
      </AdminShell>
    </StaffGuard>
  );
}
