import { createFileRoute } from "@tanstack/react-router";
import { RequestSentPage } from "../../../features/requests/form/request-sent-page";
import { SentSearch } from "../../../lib/search-params";
import { sentHead } from "../-components/request-form-pages";

/** The page in Spanish, under /es/ (docs/decisions/0170-spanish-edition.md). */
export const Route = createFileRoute("/_site/es/get-quote_/sent")({
  staticData: { routeClass: "answer" },
  validateSearch: SentSearch,
  head: ({ match }) => sentHead(match.context, "es", "quote"),
  component: function SpanishSentRoute() {
    return <RequestSentPage kind="quote" reference={Route.useSearch().reference} />;
  },
});
