import { createFileRoute } from "@tanstack/react-router";
import { RequestSavedPage } from "../../../features/requests/form/request-sent-page";
import { savedHead } from "../-components/request-form-pages";

/** The page in Spanish, under /es/ (docs/decisions/0170-spanish-edition.md). */
export const Route = createFileRoute("/_site/es/get-quote_/saved")({
  head: ({ match }) => savedHead(match.context, "es", "quote"),
  component: () => <RequestSavedPage kind="quote" />,
});
