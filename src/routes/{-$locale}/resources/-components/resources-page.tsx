import { CtaBand } from "../../../../components/sections/cta-band";
import { PageHeader } from "../../../../components/ui/page-header";
import { Section } from "../../../../components/ui/section";
import { useLocale } from "../../../../components/layout/locale-context";
import { featuredArticleSlugs, libraryCategories } from "../../../../content/articles";
import type { ResourcesCopy } from "../../../../content/resources";
import type { Article } from "../../../../content/types";
import ArticleLibraryIsland from "../../../../islands/article-library";
import { localizedPath } from "../../../../lib/locale";
import type { ResourcesSearch } from "../../../../lib/search-params";
import { NewsCards } from "./news-cards";
import { ResourceTools } from "./resource-tools";

/**
 * Resources, in either edition: the page's copy and its edition's articles
 * come from the route (/resources or /es/resources); the address's `tool`
 * opens a calculator and `category` filters the articles.
 */
export function ResourcesPage({
  copy,
  articles,
  search: { tool, category },
}: {
  copy: ResourcesCopy;
  articles: readonly Article[];
  search: ResourcesSearch;
}) {
  const locale = useLocale();
  return (
    <>
      <PageHeader eyebrow={copy.header.eyebrow} title={copy.header.title} lead={copy.header.lead} />
      <Section
        eyebrow={copy.toolsSection.eyebrow}
        title={copy.toolsSection.title}
        lead={copy.toolsSection.lead}
      >
        <ResourceTools tools={copy.tools} openTool={tool} />
      </Section>
      <Section
        id="articles"
        tone="muted"
        eyebrow={copy.articlesSection.eyebrow}
        title={copy.articlesSection.title}
        lead={copy.articlesSection.lead}
      >
        <ArticleLibraryIsland
          articles={articles.map(({ slug, title, category: kind, summary, author, readingMinutes }) => ({
            slug,
            title,
            category: kind,
            summary,
            author,
            readingMinutes,
            href: localizedPath(`/resources/${slug}`, locale),
          }))}
          categories={[...libraryCategories]}
          featured={[...featuredArticleSlugs]}
          category={category}
          pagePath={localizedPath("/resources", locale)}
          locale={locale}
        />
      </Section>
      <Section
        tone="dark"
        eyebrow={copy.newsSection.eyebrow}
        title={copy.newsSection.title}
        lead={copy.newsSection.lead}
      >
        <NewsCards items={copy.news} />
      </Section>
      <CtaBand />
    </>
  );
}
