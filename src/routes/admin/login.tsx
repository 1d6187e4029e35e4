import { createFileRoute } from "@tanstack/react-router";
import AdminLoginIsland from "../../islands/admin-login";
import { pageHead } from "../../lib/head";
import { AdminLoginSearch } from "../../lib/search-params";

export const Route = createFileRoute("/admin/login")({
  staticData: { routeClass: "sign-in" },
  validateSearch: AdminLoginSearch,
  head: ({ match }) =>
    pageHead(match.context, { title: "Admin Access", description: "Staff sign-in.", noindex: true }),
  component: AdminLoginRoute,
});

function AdminLoginRoute() {
  const { session } = Route.useSearch();
  const answer = Route.useRouteContext().page?.form;
  return (
    <AdminLoginIsland
      sessionEnded={session === "ended"}
      answer={answer?.form === "admin-login" ? answer : undefined}
    />
  );
}
