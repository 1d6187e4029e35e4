import { createFileRoute } from "@tanstack/react-router";
import { privacyPolicy } from "../../content/legal/privacy-policy";
import { pageHead } from "../../lib/head";
import { LegalPageView } from "./-components/legal-page";

// The text comes through the loader, which is code-split with the component:
// the page's words load with the page, not with every other page's entry chunk.
export const Route = createFileRoute("/_site/privacy-policy")({
  loader: () => privacyPolicy,
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(match.context, {
          title: loaderData.title,
          description: loaderData.summary,
          path: "/privacy-policy",
          alternates: { en: "/privacy-policy", es: "/es/privacy-policy" },
        })
      : {},
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <LegalPageView page={Route.useLoaderData()} eyebrow={"Legal"} />;
}
