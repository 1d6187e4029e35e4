import { createContext, useContext, type ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

const InsideSiteShell = createContext(false);

/**
 * Whether this part of the page is already inside the site's shell: what may render either inside
 * a page or on its own (a route's error) adds the shell only when there is none, so a page never
 * has two headers or two `main` landmarks.
 */
export const useInsideSiteShell = () => useContext(InsideSiteShell);

/**
 * Header, main landmark and footer of every public page. The slots take
 * what the app adds to them (the outbox reminder, the install control);
 * the shell itself is plain HTML.
 */
export function SiteShell({
  children,
  headerStatus,
  footerAction,
}: {
  children: ReactNode;
  headerStatus?: ReactNode;
  footerAction?: ReactNode;
}) {
  return (
    <InsideSiteShell.Provider value>
      <div className="site">
        <SiteHeader status={headerStatus} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter action={footerAction} />
      </div>
    </InsideSiteShell.Provider>
  );
}
