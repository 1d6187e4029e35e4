import { company } from "../../api/contract/company";
import { catalogue } from "../support/catalogues";
import { axeViolations } from "./axe";
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

/** The English catalogue's words that Spanish says differently: none may show on a Spanish page. */
const englishOnly = (() => {
  const en = catalogue("en");
  const es = catalogue("es");
  return Object.entries(en)
    .filter(([key, text]) => text !== es[key] && !text.includes("{"))
    .map(([, text]) => text.trim())
    .filter((text) => text.length > 3);
})();

for (const { english, spanish, h1 } of pages) {
  test(`${spanish}: Spanish words only, paired with ${english} both ways`, async ({ page }) => {
    const alternate = (language: string) =>
      page.locator(`head link[rel="alternate"][hreflang="${language}"]`).getAttribute("href");
    await page.goto(english);
    expect(await alternate("en")).toBe(`https://tpf.test${english}`);
    expect(await alternate("es")).toBe(`https://tpf.test${spanish}`);

    await page.goto(spanish);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    expect(await alternate("en")).toBe(`https://tpf.test${english}`);
    expect(await alternate("es")).toBe(`https://tpf.test${spanish}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `https://tpf.test${spanish}`);

    const shown = await page.evaluate(() => {
      const copy = document.body.cloneNode(true) as HTMLElement;
      // The team's cards are the data's words (in English), marked as such.
      for (const content of copy.querySelectorAll("[data-content]")) content.remove();
      for (const hidden of copy.querySelectorAll("[hidden], template, script, style")) hidden.remove();
      return copy.textContent ?? "";
    });
    const withoutNames = [
      company.fullName,
      ...company.associations.map((association) => association.name),
    ].reduce((text, name) => text.split(name).join(" "), shown);
    const found = englishOnly.filter((text) =>
      new RegExp(`(^|[^\\w])${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\w])`).test(withoutNames),
    );
    expect(found).toEqual([]);
  });

  for (const width of [375, 1280] as const) {
    test(`${spanish} at ${width} px: no axe violation, nothing scrolls sideways`, async ({ page }) => {
      await page.setViewportSize({ width, height: 812 });
      await page.goto(spanish);
      expect(await axeViolations(page)).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    });
  }
}

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
