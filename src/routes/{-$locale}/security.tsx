import { createFileRoute } from "@tanstack/react-router";
import { securityPage as securityPageEs } from "../../content/es/legal/security";
import { securityPage } from "../../content/legal/security";
import { editionHead } from "../../lib/head";
import type { Locale } from "../../lib/locale";
import * as m from "../../paraglide/messages";
import { LegalPageView } from "./-components/legal-page";

/** The page in each language; every other language's says the English text governs. */
const securityPageIn = { en: securityPage, es: securityPageEs } satisfies Record<Locale, typeof securityPage>;

// The text comes through the loader, which is code-split with the component:
// the page's words load with the page, not with every other page's entry chunk.
export const Route = createFileRoute("/{-$locale}/security")({
  loader: ({ context }) => securityPageIn[context.locale],
  head: ({ loaderData, match }) =>
    loaderData ? editionHead(match, { title: loaderData.title, description: loaderData.summary }) : {},
  component: function SecurityPage() {
    const { locale } = Route.useRouteContext();
    return <LegalPageView page={Route.useLoaderData()} eyebrow={m.eyebrow_trust({}, { locale })} />;
  },
});
