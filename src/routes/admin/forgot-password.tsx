import { createFileRoute } from "@tanstack/react-router";
import AdminForgotPasswordIsland from "../../islands/admin-forgot-password";
import { pageHead } from "../../lib/head";
import { ForgotPasswordSearch } from "../../lib/search-params";

export const Route = createFileRoute("/admin/forgot-password")({
  staticData: { routeClass: "sign-in" },
  validateSearch: ForgotPasswordSearch,
  head: ({ match }) =>
    pageHead(match.context, {
      title: "Reset your password",
      description: "Staff password reset.",
      noindex: true,
    }),
  component: AdminForgotPasswordRoute,
});

function AdminForgotPasswordRoute() {
  const { sent } = Route.useSearch();
  const answer = Route.useRouteContext().page?.form;
  return (
    <AdminForgotPasswordIsland
      sent={sent === 1}
      answer={answer?.form === "admin-forgot-password" ? answer : undefined}
    />
  );
}
