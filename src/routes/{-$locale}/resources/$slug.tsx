import { createFileRoute, notFound } from "@tanstack/react-router";
import { allArticles, findArticle } from "../../../content/articles";
import { allSpanishArticles, findSpanishArticle } from "../../../content/es/articles";
import type { Article } from "../../../content/types";
import { editionHead, notFoundHead } from "../../../lib/head";
import type { Locale } from "../../../lib/locale";
import { ArticleView } from "./-components/article-view";

/** The articles in each language: each article at the same slug in every one. */
const articlesIn = {
  en: { find: findArticle, pool: allArticles },
  es: { find: findSpanishArticle, pool: allSpanishArticles },
} satisfies Record<Locale, { find: (slug: string) => Article | undefined; pool: readonly Article[] }>;

export const Route = createFileRoute("/{-$locale}/resources/$slug")({
  loader: ({ context, params }) => {
    const { find, pool } = articlesIn[context.locale];
    const article = find(params.slug);
    if (!article) throw notFound();
    return { article, pool };
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
