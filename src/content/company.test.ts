import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { LOCALES } from "../../api/contract/words";
import { company, companyWords } from "./company";

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), "utf8")) as {
    hours_in_sentence: string;
  };

it("the company's words: the English are the contract's, and every language's hours agree with the page frame's", () => {
  expect(companyWords("en")).toEqual({
    hours: company.hours,
    hoursShort: company.hours,
    fundingTime: company.fundingTime,
    responsePromise: company.responsePromise,
  });
  expect(companyWords("es")).toEqual({
    hours: "de lunes a viernes, de 7\u00a0a.m. a 3\u00a0p.m., hora MST",
    hoursShort: "lun. a vie., 7\u00a0a.m. a 3\u00a0p.m. MST",
    fundingTime: "24 horas",
    responsePromise: "en menos de 1 hora en horario de oficina",
  });
  for (const locale of LOCALES) expect(catalogue(locale).hours_in_sentence).toBe(companyWords(locale).hours);
});
