import { createFileRoute } from "@tanstack/react-router";
import { testimonials } from "../../../content/es/testimonials";
import { whyUs } from "../../../content/es/why-us";
import { pageHead } from "../../../lib/head";
import { WhyUsPageView } from "../-components/why-us-page";

/** Why Us in Spanish, under /es/ (docs/decisions/0170-spanish-edition.md). */
export const Route = createFileRoute("/_site/es/why-us")({
  head: ({ match }) =>
    pageHead(match.context, {
      title: "Por qué los transportistas eligen TPF",
      description:
        "Tarifas desde el 1.5%, fondos en 24 horas y sin contratos a largo plazo. Vea cómo se compara TPF con otras empresas de factoraje.",
      path: "/es/why-us",
      locale: "es",
      alternates: { en: "/why-us", es: "/es/why-us" },
    }),
  component: SpanishWhyUsPage,
});

function SpanishWhyUsPage() {
  return <WhyUsPageView content={whyUs} testimonials={testimonials} />;
}
