import { useRouterState } from "@tanstack/react-router";
import { Languages } from "lucide-react";
import { otherEditionPath } from "../../lib/locale";
import * as m from "../../paraglide/messages";
import { useLocale } from "./locale-context";

/**
 * The link to this same page in the other language, named in that language
 * ("Español" on an English page, "English" on a Spanish one). A plain link:
 * it works before and without scripts, and the reader's choice is the page
 * they land on. Shown where the page has another edition.
 */
export function LanguageSwitch({ className }: { className?: string | undefined }) {
  const locale = useLocale();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const other = otherEditionPath(pathname);
  if (!other) return null;
  const otherLocale = locale === "es" ? "en" : "es";
  return (
    <a
      href={other}
      hrefLang={otherLocale}
      lang={otherLocale}
      className={className}
      title={m.language_other_hint({}, { locale })}
    >
      <Languages aria-hidden="true" />
      {m.language_other({}, { locale })}
    </a>
  );
}
