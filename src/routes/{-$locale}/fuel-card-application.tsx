import { createFileRoute } from "@tanstack/react-router";
import { FuelCardSearch } from "../../lib/search-params";
import { fuelCardHead, FuelCardView } from "./-components/request-form-pages";

export const Route = createFileRoute("/{-$locale}/fuel-card-application")({
  validateSearch: FuelCardSearch,
  head: ({ match }) => fuelCardHead(match),
  component: function FuelCardRoute() {
    const { locale, page } = Route.useRouteContext();
    return <FuelCardView search={Route.useSearch()} answer={page?.form} locale={locale} />;
  },
});
