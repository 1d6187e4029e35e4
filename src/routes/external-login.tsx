import { createFileRoute } from "@tanstack/react-router";
import { SiteShell } from "../components/layout/site-shell";
import { company } from "../content/company";
import { ExternalLoginPage } from "../features/auth/components/external-login-page";
import { pageHead } from "../lib/head";

export const Route = createFileRoute("/external-login")({
  head: () =>
    pageHead({
      title: "External System Login",
      description: `Sign in to ${company.name} from QuickBooks, Xero, Sage or your trucking software and continue where you work.`,
    }),
  component: () => (
    <SiteShell>
      <ExternalLoginPage />
    </SiteShell>
  ),
});
