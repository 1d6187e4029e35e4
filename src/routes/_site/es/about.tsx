import { createFileRoute } from "@tanstack/react-router";
import { company } from "../../../content/company";
import { about } from "../../../content/es/about";
import { moreThan } from "../../../content/es/figures";
import { teamMembersQueryOptions } from "../../../features/team/queries";
import { pageHead } from "../../../lib/head";
import { AboutPageView } from "../-components/about-page";

/** About in Spanish, under /es/ (docs/decisions/0170-spanish-edition.md); the team's own words are the data's. */
export const Route = createFileRoute("/_site/es/about")({
  // As in English: a team that cannot be read is the team section's error (null), never the page's.
  loader: ({ context }) => context.queryClient.ensureQueryData(teamMembersQueryOptions()).catch(() => null),
  head: ({ match }) =>
    pageHead(match.context, {
      title: "Acerca de TPF",
      description: `${company.fullName}: ${moreThan(company.yearsInBusiness)} años financiando a empresas de transporte desde ${company.address.city}, ${company.clients} clientes y ${company.satisfaction} de satisfacción.`,
      path: "/es/about",
      locale: "es",
      alternates: { en: "/about", es: "/es/about" },
    }),
  component: SpanishAboutPage,
});

function SpanishAboutPage() {
  return <AboutPageView content={about} teamMembers={Route.useLoaderData()} />;
}
