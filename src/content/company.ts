/**
 * Company facts live in the API's contract, so the site and the messages the
 * server sends name the same company, phone and addresses (one home).
 */
import { company } from "../../api/contract/company";
import type { Locale } from "../../api/contract/words";

export { company };

/** The company facts that are words, as a sentence says them. */
export interface CompanyWords {
  hours: string;
  /** The hours in a short label (the support contacts' "Call (...)"). */
  hoursShort: string;
  fundingTime: string;
  responsePromise: string;
}

/**
 * The company's words in every language: the English are the contract's own (the server's
 * e-mails say them too); a new language adds its entry here, and the type asks for it.
 */
const companyWordsIn: Record<Locale, CompanyWords> = {
  en: {
    hours: company.hours,
    hoursShort: company.hours,
    fundingTime: company.fundingTime,
    responsePromise: company.responsePromise,
  },
  es: {
    hours: "de lunes a viernes, de 7\u00a0a.m. a 3\u00a0p.m., hora MST",
    hoursShort: "lun. a vie., 7\u00a0a.m. a 3\u00a0p.m. MST",
    fundingTime: `${company.fundingHours} horas`,
    responsePromise: "en menos de 1 hora en horario de oficina",
  },
};

export const companyWords = (locale: Locale): CompanyWords => companyWordsIn[locale];
