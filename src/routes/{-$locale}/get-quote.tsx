import { createFileRoute } from "@tanstack/react-router";
import { QuoteSearch } from "../../lib/search-params";
import { quoteHead, QuoteView } from "./-components/request-form-pages";

export const Route = createFileRoute("/{-$locale}/get-quote")({
  validateSearch: QuoteSearch,
  head: ({ match }) => quoteHead(match),
  component: function GetQuoteRoute() {
    const { locale, page } = Route.useRouteContext();
    return <QuoteView search={Route.useSearch()} answer={page?.form} locale={locale} />;
  },
});
