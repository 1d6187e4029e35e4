import { createFileRoute } from "@tanstack/react-router";
import { termsOfUse } from "../../content/legal/terms-of-use";
import { pageHead } from "../../lib/head";
import { LegalPageView } from "./-components/legal-page";

export const Route = createFileRoute("/_site/terms-of-use")({
  head: () => pageHead({ title: termsOfUse.title, description: termsOfUse.summary, path: "/terms-of-use" }),
  component: TermsOfUsePage,
});

function TermsOfUsePage() {
  return <LegalPageView page={termsOfUse} eyebrow="Legal" />;
}
