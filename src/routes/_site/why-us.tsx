import { createFileRoute } from "@tanstack/react-router";
import { testimonials } from "../../content/testimonials";
import { whyUs } from "../../content/why-us";
import { pageHead } from "../../lib/head";
import { WhyUsPageView } from "./-components/why-us-page";

export const Route = createFileRoute("/_site/why-us")({
  head: ({ match }) =>
    pageHead(match.context, {
      title: "Why Truckers Choose TPF",
      description:
        "Rates from 1.5%, funding in 24 hours and no long-term contracts. See how TPF compares with other factoring companies.",
      path: "/why-us",
      alternates: { en: "/why-us", es: "/es/why-us" },
    }),
  component: WhyUsPage,
});

function WhyUsPage() {
  return <WhyUsPageView content={whyUs} testimonials={testimonials} />;
}
