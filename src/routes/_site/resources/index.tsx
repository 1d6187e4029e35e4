import { createFileRoute } from "@tanstack/react-router";
import { CtaBand } from "../../../components/sections/cta-band";
import { PageHeader } from "../../../components/ui/page-header";
import { Section } from "../../../components/ui/section";
import { pageHead } from "../../../lib/head";
import { ArticleLibrary } from "./-components/article-library";
import { NewsCards } from "./-components/news-cards";
import { ResourceTools, type ResourceTool } from "./-components/resource-tools";

const tools: readonly ResourceTool[] = ["calculator", "rate-quote"];

export const Route = createFileRoute("/_site/resources/")({
  validateSearch: (search: Record<string, unknown>): { tool?: ResourceTool } =>
    tools.includes(search.tool as ResourceTool) ? { tool: search.tool as ResourceTool } : {},
  head: () =>
    pageHead({
      title: "Trucking Resources: Calculators, Guides and News",
      description:
        "Free factoring calculator and rate quote tool, a printable application, and practical guides on fuel, compliance, cash flow and financing.",
      path: "/resources",
    }),
  component: ResourcesPage,
});

function ResourcesPage() {
  const { tool } = Route.useSearch();
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
        <ResourceTools initialTool={tool} />
      </Section>
      <Section
        tone="muted"
        eyebrow="Articles"
        title="Guides for owner-operators and fleets"
        lead="Straight answers on fuel, compliance, cash flow and financing."
      >
        <ArticleLibrary />
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
