import { createFileRoute } from "@tanstack/react-router";
import { accessibilityPage } from "../../content/legal/accessibility";
import { pageHead } from "../../lib/head";
import { LegalPageView } from "./-components/legal-page";

export const Route = createFileRoute("/_site/accessibility")({
  head: () =>
    pageHead({
      title: accessibilityPage.title,
      description: accessibilityPage.summary,
      path: "/accessibility",
    }),
  component: AccessibilityPage,
});

function AccessibilityPage() {
  return <LegalPageView page={accessibilityPage} eyebrow="Accessibility" />;
}
