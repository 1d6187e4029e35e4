import { createFileRoute } from "@tanstack/react-router";
import { securityPageIn } from "../../content/legal/editions";
import { editionHead } from "../../lib/head";
import * as m from "../../paraglide/messages";
import { LegalPageView } from "./-components/legal-page";

// The text comes through the loader, which is code-split with the component:
// the page's words load with the page, not with every other page's entry chunk.
export const Route = createFileRoute("/{-$locale}/security")({
  loader: ({ context }) => securityPageIn(context.locale),
  head: ({ loaderData, match }) =>
    loaderData ? editionHead(match, { title: loaderData.title, description: loaderData.summary }) : {},
  component: function SecurityPage() {
    const { locale } = Route.useRouteContext();
    return <LegalPageView page={Route.useLoaderData()} eyebrow={m.eyebrow_trust({}, { locale })} />;
  },
});
