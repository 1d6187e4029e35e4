import { createFileRoute } from "@tanstack/react-router";
import { termsOfUse } from "../../../content/es/legal/terms-of-use";
import { pageHead } from "../../../lib/head";
import * as m from "../../../paraglide/messages";
import { LegalPageView } from "../-components/legal-page";

/** The page in Spanish, under /es/ (docs/decisions/0170-spanish-edition.md); the English text governs. */
export const Route = createFileRoute("/_site/es/terms-of-use")({
  loader: () => termsOfUse,
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(match.context, {
          title: loaderData.title,
          description: loaderData.summary,
          path: "/es/terms-of-use",
          locale: "es",
          alternates: { en: "/terms-of-use", es: "/es/terms-of-use" },
        })
      : {},
  component: function SpanishLegalPage() {
    return <LegalPageView page={Route.useLoaderData()} eyebrow={m.eyebrow_legal({}, { locale: "es" })} />;
  },
});
