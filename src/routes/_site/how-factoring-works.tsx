import { createFileRoute } from "@tanstack/react-router";
import { howItWorksPage } from "../../content/how-it-works";
import { pageHead } from "../../lib/head";
import { HowItWorksView } from "./-components/how-it-works-page";

// The words come through the loader, which is code-split with the component.
export const Route = createFileRoute("/_site/how-factoring-works")({
  loader: () => howItWorksPage,
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(match.context, {
          title: loaderData.meta.title,
          description: loaderData.meta.description,
          path: "/how-factoring-works",
          alternates: { en: "/how-factoring-works", es: "/es/how-factoring-works" },
        })
      : {},
  component: function HowItWorksPage() {
    return <HowItWorksView copy={Route.useLoaderData()} />;
  },
});
