import { createFileRoute } from "@tanstack/react-router";
import { about } from "../../content/about";
import { company } from "../../content/company";
import { teamMembersQueryOptions } from "../../features/team/queries";
import { pageHead } from "../../lib/head";
import { AboutPageView } from "./-components/about-page";

export const Route = createFileRoute("/_site/about")({
  // The server fills this in (the current team); the app in the browser fetches it. A team that
  // cannot be read is the team section's error (null), never the whole page's.
  loader: ({ context }) => context.queryClient.ensureQueryData(teamMembersQueryOptions()).catch(() => null),
  head: ({ match }) =>
    pageHead(match.context, {
      title: "About TPF",
      description: `${company.fullName}: ${company.yearsInBusiness} years funding trucking businesses from ${company.address.city}, ${company.clients} clients served, ${company.satisfaction} client satisfaction.`,
      path: "/about",
      alternates: { en: "/about", es: "/es/about" },
    }),
  component: AboutPage,
});

function AboutPage() {
  return <AboutPageView content={about} teamMembers={Route.useLoaderData()} />;
}
