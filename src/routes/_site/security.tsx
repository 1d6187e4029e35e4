import { createFileRoute } from "@tanstack/react-router";
import { securityPage } from "../../content/legal/security";
import { pageHead } from "../../lib/head";
import { LegalPageView } from "./-components/legal-page";

export const Route = createFileRoute("/_site/security")({
  head: () => pageHead({ title: securityPage.title, description: securityPage.summary, path: "/security" }),
  component: SecurityPage,
});

function SecurityPage() {
  return <LegalPageView page={securityPage} eyebrow="Trust and safety" />;
}
