import { createFileRoute } from "@tanstack/react-router";
import { industriesPageIn } from "../../content/industries";
import { editionHead } from "../../lib/head";
import { IndustriesView } from "./-components/industries-page";

// The words come through the loader, which is code-split with the component.
export const Route = createFileRoute("/{-$locale}/industries")({
  loader: ({ context }) => industriesPageIn(context.locale),
  head: ({ loaderData, match }) => (loaderData ? editionHead(match, loaderData.meta) : {}),
  component: function IndustriesPage() {
    return <IndustriesView copy={Route.useLoaderData()} />;
  },
});
