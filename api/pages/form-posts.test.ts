import { beforeAll, describe, expect, test } from "vitest";
import type { PageRequest } from "../contract/built-pages";
import { createTestApp, type TestApp } from "../../tests/support/api/harness";
import { mountFormPosts } from "./form-posts";
import type { PageRenderer } from "./page-renderer";

/*
 * The request forms sent without JavaScript from their Spanish pages
 * (docs/decisions/0170-spanish-edition.md): the page's edition is the
 * language of the answer, whatever the browser prefers.
 */

/** Renders every page as a short text naming what it was asked for, so tests can see the request. */
const rendered: PageRequest[] = [];
const renderer: PageRenderer = {
  async render(request) {
    rendered.push(request);
    return { status: request.form?.status ?? 200, html: `<p>rendered ${request.url}</p>` };
  },
  isClientRendered: () => false,
};

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  mountFormPosts(t.app, renderer);
});

const form = (fields: Record<string, string>, language = "es-MX,es;q=0.9") => ({
  method: "POST",
  headers: {
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: "http://localhost",
    "Sec-Fetch-Site": "same-origin",
    "Accept-Language": language,
  },
  body: new URLSearchParams(fields).toString(),
});

const quote = {
  companyName: "Transportes Sin Señal",
  contactName: "Ana Ruiz",
  email: "sin-senal@example.com",
  phone: "(801) 555-0142",
  agreeToTerms: "on",
};

describe("a Spanish form sent without JavaScript", () => {
  test("a quote is stored and answered with the Spanish page naming its reference", async () => {
    const answer = await t.request("http://localhost/es/get-quote", form(quote, "en-US"));
    expect(answer.status).toBe(303);
    const location = answer.headers.get("location") ?? "";
    expect(location).toMatch(
      /^\/es\/get-quote\/sent\?reference=Q-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
    );
  });

  test("a refused quote comes back on the Spanish page, its messages in Spanish", async () => {
    rendered.length = 0;
    const answer = await t.request(
      "http://localhost/es/get-quote",
      form({ ...quote, phone: "555-01", email: "ana@", agreeToTerms: "" }, "en-US"),
    );
    expect(answer.status).toBe(422);
    expect(rendered.at(-1)).toEqual({
      url: "/es/get-quote",
      form: {
        form: "quote",
        status: 422,
        values: { ...quote, phone: "555-01", email: "ana@", agreeToTerms: false },
        issues: {
          email: "Escriba un correo electrónico válido, como nombre@empresa.com",
          phone: "Escriba un teléfono de al menos 10 dígitos",
          agreeToTerms: "Debe aceptar los términos para continuar",
        },
        error: "Corrija los campos marcados.",
      },
    });
  });

  test("a fuel card application names every missing field in Spanish", async () => {
    rendered.length = 0;
    const answer = await t.request("http://localhost/es/fuel-card-application", form({ agreeToTerms: "on" }));
    expect(answer.status).toBe(422);
    const sent = rendered.at(-1);
    expect(sent?.url).toBe("/es/fuel-card-application");
    expect(sent?.form?.issues).toMatchObject({
      companyName: "Indique el nombre de la empresa",
      fuelCardTier: "Indique el nivel de la tarjeta",
      numberOfTrucks: "Indique el número de camiones",
      primaryRoutes: "Indique las rutas principales",
    });
  });

  test("the English page answers in English, even to a Spanish browser", async () => {
    rendered.length = 0;
    const answer = await t.request("http://localhost/get-quote", form({ ...quote, phone: "555-01" }));
    expect(answer.status).toBe(422);
    expect(rendered.at(-1)).toMatchObject({
      url: "/get-quote",
      form: {
        issues: { phone: "Enter a phone number with at least 10 digits" },
        error: "Enter a phone number with at least 10 digits",
      },
    });
    const stored = await t.request(
      "http://localhost/get-quote",
      form({ ...quote, email: "english@example.com" }),
    );
    expect(stored.headers.get("location")).toMatch(/^\/get-quote\/sent\?reference=Q-/);
  });

  test("a page with no Spanish edition takes no Spanish post", async () => {
    const answer = await t.request("http://localhost/es/admin/login", form({ username: "x", password: "y" }));
    expect(answer.status).toBe(404);
  });
});
