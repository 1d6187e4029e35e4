import { createFileRoute, notFound } from "@tanstack/react-router";
import { findSpanishArticle } from "../../../../content/es/articles";
import { notFoundHead, pageHead } from "../../../../lib/head";
import { ArticleView } from "../../resources/-components/article-view";
import { allSpanishArticles } from "../../../../content/es/articles";

/** An article in Spanish: the same address as in English, under /es/ (docs/decisions/0170-spanish-edition.md). */
export const Route = createFileRoute("/_site/es/resources/$slug")({
  loader: ({ params }) => {
    const article = findSpanishArticle(params.slug);
    if (!article) throw notFound();
    return article;
  },
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(match.context, {
          title: loaderData.title,
          description: loaderData.summary,
          path: `/es/resources/${loaderData.slug}`,
          type: "article",
          locale: "es",
          alternates: { en: `/resources/${loaderData.slug}`, es: `/es/resources/${loaderData.slug}` },
        })
      : notFoundHead({ match }),
  component: SpanishArticlePage,
});

function SpanishArticlePage() {
  const article = Route.useLoaderData();
  return <ArticleView article={article} pool={allSpanishArticles} />;
}
