// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApiForTests } from "../../../tests/support/app/mock-api";
import { renderApp } from "../../../tests/support/app/render-app";

/*
 * The Spanish home and Why Us as the app renders them: Spanish words around the
 * same figures, links that keep the reader in Spanish.
 */
mockApiForTests();

describe("the Spanish home page", () => {
  it("opens with the Spanish hero, steps and stories, and its links stay in Spanish", async () => {
    await renderApp("/es/");
    const hero = await screen.findByRole("region", {
      name: "Un flujo de efectivo sólido es la base para crecer.",
    });
    expect(within(hero).getByRole("link", { name: "Cotice gratis" })).toHaveAttribute(
      "href",
      "/es/get-quote",
    );
    expect(within(hero).getByRole("link", { name: "Cómo funciona" })).toHaveAttribute(
      "href",
      "/es/how-factoring-works",
    );
    expect(within(hero).getByText("Hasta el 95% de adelanto")).toBeInTheDocument();
    expect(
      screen.getByRole("list", { name: "Por qué confían en nosotros los transportistas" }),
    ).toHaveTextContent("750+");

    const steps = screen.getByRole("region", { name: "De la carga entregada al depósito en tres pasos" });
    expect(
      within(steps)
        .getAllByText(/^Paso \d$/)
        .map((label) => label.textContent),
    ).toEqual(["Paso 1", "Paso 2", "Paso 3"]);
    expect(within(steps).getByRole("link", { name: "Cómo funciona el factoraje" })).toHaveAttribute(
      "href",
      "/es/how-factoring-works",
    );

    const stories = screen.getByRole("region", { name: "La confianza de transportistas de todo el país" });
    expect(within(stories).getAllByRole("figure")).toHaveLength(3);
    expect(within(stories).getByText("Dueño-operador, Bell Freight LLC")).toBeInTheDocument();
    expect(screen.queryByText(/Step \d/)).toBeNull();
  });
});

describe("the Spanish Why Us page", () => {
  it("compares TPF in a Spanish table and shows all six stories with their states", async () => {
    await renderApp("/es/why-us");
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Dinero más rápido, tarifas más bajas y sin ataduras",
      }),
    ).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "TPF comparado con otras empresas de factoraje" });
    const rows = within(table).getAllByRole("row");
    expect(rows[0]).toHaveTextContent(/Concepto\s*TPF\s*Otras empresas/);
    expect(rows[1]).toHaveTextContent(/Tarifas de factoraje\s*1\.5%-4\.5%\s*2\.0%-6\.0%/);
    expect(rows[2]).toHaveTextContent(/Rapidez del pago\s*24 horas\s*2-5 días/);
    const stories = screen.getByRole("region", { name: "Transportistas de costa a costa" });
    expect(within(stories).getAllByRole("figure")).toHaveLength(6);
    expect(within(stories).getAllByRole("figure")[0]).toHaveTextContent("Texas");
  });
});
