import { createFileRoute, Link } from "@tanstack/react-router";
import { SiteShell } from "../components/layout/site-shell";
import { company } from "../content/company";
import { pageHead } from "../lib/head";

/**
 * What the service worker shows when a staff or portal screen is opened with
 * no connection: those screens need the server, public pages do not.
 */
export const Route = createFileRoute("/needs-connection")({
  head: () =>
    pageHead({
      title: "This page needs a connection",
      description: "The client portal and staff area need an internet connection.",
      noindex: true,
    }),
  component: NeedsConnectionPage,
});

function NeedsConnectionPage() {
  return (
    <SiteShell>
      <section className="container page-section needs-connection">
        <h1>This page needs a connection</h1>
        <p>
          You are offline. Signing in, the client portal and the staff area work only with signal. Try again
          when you are back online.
        </p>
        <p>
          Everything else still works here: the pages, the articles and the calculators. A quote or fuel card
          request you send now is kept on this phone and goes out by itself when the signal returns.
        </p>
        <p>
          Need us now? Call <a href={company.phone.href}>{company.phone.display}</a> or text{" "}
          <a href={company.text.href}>{company.text.display}</a>.
        </p>
        <p>
          <Link to="/">Go to the home page</Link> · <Link to="/get-quote">Request a quote</Link>
        </p>
      </section>
    </SiteShell>
  );
}
