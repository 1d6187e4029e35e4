import { Languages } from "lucide-react";
import { LOCALES } from "../../lib/locale";
import { rememberLocale } from "../../lib/locale-choice";
import * as m from "../../paraglide/messages";
import { useEditions, useLocale } from "./locale-context";

/**
 * The link to this same page in the other language, named in that language
 * ("Español" on an English page, "English" on a Spanish one). A plain link:
 * it works before and without scripts. Following it remembers the choice for
 * the home page (docs/decisions/0170-spanish-edition.md): with scripts here,
 * and without them the English home's link names English itself (`/?lang=en`).
 * `codeClassName` shows a two-letter code instead of the name where room is
 * short; the name is still the link's accessible name.
 */
export function LanguageSwitch({
  className,
  nameClassName,
  codeClassName,
}: {
  className?: string | undefined;
  nameClassName?: string | undefined;
  codeClassName?: string | undefined;
}) {
  const locale = useLocale();
  const editions = useEditions();
  const otherLocale = LOCALES.find((each) => each !== locale);
  if (!editions || !otherLocale) return null;
  const other = editions[otherLocale];
  return (
    <a
      href={other === "/" ? "/?lang=en" : other}
      hrefLang={otherLocale}
      lang={otherLocale}
      className={className}
      title={m.language_other_hint({}, { locale })}
      onClick={() => rememberLocale(otherLocale)}
    >
      <Languages aria-hidden="true" />
      <span className={nameClassName}>{m.language_other({}, { locale })}</span>
      {codeClassName ? (
        <span className={codeClassName} aria-hidden="true">
          {m.language_other_code({}, { locale })}
        </span>
      ) : null}
    </a>
  );
}
