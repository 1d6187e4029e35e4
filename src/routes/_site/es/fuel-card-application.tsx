import { createFileRoute } from "@tanstack/react-router";
import { FuelCardSearch } from "../../../lib/search-params";
import { fuelCardHead, FuelCardView } from "../-components/request-form-pages";

/** The page in Spanish, under /es/ (docs/decisions/0170-spanish-edition.md). */
export const Route = createFileRoute("/_site/es/fuel-card-application")({
  validateSearch: FuelCardSearch,
  head: ({ match }) => fuelCardHead(match.context, "es"),
  component: function SpanishFuelCardRoute() {
    return (
      <FuelCardView search={Route.useSearch()} answer={Route.useRouteContext().page?.form} locale="es" />
    );
  },
});
