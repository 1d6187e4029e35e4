import { createFileRoute } from "@tanstack/react-router";
import { securityPage } from "../../content/legal/security";
import { pageHead } from "../../lib/head";
import { LegalPageView } from "./-components/legal-page";

// The text comes through the loader, which is code-split with the component:
// the page's words load with the page, not with every other page's entry chunk.
export const Route = createFileRoute("/_site/security")({
  loader: () => securityPage,
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(match.context, {
          title: loaderData.title,
          description: loaderData.summary,
          path: "/security",
          alternates: { en: "/security", es: "/es/security" },
        })
      : {},
  component: SecurityPage,
});

function SecurityPage() {
  return <LegalPageView page={Route.useLoaderData()} eyebrow={"Trust and safety"} />;
}
