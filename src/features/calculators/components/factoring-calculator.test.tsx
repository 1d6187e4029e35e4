// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../../../tests/support/app/render-with-router";
import { LocaleContext } from "../../../components/layout/locale-context";
import { FactoringCalculator } from "./factoring-calculator";

const resultsRegion = () => screen.getByRole("region", { name: "Your factoring estimate" });

async function setup() {
  const user = userEvent.setup();
  await renderWithRouter(<FactoringCalculator />);
  return user;
}

describe("FactoringCalculator", () => {
  it("starts with the product's defaults and no results", async () => {
    await setup();
    expect(screen.getByLabelText("Invoice amount ($)")).toHaveValue(5000);
    expect(screen.getByLabelText("Advance rate (%)")).toHaveValue(90);
    expect(screen.getByLabelText("Factoring rate (%)")).toHaveValue(2);
    expect(screen.getByLabelText("Payment terms (days)")).toHaveValue(45);
    expect(within(resultsRegion()).queryByText("$4,500.00")).not.toBeInTheDocument();
    expect(within(resultsRegion()).getByText(/press Calculate/)).toBeInTheDocument();
  });

  it("shows the advance, fee, reserve, payout, total and effective rate after Calculate", async () => {
    const user = await setup();
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    const results = resultsRegion();
    const value = (term: RegExp) =>
      within(results).getByText(term, { selector: "dt" }).parentElement?.querySelector("dd")?.textContent;
    expect(value(/^Advance/)).toBe("$4,500.00");
    expect(value(/^Reserve/)).toBe("$500.00");
    expect(value(/^Factoring fee/)).toBe("$150.00");
    expect(value(/^Final payout/)).toBe("$350.00");
    expect(value(/^Effective rate/)).toBe("3.00%");
    expect(value(/^Total received/)).toBe("$4,850.00");
    expect(screen.getByRole("status")).toHaveTextContent("Estimate ready. Advance $4,500.00");
  });

  it("recalculates from the values typed in", async () => {
    const user = await setup();
    const invoice = screen.getByLabelText("Invoice amount ($)");
    await user.clear(invoice);
    await user.type(invoice, "12000");
    const terms = screen.getByLabelText("Payment terms (days)");
    await user.clear(terms);
    await user.type(terms, "30");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(within(resultsRegion()).getByText("$10,800.00")).toBeInTheDocument();
    expect(within(resultsRegion()).getByText("$240.00")).toBeInTheDocument();
    expect(within(resultsRegion()).getByText("$11,760.00")).toBeInTheDocument();
  });

  it("after Calculate, the results follow the figures and hide while one is out of bounds", async () => {
    const user = await setup();
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    const invoice = screen.getByLabelText("Invoice amount ($)");
    await user.clear(invoice);
    await user.type(invoice, "12000");
    expect(within(resultsRegion()).getByText("$10,800.00")).toBeInTheDocument();
    await user.clear(invoice);
    expect(within(resultsRegion()).queryByText("Total received")).not.toBeInTheDocument();
    expect(invoice).toHaveAccessibleDescription(/Enter an invoice amount of \$0 or more\./);
  });

  it("Reset restores the defaults and hides the results", async () => {
    const user = await setup();
    const rate = screen.getByLabelText("Factoring rate (%)");
    await user.clear(rate);
    await user.type(rate, "3.5");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(within(resultsRegion()).getByText("Total received")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(screen.getByLabelText("Factoring rate (%)")).toHaveValue(2);
    expect(within(resultsRegion()).queryByText("Total received")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("reset to the default values");
  });

  it("flags out-of-range values on their fields, focuses the first and shows no results", async () => {
    const user = await setup();
    const advance = screen.getByLabelText("Advance rate (%)");
    await user.clear(advance);
    await user.type(advance, "120");
    const invoice = screen.getByLabelText("Invoice amount ($)");
    await user.clear(invoice);
    await user.click(screen.getByRole("button", { name: "Calculate" }));

    expect(invoice).toHaveAttribute("aria-invalid", "true");
    expect(invoice).toHaveAccessibleDescription(/Enter an invoice amount of \$0 or more\./);
    expect(advance).toHaveAccessibleDescription(/Enter an advance rate between 0 and 100%\./);
    // Focus moves once the errors have rendered (the next frame).
    await waitFor(() => expect(invoice).toHaveFocus());
    expect(within(resultsRegion()).queryByText("Total received")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Please correct 2 fields");
  });

  it("uses the product's bounds and steps on the inputs", async () => {
    await setup();
    expect(screen.getByLabelText("Invoice amount ($)")).toHaveAttribute("step", "100");
    expect(screen.getByLabelText("Invoice amount ($)")).toHaveAttribute("min", "0");
    expect(screen.getByLabelText("Advance rate (%)")).toHaveAttribute("max", "100");
    expect(screen.getByLabelText("Advance rate (%)")).toHaveAttribute("step", "5");
    expect(screen.getByLabelText("Factoring rate (%)")).toHaveAttribute("max", "10");
    expect(screen.getByLabelText("Factoring rate (%)")).toHaveAttribute("step", "0.1");
    expect(screen.getByLabelText("Payment terms (days)")).toHaveAttribute("step", "15");
  });
});

describe("FactoringCalculator on a Spanish page", () => {
  const spanishResults = () => screen.getByRole("region", { name: "Su estimado de factoraje" });

  async function setupSpanish() {
    const user = userEvent.setup();
    await renderWithRouter(
      <LocaleContext.Provider value="es">
        <FactoringCalculator />
      </LocaleContext.Provider>,
    );
    return user;
  }

  it("labels its fields and buttons in Spanish, with the same defaults and bounds", async () => {
    await setupSpanish();
    expect(screen.getByLabelText("Monto de la factura ($)")).toHaveValue(5000);
    expect(screen.getByLabelText("Porcentaje de adelanto (%)")).toHaveAttribute("max", "100");
    expect(screen.getByLabelText("Tasa de factoraje (%)")).toHaveAccessibleDescription(
      "Cargo por cada 30 días, de 0 a 10.",
    );
    expect(screen.getByLabelText("Plazo de pago (días)")).toHaveValue(45);
    expect(screen.getByText("días")).toBeInTheDocument();
    expect(within(spanishResults()).getByText(/oprima Calcular/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Restablecer" })).toBeInTheDocument();
  });

  it("shows and announces the results in Spanish, with the same figures", async () => {
    const user = await setupSpanish();
    await user.click(screen.getByRole("button", { name: "Calcular" }));
    const value = (term: RegExp) =>
      within(spanishResults()).getByText(term, { selector: "dt" }).parentElement?.querySelector("dd")
        ?.textContent;
    expect(value(/^Adelanto/)).toBe("$4,500.00");
    expect(value(/^Reserva/)).toBe("$500.00");
    expect(value(/^Cargo de factoraje/)).toBe("$150.00");
    expect(value(/^Pago final/)).toBe("$350.00");
    expect(value(/^Tasa efectiva/)).toBe("3.00%");
    expect(value(/^Total recibido/)).toBe("$4,850.00");
    expect(within(spanishResults()).getByRole("link", { name: "Cotice gratis" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Estimado listo. Adelanto: $4,500.00; cargo: $150.00; total recibido: $4,850.00.",
    );

    await user.click(screen.getByRole("button", { name: "Restablecer" }));
    expect(screen.getByRole("status")).toHaveTextContent("La calculadora volvió a los valores iniciales.");
    expect(within(spanishResults()).queryByText("Total recibido")).not.toBeInTheDocument();
  });

  it("flags out-of-range values in Spanish and says how many to correct", async () => {
    const user = await setupSpanish();
    const advance = screen.getByLabelText("Porcentaje de adelanto (%)");
    await user.clear(advance);
    await user.type(advance, "120");
    await user.click(screen.getByRole("button", { name: "Calcular" }));
    expect(advance).toHaveAttribute("aria-invalid", "true");
    expect(advance).toHaveAccessibleDescription(/Ingrese un porcentaje de adelanto entre 0 y 100%\./);
    await waitFor(() => expect(advance).toHaveFocus());
    expect(screen.getByRole("status")).toHaveTextContent("Corrija 1 campo antes de calcular.");

    const invoice = screen.getByLabelText("Monto de la factura ($)");
    await user.clear(invoice);
    await user.click(screen.getByRole("button", { name: "Calcular" }));
    expect(invoice).toHaveAccessibleDescription(/Ingrese un monto de factura de \$0 o más\./);
    expect(screen.getByRole("status")).toHaveTextContent("Corrija 2 campos antes de calcular.");
  });
});
