import { createFileRoute } from "@tanstack/react-router";
import { company } from "../../content/company";
import ForgotPasswordIsland from "../../islands/forgot-password";
import { pageHead } from "../../lib/head";
import { ForgotPasswordSearch } from "../../lib/search-params";
import * as m from "../../paraglide/messages";
import { PublicShell } from "../-components/public-shell";

/** "Forgot password?" of the client portal in Spanish (docs/decisions/0170-spanish-edition.md). */
export const Route = createFileRoute("/es/forgot-password")({
  staticData: { routeClass: "sign-in" },
  validateSearch: ForgotPasswordSearch,
  head: ({ match }) =>
    pageHead(match.context, {
      title: m.account_forgot_title({}, { locale: "es" }),
      description: m.account_forgot_description({ company: company.fullName }, { locale: "es" }),
      path: "/es/forgot-password",
      locale: "es",
      alternates: { en: "/forgot-password", es: "/es/forgot-password" },
    }),
  component: SpanishForgotPasswordRoute,
});

function SpanishForgotPasswordRoute() {
  const { sent } = Route.useSearch();
  const answer = Route.useRouteContext().page?.form;
  return (
    <PublicShell>
      <ForgotPasswordIsland
        locale="es"
        sent={sent === 1}
        answer={answer?.form === "forgot-password" ? answer : undefined}
      />
    </PublicShell>
  );
}
