// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { documentKindOptions, REQUIRED_DOCUMENTS } from "../../../../api/contract/invoice";
import { renderWithRouter } from "../../../../tests/support/app/render-with-router";
import { LocaleContext } from "../../../components/layout/locale-context";
import { ClientDashboard, loadDocuments } from "./client-dashboard";

describe("the client dashboard's Submit Invoice card", () => {
  it("lists the documents the invoice flow asks for, and no invoice of the client's own", async () => {
    await renderWithRouter(
      <ClientDashboard
        user={{
          username: "erin",
          firstName: "Erin",
          lastName: "Driver",
          companyName: "Erin Trucking",
          lastLogin: null,
        }}
        passwordChange={null}
        recentActivity={null}
        money={null}
      />,
    );
    const heading = screen.getByRole("heading", { name: "Include with every load" });
    const list = within(heading.parentElement!).getByRole("list");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Rate confirmation",
      "Signed BOL / proof of delivery",
      "Receipt (lumper, scale, other), optional",
    ]);
  });
});

describe("the client dashboard in a Spanish portal", () => {
  it("speaks Spanish, lists the documents in Spanish and links to the Spanish forms", async () => {
    await renderWithRouter(
      <LocaleContext.Provider value="es">
        <ClientDashboard
          user={{
            username: "erin",
            firstName: "Erin",
            lastName: "Driver",
            companyName: "Erin Trucking",
            lastLogin: null,
          }}
          passwordChange={null}
          recentActivity={null}
          money={null}
        />
      </LocaleContext.Provider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Hola de nuevo, Erin" })).toBeInTheDocument();
    const heading = screen.getByRole("heading", { name: "Incluya con cada carga" });
    expect(
      within(within(heading.parentElement!).getByRole("list"))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Confirmación de tarifa",
      "BOL firmado / comprobante de entrega",
      "Recibo (lumper, báscula, otro), opcional",
    ]);
    expect(screen.getByRole("link", { name: /Solicite una tarjeta de combustible/ })).toHaveAttribute(
      "href",
      "/es/fuel-card-application",
    );
    expect(screen.getByRole("link", { name: /Pida una cotización/ })).toHaveAttribute(
      "href",
      "/es/get-quote",
    );
    expect(screen.getByText("Último inicio de sesión").nextElementSibling).toHaveTextContent("Hoy");
    expect(
      screen.getByText(/^Envíe hoy una carga entregada y cobre en menos de 24 horas/),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Escriba a / })).toHaveAttribute(
      "href",
      expect.stringContaining(encodeURIComponent("Envío de factura: Erin Trucking")),
    );
  });

  it("names each document as the contract does, in English", () => {
    expect(loadDocuments("en")).toEqual(
      documentKindOptions.map((kind) =>
        REQUIRED_DOCUMENTS.includes(kind.value) ? kind.label : `${kind.label}, optional`,
      ),
    );
  });
});
