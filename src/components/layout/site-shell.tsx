import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

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
    <div className="site">
      <SiteHeader status={headerStatus} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter action={footerAction} />
    </div>
  );
}
