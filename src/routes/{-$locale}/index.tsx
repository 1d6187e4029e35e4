import { createFileRoute } from "@tanstack/react-router";
import { home as homeEs } from "../../content/es/home";
import { home } from "../../content/home";
import { factoringStepsIn } from "../../content/how-it-works";
import { testimonialsIn } from "../../content/testimonials";
import { editionHead } from "../../lib/head";
import type { Locale } from "../../lib/locale";
import { HomePageView } from "./-components/home-page";

/** The home page's words in each language. */
const homeIn = {
  en: { content: home, steps: factoringStepsIn("en"), testimonials: testimonialsIn("en") },
  es: { content: homeEs, steps: factoringStepsIn("es"), testimonials: testimonialsIn("es") },
} satisfies Record<Locale, Parameters<typeof HomePageView>[0]>;

export const Route = createFileRoute("/{-$locale}/")({
  loader: ({ context }) => homeIn[context.locale],
  head: ({ loaderData, match }) => (loaderData ? editionHead(match, loaderData.content.meta) : {}),
  component: function HomePage() {
    return <HomePageView {...Route.useLoaderData()} />;
  },
});
