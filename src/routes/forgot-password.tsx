import { createFileRoute } from "@tanstack/react-router";
import { company } from "../content/company";
import ForgotPasswordIsland from "../islands/forgot-password";
import { pageHead } from "../lib/head";
import { ForgotPasswordSearch } from "../lib/search-params";
import { PublicShell } from "./-components/public-shell";

export const Route = createFileRoute("/forgot-password")({
  staticData: { routeClass: "sign-in" },
  validateSearch: ForgotPasswordSearch,
  head: ({ match }) =>
    pageHead(match.context, {
      title: "Reset your password",
      description: `Get a link by e-mail to set a new password for the ${company.fullName} client portal.`,
      alternates: { en: "/forgot-password", es: "/es/forgot-password" },
    }),
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  const { sent } = Route.useSearch();
  const answer = Route.useRouteContext().page?.form;
  return (
    <PublicShell>
      <ForgotPasswordIsland
        sent={sent === 1}
        answer={answer?.form === "forgot-password" ? answer : undefined}
      />
    </PublicShell>
  );
}
