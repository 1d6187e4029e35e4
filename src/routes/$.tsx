import { createFileRoute } from "@tanstack/react-router";
import { NotFoundPage } from "../components/layout/not-found-page";
import { notFoundHead } from "../lib/head";

/** Any address no other route knows: the 404 page, answered with status 404. */
export const Route = createFileRoute("/$")({
  staticData: { routeClass: "public", notFound: true },
  head: notFoundHead,
  component: NotFoundPage,
});
