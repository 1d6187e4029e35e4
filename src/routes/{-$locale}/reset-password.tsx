import { createFileRoute } from "@tanstack/react-router";
import ResetPasswordIsland from "../../islands/reset-password";
import { editionHead } from "../../lib/head";
import { ResetPasswordSearch } from "../../lib/search-params";
import * as m from "../../paraglide/messages";

export const Route = createFileRoute("/{-$locale}/reset-password")({
  // Prerendered without a token, like the sign-in pages; with one, the server renders it per request
  // (never cached) and the service worker never keeps it.
  staticData: { routeClass: "sign-in" },
  validateSearch: ResetPasswordSearch,
  head: ({ match }) => {
    const { locale } = match.context;
    const head = editionHead(match, {
      title: m.account_reset_title({}, { locale }),
      description: m.account_reset_description({}, { locale }),
      noindex: true,
    });
    // The address holds the link's token: whatever this page loads or opens is told only the origin.
    return { ...head, meta: [...head.meta, { name: "referrer", content: "strict-origin" }] };
  },
  component: function ResetPasswordRoute() {
    const { token, set } = Route.useSearch();
    const { locale, page } = Route.useRouteContext();
    const answer = page?.form;
    return (
      <ResetPasswordIsland
        locale={locale}
        token={token}
        set={set}
        answer={answer?.form === "reset-password" ? answer : undefined}
      />
    );
  },
});
