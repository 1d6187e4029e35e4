import type { Locale } from "../../../api/contract/words";
import * as m from "../../paraglide/messages";
import { listed } from "./invoice-words";
import type { QualityWarning } from "./scan/pixels";

/** What the quality check tells the driver, per finding, in the driver's language. */
export function warningText(warning: QualityWarning, locale: Locale = "en"): string {
  if (warning === "dark") return m.invoices_too_dark({}, { locale });
  return warning === "bright" ? m.invoices_too_bright({}, { locale }) : m.invoices_blurred({}, { locale });
}

/** "too dark", "too dark and blurred"; "muy oscura y borrosa". */
const findings = (warnings: readonly QualityWarning[], locale: Locale = "en"): string =>
  listed(
    warnings.map((warning) => warningText(warning, locale).toLowerCase()),
    locale,
  );

/** One sentence for a page's findings: what is wrong and what to do. */
export const warningSentence = (warnings: readonly QualityWarning[], locale: Locale = "en"): string =>
  m.invoices_warning_sentence({ findings: findings(warnings, locale) }, { locale });

/** What staff read about a page the driver sent despite the phone's findings (the staff area is English). */
export function phoneFoundSentence(warnings: readonly QualityWarning[]): string {
  return `The driver's phone found this page ${findings(warnings)}.`;
}
