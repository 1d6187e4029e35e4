import { createFileRoute } from "@tanstack/react-router";
import { company } from "../../content/company";
import { FuelCardPage } from "../../features/requests/fuel-card/fuel-card-page";
import { fuelCardPrefill } from "../../features/requests/fuel-card/fuel-card-search";
import FuelCardFormIsland from "../../islands/fuel-card-form";
import { pageHead } from "../../lib/head";
import { FuelCardSearch } from "../../lib/search-params";

export const Route = createFileRoute("/_site/fuel-card-application")({
  validateSearch: FuelCardSearch,
  head: ({ match }) =>
    pageHead(match.context, {
      title: "Fuel Card Application",
      description: `Apply for the ${company.name} fuel card: save 2 to 6 cents per gallon at 4,000 to 12,000+ locations, in three tiers. We reply ${company.responsePromise}.`,
    }),
  component: FuelCardRoute,
});

function FuelCardRoute() {
  const search = Route.useSearch();
  const answer = Route.useRouteContext().page?.form;
  return (
    <FuelCardPage>
      <FuelCardFormIsland
        prefill={fuelCardPrefill(search)}
        answer={answer?.form === "fuel-card-application" ? answer : undefined}
        draftId={search.draft}
      />
    </FuelCardPage>
  );
}
