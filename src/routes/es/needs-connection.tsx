import { createFileRoute } from "@tanstack/react-router";
import { NeedsConnectionPage, needsConnectionHead } from "../-components/needs-connection-page";

/** The offline page in Spanish: the service worker shows it to a reader whose language is Spanish. */
export const Route = createFileRoute("/es/needs-connection")({
  staticData: { routeClass: "public" },
  head: ({ match }) => needsConnectionHead(match.context, "es"),
  component: NeedsConnectionPage,
});
