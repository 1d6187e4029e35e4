import { createFileRoute } from "@tanstack/react-router";
import { accessibilityPage as accessibilityPageEs } from "../../content/es/legal/accessibility";
import { accessibilityPage } from "../../content/legal/accessibility";
import { editionHead } from "../../lib/head";
import type { Locale } from "../../lib/locale";
import * as m from "../../paraglide/messages";
import { LegalPageView } from "./-components/legal-page";

/** The page in each language; every other language's says the English text governs. */
const accessibilityPageIn = { en: accessibilityPage, es: accessibilityPageEs } satisfies Record<
  Locale,
  typeof accessibilityPage
>;

// The text comes through the loader, which is code-split with the component:
// the page's words load with the page, not with every other page's entry chunk.
export const Route = createFileRoute("/{-$locale}/accessibility")({
  loader: ({ context }) => accessibilityPageIn[context.locale],
  head: ({ loaderData, match }) =>
    loaderData ? editionHead(match, { title: loaderData.title, description: loaderData.summary }) : {},
  component: function AccessibilityPage() {
    const { locale } = Route.useRouteContext();
    return <LegalPageView page={Route.useLoaderData()} eyebrow={m.link_accessibility({}, { locale })} />;
  },
});
