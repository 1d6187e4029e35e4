// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import { account_link_not_valid, account_password_set } from "../../../paraglide/messages";
import userEvent from "@testing-library/user-event";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { storePasswordLink } from "../../../../api/db/password-links";
import { clients } from "../../../../api/db/schema";
import { newLinkId, signLinkToken } from "../../../../api/lib/password-link-token";
import { MOCK_CREDENTIALS } from "../../../../mocks/fixtures";
import { MOCK_SESSION_SECRET } from "../../../../mocks/mock-app";
import { mockApiForTests } from "../../../../tests/support/app/mock-api";
import { OwnQueryClient } from "../../../lib/own-query-client";
import { ResetPassword, type ResetPasswordProps } from "./reset-password";

/** The catalogue's words, as the server and the screen say them in English. */
const LINK_NOT_VALID = account_link_not_valid({}, { locale: "en" });
const PASSWORD_SET = account_password_set({}, { locale: "en" });

const mock = mockApiForTests();

const NEW_PASSWORD = "a brand new password for demo";

/** A link to set the demo client's password, stored as the server stores one and signed as the e-mail carries it. */
async function demoClientLink(): Promise<string> {
  const [demo] = await mock()
    .db.select({ id: clients.id })
    .from(clients)
    .where(eq(clients.username, MOCK_CREDENTIALS.client.username));
  if (!demo) throw new Error("The mocks have no demo client.");
  const id = newLinkId();
  const now = Date.now();
  await storePasswordLink(mock().db, {
    id,
    accountKind: "client",
    accountId: demo.id,
    purpose: "reset",
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + 30 * 60 * 1000).toISOString(),
  });
  return signLinkToken(MOCK_SESSION_SECRET, id);
}

function renderPage(props: ResetPasswordProps) {
  render(
    <OwnQueryClient>
      <ResetPassword {...props} />
    </OwnQueryClient>,
  );
}

const newPassword = () => screen.getByLabelText(/^New password/);
const confirmPassword = () => screen.getByLabelText(/^Confirm password/);

async function signIn(password: string) {
  return (
    await fetch("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: MOCK_CREDENTIALS.client.username, password }),
    })
  ).status;
}

describe("Set a new password", () => {
  it("without a token in the address, says the link is not valid and leads to Forgot password?", () => {
    renderPage({});
    expect(screen.getByRole("heading", { level: 1, name: "Set a new password" })).toBeInTheDocument();
    expect(screen.getByText(LINK_NOT_VALID)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    expect(screen.queryByRole("button", { name: "Set password" })).not.toBeInTheDocument();
  });

  it("says the same of a token that is not one of ours in form", () => {
    renderPage({ token: "not-a-token" });
    expect(screen.getByText(LINK_NOT_VALID)).toBeInTheDocument();
  });

  it("checks both fields on the page, then sets the password; the old one stops working", async () => {
    const token = await demoClientLink();
    const user = userEvent.setup();
    renderPage({ token });

    expect(newPassword()).toHaveAttribute("autocomplete", "new-password");
    expect(confirmPassword()).toHaveAttribute("autocomplete", "new-password");
    expect(screen.getAllByRole("button", { name: "Show password" })).toHaveLength(2);
    expect(document.querySelector('input[type="hidden"][name="token"]')).toHaveValue(token);

    await user.click(screen.getByRole("button", { name: "Set password" }));
    expect(newPassword()).toHaveAccessibleDescription(expect.stringContaining("New password is required"));

    await user.type(newPassword(), "too short");
    expect(newPassword()).toHaveAccessibleDescription(
      expect.stringContaining("New password must be at least 12 characters"),
    );
    await user.clear(newPassword());
    await user.type(newPassword(), NEW_PASSWORD);
    await user.type(confirmPassword(), `${NEW_PASSWORD}!`);
    await user.click(screen.getByRole("button", { name: "Set password" }));
    expect(confirmPassword()).toHaveAttribute("aria-invalid", "true");
    expect(confirmPassword()).toHaveAccessibleDescription(
      expect.stringContaining("The two passwords do not match"),
    );

    await user.clear(confirmPassword());
    await user.type(confirmPassword(), NEW_PASSWORD);
    await user.click(screen.getByRole("button", { name: "Set password" }));

    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(PASSWORD_SET));
    const signInLink = screen.getByRole("link", { name: "Sign in" });
    expect(signInLink).toHaveAttribute("href", "/client-login");
    await waitFor(() => expect(signInLink).toHaveFocus());
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();

    expect(await signIn(NEW_PASSWORD)).toBe(200);
    expect(await signIn(MOCK_CREDENTIALS.client.password)).toBe(401);
  });

  it("a link the server does not know (or used, or expired) says so and leads to Forgot password?", async () => {
    const token = await demoClientLink();
    const [id] = token.split(".");
    const user = userEvent.setup();
    // Well formed, but signed for another link.
    renderPage({ token: `${newLinkId()}.${token.slice((id ?? "").length + 1)}` });
    await user.type(newPassword(), NEW_PASSWORD);
    await user.type(confirmPassword(), NEW_PASSWORD);
    await user.click(screen.getByRole("button", { name: "Set password" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(LINK_NOT_VALID);
    const forgot = screen.getByRole("link", { name: "Forgot password?" });
    expect(forgot).toHaveAttribute("href", "/forgot-password");
    await waitFor(() => expect(forgot).toHaveFocus());
    expect(await signIn(MOCK_CREDENTIALS.client.password)).toBe(200);
  });

  it("shows the server's answers to the form sent without JavaScript", async () => {
    const token = await demoClientLink();
    renderPage({
      answer: {
        form: "reset-password",
        status: 422,
        values: { token },
        issues: { confirmPassword: "The two passwords do not match" },
        error: "Validation failed",
      },
    });
    // The token came back in the form, not the address.
    expect(document.querySelector('input[type="hidden"][name="token"]')).toHaveValue(token);
    expect(confirmPassword()).toHaveAccessibleDescription(
      expect.stringContaining("The two passwords do not match"),
    );
  });

  it("after a refused link or a password set without JavaScript, says so", () => {
    renderPage({
      answer: { form: "reset-password", status: 400, values: {}, issues: {}, error: LINK_NOT_VALID },
    });
    expect(screen.getByText(LINK_NOT_VALID)).toBeInTheDocument();

    renderPage({ set: "staff" });
    expect(screen.getAllByRole("status").at(-1)).toHaveTextContent(PASSWORD_SET);
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/admin/login");
  });
});
