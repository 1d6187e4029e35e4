// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ClientUser } from "../../../../api/contract/auth";
import { SETTINGS_SAVED, TEST_NOTIFICATION_SENT } from "../../../../api/contract/notification-settings";
import { mockApiForTests, signInToMocks } from "../../../../tests/support/app/mock-api";
import { renderWithRouter } from "../../../../tests/support/app/render-with-router";
import { LocaleContext } from "../../../components/layout/locale-context";
import * as m from "../../../paraglide/messages";
import { AccountSettings } from "./account-settings";
import { MOCK_CREDENTIALS } from "../../../../mocks/fixtures";

/*
 * Account Settings in a Spanish portal (docs/decisions/0170-spanish-edition.md):
 * every word, the contract's checks and the answers in Spanish, and the
 * Language section that keeps the client's language on the account.
 */

const mock = mockApiForTests();

const user: ClientUser = {
  username: "demo",
  firstName: "Dana",
  lastName: "Demo",
  companyName: "Demo Hauling",
  lastLogin: null,
  locale: "es",
};

beforeEach(async () => {
  document.documentElement.lang = "es";
  await signInToMocks("client");
});
afterEach(() => {
  document.documentElement.lang = "";
});

async function renderInSpanish(saveLocale = vi.fn(async (locale: "en" | "es") => locale)) {
  await renderWithRouter(
    <LocaleContext.Provider value="es">
      <AccountSettings user={user} passwordChange={null} saveLocale={saveLocale} />
    </LocaleContext.Provider>,
  );
  return saveLocale;
}

describe("Account Settings in Spanish", () => {
  it("names every section, field and topic in Spanish, and saves with a Spanish answer", async () => {
    const events = userEvent.setup();
    await renderInSpanish();
    expect(screen.getByRole("heading", { level: 1, name: "Configuración de la cuenta" })).toBeInTheDocument();
    for (const name of ["Sus datos", "Idioma", "Notificaciones en este dispositivo", "Mensaje de prueba"])
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Portal de clientes" })).toHaveAttribute(
      "href",
      "/client-dashboard",
    );

    const email = await screen.findByRole("textbox", { name: /^Correo nuevo/ });
    expect(screen.getByRole("group", { name: "Envíenme un correo cuando" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Se financia una factura" })).toBeInTheDocument();
    // jsdom has no push: the browser's limit is said in Spanish.
    expect(screen.getByText(/^Este navegador no puede mostrar notificaciones/)).toBeInTheDocument();
    expect(
      await screen.findByText("Todavía no hay notificaciones activadas en ningún dispositivo."),
    ).toBeInTheDocument();

    await events.clear(screen.getByRole("textbox", { name: /^Teléfono/ }));
    await events.type(screen.getByRole("textbox", { name: /^Teléfono/ }), "555-01");
    await events.click(screen.getByRole("button", { name: "Guardar cambios" }));
    expect(screen.getByRole("textbox", { name: /^Teléfono/ })).toHaveAccessibleDescription(
      expect.stringContaining("Escriba un teléfono de al menos 10 dígitos"),
    );

    await events.clear(screen.getByRole("textbox", { name: /^Teléfono/ }));
    await events.type(screen.getByRole("textbox", { name: /^Teléfono/ }), "(405) 555-0199");
    await events.click(screen.getByRole("button", { name: "Guardar cambios" }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole("status")
          .some((region) => region.textContent?.includes("Su configuración quedó guardada.")),
      ).toBe(true),
    );
    // The form shows what was saved, not what was read when the page opened.
    expect(screen.getByRole("textbox", { name: /^Teléfono/ })).toHaveValue("(405) 555-0199");

    // The e-mail address changes only with the current password, in Spanish too.
    await events.type(email, "dana.nuevo@example.com");
    await events.type(screen.getByLabelText(/^Contraseña actual/), "no-es-la-clave");
    await events.click(screen.getByRole("button", { name: "Enviar enlace de confirmación" }));
    expect(await screen.findByText("La contraseña actual no es correcta.")).toBeInTheDocument();
    await events.clear(screen.getByLabelText(/^Contraseña actual/));
    await events.type(screen.getByLabelText(/^Contraseña actual/), MOCK_CREDENTIALS.client.password);
    await events.click(screen.getByRole("button", { name: "Enviar enlace de confirmación" }));
    expect(await screen.findByText(/^Enviamos un enlace a dana\.nuevo@example\.com/)).toBeInTheDocument();
  });

  it("keeps the confirmation's answer on screen once the link's token has left the address", async () => {
    const events = userEvent.setup();
    // The server's answer to a good link (its own tests hold how the link is made and checked).
    mock().server.use(
      http.post("*/api/account/email/confirm", () =>
        HttpResponse.json({
          message: "Su correo quedó cambiado. También avisamos al correo anterior.",
          email: "dana.enlace@example.com",
        }),
      ),
    );
    const token = "a-token-from-the-link";

    // As the route does: once confirmed, the token leaves the address, so the page renders without it.
    function FromTheLink() {
      const [confirmToken, setConfirmToken] = useState<string | undefined>(token);
      return (
        <LocaleContext.Provider value="es">
          <AccountSettings
            user={user}
            passwordChange={null}
            saveLocale={async (locale) => locale}
            confirmEmailToken={confirmToken}
            onConfirmDone={() => setConfirmToken(undefined)}
          />
        </LocaleContext.Provider>
      );
    }
    await renderWithRouter(<FromTheLink />);
    await events.click(await screen.findByRole("button", { name: "Confirmar el correo nuevo" }));
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Confirmar el correo nuevo" })).toBeNull(),
    );
    expect(
      screen
        .getAllByRole("status")
        .some((region) =>
          region.textContent?.includes("Su correo quedó cambiado. También avisamos al correo anterior."),
        ),
    ).toBe(true);
  });

  it("chooses the language of the portal, e-mails and push, and answers in the language chosen", async () => {
    const events = userEvent.setup();
    const saveLocale = await renderInSpanish();
    const group = screen.getByRole("group", { name: "Idioma" });
    expect(screen.getByRole("radio", { name: "Español" })).toBeChecked();
    expect(group).toContainElement(screen.getByRole("radio", { name: "English" }));
    await events.click(screen.getByRole("radio", { name: "English" }));
    await events.click(screen.getByRole("button", { name: "Guardar idioma" }));
    expect(saveLocale).toHaveBeenCalledWith("en");
    await waitFor(() =>
      expect(
        screen
          .getAllByRole("status")
          .some(
            (region) => region.textContent === "Your portal, e-mails and push messages are now in English.",
          ),
      ).toBe(true),
    );
  });

  it("says in Spanish when the language could not be saved", async () => {
    const events = userEvent.setup();
    await renderInSpanish(vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    await events.click(screen.getByRole("radio", { name: "English" }));
    await events.click(screen.getByRole("button", { name: "Guardar idioma" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Error de red. Vuelva a intentarlo.");
  });
});

describe("the English words of Account Settings", () => {
  it("are the contract's and the product's sentences, word for word", () => {
    const en = { locale: "en" } as const;
    // The API answers with the very messages the screen shows: one catalogue entry each.
    expect(SETTINGS_SAVED).toBe("account_settings_saved");
    expect(TEST_NOTIFICATION_SENT).toBe("account_test_sent");
    expect(m.account_push_failed({}, en)).toBe(
      "Push could not be turned on on this device. Please try again.",
    );
    expect(m.account_push_needs_app({}, en)).toBe(
      "Push needs the app to have opened once with a connection. Reload this page with signal and try again.",
    );
  });
});

describe("the contact form's phone error", () => {
  /** Account Settings in English with "not a phone" typed; answers the phone field. */
  async function withAWrongPhone(events: ReturnType<typeof userEvent.setup>) {
    document.documentElement.lang = "en";
    await renderWithRouter(
      <LocaleContext.Provider value="en">
        <AccountSettings user={{ ...user, locale: "en" }} passwordChange={null} saveLocale={vi.fn()} />
      </LocaleContext.Provider>,
    );
    const phone = await screen.findByLabelText(/^Phone/);
    await events.clear(phone);
    await events.type(phone, "not a phone");
    return phone;
  }

  it("shown on leaving the field goes as soon as the phone is right, before the field is left", async () => {
    const events = userEvent.setup();
    const phone = await withAWrongPhone(events);
    // Leaving the field shows its error, with no Save pressed (a press on Save can land beside it once
    // the error line has pushed it down).
    await events.tab();
    await waitFor(() => expect(phone).toHaveAttribute("aria-invalid", "true"));
    await events.click(phone);
    await events.clear(phone);
    await events.type(phone, "(555) 010-1234");
    expect(phone).toHaveFocus();
    await waitFor(() => expect(phone).not.toHaveAttribute("aria-invalid"));
  });

  it("after a refused save goes as soon as the phone is right, before the field is left", async () => {
    const events = userEvent.setup();
    const phone = await withAWrongPhone(events);
    await events.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(phone).toHaveAttribute("aria-invalid", "true"));
    await events.click(phone);
    fireEvent.change(phone, { target: { value: "(555) 010-1234" } });
    expect(phone).toHaveFocus();
    await waitFor(() => expect(phone).not.toHaveAttribute("aria-invalid"));
  });
});
