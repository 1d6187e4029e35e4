import { createFileRoute } from "@tanstack/react-router";
import { CtaBand } from "../../../components/sections/cta-band";
import { PageHeader } from "../../../components/ui/page-header";
import { Section } from "../../../components/ui/section";
import { featuredArticleSlugs, libraryArticles, libraryCategories } from "../../../content/articles";
import ArticleLibraryIsland from "../../../islands/article-library";
import { pageHead } from "../../../lib/head";
import { ResourcesSearch } from "../../../lib/search-params";
import { NewsCards } from "./-components/news-cards";
import { ResourceTools } from "./-components/resource-tools";

export const Route = createFileRoute("/_site/resources/")({
  validateSearch: ResourcesSearch,
  head: ({ match }) =>
    pageHead(match.context, {
      title: "Trucking Resources: Calculators, Guides and News",
      description:
        "Free factoring calculator and rate quote tool, a printable application, and practical guides on fuel, compliance, cash flow and financing.",
      path: "/resources",
    }),
  component: ResourcesPage,
});

function ResourcesPage() {
  const { tool, category } = Route.useSearch();
  return (
    <>
      <PageHeader
        eyebrow="Resources"
        title="Tools and guides for running a profitable trucking business"
        lead="Run the numbers on an invoice, estimate your factoring rate, print an application and read practical guides written for owner-operators and fleets."
      />
      <Section
        eyebrow="Tools"
        title="Calculators and forms"
        lead="Everything here works on your phone, even with no signal once you've opened it."
      >
        <ResourceTools openTool={tool} />
      </Section>
      <Section
        id="articles"
        tone="muted"
        eyebrow="Articles"
        title="Guides for owner-operators and fleets"
        lead="Straight answers on fuel, compliance, cash flow and financing."
      >
        <ArticleLibraryIsland
          articles={libraryArticles.map(
            ({ slug, title, category: kind, summary, author, readingMinutes }) => ({
              slug,
              title,
              category: kind,
              summary,
              author,
              readingMinutes,
            }),
          )}
          categories={[...libraryCategories]}
          featured={[...featuredArticleSlugs]}
          category={category}
        />
      </Section>
      <Section
        tone="dark"
        eyebrow="Industry news"
        title="Stay ahead of the market"
        lead="Regulations, diesel prices and our own outlook for the freight market."
      >
        <NewsCards />
      </Section>
      <CtaBand />
    </>
  );
}
