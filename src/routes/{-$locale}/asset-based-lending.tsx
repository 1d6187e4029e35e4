import { createFileRoute } from "@tanstack/react-router";
import { ablPage } from "../../content/asset-based-lending";
import { ablPage as ablPageEs } from "../../content/es/asset-based-lending";
import { editionHead } from "../../lib/head";
import type { Locale } from "../../lib/locale";
import { AblView } from "./-components/abl-page";

const ablIn = { en: ablPage, es: ablPageEs } satisfies Record<Locale, typeof ablPage>;

// The words come through the loader, which is code-split with the component.
export const Route = createFileRoute("/{-$locale}/asset-based-lending")({
  loader: ({ context }) => ablIn[context.locale],
  head: ({ loaderData, match }) => (loaderData ? editionHead(match, loaderData.meta) : {}),
  component: function AssetBasedLendingPage() {
    return <AblView copy={Route.useLoaderData()} />;
  },
});
