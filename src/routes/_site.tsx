import { createFileRoute, Outlet } from "@tanstack/react-router";
import { PublicShell } from "./-components/public-shell";

export const Route = createFileRoute("/_site")({
  staticData: { routeClass: "public" },
  component: () => (
    <PublicShell>
      <Outlet />
    </PublicShell>
  ),
});
