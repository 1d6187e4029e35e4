import type { Page } from "@playwright/test";
import { uniqueTag } from "./admin-helpers";
import { attachScreenshot, expect, test } from "./fixtures";
import { createClient } from "./accounts";

/*
 * A Spanish-speaking client (docs/decisions/0170-spanish-edition.md): signs
 * in on the Spanish page, and the portal opens in the language kept on the
 * account, not the sign-in page's. Chosen in Account Settings, Spanish is
 * the portal's language from then on, after a reload too. Without
 * JavaScript, the Spanish sign-in answers a wrong password in Spanish.
 * Each test makes a client of its own (new accounts are English).
 */

async function signInInSpanish(page: Page, username: string, password: string) {
  await page.getByRole("textbox", { name: /^Usuario/ }).fill(username);
  await page.getByRole("textbox", { name: /^Contraseña/ }).fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
}

const html = (page: Page) => page.locator("html");

test.describe("a client in Spanish", () => {
  test("signs in on the Spanish page, chooses Spanish in Account Settings, and the portal stays Spanish", async ({
    page,
    baseURL,
  }) => {
    const client = await createClient(baseURL!, {
      prefix: "espanol",
      firstName: "Rosa",
      lastName: "Medina",
      companyName: "Transportes Rosa",
    });

    await page.goto("/es/client-login");
    await expect(html(page)).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1, name: "Acceso para clientes" })).toBeVisible();
    await attachScreenshot(page, "es-client-login");
    await signInInSpanish(page, client.username, client.password);

    // The account is in English: the portal follows it, not the page signed in on.
    await expect(page).toHaveURL(/\/client-dashboard$/);
    await expect(
      page.getByRole("heading", { level: 1, name: `Welcome back, ${client.firstName}` }),
    ).toBeVisible();
    await expect(html(page)).toHaveAttribute("lang", "en");

    await page.getByRole("link", { name: "Settings and messages" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible();
    const language = page.getByRole("group", { name: "Language" });
    await expect(language.getByRole("radio", { name: "English" })).toBeChecked();
    await language.getByRole("radio", { name: "Español" }).check();
    await page.getByRole("button", { name: "Save language" }).click();

    // Saved on the account: the whole portal speaks it at once, this screen included.
    await expect(
      page.getByRole("status").filter({
        hasText: "Su portal, sus correos y sus notificaciones ahora están en español.",
      }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Configuración de la cuenta" })).toBeVisible();
    await expect(html(page)).toHaveAttribute("lang", "es");
    await expect(page.getByRole("radio", { name: "Español" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Se financia una factura" })).toBeVisible();
    await attachScreenshot(page, "es-account-settings");

    await page.getByRole("link", { name: "Portal de clientes" }).click();
    await expect(page).toHaveURL(/\/client-dashboard$/);
    await expect(
      page.getByRole("heading", { level: 1, name: `Hola de nuevo, ${client.firstName}` }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Resumen de la cuenta" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Pida una cotización/ })).toHaveAttribute(
      "href",
      "/es/get-quote",
    );

    await page.reload();
    await expect(
      page.getByRole("heading", { level: 1, name: `Hola de nuevo, ${client.firstName}` }),
    ).toBeVisible();
    await expect(html(page)).toHaveAttribute("lang", "es");
    await expect(page.getByRole("button", { name: "Salir" })).toBeVisible();
    await attachScreenshot(page, "es-dashboard");
  });
});

test.describe("the Spanish sign-in without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("answers a wrong password in Spanish, on the Spanish page, the username kept and the password not", async ({
    page,
  }) => {
    // No such account: the answer is the same as for a wrong password, and no real account is locked.
    const username = `nadie-${uniqueTag()}`;
    await page.goto("/es/client-login");
    await signInInSpanish(page, username, "no-es-la-contraseña");

    await expect(page).toHaveURL(/\/es\/client-login$/);
    await expect(html(page)).toHaveAttribute("lang", "es");
    await expect(page.getByRole("alert")).toHaveText(
      "Datos de acceso incorrectos. Revise su usuario y su contraseña.",
    );
    await expect(page.getByRole("heading", { level: 1, name: "Acceso para clientes" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^Usuario/ })).toHaveValue(username);
    await expect(page.getByRole("textbox", { name: /^Contraseña/ })).toHaveValue("");
    expect(await page.content()).not.toContain("no-es-la-contraseña");
  });
});
