import { company } from "../../api/contract/company";
import { expect, test } from "./fixtures";
import { seededTeam } from "./public-helpers";

/*
 * The Spanish home, Why Us and About (docs/decisions/0170-spanish-edition.md):
 * Spanish words only, paired with the English pages both ways, readable on a
 * phone and a desktop.
 */

const pages = [
  { english: "/", spanish: "/es", h1: "Un flujo de efectivo sólido es la base para crecer." },
  { english: "/why-us", spanish: "/es/why-us", h1: "Dinero más rápido, tarifas más bajas y sin ataduras" },
  {
    english: "/about",
    spanish: "/es/about",
    h1: "Financiamiento rápido y justo, de gente que conoce el transporte",
  },
] as const;

// Every Spanish page's language, pairs, words, axe and no-script reading: tests/e2e/spanish.spec.ts.
// Here, what only these pages have: their headings, the comparison table, the live team.

test("the Spanish home, Why Us and About open on their own headings, each its own canonical address", async ({
  page,
}) => {
  for (const { spanish, h1 } of pages) {
    await page.goto(spanish);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `https://tpf.test${spanish}`);
  }
});

test("/es/why-us on a phone: every cell of the comparison is on screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/es/why-us");
  const table = page.getByRole("table", { name: "TPF comparado con otras empresas de factoraje" });
  const region = page.getByRole("region", { name: "Tabla comparativa" });
  expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
    0,
  );
  await expect(table.getByRole("row")).toHaveCount(4);
});

test("/es/about: the current team from the server, inside Spanish words", async ({ page }) => {
  await page.goto("/es/about");
  const team = page.getByRole("region", { name: "Conozca a nuestro equipo directivo" });
  await team.scrollIntoViewIfNeeded();
  await expect(team.getByRole("heading", { level: 3 })).toHaveText([...seededTeam]);
  const phone = page.getByRole("link", { name: company.phone.display, exact: true });
  await expect(phone).toHaveAttribute("href", company.phone.href);
  await expect(page.getByRole("listitem").filter({ has: phone })).toHaveText(
    `Llame al ${company.phone.display}`,
  );
  await expect(page.getByText("Horario de oficina: de lunes a viernes")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the Spanish home reads whole, in Spanish, with links that stay in Spanish", async ({ page }) => {
    await page.goto("/es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByText("Paso 3")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Cotice gratis" }).first()).toHaveAttribute(
      "href",
      "/es/get-quote",
    );
  });
});
