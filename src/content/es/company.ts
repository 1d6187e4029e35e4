/**
 * The company facts of api/contract/company.ts that are words, as Spanish
 * text says them in a sentence. Change both together.
 */
export const companyEs = {
  hours: "de lunes a viernes, de 7 a. m. a 3 p. m., hora MST",
  fundingTime: "24 horas",
} as const;
