import { createFileRoute } from "@tanstack/react-router";
import { testimonialsIn } from "../../content/testimonials";
import { whyUsIn } from "../../content/why-us";
import { editionHead } from "../../lib/head";
import type { Locale } from "../../lib/locale";
import { WhyUsPageView } from "./-components/why-us-page";

/** The Why Us page's words in each language. */
const whyUsPageIn = {
  en: { content: whyUsIn("en"), testimonials: testimonialsIn("en") },
  es: { content: whyUsIn("es"), testimonials: testimonialsIn("es") },
} satisfies Record<Locale, Parameters<typeof WhyUsPageView>[0]>;

export const Route = createFileRoute("/{-$locale}/why-us")({
  loader: ({ context }) => whyUsPageIn[context.locale],
  head: ({ loaderData, match }) => (loaderData ? editionHead(match, loaderData.content.meta) : {}),
  component: function WhyUsPage() {
    return <WhyUsPageView {...Route.useLoaderData()} />;
  },
});
