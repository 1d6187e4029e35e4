import { createFileRoute } from "@tanstack/react-router";
import { NeedsConnectionPage, needsConnectionHead } from "./-components/needs-connection-page";

/**
 * What the service worker shows when a staff or portal screen is opened with no connection
 * (those screens need the server, public pages do not), in the reader's language.
 */
export const Route = createFileRoute("/{-$locale}/needs-connection")({
  head: ({ match }) => needsConnectionHead(match),
  component: NeedsConnectionPage,
});
