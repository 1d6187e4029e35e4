import { createFileRoute } from "@tanstack/react-router";
import { privacyPolicy as privacyPolicyEs } from "../../content/es/legal/privacy-policy";
import { privacyPolicy } from "../../content/legal/privacy-policy";
import { editionHead } from "../../lib/head";
import type { Locale } from "../../lib/locale";
import * as m from "../../paraglide/messages";
import { LegalPageView } from "./-components/legal-page";

/** The page in each language; every other language's says the English text governs. */
const privacyPolicyIn = { en: privacyPolicy, es: privacyPolicyEs } satisfies Record<
  Locale,
  typeof privacyPolicy
>;

// The text comes through the loader, which is code-split with the component:
// the page's words load with the page, not with every other page's entry chunk.
export const Route = createFileRoute("/{-$locale}/privacy-policy")({
  loader: ({ context }) => privacyPolicyIn[context.locale],
  head: ({ loaderData, match }) =>
    loaderData ? editionHead(match, { title: loaderData.title, description: loaderData.summary }) : {},
  component: function PrivacyPolicyPage() {
    const { locale } = Route.useRouteContext();
    return <LegalPageView page={Route.useLoaderData()} eyebrow={m.eyebrow_legal({}, { locale })} />;
  },
});
