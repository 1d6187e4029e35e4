import type { Page } from "@playwright/test";
import { resourcesCopyIn } from "../../src/content/resources";
import { expectAccessibleAndFitting } from "./axe";
import { expect, test } from "./fixtures";
import { englishLabels, showsWords, shownText } from "./spanish-helpers";

/*
 * Resources in Spanish (docs/decisions/0170-spanish-edition.md): the page,
 * its two calculators and the article library speak Spanish, figures and
 * amounts as US Spanish writes them, and the English page is paired with it.
 */

const toolCard = (page: Page, title: string) => page.locator("summary", { hasText: title });

/** The English words of this page: its copy and its catalogue's messages, where Spanish says them differently. */
const englishWords = (() => {
  const messages = englishLabels((key) => key.startsWith("resources_"));
  const strings = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : value && typeof value === "object"
        ? Object.values(value).flatMap(strings)
        : [];
  const spanishCopy = new Set(strings(resourcesCopyIn("es")));
  const copy = strings(resourcesCopyIn("en")).filter((text) => !spanishCopy.has(text));
  return [...messages, ...copy].filter((text) => text.length > 3);
})();

// Its language, heading and alternates, both ways, are read from the built HTML (tests/dist/spanish.test.ts).
test("/es/resources with both calculators run: no English words", async ({ page }) => {
  await page.goto("/es/resources");

  // Open both calculators and show results, so their words are on the page too.
  await toolCard(page, "Calculadora de factoraje").click();
  await page
    .getByRole("region", { name: "Calculadora de factoraje" })
    .getByRole("button", { name: "Calcular" })
    .click();
  await toolCard(page, "Cotizador de tasas").click();
  await page
    .getByRole("region", { name: "Cotizador de tasas" })
    .getByRole("button", { name: "Calcular" })
    .click();
  const shown = await shownText(page, { keepContent: true });
  expect(englishWords.filter((text) => showsWords(shown, text))).toEqual([]);
});

test("the factoring calculator works in Spanish: labels, results, messages and announcements", async ({
  page,
}) => {
  await page.goto("/es/resources?tool=calculator");
  const panel = page.getByRole("region", { name: "Calculadora de factoraje" });
  await expect(panel).toBeVisible();
  const results = panel.getByRole("region", { name: "Su estimado de factoraje" });

  await panel.getByLabel("Monto de la factura ($)").fill("2750");
  await panel.getByLabel("Porcentaje de adelanto (%)").fill("85");
  await panel.getByLabel("Tasa de factoraje (%)").fill("2.5");
  await panel.getByLabel("Plazo de pago (días)").fill("60");
  await panel.getByRole("button", { name: "Calcular" }).click();
  for (const figure of ["$2,337.50", "$412.50", "$137.50", "$275.00", "5.00%", "$2,612.50"]) {
    await expect(results).toContainText(figure);
  }
  await expect(results).toContainText("Total recibido");
  await expect(panel.getByRole("status")).toHaveText(
    "Estimado listo. Adelanto: $2,337.50; cargo: $137.50; total recibido: $2,612.50.",
  );
  await expect(results.getByRole("link", { name: "Cotice gratis" })).toHaveAttribute("href", "/es/get-quote");

  const advance = panel.getByLabel("Porcentaje de adelanto (%)");
  await advance.fill("120");
  await advance.press("Enter");
  await expect(advance).toHaveAttribute("aria-invalid", "true");
  await expect(advance).toHaveAccessibleDescription(/Ingrese un porcentaje de adelanto entre 0 y 100%\./);
  await expect(advance).toBeFocused();
  await expect(panel.getByRole("status")).toHaveText("Corrija 1 campo antes de calcular.");

  await panel.getByRole("button", { name: "Restablecer" }).click();
  await expect(panel.getByLabel("Monto de la factura ($)")).toHaveValue("5000");
  await expect(panel.getByRole("status")).toHaveText("La calculadora volvió a los valores iniciales.");
});

test("the rate tool works in Spanish: options, risk label, range and weekly cash", async ({ page }) => {
  await page.goto("/es/resources");
  await toolCard(page, "Cotizador de tasas").click();
  const panel = page.getByRole("region", { name: "Cotizador de tasas" });
  const results = panel.getByRole("region", { name: "Su tasa estimada" });
  await panel.getByLabel("Facturación mensual ($)").fill("150000");
  await panel.getByLabel("Calificación de crédito").selectOption({ label: "Excelente" });
  await panel.getByLabel("Años de operación").fill("12");
  await panel.getByLabel("Adelanto deseado (%)").fill("95");
  await panel.getByRole("button", { name: "Calcular" }).click();
  await expect(results).toContainText("Tasa de factoraje estimada");
  await expect(results).toContainText("de 1.5% a 1.7%");
  await expect(results).toContainText("Riesgo bajo");
  await expect(results).toContainText("$32,910");
  await expect(results).toContainText("$150,000 al mes, con 95% de adelanto");
  await expect(panel.getByRole("status")).toHaveText(
    "Estimado listo. Tasa estimada: 1.5% (Riesgo bajo); efectivo disponible por semana: $32,910.",
  );
});

test("the Spanish library filters the Spanish articles and links to them", async ({ page, request }) => {
  const html = await (await request.get("/es/resources?category=Finance")).text();
  expect(html).toContain("Se muestran 2 artículos de Finanzas");

  await page.goto("/es/resources");
  const chips = page.getByRole("navigation", { name: "Filtrar artículos por categoría" }).getByRole("link");
  await expect(chips).toHaveText([
    "Todos (6)",
    "Finanzas (2)",
    "Factoraje (1)",
    "Operaciones (2)",
    "Cumplimiento (1)",
  ]);
  await expect(page.getByRole("list", { name: "Artículos destacados" }).getByRole("heading")).toHaveText([
    "Estrategias de manejo de combustible para dueños-operadores",
    "Cómo sacarles la máxima ganancia a los load boards",
  ]);
  await chips.filter({ hasText: "Factoraje (1)" }).click();
  await expect(page).toHaveURL(/\/es\/resources\?category=Factoring/);
  await expect(
    page.getByRole("status").filter({ hasText: "Se muestra 1 artículo de Factoraje" }),
  ).toBeVisible();
  await page.getByRole("link", { name: /^Leer el artículo sobre Factoraje de facturas/ }).click();
  await expect(page).toHaveURL(/\/es\/resources\/factoring-vs-loans$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Factoraje de facturas frente a préstamos bancarios",
  );
});

for (const width of [375, 1280] as const) {
  test(`/es/resources at ${width} px, both calculators open: no axe violation, nothing scrolls sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/es/resources");
    for (const title of ["Calculadora de factoraje", "Cotizador de tasas"]) {
      await toolCard(page, title).click();
      const panel = page.getByRole("region", { name: title });
      await panel.getByRole("button", { name: "Calcular" }).click();
    }
    await expectAccessibleAndFitting(page, `/es/resources at ${width} px, both tools open`);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("/es/resources reads in Spanish and says in Spanish why the calculators need scripts", async ({
    page,
  }) => {
    await page.goto("/es/resources?tool=rate-quote");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const panel = page.getByRole("region", { name: "Cotizador de tasas" });
    await expect(
      panel.getByText(/El cotizador hace las cuentas con JavaScript, que está desactivado/),
    ).toBeVisible();
    await expect(panel.getByRole("button", { name: "Calcular" })).toBeDisabled();
    await page.getByRole("link", { name: "Finanzas (2)" }).click();
    await expect(page).toHaveURL(/\/es\/resources\?category=Finance#articles$/);
    await expect(page.getByText("Se muestran 2 artículos de Finanzas")).toBeVisible();
  });
});
