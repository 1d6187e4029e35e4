import { createFileRoute } from "@tanstack/react-router";
import { company } from "../content/company";
import ClientLoginIsland from "../islands/client-login";
import { pageHead } from "../lib/head";
import * as m from "../paraglide/messages";
import { PublicShell } from "./-components/public-shell";

export const Route = createFileRoute("/client-login")({
  staticData: { routeClass: "sign-in" },
  head: ({ match }) =>
    pageHead(match.context, {
      title: m.account_login_title({}, { locale: "en" }),
      description: m.account_login_description({ company: company.fullName }, { locale: "en" }),
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
