import { createFileRoute, notFound } from "@tanstack/react-router";
import { notFoundHead, pageHead } from "../../../lib/head";
import { findArticle } from "../../../content/articles";
import { ArticleView } from "./-components/article-view";

export const Route = createFileRoute("/_site/resources/$slug")({
  loader: ({ params }) => {
    const article = findArticle(params.slug);
    if (!article) throw notFound();
    return article;
  },
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(match.context, {
          title: loaderData.title,
          description: loaderData.summary,
          path: `/resources/${loaderData.slug}`,
          type: "article",
          alternates: { en: `/resources/${loaderData.slug}`, es: `/es/resources/${loaderData.slug}` },
        })
      : notFoundHead({ match }),
  component: ArticlePage,
});

function ArticlePage() {
  const article = Route.useLoaderData();
  return <ArticleView article={article} />;
}
