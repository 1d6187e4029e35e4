import { createFileRoute } from "@tanstack/react-router";
import { ablPage } from "../../../content/es/asset-based-lending";
import { pageHead } from "../../../lib/head";
import { AblView } from "../-components/abl-page";

/** Asset-Based Lending in Spanish, under /es/ (docs/decisions/0170-spanish-edition.md). */
export const Route = createFileRoute("/_site/es/asset-based-lending")({
  loader: () => ablPage,
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(match.context, {
          title: loaderData.meta.title,
          description: loaderData.meta.description,
          path: "/es/asset-based-lending",
          locale: "es",
          alternates: { en: "/asset-based-lending", es: "/es/asset-based-lending" },
        })
      : {},
  component: function SpanishAssetBasedLendingPage() {
    return <AblView copy={Route.useLoaderData()} />;
  },
});
