import { createFileRoute } from "@tanstack/react-router";
import { libraryArticles } from "../../../content/articles";
import { resourcesCopy } from "../../../content/resources";
import { pageHead } from "../../../lib/head";
import { ResourcesSearch } from "../../../lib/search-params";
import { ResourcesPage } from "./-components/resources-page";

export const Route = createFileRoute("/_site/resources/")({
  validateSearch: ResourcesSearch,
  head: ({ match }) =>
    pageHead(match.context, {
      ...resourcesCopy.head,
      path: "/resources",
      alternates: { en: "/resources", es: "/es/resources" },
    }),
  component: function EnglishResourcesPage() {
    return <ResourcesPage copy={resourcesCopy} articles={libraryArticles} search={Route.useSearch()} />;
  },
});
