import { createFileRoute } from "@tanstack/react-router";
import { industriesPage } from "../../../content/es/industries";
import { pageHead } from "../../../lib/head";
import { IndustriesView } from "../-components/industries-page";

/** Industries in Spanish, under /es/ (docs/decisions/0170-spanish-edition.md). */
export const Route = createFileRoute("/_site/es/industries")({
  loader: () => industriesPage,
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(match.context, {
          title: loaderData.meta.title,
          description: loaderData.meta.description,
          path: "/es/industries",
          locale: "es",
          alternates: { en: "/industries", es: "/es/industries" },
        })
      : {},
  component: function SpanishIndustriesPage() {
    return <IndustriesView copy={Route.useLoaderData()} />;
  },
});
