import { createFileRoute, redirect } from "@tanstack/react-router";

/** `/admin` is the dashboard's short address. */
export const Route = createFileRoute("/admin/_staff/")({
  beforeLoad: () => {
    throw redirect({ to: "/admin/dashboard", replace: true });
  },
});
