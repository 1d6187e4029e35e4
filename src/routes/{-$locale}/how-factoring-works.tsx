import { createFileRoute } from "@tanstack/react-router";
import { howItWorksIn } from "../../content/how-it-works";
import { editionHead } from "../../lib/head";
import { HowItWorksView } from "./-components/how-it-works-page";

// The words come through the loader, which is code-split with the component.
export const Route = createFileRoute("/{-$locale}/how-factoring-works")({
  loader: ({ context }) => howItWorksIn(context.locale),
  head: ({ loaderData, match }) => (loaderData ? editionHead(match, loaderData.meta) : {}),
  component: function HowItWorksPage() {
    return <HowItWorksView copy={Route.useLoaderData()} />;
  },
});
