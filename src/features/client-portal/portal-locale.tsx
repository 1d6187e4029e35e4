import { Languages } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { BASE_LOCALE, LOCALES, type Locale } from "../../../api/contract/words";
import { LocaleContext, useLocale } from "../../components/layout/locale-context";
import { toast } from "../../components/ui/toast";
import { api, failureMessage, networkError, readJson } from "../../lib/api";
import { rememberLocale } from "../../lib/locale-choice";
import * as m from "../../paraglide/messages";

/*
 * The portal speaks the client's language, kept on their account: the same
 * one their e-mails and push messages use (docs/decisions/0170-spanish-edition.md).
 */

/** The client's language for every portal screen, and `<html lang>` to match. */
export function PortalLocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = locale;
    // The reader's language for the pages that do not name one (the home page, offline pages).
    rememberLocale(locale);
  }, [locale]);
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** Saves the client's language on their account (every device, e-mail and push follow it). */
export async function saveClientLocale(locale: Locale): Promise<Locale> {
  const answer = await readJson(await api.api.account.locale.$put({ json: { locale } }));
  return answer.locale;
}

/**
 * "Español" in the English portal, "English" in the Spanish one: a button
 * (it changes the account, not the address), named in the language it
 * switches to. `choose` saves it and brings the portal to it.
 */
export function PortalLanguageSwitch({
  choose,
  className,
  nameClassName,
  codeClassName,
}: {
  choose: (locale: Locale) => Promise<unknown>;
  className?: string | undefined;
  /** Where room is short these show a two-letter code instead of the name, which stays the button's name. */
  nameClassName?: string | undefined;
  codeClassName?: string | undefined;
}) {
  const locale = useLocale();
  const [saving, setSaving] = useState(false);
  // The other language, as the public site's switch offers it.
  const other: Locale = LOCALES.find((each) => each !== locale) ?? BASE_LOCALE;
  const onClick = async () => {
    setSaving(true);
    try {
      await choose(other);
    } catch (error) {
      toast({
        title: m.portal_language_failed({}, { locale }),
        description: failureMessage(error, {}, networkError(locale), locale),
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <button
      type="button"
      className={className}
      lang={other}
      aria-busy={saving || undefined}
      disabled={saving}
      title={m.language_other_hint({}, { locale })}
      onClick={() => void onClick()}
    >
      <Languages aria-hidden="true" />
      <span className={nameClassName}>{m.language_other({}, { locale })}</span>
      {codeClassName ? (
        <span className={codeClassName} aria-hidden="true">
          {m.language_other_code({}, { locale })}
        </span>
      ) : null}
    </button>
  );
}
