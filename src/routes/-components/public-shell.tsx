import type { ReactNode } from "react";
import { SiteShell } from "../../components/layout/site-shell";
import InstallAppIsland from "../../islands/install-app";
import OutboxIndicatorIsland from "../../islands/outbox-indicator";

/** The public header and footer, with the app's additions in their slots. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <SiteShell headerStatus={<OutboxIndicatorIsland />} footerAction={<InstallAppIsland />}>
      {children}
    </SiteShell>
  );
}
