import { createFileRoute } from "@tanstack/react-router";
import ResetPasswordIsland from "../islands/reset-password";
import { pageHead } from "../lib/head";
import { ResetPasswordSearch } from "../lib/search-params";
import { PublicShell } from "./-components/public-shell";

export const Route = createFileRoute("/reset-password")({
  // Prerendered without a token, like the sign-in pages; with one, the server renders it per request
  // (never cached) and the service worker never keeps it.
  staticData: { routeClass: "sign-in" },
  validateSearch: ResetPasswordSearch,
  head: ({ match }) => {
    const head = pageHead(match.context, {
      title: "Set a new password",
      description: "Set the password of your account from the link we e-mailed you.",
      noindex: true,
      alternates: { en: "/reset-password", es: "/es/reset-password" },
    });
    // The address holds the link's token: whatever this page loads or opens is told only the origin.
    return { ...head, meta: [...head.meta, { name: "referrer", content: "strict-origin" }] };
  },
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token, set } = Route.useSearch();
  const answer = Route.useRouteContext().page?.form;
  return (
    <PublicShell>
      <ResetPasswordIsland
        token={token}
        set={set}
        answer={answer?.form === "reset-password" ? answer : undefined}
      />
    </PublicShell>
  );
}
