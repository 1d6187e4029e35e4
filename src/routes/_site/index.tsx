import { createFileRoute, Link } from "@tanstack/react-router";
import { company } from "../../content/company";
import { pageHead } from "../../lib/head";

export const Route = createFileRoute("/_site/")({
  head: () =>
    pageHead({
      title: `${company.name}: Invoice Factoring and Fuel Cards for Trucking Companies`,
      description:
        "Fast invoice factoring, lines of credit and fuel cards for owner-operators and small fleets. Up to 95% advanced, funding within 24 hours.",
    }),
  component: HomePage,
});

function HomePage() {
  return (
    <section className="container page-section">
      <h1>{company.tagline}</h1>
      <p>
        Invoice factoring, lines of credit, asset-based lending and fuel cards for owner-operators and fleets.
      </p>
      <p>
        <Link to="/get-quote" className="button button--primary">
          Get Free Quote
        </Link>{" "}
        <Link to="/how-factoring-works" className="button button--ghost">
          How It Works
        </Link>
      </p>
    </section>
  );
}
