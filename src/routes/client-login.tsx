import { createFileRoute } from "@tanstack/react-router";
import { SiteShell } from "../components/layout/site-shell";
import { company } from "../content/company";
import { ClientLogin } from "../features/auth/components/client-login";
import { pageHead } from "../lib/head";

export const Route = createFileRoute("/client-login")({
  head: () =>
    pageHead({
      title: "Client Login",
      description: `Sign in to the ${company.fullName} client portal to submit invoices, check your account and manage fuel cards.`,
    }),
  component: () => (
    <SiteShell>
      <ClientLogin />
    </SiteShell>
  ),
});
