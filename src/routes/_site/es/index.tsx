import { createFileRoute } from "@tanstack/react-router";
import { company } from "../../../content/company";
import { home } from "../../../content/es/home";
import { factoringSteps } from "../../../content/es/how-it-works";
import { testimonials } from "../../../content/es/testimonials";
import { pageHead } from "../../../lib/head";
import { HomePageView } from "../-components/home-page";

/** The home page in Spanish, under /es/ (docs/decisions/0170-spanish-edition.md). */
export const Route = createFileRoute("/_site/es/")({
  head: ({ match }) =>
    pageHead(match.context, {
      title: `${company.name}: factoraje de facturas y tarjetas de combustible para empresas de transporte`,
      description:
        "Factoraje de facturas, líneas de crédito y tarjetas de combustible para dueños-operadores y flotas pequeñas. Adelantos de hasta el 95% y fondos en 24 horas.",
      path: "/es",
      locale: "es",
      alternates: { en: "/", es: "/es" },
    }),
  component: SpanishHomePage,
});

function SpanishHomePage() {
  return <HomePageView content={home} steps={factoringSteps} testimonials={testimonials} />;
}
