import { createFileRoute } from "@tanstack/react-router";
import { privacyPolicy } from "../../content/legal/privacy-policy";
import { pageHead } from "../../lib/head";
import { LegalPageView } from "./-components/legal-page";

export const Route = createFileRoute("/_site/privacy-policy")({
  head: () =>
    pageHead({ title: privacyPolicy.title, description: privacyPolicy.summary, path: "/privacy-policy" }),
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <LegalPageView page={privacyPolicy} eyebrow="Legal" />;
}
