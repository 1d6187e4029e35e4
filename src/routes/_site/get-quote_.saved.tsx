import { createFileRoute } from "@tanstack/react-router";
import { RequestSavedPage } from "../../features/requests/form/request-sent-page";
import { pageHead } from "../../lib/head";

export const Route = createFileRoute("/_site/get-quote_/saved")({
  head: ({ match }) =>
    pageHead(match.context, {
      title: "Saved on this device",
      description: "No signal right now: your request is saved on this phone and will be sent by itself.",
      noindex: true,
    }),
  component: () => <RequestSavedPage kind="quote" />,
});
