import { createFileRoute } from "@tanstack/react-router";
import { company } from "../../content/company";
import { FuelCardPage } from "../../features/fuel-card-form/fuel-card-page";
import { FuelCardSearch } from "../../lib/search-params";
import { pageHead } from "../../lib/head";

export const Route = createFileRoute("/_site/fuel-card-application")({
  validateSearch: FuelCardSearch,
  head: () =>
    pageHead({
      title: "Fuel Card Application",
      description: `Apply for the ${company.name} fuel card: save 2 to 6 cents per gallon at 4,000 to 12,000+ locations, in three tiers. We reply ${company.responsePromise}.`,
    }),
  component: FuelCardRoute,
});

function FuelCardRoute() {
  return <FuelCardPage search={Route.useSearch()} />;
}
