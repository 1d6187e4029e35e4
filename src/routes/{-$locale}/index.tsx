import { createFileRoute } from "@tanstack/react-router";
import { homeIn } from "../../content/home";
import { factoringStepsIn } from "../../content/how-it-works";
import { testimonialsIn } from "../../content/testimonials";
import { editionHead } from "../../lib/head";
import type { Locale } from "../../lib/locale";
import { HomePageView } from "./-components/home-page";

/** The home page's words in each language. */
const homePageIn = {
  en: { content: homeIn("en"), steps: factoringStepsIn("en"), testimonials: testimonialsIn("en") },
  es: { content: homeIn("es"), steps: factoringStepsIn("es"), testimonials: testimonialsIn("es") },
} satisfies Record<Locale, Parameters<typeof HomePageView>[0]>;

export const Route = createFileRoute("/{-$locale}/")({
  loader: ({ context }) => homePageIn[context.locale],
  head: ({ loaderData, match }) => (loaderData ? editionHead(match, loaderData.content.meta) : {}),
  component: function HomePage() {
    return <HomePageView {...Route.useLoaderData()} />;
  },
});
