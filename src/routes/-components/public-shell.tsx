import { useRouterState } from "@tanstack/react-router";
import { useEffect, type ReactNode } from "react";
import { LocaleContext } from "../../components/layout/locale-context";
import { SiteShell } from "../../components/layout/site-shell";
import InstallAppIsland from "../../islands/install-app";
import OutboxIndicatorIsland from "../../islands/outbox-indicator";
import { localeOfPath } from "../../lib/locale";

/**
 * The public header and footer, with the app's additions in their slots, in
 * the language of the page's address (`/es/...` is Spanish). The server
 * writes `<html lang>` for the first page; moving between editions in the
 * app keeps it true.
 */
export function PublicShell({ children }: { children: ReactNode }) {
  const locale = useRouterState({ select: (state) => localeOfPath(state.location.pathname) });
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <LocaleContext.Provider value={locale}>
      <SiteShell headerStatus={<OutboxIndicatorIsland />} footerAction={<InstallAppIsland />}>
        {children}
      </SiteShell>
    </LocaleContext.Provider>
  );
}
