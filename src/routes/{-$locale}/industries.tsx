import { createFileRoute } from "@tanstack/react-router";
import { industriesPage as industriesPageEs } from "../../content/es/industries";
import { industriesPage } from "../../content/industries";
import { editionHead } from "../../lib/head";
import type { Locale } from "../../lib/locale";
import { IndustriesView } from "./-components/industries-page";

const industriesIn = { en: industriesPage, es: industriesPageEs } satisfies Record<
  Locale,
  typeof industriesPage
>;

// The words come through the loader, which is code-split with the component.
export const Route = createFileRoute("/{-$locale}/industries")({
  loader: ({ context }) => industriesIn[context.locale],
  head: ({ loaderData, match }) => (loaderData ? editionHead(match, loaderData.meta) : {}),
  component: function IndustriesPage() {
    return <IndustriesView copy={Route.useLoaderData()} />;
  },
});
