import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { company } from "../../../api/contract/company";
import { companyEs } from "./company";

it("the Spanish company facts say what the English ones say, and agree with the page frame's words", () => {
  // A change to the English facts must come with the Spanish ones (this test names them together).
  expect([company.hours, company.fundingTime, company.responsePromise]).toEqual([
    "Monday-Friday 7 AM-3 PM MST",
    "24 hours",
    "within 1 hour during business hours",
  ]);
  expect(companyEs).toEqual({
    hours: "de lunes a viernes, de 7\u00a0a.m. a 3\u00a0p.m., hora MST",
    fundingTime: "24 horas",
    responsePromise: "en menos de 1 hora en horario de oficina",
    hoursShort: "lun. a vie., 7\u00a0a.m. a 3\u00a0p.m. MST",
  });
  const messages = JSON.parse(
    readFileSync(new URL("../../../messages/es.json", import.meta.url), "utf8"),
  ) as {
    hours_in_sentence: string;
  };
  expect(messages.hours_in_sentence).toBe(companyEs.hours);
});
