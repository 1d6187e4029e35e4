// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { RESET_LINK_SENT } from "../../../../api/contract/password-links";
import { mockApiForTests } from "../../../../tests/support/app/mock-api";
import { OwnQueryClient } from "../../../lib/own-query-client";
import { ClientForgotPassword, StaffForgotPassword } from "./forgot-password";

const mock = mockApiForTests();
afterEach(() => mock().server.events.removeAllListeners("request:start"));

/** Counts the requests that reached the mocked API at `path`. */
function postsTo(path: string) {
  const seen: string[] = [];
  mock().server.events.on("request:start", ({ request }) => {
    if (request.method === "POST" && new URL(request.url).pathname === path) seen.push(path);
  });
  return seen;
}

function renderPage(page: "client" | "staff", props: Parameters<typeof ClientForgotPassword>[0] = {}) {
  const Page = page === "client" ? ClientForgotPassword : StaffForgotPassword;
  render(
    <OwnQueryClient>
      <Page {...props} />
    </OwnQueryClient>,
  );
  return {
    email: screen.getByRole("textbox", { name: /^E-mail/ }),
    send: screen.getByRole("button", { name: "Send link" }),
  };
}

describe("Forgot password?", () => {
  it("asks for an e-mail address, on the field, before calling the server", async () => {
    const posts = postsTo("/api/auth/password-reset");
    const user = userEvent.setup();
    const { email, send } = renderPage("client");
    expect(screen.getByRole("heading", { level: 1, name: "Reset your password" })).toBeInTheDocument();
    expect(email).toHaveAttribute("type", "email");
    expect(email).toHaveAttribute("autocomplete", "email");

    await user.click(send);
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription(expect.stringContaining("E-mail is required"));

    await user.type(email, "not-an-address");
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining("Enter a valid e-mail address, like name@company.com"),
    );
    expect(posts).toEqual([]);
  });

  it("sends the address and says the one answer in a status region, with the way back to sign in", async () => {
    const posts = postsTo("/api/auth/password-reset");
    const user = userEvent.setup();
    const { email, send } = renderPage("client");
    await user.type(email, "nobody-uses-this@example.com");
    await user.click(send);

    const status = await screen.findByRole("status");
    await waitFor(() => expect(status).toHaveTextContent(RESET_LINK_SENT));
    const back = screen.getByRole("link", { name: "Back to sign in" });
    expect(back).toHaveAttribute("href", "/client-login");
    await waitFor(() => expect(back).toHaveFocus());
    expect(screen.queryByRole("button", { name: "Send link" })).not.toBeInTheDocument();
    expect(posts).toHaveLength(1);
    // The other way back in stays.
    expect(screen.getByRole("link", { name: /^Call/ })).toBeInTheDocument();
  });

  it("asks the staff endpoint from the staff page, and leads back to the staff sign-in", async () => {
    const posts = postsTo("/api/admin/password-reset");
    const user = userEvent.setup();
    const { email, send } = renderPage("staff");
    await user.type(email, "someone@example.com");
    await user.click(send);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(RESET_LINK_SENT));
    expect(screen.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/admin/login");
    expect(posts).toHaveLength(1);
  });

  it("shows the server's refusal when asked too often, and keeps the form", async () => {
    mock().server.use(
      http.post("*/api/auth/password-reset", () =>
        HttpResponse.json({ error: "Too many links asked for. Try again later." }, { status: 429 }),
      ),
    );
    const user = userEvent.setup();
    const { email, send } = renderPage("client");
    await user.type(email, "someone@example.com");
    await user.click(send);
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many links asked for. Try again later.");
    expect(screen.getByRole("button", { name: "Send link" })).toBeEnabled();
  });

  it("puts the server's field message on the field", async () => {
    mock().server.use(
      http.post("*/api/auth/password-reset", () =>
        HttpResponse.json(
          { error: "Validation failed", issues: { email: "E-mail must be at most 254 characters" } },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { email, send } = renderPage("client");
    await user.type(email, "someone@example.com");
    await user.click(send);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        expect.stringContaining("E-mail must be at most 254 characters"),
      ),
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the server's answers to the form sent without JavaScript", () => {
    renderPage("client", {
      answer: {
        form: "forgot-password",
        status: 422,
        values: { email: "bad@" },
        issues: { email: "Enter a valid e-mail address, like name@company.com" },
        error: "Validation failed",
      },
    });
    const email = screen.getByRole("textbox", { name: /^E-mail/ });
    expect(email).toHaveValue("bad@");
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining("Enter a valid e-mail address, like name@company.com"),
    );

    render(
      <OwnQueryClient>
        <ClientForgotPassword sent />
      </OwnQueryClient>,
    );
    expect(screen.getAllByRole("status").at(-1)).toHaveTextContent(RESET_LINK_SENT);
  });
});
