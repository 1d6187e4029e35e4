import { createFileRoute } from "@tanstack/react-router";
import { testimonials as testimonialsEs } from "../../content/es/testimonials";
import { whyUs as whyUsEs } from "../../content/es/why-us";
import { testimonials } from "../../content/testimonials";
import { whyUs } from "../../content/why-us";
import { editionHead } from "../../lib/head";
import type { Locale } from "../../lib/locale";
import { WhyUsPageView } from "./-components/why-us-page";

/** The Why Us page's words in each language. */
const whyUsIn = {
  en: { content: whyUs, testimonials },
  es: { content: whyUsEs, testimonials: testimonialsEs },
} satisfies Record<Locale, Parameters<typeof WhyUsPageView>[0]>;

export const Route = createFileRoute("/{-$locale}/why-us")({
  loader: ({ context }) => whyUsIn[context.locale],
  head: ({ loaderData, match }) => (loaderData ? editionHead(match, loaderData.content.meta) : {}),
  component: function WhyUsPage() {
    return <WhyUsPageView {...Route.useLoaderData()} />;
  },
});
