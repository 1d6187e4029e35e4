import { createFileRoute } from "@tanstack/react-router";
import { resourcesCopyEs, spanishLibraryArticles } from "../../../../content/es/resources";
import { pageHead } from "../../../../lib/head";
import { ResourcesSearch } from "../../../../lib/search-params";
import { ResourcesPage } from "../../resources/-components/resources-page";

/** Resources in Spanish, under /es/ (docs/decisions/0170-spanish-edition.md): its tools, articles and news. */
export const Route = createFileRoute("/_site/es/resources/")({
  validateSearch: ResourcesSearch,
  head: ({ match }) =>
    pageHead(match.context, {
      ...resourcesCopyEs.head,
      path: "/es/resources",
      locale: "es",
      alternates: { en: "/resources", es: "/es/resources" },
    }),
  component: function SpanishResourcesPage() {
    return (
      <ResourcesPage copy={resourcesCopyEs} articles={spanishLibraryArticles} search={Route.useSearch()} />
    );
  },
});
