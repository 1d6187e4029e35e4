import { createFileRoute } from "@tanstack/react-router";
import { RequestSavedPage } from "../../features/requests/form/request-sent-page";
import { savedHead } from "./-components/request-form-pages";

export const Route = createFileRoute("/{-$locale}/fuel-card-application_/saved")({
  head: ({ match }) => savedHead(match),
  component: () => <RequestSavedPage kind="fuel-card-application" />,
});
