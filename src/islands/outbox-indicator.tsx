import type { Locale } from "../../api/contract/words";
import { OutboxIndicator } from "../features/requests/outbox/outbox-indicator";
import { pageLocale } from "../lib/locale";
import { defineIsland } from "../lib/islands";

/**
 * The header's reminder of requests waiting on this device (nothing until
 * one waits), in the page's language: the `locale` the page gives, else its
 * `<html lang>` (an island has no LocaleContext; it draws nothing on the
 * server, so reading the document is safe).
 */
function PublicOutboxIndicator({ locale }: { locale?: Locale | undefined }) {
  return <OutboxIndicator locale={locale ?? pageLocale()} />;
}

export default defineIsland("outbox-indicator", PublicOutboxIndicator, "idle");
