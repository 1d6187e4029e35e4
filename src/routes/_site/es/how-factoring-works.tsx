import { createFileRoute } from "@tanstack/react-router";
import { howItWorksPage } from "../../../content/es/how-it-works";
import { pageHead } from "../../../lib/head";
import { HowItWorksView } from "../-components/how-it-works-page";

/** How It Works in Spanish, under /es/ (docs/decisions/0170-spanish-edition.md). */
export const Route = createFileRoute("/_site/es/how-factoring-works")({
  loader: () => howItWorksPage,
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(match.context, {
          title: loaderData.meta.title,
          description: loaderData.meta.description,
          path: "/es/how-factoring-works",
          locale: "es",
          alternates: { en: "/how-factoring-works", es: "/es/how-factoring-works" },
        })
      : {},
  component: function SpanishHowItWorksPage() {
    return <HowItWorksView copy={Route.useLoaderData()} />;
  },
});
