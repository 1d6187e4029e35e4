// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { setupFormTests } from "../../../../tests/support/app/form-test-harness";
import { renderApp } from "../../../../tests/support/app/render-app";

/*
 * The quote form on its Spanish page (docs/decisions/0170-spanish-edition.md):
 * its words, the contract's messages checked in the browser, the server's
 * answers and the outbox all in Spanish, and the request sent in Spanish.
 */

const harness = setupFormTests();

const toastRegion = () => screen.getByRole("region", { name: "Avisos (F8)" });
const submitButton = () =>
  screen.getByRole("button", {
    name: /Pedir cotización gratis|Enviando|Cotización enviada|Solicitud guardada/,
  });
const field = (name: RegExp | string) => screen.getByLabelText(name);

async function fillRequired(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(field(/Nombre de la empresa/), "Transportes del Valle");
  await user.type(field(/Nombre de contacto/), "Ana Ruiz");
  await user.type(field(/Correo electrónico/), email);
  await user.type(field(/Teléfono/), "(801) 555-0142");
}

describe("the quote form in Spanish", () => {
  it("labels every field, option, hint and button in Spanish", async () => {
    await renderApp("/es/get-quote");
    expect(screen.getByRole("heading", { level: 1, name: "Pida su cotización gratis" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Solicitud de cotización" })).toHaveAttribute(
      "action",
      "/es/get-quote",
    );
    expect(screen.getByRole("heading", { name: "¿Prefiere hablar?" })).toBeInTheDocument();
    for (const label of [/Nombre de la empresa/, /Nombre de contacto/, /Correo electrónico/, /Teléfono/])
      expect(field(label)).toBeRequired();
    const options = within(field(/Tipo de negocio/))
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual([
      "Seleccione...",
      "Propietario-operador",
      "Flota pequeña (2-10 camiones)",
      "Flota mediana (11-50 camiones)",
      "Flota grande (50+ camiones)",
      "Broker de carga",
      "Empresa de logística",
    ]);
    expect(field(/Comentarios adicionales/)).toHaveAccessibleDescription(
      "Todo lo que nos ayude a preparar su cotización: rutas, clientes, necesidades de financiamiento.",
    );
    const form = screen.getByRole("form", { name: "Solicitud de cotización" });
    expect(within(form).getByRole("link", { name: /Términos de uso/ })).toHaveAttribute(
      "href",
      "/es/terms-of-use",
    );
    expect(submitButton()).toHaveAccessibleDescription(
      "Marque la casilla de aceptación de arriba para enviar su solicitud.",
    );
  });

  it("checks the fields in Spanish as the visitor goes, and sends nothing until they pass", async () => {
    const user = userEvent.setup();
    await renderApp("/es/get-quote");
    await user.type(field(/Correo electrónico/), "ana@");
    await user.tab();
    expect(field(/Correo electrónico/)).toHaveAccessibleDescription(
      "Escriba un correo electrónico válido, como nombre@empresa.com",
    );
    await user.type(field(/Número de camiones/), "dos");
    await user.tab();
    expect(field(/Número de camiones/)).toHaveAccessibleDescription(
      "El número de camiones debe ser un número entero",
    );

    await user.click(screen.getByRole("checkbox", { name: /Acepto recibir/ }));
    await user.click(submitButton());
    await waitFor(() => expect(field(/Nombre de la empresa/)).toHaveFocus());
    expect(field(/Nombre de la empresa/)).toHaveAccessibleDescription("Indique el nombre de la empresa");
    expect(field(/Teléfono/)).toHaveAccessibleDescription("Indique el teléfono");
    expect(harness.requests()).toEqual([]);
  });

  it("pre-fills the tier in Spanish from the address", async () => {
    await renderApp("/es/get-quote?service=fuel-card&tier=gold");
    await waitFor(() => expect(field(/Servicios que le interesan/)).toHaveValue("fuel-card-gold"));
    expect(field(/Comentarios adicionales/)).toHaveValue(
      "Me interesa el nivel Oro del programa de tarjetas de combustible.",
    );
  });

  it("sends the request in Spanish and says it was sent in Spanish", async () => {
    const user = userEvent.setup();
    let language: string | null = null;
    const listener = ({ request }: { request: Request }) => {
      if (request.url.endsWith("/api/quotes")) language = request.headers.get("Accept-Language");
    };
    harness.mock().server.events.on("request:start", listener);
    await renderApp("/es/get-quote");
    await fillRequired(user, "valle@example.com");
    await user.click(screen.getByRole("checkbox", { name: /Acepto recibir/ }));
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent("¡Cotización enviada!"));
    const toast = within(toastRegion()).getByRole("listitem");
    expect(toast).toHaveTextContent("¡Solicitud de cotización enviada!");
    expect(toast).toHaveTextContent(
      /Le contactaremos en menos de 1 hora en horario de oficina\. N\.º de referencia: Q-/,
    );
    harness.mock().server.events.removeListener("request:start", listener);
    expect(language).toBe("es");
    expect(await harness.stored("quotes", "valle@example.com")).toHaveLength(1);
  });

  it("shows the server's refusal in Spanish on its fields", async () => {
    const user = userEvent.setup();
    await renderApp("/es/get-quote");
    await fillRequired(user, "refused@example.com");
    // The browser lets this through; the server refuses it (a key it does not know), in Spanish.
    harness.mock().server.use(
      http.post("*/api/quotes", async ({ request }) =>
        HttpResponse.json(
          {
            error: "Corrija los campos marcados.",
            issues: {
              phone:
                request.headers.get("Accept-Language") === "es"
                  ? "Escriba un teléfono de al menos 10 dígitos"
                  : "Enter a phone number with at least 10 digits",
            },
          },
          { status: 422 },
        ),
      ),
    );
    await user.click(screen.getByRole("checkbox", { name: /Acepto recibir/ }));
    await user.click(submitButton());
    await waitFor(() =>
      expect(field(/Teléfono/)).toHaveAccessibleDescription("Escriba un teléfono de al menos 10 dígitos"),
    );
    expect(within(toastRegion()).getByRole("listitem")).toHaveTextContent(
      "Hubo un problema al enviar su solicitud. Vuelva a intentarlo.",
    );
    expect(screen.getByText("Revise los campos marcados. Sus datos siguen aquí.")).toBeInTheDocument();
  });

  it("keeps it on the device without signal, in Spanish, with its language for later", async () => {
    const user = userEvent.setup();
    harness.mock().setControls({ fail: { status: "network", pathPrefix: "/api/" } });
    await renderApp("/es/get-quote");
    await fillRequired(user, "sin-senal@example.com");
    await user.click(screen.getByRole("checkbox", { name: /Acepto recibir/ }));
    await user.click(submitButton());

    await waitFor(() => expect(submitButton()).toHaveTextContent("Solicitud guardada"));
    expect(within(toastRegion()).getByRole("listitem")).toHaveTextContent(
      "Sin conexión por ahora. Su solicitud de cotización quedó guardada en este dispositivo y se enviará sola cuando vuelva la señal.",
    );
    const [record] = await harness.outbox();
    expect(record).toMatchObject({ kind: "quote", locale: "es", state: "waiting" });

    const waiting = await screen.findByRole("button", { name: "1 solicitud en espera en este dispositivo" });
    await user.click(waiting);
    const panel = await screen.findByRole("dialog", { name: "En espera de envío" });
    expect(panel).toHaveTextContent("Transportes del Valle");
    expect(panel).toHaveTextContent("Solicitud de cotización · Guardada el");
    expect(panel).toHaveTextContent("Esperando señal. Se enviará sola.");
    expect(within(panel).getByRole("button", { name: "Enviar ahora" })).toBeInTheDocument();
  });
});
