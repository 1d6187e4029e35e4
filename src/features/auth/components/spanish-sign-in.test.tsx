// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MIN_CLIENT_PASSWORD } from "../../../../api/contract/auth";
import {
  LINK_NOT_VALID,
  PASSWORD_SET,
  RESET_LINK_MINUTES,
  RESET_LINK_SENT,
} from "../../../../api/contract/password-links";
import { MOCK_CREDENTIALS } from "../../../../mocks/fixtures";
import { mockApiForTests } from "../../../../tests/support/app/mock-api";
import { LocaleContext } from "../../../components/layout/locale-context";
import { OwnQueryClient } from "../../../lib/own-query-client";
import * as m from "../../../paraglide/messages";
import { ClientLogin } from "./client-login";
import { ClientForgotPassword } from "./forgot-password";
import { ResetPassword } from "./reset-password";

/*
 * The client sign-in pages in Spanish (docs/decisions/0170-spanish-edition.md):
 * every word, the contract's checks and the server's answers in Spanish, the
 * links to the Spanish pages, and the forms posting to their Spanish address
 * so that a form sent without JavaScript is answered in Spanish too.
 */

mockApiForTests();

/** The Spanish page as PublicShell leaves it: `<html lang="es">`, which the API client sends as Accept-Language. */
beforeEach(() => {
  document.documentElement.lang = "es";
});
afterEach(() => {
  document.documentElement.lang = "";
});

function renderInSpanish(page: ReactNode) {
  render(
    <LocaleContext.Provider value="es">
      <OwnQueryClient>{page}</OwnQueryClient>
    </LocaleContext.Provider>,
  );
}

describe("the Spanish client sign-in", () => {
  it("speaks Spanish, posts to its own address and links to the Spanish pages", () => {
    renderInSpanish(<ClientLogin />);
    expect(screen.getByRole("heading", { level: 1, name: "Acceso para clientes" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Usuario/ })).toHaveAttribute("autocomplete", "username");
    expect(document.querySelector("form")).toHaveAttribute("action", "/es/client-login");
    expect(screen.getByRole("link", { name: "¿Olvidó su contraseña?" })).toHaveAttribute(
      "href",
      "/es/forgot-password",
    );
    expect(screen.getByRole("link", { name: "Pida una cotización gratis" })).toHaveAttribute(
      "href",
      "/es/get-quote",
    );
    expect(screen.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/es");
    // External system sign-in exists in English only, and says so.
    expect(screen.getByRole("link", { name: /en inglés/ })).toHaveAttribute("href", "/external-login");
    const help = screen.getByRole("complementary", { name: "Ayuda para iniciar sesión" });
    expect(help).toHaveTextContent("de lunes a viernes, de 7 a.m. a 3 p.m., hora MST");
    expect(screen.getByRole("link", { name: /^Llame/ })).toBeInTheDocument();
  });

  it("asks for username and password in Spanish before calling the server", async () => {
    const user = userEvent.setup();
    renderInSpanish(<ClientLogin />);
    await user.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    expect(screen.getByRole("textbox", { name: /^Usuario/ })).toHaveAccessibleDescription(
      expect.stringContaining("Indique el usuario"),
    );
    expect(screen.getByLabelText(/^Contraseña/)).toHaveAccessibleDescription(
      expect.stringContaining("Indique la contraseña"),
    );
  });

  it("tells a wrong password in Spanish, in the server's words", async () => {
    const user = userEvent.setup();
    renderInSpanish(<ClientLogin />);
    await user.type(screen.getByRole("textbox", { name: /^Usuario/ }), MOCK_CREDENTIALS.client.username);
    await user.type(screen.getByLabelText(/^Contraseña/), "not-the-password-at-all");
    await user.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Datos de acceso incorrectos. Revise su usuario y su contraseña.",
    );
  });

  it("shows the server's Spanish answer to a form sent without JavaScript, the username kept", () => {
    renderInSpanish(
      <ClientLogin
        answer={{
          form: "client-login",
          status: 401,
          values: { username: "erin" },
          issues: {},
          error: "Datos de acceso incorrectos. Revise su usuario y su contraseña.",
        }}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Datos de acceso incorrectos");
    expect(screen.getByRole("textbox", { name: /^Usuario/ })).toHaveValue("erin");
  });
});

describe("the Spanish Forgot password?", () => {
  it("says the one answer in Spanish, with the link's minutes, and leads back to the Spanish sign-in", async () => {
    const user = userEvent.setup();
    renderInSpanish(<ClientForgotPassword />);
    expect(screen.getByRole("heading", { level: 1, name: "Restablezca su contraseña" })).toBeInTheDocument();
    expect(document.querySelector("form")).toHaveAttribute("action", "/es/forgot-password");
    await user.type(screen.getByRole("textbox", { name: /^Correo electrónico/ }), "nadie@example.com");
    await user.click(screen.getByRole("button", { name: "Enviar enlace" }));
    const status = await screen.findByRole("status");
    await waitFor(() => expect(status).toHaveTextContent(`durante ${RESET_LINK_MINUTES} minutos`));
    expect(status).toHaveTextContent("Revise su correo");
    expect(screen.getByRole("link", { name: "Volver a iniciar sesión" })).toHaveAttribute(
      "href",
      "/es/client-login",
    );
  });

  it("keeps the page of the form sent without JavaScript: ?sent=1 says the answer", () => {
    renderInSpanish(<ClientForgotPassword sent />);
    expect(screen.getByRole("status")).toHaveTextContent("Si alguna cuenta usa ese correo electrónico");
  });
});

describe("the Spanish page that sets a password", () => {
  it("says a missing link is not valid and leads to the Spanish Forgot password?", () => {
    renderInSpanish(<ResetPassword />);
    expect(screen.getByRole("heading", { level: 1, name: "Cree una contraseña nueva" })).toBeInTheDocument();
    expect(screen.getByText(/^Este enlace venció o ya se usó/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "¿Olvidó su contraseña?" })).toHaveAttribute(
      "href",
      "/es/forgot-password",
    );
  });

  it("after a password set without JavaScript, leads a client to the Spanish sign-in", () => {
    renderInSpanish(<ResetPassword set="client" />);
    expect(screen.getByRole("status")).toHaveTextContent("Su contraseña quedó guardada");
    expect(screen.getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute("href", "/es/client-login");
  });

  it("asks for the new password in Spanish, its form posting to the Spanish page", async () => {
    const user = userEvent.setup();
    renderInSpanish(<ResetPassword token={`${"A".repeat(22)}.${"B".repeat(43)}`} />);
    expect(document.querySelector("form")).toHaveAttribute("action", "/es/reset-password");
    const password = screen.getByLabelText(/^Contraseña nueva/);
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(`Al menos ${MIN_CLIENT_PASSWORD} caracteres`),
    );
    await user.type(password, "corta");
    await user.click(screen.getByRole("button", { name: "Guardar contraseña" }));
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(`Use al menos ${MIN_CLIENT_PASSWORD} caracteres en la contraseña nueva`),
    );
  });
});

describe("the English words of the sign-in pages", () => {
  it("are the contract's own sentences, word for word", () => {
    const en = { locale: "en" } as const;
    expect(m.account_reset_link_sent({ minutes: RESET_LINK_MINUTES }, en)).toBe(RESET_LINK_SENT);
    // The API answers with the very messages the screens show: one catalogue entry each.
    expect(PASSWORD_SET).toBe("account_password_set");
    expect(LINK_NOT_VALID).toBe("account_link_not_valid");
  });
});
