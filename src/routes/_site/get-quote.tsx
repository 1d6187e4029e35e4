import { createFileRoute } from "@tanstack/react-router";
import { QuoteSearch } from "../../lib/search-params";
import { quoteHead, QuoteView } from "./-components/request-form-pages";

export const Route = createFileRoute("/_site/get-quote")({
  validateSearch: QuoteSearch,
  head: ({ match }) => quoteHead(match.context, "en"),
  component: function GetQuoteRoute() {
    return <QuoteView search={Route.useSearch()} answer={Route.useRouteContext().page?.form} locale="en" />;
  },
});
