import { createFileRoute } from "@tanstack/react-router";
import ResetPasswordIsland from "../../islands/reset-password";
import { pageHead } from "../../lib/head";
import { ResetPasswordSearch } from "../../lib/search-params";
import * as m from "../../paraglide/messages";
import { PublicShell } from "../-components/public-shell";

/** Setting a password from an e-mailed link, in Spanish (docs/decisions/0170-spanish-edition.md). */
export const Route = createFileRoute("/es/reset-password")({
  // As the English page: prerendered without a token; with one, rendered per request and never kept.
  staticData: { routeClass: "sign-in" },
  validateSearch: ResetPasswordSearch,
  head: ({ match }) => {
    const head = pageHead(match.context, {
      title: m.account_reset_title({}, { locale: "es" }),
      description: m.account_reset_description({}, { locale: "es" }),
      noindex: true,
      locale: "es",
      alternates: { en: "/reset-password", es: "/es/reset-password" },
    });
    // The address holds the link's token: whatever this page loads or opens is told only the origin.
    return { ...head, meta: [...head.meta, { name: "referrer", content: "strict-origin" }] };
  },
  component: SpanishResetPasswordRoute,
});

function SpanishResetPasswordRoute() {
  const { token, set } = Route.useSearch();
  const answer = Route.useRouteContext().page?.form;
  return (
    <PublicShell>
      <ResetPasswordIsland
        locale="es"
        token={token}
        set={set}
        answer={answer?.form === "reset-password" ? answer : undefined}
      />
    </PublicShell>
  );
}
