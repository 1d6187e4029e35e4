// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../tests/support/app/render-app";

/*
 * How It Works, Asset-Based Lending and Industries in both editions, as the
 * reader sees them: the Spanish page shows every dollar amount and percentage
 * of the English one (the worked example's come from the calculator's code),
 * and its links stay in Spanish.
 */

/** Dollar amounts and percentages in the page's main text, sorted. */
async function shownFigures(path: string) {
  const { unmount } = await renderApp(path);
  const main = await screen.findByRole("main");
  const text = main.textContent ?? "";
  const links = [...main.querySelectorAll("a")].map((link) => link.getAttribute("href") ?? "");
  unmount();
  return { figures: text.match(/\$[\d,.]*\d|\d+(?:\.\d+)?\s?%/g)?.sort() ?? [], links, text };
}

describe.each(["/how-factoring-works", "/asset-based-lending", "/industries"])("%s in Spanish", (path) => {
  it("shows the English page's dollar amounts and percentages, and links within the Spanish site", async () => {
    const english = await shownFigures(path);
    const spanish = await shownFigures(`/es${path}`);
    expect(spanish.figures).toEqual(english.figures);
    const internal = (links: string[]) => links.filter((href) => href.startsWith("/"));
    expect(internal(spanish.links).length).toBeGreaterThan(0);
    expect(internal(spanish.links).every((href) => href.startsWith("/es/"))).toBe(true);
    expect(internal(english.links).some((href) => href.startsWith("/es/"))).toBe(false);
  });
});

it("How It Works works the example through with the calculator in both editions", async () => {
  const english = await shownFigures("/how-factoring-works");
  const spanish = await shownFigures("/es/how-factoring-works");
  for (const amount of ["$5,000", "$4,500.00", "$500.00", "$150.00", "$350.00", "$4,850.00"]) {
    expect(english.text).toContain(amount);
    expect(spanish.text).toContain(amount);
  }
  expect(spanish.text).toContain("Una factura de $5,000, adelanto del 90%, tarifa del 2% por cada 30 días");
});
