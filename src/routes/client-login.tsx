import { createFileRoute } from "@tanstack/react-router";
import { company } from "../content/company";
import ClientLoginIsland from "../islands/client-login";
import { pageHead } from "../lib/head";
import { PublicShell } from "./-components/public-shell";

export const Route = createFileRoute("/client-login")({
  staticData: { routeClass: "sign-in" },
  head: ({ match }) =>
    pageHead(match.context, {
      title: "Client Login",
      description: `Sign in to the ${company.fullName} client portal to submit invoices, check your account and manage fuel cards.`,
      alternates: { en: "/client-login", es: "/es/client-login" },
    }),
  component: ClientLoginRoute,
});

function ClientLoginRoute() {
  const answer = Route.useRouteContext().page?.form;
  return (
    <PublicShell>
      <ClientLoginIsland answer={answer?.form === "client-login" ? answer : undefined} />
    </PublicShell>
  );
}
