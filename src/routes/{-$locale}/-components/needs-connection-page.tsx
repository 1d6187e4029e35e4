import { NeedsConnectionNotice } from "../../../components/layout/needs-connection-notice";
import { useLocale } from "../../../components/layout/locale-context";
import { editionHead, type EditionMatch } from "../../../lib/head";
import * as m from "../../../paraglide/messages";

/** The offline page's head, in its language; never indexed. */
export const needsConnectionHead = (match: EditionMatch) => {
  const { locale } = match.context;
  return editionHead(match, {
    title: m.needs_connection_title({}, { locale }),
    description: m.needs_connection_description({}, { locale }),
    noindex: true,
  });
};

/** What a staff or portal screen opened offline shows, in the reader's language (its address says it). */
export function NeedsConnectionPage() {
  const locale = useLocale();
  return (
    <div>
      <NeedsConnectionNotice title={m.needs_connection_title({}, { locale })}>
        <p>{m.needs_connection_text({}, { locale })}</p>
      </NeedsConnectionNotice>
    </div>
  );
}
