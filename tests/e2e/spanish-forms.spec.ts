import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openForm, stored, toast, uniqueEmail, waitForApp } from "./forms-helpers";

// This file needs the service worker (offline copies, sending kept work, push): the suite blocks it elsewhere.
test.use({ serviceWorkers: "allow" });

/*
 * The quote form on its Spanish page (docs/decisions/0170-spanish-edition.md):
 * checked in Spanish in the browser and by the server, sent without
 * JavaScript to Spanish answers, and kept offline to go out by itself later,
 * once, still in Spanish.
 */

const REFERENCE = /N\.º de referencia: (Q-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4})/;
const SENT_TITLE = "¡Solicitud de cotización enviada!";

const submit = (page: Page) =>
  page.getByRole("button", {
    name: /Pedir cotización gratis|Enviando|Cotización enviada|Solicitud guardada/,
  });
const agreement = (page: Page) => page.getByRole("checkbox", { name: /Acepto recibir/ });
const waitingButton = (page: Page) => page.getByRole("button", { name: /en espera en este dispositivo/ });

async function fillSpanishQuote(page: Page, email: string, company: string) {
  await page.getByLabel("Nombre de la empresa").fill(company);
  await page.getByLabel("Nombre de contacto").fill("Ana Ruiz");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Teléfono").fill("(801) 555-0142");
  await page.getByLabel("Número MC").fill("MC-884213");
  await page.getByLabel("Tipo de negocio").selectOption({ label: "Propietario-operador" });
  await page.getByLabel("Número de camiones").fill("1");
  await page.getByLabel("Servicios que le interesan").selectOption({ label: "Factoraje de facturas" });
  await agreement(page).check();
}

/** The language of every POST /api/quotes the context makes. */
function watchQuoteLanguages(context: BrowserContext) {
  const languages: string[] = [];
  context.on("requestfinished", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/quotes")
      languages.push(request.headers()["accept-language"] ?? "");
  });
  return languages;
}

test.describe("the Spanish quote form", () => {
  test("an invalid entry is told in Spanish as it is typed and on sending; a valid one is sent in Spanish", async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail("es-form");
    const languages = watchQuoteLanguages(context);
    await openForm(page, "/es/get-quote");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pida su cotización gratis");

    await page.getByLabel("Correo electrónico").fill("ana@");
    await page.getByLabel("Correo electrónico").blur();
    await expect(page.getByLabel("Correo electrónico")).toHaveAccessibleDescription(
      "Escriba un correo electrónico válido, como nombre@empresa.com",
    );
    await page.getByLabel("Número de camiones").fill("dos");
    await page.getByLabel("Número de camiones").blur();
    await expect(page.getByLabel("Número de camiones")).toHaveAccessibleDescription(
      "El número de camiones debe ser un número entero",
    );
    await agreement(page).check();
    await submit(page).click();
    await expect(page.getByLabel("Nombre de la empresa")).toBeFocused();
    await expect(page.getByLabel("Nombre de la empresa")).toHaveAccessibleDescription(
      "Indique el nombre de la empresa",
    );
    await expect(page.getByLabel("Teléfono")).toHaveAccessibleDescription("Indique el teléfono");
    expect(languages).toEqual([]);

    await fillSpanishQuote(page, email, "Transportes del Valle");
    await submit(page).click();
    await expect(submit(page)).toHaveText("¡Cotización enviada!");
    await expect(toast(page)).toContainText(SENT_TITLE);
    await expect(toast(page)).toContainText(REFERENCE);
    const reference = REFERENCE.exec((await toast(page).textContent()) ?? "")?.[1] ?? "";
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    expect(languages).toEqual(["es"]);

    const records = await stored(request, "quotes", email);
    expect(records.map((record) => record.reference)).toEqual([reference]);
    expect(records[0]?.businessType).toBe("owner-operator");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server's answer is the Spanish page, with the entries and a Spanish message; then the Spanish sent page", async ({
      page,
      request,
    }) => {
      const email = uniqueEmail("es-no-js");
      await page.goto("/es/get-quote");
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await fillSpanishQuote(page, email, "Carga Sin Script");
      // A number the browser lets through (no pattern on a phone field) and the contract refuses.
      await page.getByLabel("Teléfono").fill("555-01");
      await submit(page).click();

      await expect(page).toHaveURL(/\/es\/get-quote$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      const summary = page.getByRole("alert");
      await expect(summary.getByRole("heading")).toHaveText("Hay un campo por corregir");
      await expect(summary.getByRole("link")).toHaveText("Escriba un teléfono de al menos 10 dígitos");
      await expect(page.getByLabel("Teléfono")).toHaveAccessibleDescription(
        "Escriba un teléfono de al menos 10 dígitos",
      );
      await expect(page.getByText("Revise los campos marcados. Sus datos siguen aquí.")).toBeVisible();
      await expect(page.getByLabel("Nombre de la empresa")).toHaveValue("Carga Sin Script");
      await expect(page.getByLabel("Teléfono")).toHaveValue("555-01");
      await expect(agreement(page)).toBeChecked();
      expect(await stored(request, "quotes", email)).toHaveLength(0);

      await page.getByLabel("Teléfono").fill("(801) 555-0142");
      await submit(page).click();
      await expect(page).toHaveURL(/\/es\/get-quote\/sent\?reference=Q-/);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(SENT_TITLE);
      await expect(page.getByText(REFERENCE)).toBeVisible();
      await expect(page.getByRole("link", { name: "Nueva solicitud" })).toHaveAttribute(
        "href",
        "/es/get-quote",
      );
      const reference = new URL(page.url()).searchParams.get("reference");
      expect((await stored(request, "quotes", email)).map((record) => record.reference)).toEqual([reference]);
    });
  });

  test("filled with no signal: kept on the phone in Spanish, sent by itself once when the signal returns, in Spanish", async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail("es-offline");
    const languages = watchQuoteLanguages(context);
    await openForm(page, "/es/get-quote");
    await context.setOffline(true);
    await fillSpanishQuote(page, email, "Sierra Sin Señal");
    await submit(page).click();

    await expect(submit(page)).toHaveText("Solicitud guardada");
    await expect(toast(page)).toContainText(
      "Sin conexión por ahora. Su solicitud de cotización quedó guardada en este dispositivo y se enviará sola cuando vuelva la señal.",
    );
    await expect(page.getByText("Guardada en este dispositivo.", { exact: true })).toBeVisible();
    await expect(waitingButton(page)).toHaveAccessibleName("1 solicitud en espera en este dispositivo");
    await waitingButton(page).click();
    const panel = page.getByRole("dialog", { name: "En espera de envío" });
    await expect(panel).toContainText("Sierra Sin Señal");
    await expect(panel).toContainText("Solicitud de cotización · Guardada el");
    await expect(panel).toContainText("Esperando señal. Se enviará sola.");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByLabel("Nombre de la empresa")).toHaveValue("", { timeout: 5000 });

    await context.setOffline(false);
    await expect(toast(page)).toContainText(SENT_TITLE);
    await expect(toast(page)).toContainText(REFERENCE);
    await expect(waitingButton(page)).toHaveCount(0);
    expect(await stored(request, "quotes", email)).toHaveLength(1);
    expect(languages).toEqual(["es"]);
  });

  test("posted before the app runs with no signal: the worker keeps it in Spanish, and it goes out once, in Spanish", async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail("es-worker");
    const languages = watchQuoteLanguages(context);
    await openForm(page, "/es/get-quote");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return;
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }),
      );
    });
    await fillSpanishQuote(page, email, "Madrugada Freight");
    await context.setOffline(true);
    // A native post, as a press before the app has taken the form over makes.
    await page.evaluate(() =>
      document.querySelector<HTMLFormElement>('form[action="/es/get-quote"]')?.submit(),
    );
    await expect(page).toHaveURL(/\/es\/get-quote$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Guardada en este dispositivo");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await waitForApp(page);
    await expect(waitingButton(page)).toHaveAccessibleName("1 solicitud en espera en este dispositivo");

    // The page or the worker (Background Sync) sends it, whichever comes first: once, in Spanish.
    await context.setOffline(false);
    await expect(waitingButton(page)).toHaveCount(0, { timeout: 30_000 });
    expect(await stored(request, "quotes", email)).toHaveLength(1);
    expect(languages).toEqual(["es"]);
  });
});
