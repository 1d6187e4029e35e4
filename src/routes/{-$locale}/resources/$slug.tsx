import { createFileRoute, notFound } from "@tanstack/react-router";
import { articleIn, articlesIn } from "../../../content/articles/editions";
import { editionHead, notFoundHead } from "../../../lib/head";
import { ArticleView } from "./-components/article-view";

export const Route = createFileRoute("/{-$locale}/resources/$slug")({
  loader: ({ context, params }) => {
    // Each article is at the same slug in every language.
    const article = articleIn(params.slug, context.locale);
    if (!article) throw notFound();
    return { article, pool: articlesIn(context.locale).all };
  },
  head: ({ loaderData, match }) =>
    loaderData
      ? editionHead(match, {
          title: loaderData.article.title,
          description: loaderData.article.summary,
          type: "article",
        })
      : notFoundHead({ match }),
  component: function ArticlePage() {
    const { article, pool } = Route.useLoaderData();
    return <ArticleView article={article} pool={pool} />;
  },
});
