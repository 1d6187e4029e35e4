import { createFileRoute } from "@tanstack/react-router";
import { company } from "../../content/company";
import { QuotePage } from "../../features/requests/quote/quote-page";
import { quotePrefill } from "../../features/requests/quote/quote-search";
import QuoteFormIsland from "../../islands/quote-form";
import { pageHead } from "../../lib/head";
import { QuoteSearch } from "../../lib/search-params";

export const Route = createFileRoute("/_site/get-quote")({
  validateSearch: QuoteSearch,
  head: ({ match }) =>
    pageHead(match.context, {
      title: "Get a Free Factoring Quote",
      description: `Request a free, no-obligation quote for invoice factoring, lines of credit or fuel cards. We reply ${company.responsePromise}. No credit check, no UCC filing, no ELD access.`,
    }),
  component: GetQuoteRoute,
});

function GetQuoteRoute() {
  const search = Route.useSearch();
  const answer = Route.useRouteContext().page?.form;
  return (
    <QuotePage>
      <QuoteFormIsland
        prefill={quotePrefill(search)}
        answer={answer?.form === "quote" ? answer : undefined}
        draftId={search.draft}
      />
    </QuotePage>
  );
}
