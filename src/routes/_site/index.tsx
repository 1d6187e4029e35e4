import { createFileRoute } from "@tanstack/react-router";
import { company } from "../../content/company";
import { home } from "../../content/home";
import { factoringSteps } from "../../content/how-it-works";
import { testimonials } from "../../content/testimonials";
import { pageHead } from "../../lib/head";
import { HomePageView } from "./-components/home-page";

export const Route = createFileRoute("/_site/")({
  head: ({ match }) =>
    pageHead(match.context, {
      title: `${company.name}: Invoice Factoring and Fuel Cards for Trucking Companies`,
      description:
        "Fast invoice factoring, lines of credit and fuel cards for owner-operators and small fleets. Up to 95% advanced, funding within 24 hours.",
      path: "/",
      alternates: { en: "/", es: "/es" },
    }),
  component: HomePage,
});

function HomePage() {
  return <HomePageView content={home} steps={factoringSteps} testimonials={testimonials} />;
}
