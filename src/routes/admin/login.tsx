import { createFileRoute } from "@tanstack/react-router";
import { AdminLoginSearch } from "../../lib/search-params";
import { AdminLogin } from "../../features/auth/components/admin-login";
import { pageHead } from "../../lib/head";

export const Route = createFileRoute("/admin/login")({
  validateSearch: AdminLoginSearch,
  head: () => pageHead({ title: "Admin Access", description: "Staff sign-in.", noindex: true }),
  component: AdminLoginRoute,
});

function AdminLoginRoute() {
  const { session } = Route.useSearch();
  return <AdminLogin sessionEnded={session === "ended"} />;
}
