// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../../../tests/support/app/render-with-router";
import { LocaleContext } from "../../../components/layout/locale-context";
import { RateEstimateTool } from "./rate-estimate-tool";

const resultsRegion = () => screen.getByRole("region", { name: "Your rate estimate" });

async function setup() {
  const user = userEvent.setup();
  await renderWithRouter(<RateEstimateTool />);
  return user;
}

describe("RateEstimateTool", () => {
  it("starts with the product's defaults and no results", async () => {
    await setup();
    expect(screen.getByLabelText("Monthly invoice volume ($)")).toHaveValue(50000);
    expect(screen.getByLabelText("Credit rating")).toHaveValue("Good");
    expect(screen.getByLabelText("Years in business")).toHaveValue(3);
    expect(screen.getByLabelText("Industry")).toHaveValue("General Freight");
    expect(screen.getByLabelText("Desired advance rate (%)")).toHaveValue(90);
    expect(within(resultsRegion()).queryByText("Estimated factoring rate")).not.toBeInTheDocument();
  });

  it("estimates 2.0%, Standard Risk and the weekly cash for the defaults", async () => {
    const user = await setup();
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    const results = resultsRegion();
    expect(within(results).getByText("2.0%")).toBeInTheDocument();
    expect(within(results).getByText("1.8% to 2.2%")).toBeInTheDocument();
    expect(within(results).getByText("Standard Risk")).toBeInTheDocument();
    expect(within(results).getByText("$10,393")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Estimated rate 2.0%, Standard Risk");
  });

  it("applies the adjustments chosen in the form", async () => {
    const user = await setup();
    await user.selectOptions(screen.getByLabelText("Credit rating"), "Excellent");
    const years = screen.getByLabelText("Years in business");
    await user.clear(years);
    await user.type(years, "0");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(within(resultsRegion()).getByText("2.2%")).toBeInTheDocument();
    expect(within(resultsRegion()).getByText("Standard Risk")).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Industry"), "Hot Shot");
    await user.selectOptions(screen.getByLabelText("Credit rating"), "Fair");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(within(resultsRegion()).getByText("2.7%")).toBeInTheDocument();
    expect(within(resultsRegion()).getByText("Moderate Risk")).toBeInTheDocument();
  });

  it("Reset restores the defaults and hides the results", async () => {
    const user = await setup();
    await user.selectOptions(screen.getByLabelText("Industry"), "Heavy Haul");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(within(resultsRegion()).getByText("Estimated factoring rate")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(screen.getByLabelText("Industry")).toHaveValue("General Freight");
    expect(within(resultsRegion()).queryByText("Estimated factoring rate")).not.toBeInTheDocument();
  });

  it("rejects an advance rate outside 70-95% on its field", async () => {
    const user = await setup();
    const advance = screen.getByLabelText("Desired advance rate (%)");
    await user.clear(advance);
    await user.type(advance, "60");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(advance).toHaveAttribute("aria-invalid", "true");
    expect(advance).toHaveAccessibleDescription(/between 70 and 95%/);
    // Focus moves once the errors have rendered (the next frame).
    await waitFor(() => expect(advance).toHaveFocus());
    expect(within(resultsRegion()).queryByText("Estimated factoring rate")).not.toBeInTheDocument();
  });

  it.each([70, 75, 80, 85, 90, 95])(
    "describes the weekly cash for an advance of %i percent without a wrong article",
    async (rate) => {
      const user = await setup();
      const advance = screen.getByLabelText("Desired advance rate (%)");
      await user.clear(advance);
      await user.type(advance, String(rate));
      await user.click(screen.getByRole("button", { name: "Calculate" }));
      const weekly = within(resultsRegion())
        .getByText(/^Weekly cash access/)
        .closest("dt");
      expect(weekly).toHaveTextContent(`$50,000 a month, ${rate}% advanced`);
      expect(weekly?.textContent).not.toMatch(/\ba \d/);
    },
  );
});

describe("RateEstimateTool on a Spanish page", () => {
  const spanishResults = () => screen.getByRole("region", { name: "Su tasa estimada" });

  async function setupSpanish() {
    const user = userEvent.setup();
    await renderWithRouter(
      <LocaleContext.Provider value="es">
        <RateEstimateTool />
      </LocaleContext.Provider>,
    );
    return user;
  }

  it("names its fields and options in Spanish; the options keep the rule's values", async () => {
    const user = await setupSpanish();
    const credit = screen.getByLabelText("Calificación de crédito");
    expect(credit).toHaveValue("Good");
    expect(within(credit).getByRole("option", { selected: true })).toHaveTextContent("Buena");
    expect(
      within(credit)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Excelente", "Buena", "Regular", "Mala"]);
    const industry = screen.getByLabelText("Industria");
    expect(within(industry).getAllByRole("option")).toHaveLength(8);
    await user.selectOptions(industry, "Carga pesada");
    expect(industry).toHaveValue("Heavy Haul");
    expect(screen.getByLabelText("Facturación mensual ($)")).toHaveValue(50000);
    expect(screen.getByLabelText("Años de operación")).toHaveValue(3);
    expect(screen.getByLabelText("Adelanto deseado (%)")).toHaveValue(90);
  });

  it("shows and announces the estimate in Spanish, with the same figures", async () => {
    const user = await setupSpanish();
    await user.click(screen.getByRole("button", { name: "Calcular" }));
    const results = spanishResults();
    expect(within(results).getByText("Tasa de factoraje estimada")).toBeInTheDocument();
    expect(within(results).getByText("2.0%")).toBeInTheDocument();
    expect(within(results).getByText("de 1.8% a 2.2%")).toBeInTheDocument();
    expect(within(results).getByText("Riesgo estándar")).toBeInTheDocument();
    expect(within(results).getByText("$10,393")).toBeInTheDocument();
    expect(
      within(results)
        .getByText(/^Efectivo disponible por semana/)
        .closest("dt"),
    ).toHaveTextContent("$50,000 al mes, con 90% de adelanto");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Estimado listo. Tasa estimada: 2.0% (Riesgo estándar); efectivo disponible por semana: $10,393.",
    );

    await user.selectOptions(screen.getByLabelText("Industria"), "Hot Shot");
    const years = screen.getByLabelText("Años de operación");
    await user.clear(years);
    await user.type(years, "0");
    await user.click(screen.getByRole("button", { name: "Calcular" }));
    expect(within(results).getByText("2.7%")).toBeInTheDocument();
    expect(within(results).getByText("Riesgo moderado")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Restablecer" }));
    expect(screen.getByRole("status")).toHaveTextContent("El cotizador volvió a los valores iniciales.");
    expect(within(results).queryByText("Tasa de factoraje estimada")).not.toBeInTheDocument();
  });

  it("rejects an advance rate outside 70-95% in Spanish", async () => {
    const user = await setupSpanish();
    const advance = screen.getByLabelText("Adelanto deseado (%)");
    await user.clear(advance);
    await user.type(advance, "60");
    await user.click(screen.getByRole("button", { name: "Calcular" }));
    expect(advance).toHaveAttribute("aria-invalid", "true");
    expect(advance).toHaveAccessibleDescription(/Ingrese un adelanto deseado entre 70 y 95%\./);
    await waitFor(() => expect(advance).toHaveFocus());
    expect(screen.getByRole("status")).toHaveTextContent("Corrija 1 campo antes de calcular.");
  });
});
