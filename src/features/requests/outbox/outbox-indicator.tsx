import { lazy, Suspense, type ComponentType } from "react";
import type { Locale } from "../../../../api/contract/words";
import { useLocale } from "../../../components/layout/locale-context";
import type { OutboxRecord } from "./outbox";
import type { OtherWaiting } from "./outbox-panel";
import { useOutboxRecords } from "./outbox-store";

const loadPanel = () => import("./outbox-panel");

/** The panel (and the dialog code it needs) loads only once something waits in the outbox. */
const OutboxPanel = lazy<
  ComponentType<{
    records: readonly OutboxRecord[];
    others?: OtherWaiting | undefined;
    locale?: Locale | undefined;
  }>
>(() =>
  loadPanel().then(
    (module) => ({ default: module.OutboxPanel }),
    // Without its code (no signal before the site was stored) the page goes on without the panel.
    () => ({ default: () => null }),
  ),
);

/**
 * Fetches the panel's code ahead: pages with a form call it, so that a
 * request saved with no signal can show its panel even before the service
 * worker holds the site's code.
 */
export function preloadOutboxPanel(): void {
  void loadPanel().catch(() => undefined);
}

/**
 * The header's reminder that requests (and, where the page gives them as
 * `others`, invoices) wait on this device, with a panel to send or discard
 * them, in the screen's language (`locale`, else the screen's LocaleContext).
 * Renders nothing while nothing waits (and so nothing on the server or while
 * the page hydrates).
 */
export function OutboxIndicator({
  others,
  locale,
}: {
  others?: OtherWaiting | undefined;
  locale?: Locale | undefined;
}) {
  const screenLocale = useLocale();
  const records = useOutboxRecords();
  if (records.length === 0 && !others?.count) return null;
  return (
    <Suspense fallback={null}>
      <OutboxPanel records={records} others={others} locale={locale ?? screenLocale} />
    </Suspense>
  );
}
