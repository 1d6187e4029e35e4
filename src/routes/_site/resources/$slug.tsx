import { createFileRoute, Link, notFound } from "@tanstack/react-router";
import { RichText } from "../../../components/content/rich-text";
import { findArticle } from "../../../content/articles";
import { pageHead } from "../../../lib/head";

export const Route = createFileRoute("/_site/resources/$slug")({
  loader: ({ params }) => {
    const article = findArticle(params.slug);
    if (!article) throw notFound();
    return article;
  },
  head: ({ loaderData }) =>
    loaderData ? pageHead({ title: loaderData.title, description: loaderData.summary }) : {},
  component: ArticlePage,
});

function ArticlePage() {
  const article = Route.useLoaderData();
  return (
    <article className="container page-section article">
      <p>
        <Link to="/resources">← Back to Resources</Link>
      </p>
      <p className="tag">{article.category}</p>
      <h1>{article.title}</h1>
      <p className="article__meta">
        {article.author} · {article.readingMinutes} min read
      </p>
      <RichText blocks={article.body} />
      <section className="article__cta" aria-labelledby="article-cta">
        <h2 id="article-cta">{article.cta.heading}</h2>
        <p>{article.cta.text}</p>
        <Link to="/get-quote" className="button button--primary">
          Get Free Quote
        </Link>{" "}
        <Link to={article.cta.secondary.to} className="button button--ghost">
          {article.cta.secondary.label}
        </Link>
      </section>
    </article>
  );
}
