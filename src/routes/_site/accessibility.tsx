import { createFileRoute } from "@tanstack/react-router";
import { accessibilityPage } from "../../content/legal/accessibility";
import { pageHead } from "../../lib/head";
import { LegalPageView } from "./-components/legal-page";

// The text comes through the loader, which is code-split with the component:
// the page's words load with the page, not with every other page's entry chunk.
export const Route = createFileRoute("/_site/accessibility")({
  loader: () => accessibilityPage,
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(match.context, {
          title: loaderData.title,
          description: loaderData.summary,
          path: "/accessibility",
          alternates: { en: "/accessibility", es: "/es/accessibility" },
        })
      : {},
  component: AccessibilityPage,
});

function AccessibilityPage() {
  return <LegalPageView page={Route.useLoaderData()} eyebrow={"Accessibility"} />;
}
