import { createFileRoute } from "@tanstack/react-router";
import { homeIn } from "../../content/home";
import { factoringStepsIn } from "../../content/how-it-works";
import { testimonialsIn } from "../../content/testimonials";
import { editionHead } from "../../lib/head";
import { HomePageView } from "./-components/home-page";

export const Route = createFileRoute("/{-$locale}/")({
  // The page's words, its three steps and the customer stories, in the page's language.
  loader: ({ context }): Parameters<typeof HomePageView>[0] => ({
    content: homeIn(context.locale),
    steps: factoringStepsIn(context.locale),
    testimonials: testimonialsIn(context.locale),
  }),
  head: ({ loaderData, match }) => (loaderData ? editionHead(match, loaderData.content.meta) : {}),
  component: function HomePage() {
    return <HomePageView {...Route.useLoaderData()} />;
  },
});
