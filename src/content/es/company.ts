/**
 * The company facts of api/contract/company.ts that are words, as Spanish
 * text says them in a sentence. Change both together.
 */
export const companyEs = {
  hours: "de lunes a viernes, de 7\u00a0a.m. a 3\u00a0p.m., hora MST",
  fundingTime: "24 horas",
  responsePromise: "en menos de 1 hora en horario de oficina",
  /** The hours in a short label (the support contacts' "Llame (...)"). */
  hoursShort: "lun. a vie., 7\u00a0a.m. a 3\u00a0p.m. MST",
} as const;
