import { createFileRoute } from "@tanstack/react-router";
import { howItWorksPage as howItWorksPageEs } from "../../content/es/how-it-works";
import { howItWorksPage } from "../../content/how-it-works";
import { editionHead } from "../../lib/head";
import type { Locale } from "../../lib/locale";
import { HowItWorksView } from "./-components/how-it-works-page";

const howItWorksIn = { en: howItWorksPage, es: howItWorksPageEs } satisfies Record<
  Locale,
  typeof howItWorksPage
>;

// The words come through the loader, which is code-split with the component.
export const Route = createFileRoute("/{-$locale}/how-factoring-works")({
  loader: ({ context }) => howItWorksIn[context.locale],
  head: ({ loaderData, match }) => (loaderData ? editionHead(match, loaderData.meta) : {}),
  component: function HowItWorksPage() {
    return <HowItWorksView copy={Route.useLoaderData()} />;
  },
});
