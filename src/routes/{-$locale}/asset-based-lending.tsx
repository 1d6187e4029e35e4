import { createFileRoute } from "@tanstack/react-router";
import { ablPageIn } from "../../content/asset-based-lending";
import { editionHead } from "../../lib/head";
import { AblView } from "./-components/abl-page";

// The words come through the loader, which is code-split with the component.
export const Route = createFileRoute("/{-$locale}/asset-based-lending")({
  loader: ({ context }) => ablPageIn(context.locale),
  head: ({ loaderData, match }) => (loaderData ? editionHead(match, loaderData.meta) : {}),
  component: function AssetBasedLendingPage() {
    return <AblView copy={Route.useLoaderData()} />;
  },
});
