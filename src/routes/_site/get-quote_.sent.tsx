import { createFileRoute } from "@tanstack/react-router";
import { RequestSentPage } from "../../features/requests/form/request-sent-page";
import { pageHead } from "../../lib/head";
import { SentSearch } from "../../lib/search-params";

export const Route = createFileRoute("/_site/get-quote_/sent")({
  staticData: { routeClass: "answer" },
  validateSearch: SentSearch,
  head: ({ match }) =>
    pageHead(match.context, {
      title: "Quote request sent",
      description: "Your request reached us. We'll contact you within 1 hour during business hours.",
      noindex: true,
    }),
  component: function SentRoute() {
    return <RequestSentPage kind="quote" reference={Route.useSearch().reference} />;
  },
});
