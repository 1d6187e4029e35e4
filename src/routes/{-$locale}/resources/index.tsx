import { createFileRoute } from "@tanstack/react-router";
import { libraryArticles } from "../../../content/articles";
import { spanishLibraryArticles } from "../../../content/es/articles";
import { resourcesCopyIn } from "../../../content/resources";
import { editionHead } from "../../../lib/head";
import type { Locale } from "../../../lib/locale";
import { ResourcesSearch } from "../../../lib/search-params";
import { ResourcesPage } from "./-components/resources-page";

/** The page's words and its library of articles, in each language. */
const resourcesIn = {
  en: { copy: resourcesCopyIn("en"), articles: libraryArticles },
  es: { copy: resourcesCopyIn("es"), articles: spanishLibraryArticles },
} satisfies Record<Locale, Omit<Parameters<typeof ResourcesPage>[0], "search">>;

export const Route = createFileRoute("/{-$locale}/resources/")({
  validateSearch: ResourcesSearch,
  loader: ({ context }) => resourcesIn[context.locale],
  head: ({ loaderData, match }) => (loaderData ? editionHead(match, loaderData.copy.head) : {}),
  component: function ResourcesRoute() {
    return <ResourcesPage {...Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
