import { createFileRoute } from "@tanstack/react-router";
import { articlesIn } from "../../../content/articles/editions";
import { resourcesCopyIn } from "../../../content/resources";
import { editionHead } from "../../../lib/head";
import { ResourcesSearch } from "../../../lib/search-params";
import { ResourcesPage } from "./-components/resources-page";

export const Route = createFileRoute("/{-$locale}/resources/")({
  validateSearch: ResourcesSearch,
  // The page's words and its library of articles, in the page's language.
  loader: ({ context }): Omit<Parameters<typeof ResourcesPage>[0], "search"> => ({
    copy: resourcesCopyIn(context.locale),
    articles: articlesIn(context.locale).library,
  }),
  head: ({ loaderData, match }) => (loaderData ? editionHead(match, loaderData.copy.head) : {}),
  component: function ResourcesRoute() {
    return <ResourcesPage {...Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
