import { createFileRoute } from "@tanstack/react-router";
import { company } from "../content/company";
import { ExternalLoginPage } from "../features/auth/components/external-login-page";
import ExternalLoginFormIsland from "../islands/external-login-form";
import ShareLoginLinkIsland from "../islands/share-login-link";
import { pageHead } from "../lib/head";
import { PublicShell } from "./-components/public-shell";

export const Route = createFileRoute("/external-login")({
  staticData: { routeClass: "sign-in" },
  head: ({ match }) =>
    pageHead(match.context, {
      title: "External System Login",
      description: `Sign in to ${company.name} from QuickBooks, Xero, Sage or your trucking software and continue where you work.`,
    }),
  component: ExternalLoginRoute,
});

function ExternalLoginRoute() {
  const { page, siteUrl } = Route.useRouteContext();
  const answer = page?.form;
  return (
    <PublicShell>
      <ExternalLoginPage
        form={<ExternalLoginFormIsland answer={answer?.form === "external-login" ? answer : undefined} />}
        shareLink={<ShareLoginLinkIsland />}
        origin={siteUrl}
      />
    </PublicShell>
  );
}
