import { createFileRoute } from "@tanstack/react-router";
import { NeedsConnectionPage, needsConnectionHead } from "./-components/needs-connection-page";

/**
 * What the service worker shows when a staff or portal screen is opened with
 * no connection: those screens need the server, public pages do not.
 */
export const Route = createFileRoute("/needs-connection")({
  staticData: { routeClass: "public" },
  head: ({ match }) => needsConnectionHead(match.context, "en"),
  component: NeedsConnectionPage,
});
