import { createFileRoute } from "@tanstack/react-router";
import { securityPage } from "../../../content/es/legal/security";
import { pageHead } from "../../../lib/head";
import * as m from "../../../paraglide/messages";
import { LegalPageView } from "../-components/legal-page";

/** The page in Spanish, under /es/ (docs/decisions/0170-spanish-edition.md); the English text governs. */
export const Route = createFileRoute("/_site/es/security")({
  loader: () => securityPage,
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(match.context, {
          title: loaderData.title,
          description: loaderData.summary,
          path: "/es/security",
          locale: "es",
          alternates: { en: "/security", es: "/es/security" },
        })
      : {},
  component: function SpanishLegalPage() {
    return <LegalPageView page={Route.useLoaderData()} eyebrow={m.eyebrow_trust({}, { locale: "es" })} />;
  },
});
