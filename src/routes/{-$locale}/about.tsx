import { createFileRoute } from "@tanstack/react-router";
import { aboutIn } from "../../content/about";
import { teamMembersQueryOptions } from "../../features/team/queries";
import { editionHead } from "../../lib/head";
import { AboutPageView } from "./-components/about-page";

export const Route = createFileRoute("/{-$locale}/about")({
  // The server fills the team in (the current one); the app in the browser fetches it. A team that
  // cannot be read is the team section's error (null), never the whole page's.
  loader: async ({ context }) => ({
    // The page's words; the team's own words are the data's.
    content: aboutIn(context.locale),
    teamMembers: await context.queryClient.ensureQueryData(teamMembersQueryOptions()).catch(() => null),
  }),
  head: ({ loaderData, match }) => (loaderData ? editionHead(match, loaderData.content.meta) : {}),
  component: function AboutPage() {
    const { content, teamMembers } = Route.useLoaderData();
    return <AboutPageView content={content} teamMembers={teamMembers} />;
  },
});
