import { useMatch, useRouterState } from "@tanstack/react-router";
import { useEffect, useMemo, type ReactNode } from "react";
import { EditionsContext, LocaleContext } from "../../components/layout/locale-context";
import { SiteShell } from "../../components/layout/site-shell";
import InstallAppIsland from "../../islands/install-app";
import OutboxIndicatorIsland from "../../islands/outbox-indicator";
import { editionsOf, localeOfPath } from "../../lib/locale";

/**
 * The public header and footer, with the app's additions in their slots, in
 * the language of the page's address (`/es/...` is Spanish), which the locale
 * segment of the route tree gives every page under it; the language switch
 * links to the page's other editions. The server writes `<html lang>` for the
 * first page; moving between editions in the app keeps it true.
 */
export function PublicShell({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The language the locale segment gives a page of the public site; none on a page outside it.
  const siteLocale = useMatch({
    from: "/{-$locale}",
    shouldThrow: false,
    select: (match) => match.context.locale,
  });
  const locale = siteLocale ?? localeOfPath(pathname);
  // A page of the site has an address in every language, unless this address found no page of it.
  const found = useRouterState({
    select: (state) => state.matches.every((match) => match.status !== "notFound"),
  });
  const inSite = siteLocale !== undefined;
  const editions = useMemo(
    () => (inSite && found ? editionsOf(pathname) : undefined),
    [inSite, found, pathname],
  );
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <LocaleContext.Provider value={locale}>
      <EditionsContext.Provider value={editions}>
        <SiteShell headerStatus={<OutboxIndicatorIsland />} footerAction={<InstallAppIsland />}>
          {children}
        </SiteShell>
      </EditionsContext.Provider>
    </LocaleContext.Provider>
  );
}
