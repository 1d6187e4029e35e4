import { createFileRoute, Outlet } from "@tanstack/react-router";
import { PublicShell } from "./-components/public-shell";

export const Route = createFileRoute("/_site")({
  component: () => (
    <PublicShell>
      <Outlet />
    </PublicShell>
  ),
});
