import { createFileRoute } from "@tanstack/react-router";
import { company } from "../../content/company";
import ClientLoginIsland from "../../islands/client-login";
import { pageHead } from "../../lib/head";
import * as m from "../../paraglide/messages";
import { PublicShell } from "../-components/public-shell";

/** Client sign-in in Spanish (docs/decisions/0170-spanish-edition.md); the portal then opens in the account's language. */
export const Route = createFileRoute("/es/client-login")({
  staticData: { routeClass: "sign-in" },
  head: ({ match }) =>
    pageHead(match.context, {
      title: m.account_login_title({}, { locale: "es" }),
      description: m.account_login_description({ company: company.fullName }, { locale: "es" }),
      path: "/es/client-login",
      locale: "es",
      alternates: { en: "/client-login", es: "/es/client-login" },
    }),
  component: SpanishClientLoginRoute,
});

function SpanishClientLoginRoute() {
  const answer = Route.useRouteContext().page?.form;
  return (
    <PublicShell>
      <ClientLoginIsland locale="es" answer={answer?.form === "client-login" ? answer : undefined} />
    </PublicShell>
  );
}
