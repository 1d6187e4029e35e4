import { createFileRoute } from "@tanstack/react-router";
import { RequestSentPage } from "../../features/requests/form/request-sent-page";
import { SentSearch } from "../../lib/search-params";
import { sentHead } from "./-components/request-form-pages";

export const Route = createFileRoute("/{-$locale}/get-quote_/sent")({
  staticData: { routeClass: "answer" },
  validateSearch: SentSearch,
  head: ({ match }) => sentHead(match, "quote"),
  component: function SentRoute() {
    return <RequestSentPage kind="quote" reference={Route.useSearch().reference} />;
  },
});
