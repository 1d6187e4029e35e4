import { createFileRoute } from "@tanstack/react-router";
import { testimonialsIn } from "../../content/testimonials";
import { whyUsIn } from "../../content/why-us";
import { editionHead } from "../../lib/head";
import { WhyUsPageView } from "./-components/why-us-page";

export const Route = createFileRoute("/{-$locale}/why-us")({
  // The page's words and the customer stories, in the page's language.
  loader: ({ context }): Parameters<typeof WhyUsPageView>[0] => ({
    content: whyUsIn(context.locale),
    testimonials: testimonialsIn(context.locale),
  }),
  head: ({ loaderData, match }) => (loaderData ? editionHead(match, loaderData.content.meta) : {}),
  component: function WhyUsPage() {
    return <WhyUsPageView {...Route.useLoaderData()} />;
  },
});
