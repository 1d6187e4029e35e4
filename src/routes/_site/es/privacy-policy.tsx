import { createFileRoute } from "@tanstack/react-router";
import { privacyPolicy } from "../../../content/es/legal/privacy-policy";
import { pageHead } from "../../../lib/head";
import * as m from "../../../paraglide/messages";
import { LegalPageView } from "../-components/legal-page";

/** The page in Spanish, under /es/ (docs/decisions/0170-spanish-edition.md); the English text governs. */
export const Route = createFileRoute("/_site/es/privacy-policy")({
  loader: () => privacyPolicy,
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(match.context, {
          title: loaderData.title,
          description: loaderData.summary,
          path: "/es/privacy-policy",
          locale: "es",
          alternates: { en: "/privacy-policy", es: "/es/privacy-policy" },
        })
      : {},
  component: function SpanishLegalPage() {
    return <LegalPageView page={Route.useLoaderData()} eyebrow={m.eyebrow_legal({}, { locale: "es" })} />;
  },
});
