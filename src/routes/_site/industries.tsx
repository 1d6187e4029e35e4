import { createFileRoute } from "@tanstack/react-router";
import { industriesPage } from "../../content/industries";
import { pageHead } from "../../lib/head";
import { IndustriesView } from "./-components/industries-page";

// The words come through the loader, which is code-split with the component.
export const Route = createFileRoute("/_site/industries")({
  loader: () => industriesPage,
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(match.context, {
          title: loaderData.meta.title,
          description: loaderData.meta.description,
          path: "/industries",
          alternates: { en: "/industries", es: "/es/industries" },
        })
      : {},
  component: function IndustriesPage() {
    return <IndustriesView copy={Route.useLoaderData()} />;
  },
});
