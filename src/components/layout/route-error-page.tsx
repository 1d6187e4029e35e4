import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import * as m from "../../paraglide/messages";
import { Button } from "../ui/button";
import { useLocale } from "./locale-context";
import { NeedsConnectionNotice } from "./needs-connection-notice";
import { SiteShell, useInsideSiteShell } from "./site-shell";

/** A screen's code failed to load: offline, or a new version replaced the old files. */
const isLoadFailure = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);

/**
 * Shown when a route cannot render. Reached offline, a screen whose code is
 * not on the device (staff area, client portal) says plainly that it needs a
 * connection; anything else offers a retry. Inside a page's shell (the usual
 * case: the public layout rendered, one of its pages failed) it fills that
 * shell's main area; only an error above every shell brings its own.
 */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const router = useRouter();
  const insideShell = useInsideSiteShell();
  const offline = typeof navigator !== "undefined" && !navigator.onLine;
  const needsConnection = offline || isLoadFailure(error);
  const locale = useLocale();
  const notice = (
    <NeedsConnectionNotice
      title={needsConnection ? m.needs_connection_title({}, { locale }) : m.route_error_title({}, { locale })}
      action={
        <Button variant="primary" onClick={() => void router.invalidate()}>
          {m.try_again({}, { locale })}
        </Button>
      }
    >
      <p role="alert">
        {needsConnection ? m.route_error_offline({}, { locale }) : m.route_error_text({}, { locale })}
      </p>
    </NeedsConnectionNotice>
  );
  return insideShell ? notice : <SiteShell>{notice}</SiteShell>;
}
