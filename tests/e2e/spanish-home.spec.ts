import { company } from "../../api/contract/company";
import { expect, test } from "./fixtures";
import { seededTeam } from "./public-helpers";

/*
 * The Spanish home, Why Us and About (docs/decisions/0170-spanish-edition.md):
 * Spanish words only, paired with the English pages both ways, readable on a
 * phone and a desktop.
 */

// Every Spanish page's language, pairs, words, axe and no-script reading: tests/e2e/spanish.spec.ts
// and, from the built HTML, tests/dist/spanish.test.ts (with these pages' headings and canonical
// addresses, and the home with scripts off). Here, what needs the browser: the comparison table on a
// phone, the live team.

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
