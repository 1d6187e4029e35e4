import { createFileRoute } from "@tanstack/react-router";
import { company } from "../../content/company";
import { QuotePage } from "../../features/quote-form/quote-page";
import { QuoteSearch } from "../../lib/search-params";
import { pageHead } from "../../lib/head";

export const Route = createFileRoute("/_site/get-quote")({
  validateSearch: QuoteSearch,
  head: () =>
    pageHead({
      title: "Get a Free Factoring Quote",
      description: `Request a free, no-obligation quote for invoice factoring, lines of credit or fuel cards. We reply ${company.responsePromise}. No credit check, no UCC filing, no ELD access.`,
    }),
  component: GetQuoteRoute,
});

function GetQuoteRoute() {
  return <QuotePage search={Route.useSearch()} />;
}
