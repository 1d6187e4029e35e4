import type { Page } from "@playwright/test";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { documentPhoto, ratePdf } from "../fixtures/invoice-inputs";
import { ADMIN, signInAsStaff, uniqueTag } from "./admin-helpers";
import { attachScreenshot, expect, test } from "./fixtures";
import type { TestClient } from "./accounts";
import { addPages, signInClient } from "./invoice-helpers";

// This file needs the service worker (offline copies, sending kept work, push): the suite blocks it elsewhere.
test.use({ serviceWorkers: "allow" });

/*
 * A client whose account is in Spanish sends a delivered load for funding on
 * the production build (docs/decisions/0170-spanish-edition.md): the whole
 * flow, the packet waiting without signal and then sent, the states staff
 * move it through, and the server's own answers, all in Spanish. Staff read
 * the same invoice in English.
 */

test.describe.configure({ timeout: 180_000 });

let photo: string;
let pdf: string;
test.beforeAll(async () => {
  const folder = mkdtempSync(path.join(tmpdir(), "tpf-spanish-invoices-"));
  photo = path.join(folder, "bol.jpg");
  pdf = path.join(folder, "confirmacion.pdf");
  // 3 MP keeps the scans quick on a shared machine; the 12 MP case is in invoices.spec.ts.
  writeFileSync(photo, await documentPhoto({ width: 2016, height: 1512 }));
  writeFileSync(pdf, await ratePdf(2));
});

/** Signs the client in and keeps Spanish on their account, as the portal's language switch does. */
async function signInInSpanish(page: Page, client: TestClient): Promise<void> {
  await signInClient(page, client);
  const saved = await page.request.put("/api/account/locale", { data: { locale: "es" } });
  expect(saved.status()).toBe(200);
}

/** Screenshots at a phone's and a desktop's width, for a person to look at. */
async function bothWidths(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [375, 812],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await attachScreenshot(page, `${name} at ${width} px`);
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

/** The value a description list gives a term. */
const valueOf = (page: Page, term: string) =>
  page.getByText(term, { exact: true }).locator("xpath=following-sibling::dd[1]");

/** No part of the page wider than the screen (Spanish runs longer than English). */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("main *")]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map((element) => `${element.tagName} ${(element.textContent ?? "").trim().slice(0, 40)}`),
  );
}

// slow: a whole invoice sent by the client, then read and moved on by staff in a second browser.
test("a Spanish-speaking client sends a load for funding and follows it in Spanish; staff read it in English", async ({
  page,
  context,
  request,
  browser,
  client,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInInSpanish(page, client);
  const load = `LD-${uniqueTag().toUpperCase()}`;

  await page.goto("/invoices/new");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle("Enviar una factura | TPF");
  await expect(page.getByRole("heading", { level: 1, name: "Enviar una factura" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Pasos" })).toContainText("Datos de la carga");

  // The load's details; a missing date is said in Spanish, by the phone and without signal alike.
  await page.getByLabel(/^Broker o cliente/).fill("Transportes del Valle");
  await page.getByLabel(/^Número de carga o de PO/).fill(load);
  await page.getByLabel(/^Monto de la factura/).fill("2450.00");
  await page.getByRole("button", { name: "Agregar un cargo extra" }).click();
  await page.getByLabel("Cargo 1", { exact: true }).selectOption("lumper");
  await page.getByLabel("Monto del cargo 1 (dólares)").fill("75.50");
  await page.getByRole("button", { name: "Siguiente: Documentos" }).click();
  await expect(page.getByText("Indique la fecha de recogida")).toBeVisible();
  await page.getByLabel(/^Fecha de recogida/).fill("2026-11-02");
  await page.getByLabel(/^Fecha de entrega/).fill("2026-11-04");
  await page.getByLabel(/^Fecha de entrega/).blur();
  await expect(page.getByText("Adelanto estimado (hasta el 95%)")).toBeVisible();
  await bothWidths(page, "load details");
  expect(await overflowing(page), "load details at 375 px").toEqual([]);
  await page.getByRole("button", { name: "Siguiente: Documentos" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Documentos" })).toBeFocused();

  // The pages: a PDF rate confirmation and a photo of the signed BOL, checked and scanned on the phone.
  await addPages(page, "rate-confirmation", [pdf]);
  await addPages(page, "bol-pod", [photo], "camera");
  await expect(page.getByText("Preparando el escaneo...")).toHaveCount(0, { timeout: 60_000 });
  const rate = page.getByRole("region", { name: /^Confirmación de tarifa/ });
  await expect(rate.getByText(/^PDF de 2 páginas, /)).toBeVisible();
  const bol = page.getByRole("region", { name: /^BOL firmado/ });
  await expect(bol.getByText(/^Escaneo de \d+ KB de una foto de/)).toBeVisible();
  await expect(
    bol.getByRole("button", { name: "Girar la página 1 del BOL / POD un cuarto a la derecha" }),
  ).toBeVisible();
  await bothWidths(page, "documents");
  expect(await overflowing(page), "documents at 375 px").toEqual([]);

  await page.getByRole("button", { name: "Siguiente: Revisión" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Revisión" })).toBeFocused();
  await expect(valueOf(page, "Recogida")).toHaveText("2 nov 2026");
  await expect(valueOf(page, "Lumper (descarga)")).toHaveText("$75.50");
  await expect(valueOf(page, "Total")).toHaveText("$2,525.50");
  await bothWidths(page, "review");
  expect(await overflowing(page), "review at 375 px").toEqual([]);

  // No signal: the packet waits on the phone, in Spanish, and goes by itself when the signal returns.
  await context.setOffline(true);
  await page.getByRole("button", { name: "Enviar factura" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Guardada en este teléfono" })).toBeVisible();
  await expect(page.getByText(/^Esperando señal\./).first()).toBeVisible();
  await expect(page.getByText(/ de .* enviados \(0%\)$/).first()).toBeVisible();
  await bothWidths(page, "saved on this phone");
  await context.setOffline(false);
  await expect(page.getByRole("heading", { level: 2, name: "Factura enviada" })).toBeVisible({
    timeout: 60_000,
  });
  const reference = (await page.getByText(/^La recibimos\. Referencia INV-/).innerText()).match(
    /INV-[0-9A-Z-]+/,
  )![0];
  await expect(page.getByText(`Enviada. Referencia ${reference}.`).first()).toBeVisible();

  // Staff ask for a page: the client reads the state and the reason in Spanish, and adds the page.
  await request.post("/api/admin/login", { data: ADMIN });
  const move = (data: object) => request.patch(`/api/admin/invoices/${reference}/status`, { data });
  expect((await move({ status: "needs-documents", reason: "Falta la segunda página del BOL." })).ok()).toBe(
    true,
  );
  await page.goto(`/invoices/${reference}`);
  await expect(page).toHaveTitle(`Factura ${reference} | TPF`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Factura ${reference}`);
  const badge = page.locator("main span[data-status]").first();
  await expect(badge).toHaveText("Faltan documentos");
  await expect(page.getByText("De nuestro personal:")).toBeVisible();
  await expect(page.getByText(/^Enviada el \d{1,2} \w{3} \d{4}, /)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Agregar páginas" })).toBeVisible();
  await bothWidths(page, "invoice needs documents");
  expect(await overflowing(page), "invoice at 375 px").toEqual([]);
  await addPages(page, "bol-pod", [photo]);
  await expect(page.getByText("Preparando el escaneo...")).toHaveCount(0, { timeout: 60_000 });
  await page.getByRole("button", { name: "Enviar esta página" }).click();
  await expect(page.getByText("Páginas enviadas", { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(badge).toHaveText("Enviada");
  await expect(page.getByText("Agregada después")).toBeVisible();

  // Staff fund it: the client reads what was advanced, and when, in Spanish.
  expect((await move({ status: "in-review" })).ok()).toBe(true);
  const funded = await move({
    status: "funded",
    reason: "Enviado por ACH.",
    funding: {
      advanceCents: 232_750,
      feeCents: 7_350,
      fundedOn: "2026-11-06",
      overrideReason: "95 % agreed for this load.",
    },
  });
  expect(funded.ok()).toBe(true);
  await page.reload();
  await expect(badge).toHaveText("Financiada");
  await expect(valueOf(page, "Monto adelantado")).toHaveText("$2,327.50");
  await expect(valueOf(page, "Financiada el")).toHaveText("6 nov 2026");
  await bothWidths(page, "invoice funded");

  await page.goto("/invoices");
  await expect(page).toHaveTitle("Sus facturas | TPF");
  const row = page
    .getByRole("region", { name: "Enviadas" })
    .getByRole("link", { name: new RegExp(reference) });
  await expect(row).toContainText(`Carga ${load}`);
  await expect(row).toContainText("$2,525.50");
  await expect(row).toContainText("Financiada");
  await bothWidths(page, "invoice list");

  // The server answers the client in Spanish: an invoice it does not know.
  await page.goto("/invoices/INV-0000-0000");
  await expect(page.getByText("No se encontró la factura.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver todas las facturas" })).toBeVisible();

  // Staff read the same invoice in English.
  const staff = await browser.newContext({ baseURL });
  const staffPage = await staff.newPage();
  await signInAsStaff(staffPage);
  await staffPage.goto(`/admin/invoices/${reference}`);
  await expect(staffPage.locator("html")).toHaveAttribute("lang", "en");
  await expect(staffPage.locator("main span[data-status]").first()).toHaveText("Funded");
  await expect(staffPage.getByRole("region", { name: "Rate confirmation" })).toBeVisible();
  await staff.close();
});
