import { NeedsConnectionNotice } from "../../components/layout/needs-connection-notice";
import { useLocale } from "../../components/layout/locale-context";
import { pageHead } from "../../lib/head";
import type { Locale } from "../../lib/locale";
import * as m from "../../paraglide/messages";
import type { RouterContext } from "../__root";
import { PublicShell } from "./public-shell";

/** The offline page's head, in its language; never indexed. */
export const needsConnectionHead = (context: RouterContext, locale: Locale) =>
  pageHead(context, {
    title: m.needs_connection_title({}, { locale }),
    description: m.needs_connection_description({}, { locale }),
    noindex: true,
    locale,
    alternates: { en: "/needs-connection", es: "/es/needs-connection" },
  });

/** What a staff or portal screen opened offline shows, in the reader's language (its address says it). */
export function NeedsConnectionPage() {
  return (
    <PublicShell>
      <NeedsConnectionBody />
    </PublicShell>
  );
}

function NeedsConnectionBody() {
  const locale = useLocale();
  return (
    <div>
      <NeedsConnectionNotice title={m.needs_connection_title({}, { locale })}>
        <p>{m.needs_connection_text({}, { locale })}</p>
      </NeedsConnectionNotice>
    </div>
  );
}
