import { createFileRoute } from "@tanstack/react-router";
import { accessibilityPage } from "../../../content/es/legal/accessibility";
import { pageHead } from "../../../lib/head";
import * as m from "../../../paraglide/messages";
import { LegalPageView } from "../-components/legal-page";

/** The page in Spanish, under /es/ (docs/decisions/0170-spanish-edition.md); the English text governs. */
export const Route = createFileRoute("/_site/es/accessibility")({
  loader: () => accessibilityPage,
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(match.context, {
          title: loaderData.title,
          description: loaderData.summary,
          path: "/es/accessibility",
          locale: "es",
          alternates: { en: "/accessibility", es: "/es/accessibility" },
        })
      : {},
  component: function SpanishLegalPage() {
    return (
      <LegalPageView page={Route.useLoaderData()} eyebrow={m.link_accessibility({}, { locale: "es" })} />
    );
  },
});
