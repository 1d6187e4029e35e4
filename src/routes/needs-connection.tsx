import { createFileRoute } from "@tanstack/react-router";
import { NeedsConnectionNotice } from "../components/layout/needs-connection-notice";
import { PublicShell } from "./-components/public-shell";
import { pageHead } from "../lib/head";

/**
 * What the service worker shows when a staff or portal screen is opened with
 * no connection: those screens need the server, public pages do not.
 */
export const Route = createFileRoute("/needs-connection")({
  staticData: { routeClass: "public" },
  head: ({ match }) =>
    pageHead(match.context, {
      title: "This page needs a connection",
      description: "The client portal and staff area need an internet connection.",
      noindex: true,
    }),
  component: NeedsConnectionPage,
});

function NeedsConnectionPage() {
  return (
    <PublicShell>
      <div>
        <NeedsConnectionNotice title="This page needs a connection">
          <p>
            You are offline. Signing in, the client portal and the staff area work only with signal. Pages,
            articles and calculators still work here.
          </p>
        </NeedsConnectionNotice>
      </div>
    </PublicShell>
  );
}
