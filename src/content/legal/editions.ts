import type { Locale } from "../../../api/contract/words";
import { accessibilityPage as accessibilityEs } from "../es/legal/accessibility";
import { privacyPolicy as privacyPolicyEs } from "../es/legal/privacy-policy";
import { securityPage as securityEs } from "../es/legal/security";
import { termsOfUse as termsOfUseEs } from "../es/legal/terms-of-use";
import type { LegalPage } from "../types";
import { accessibilityPage } from "./accessibility";
import { privacyPolicy } from "./privacy-policy";
import { securityPage } from "./security";
import { termsOfUse } from "./terms-of-use";

/*
 * The legal pages in every language: long prose, one module per language, the English governing
 * (every other language's page says so). A route reads its page through its function, so its chunk
 * holds only its own page's texts; a new language is asked for its page by the type checker.
 */

const privacyPolicies: Record<Locale, LegalPage> = { en: privacyPolicy, es: privacyPolicyEs };
const termsOfUses: Record<Locale, LegalPage> = { en: termsOfUse, es: termsOfUseEs };
const securityPages: Record<Locale, LegalPage> = { en: securityPage, es: securityEs };
const accessibilityPages: Record<Locale, LegalPage> = { en: accessibilityPage, es: accessibilityEs };

export const privacyPolicyIn = (locale: Locale): LegalPage => privacyPolicies[locale];
export const termsOfUseIn = (locale: Locale): LegalPage => termsOfUses[locale];
export const securityPageIn = (locale: Locale): LegalPage => securityPages[locale];
export const accessibilityPageIn = (locale: Locale): LegalPage => accessibilityPages[locale];
