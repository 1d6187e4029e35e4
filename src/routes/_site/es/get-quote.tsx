import { createFileRoute } from "@tanstack/react-router";
import { QuoteSearch } from "../../../lib/search-params";
import { quoteHead, QuoteView } from "../-components/request-form-pages";

/** The page in Spanish, under /es/ (docs/decisions/0170-spanish-edition.md). */
export const Route = createFileRoute("/_site/es/get-quote")({
  validateSearch: QuoteSearch,
  head: ({ match }) => quoteHead(match.context, "es"),
  component: function SpanishGetQuoteRoute() {
    return <QuoteView search={Route.useSearch()} answer={Route.useRouteContext().page?.form} locale="es" />;
  },
});
