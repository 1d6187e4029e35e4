import { createFileRoute } from "@tanstack/react-router";
import { termsOfUse } from "../../content/legal/terms-of-use";
import { pageHead } from "../../lib/head";
import { LegalPageView } from "./-components/legal-page";

// The text comes through the loader, which is code-split with the component:
// the page's words load with the page, not with every other page's entry chunk.
export const Route = createFileRoute("/_site/terms-of-use")({
  loader: () => termsOfUse,
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(match.context, {
          title: loaderData.title,
          description: loaderData.summary,
          path: "/terms-of-use",
          alternates: { en: "/terms-of-use", es: "/es/terms-of-use" },
        })
      : {},
  component: TermsOfUsePage,
});

function TermsOfUsePage() {
  return <LegalPageView page={Route.useLoaderData()} eyebrow={"Legal"} />;
}
