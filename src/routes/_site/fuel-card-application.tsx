import { createFileRoute } from "@tanstack/react-router";
import { FuelCardSearch } from "../../lib/search-params";
import { fuelCardHead, FuelCardView } from "./-components/request-form-pages";

export const Route = createFileRoute("/_site/fuel-card-application")({
  validateSearch: FuelCardSearch,
  head: ({ match }) => fuelCardHead(match.context, "en"),
  component: function FuelCardRoute() {
    return (
      <FuelCardView search={Route.useSearch()} answer={Route.useRouteContext().page?.form} locale="en" />
    );
  },
});
