import { createFileRoute } from "@tanstack/react-router";
import { ablPage } from "../../content/asset-based-lending";
import { pageHead } from "../../lib/head";
import { AblView } from "./-components/abl-page";

// The words come through the loader, which is code-split with the component.
export const Route = createFileRoute("/_site/asset-based-lending")({
  loader: () => ablPage,
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(match.context, {
          title: loaderData.meta.title,
          description: loaderData.meta.description,
          path: "/asset-based-lending",
          alternates: { en: "/asset-based-lending", es: "/es/asset-based-lending" },
        })
      : {},
  component: function AssetBasedLendingPage() {
    return <AblView copy={Route.useLoaderData()} />;
  },
});
