import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { fieldIssues } from "./fields";
import { ClientLoginInput, PasswordChangeInput } from "./auth";
import { CLIENT_TOPICS, ClientSettingsInput, STAFF_TOPICS, topicLabel } from "./notification-settings";
import { PasswordResetRequest, PasswordSetInput } from "./password-links";

/*
 * The contract's messages a client reads about signing in, passwords and
 * Account Settings, in both languages (docs/decisions/0170-spanish-edition.md):
 * Spanish when the check runs with `lang: "es"`, the product's exact English
 * words otherwise.
 */

const issuesOf = (schema: v.GenericSchema, value: unknown, lang?: "en" | "es") => {
  const result = v.safeParse(schema, value, lang ? { lang } : undefined);
  return result.success ? {} : fieldIssues(result.issues);
};

const TOKEN = `${"A".repeat(22)}.${"B".repeat(43)}`;

describe("the sign-in and password messages", () => {
  it("refuse an empty sign-in in Spanish, and in the same English as before", () => {
    expect(issuesOf(ClientLoginInput, { username: " ", password: "" }, "es")).toEqual({
      username: "Indique el usuario",
      password: "Indique la contraseña",
    });
    expect(issuesOf(ClientLoginInput, { username: " ", password: "" })).toEqual({
      username: "Username is required",
      password: "Password is required",
    });
    expect(
      issuesOf(ClientLoginInput, { username: "x".repeat(101), password: "p".repeat(257) }, "es"),
    ).toEqual({
      username: "Use como máximo 100 caracteres en el usuario",
      password: "Use como máximo 256 caracteres en la contraseña",
    });
  });

  it("say what a new password needs, from an e-mailed link", () => {
    expect(
      issuesOf(PasswordSetInput, { token: TOKEN, password: "short", confirmPassword: "" }, "es"),
    ).toEqual({
      password: "Use al menos 12 caracteres en la contraseña nueva",
      confirmPassword: "Confirme la contraseña nueva",
    });
    expect(issuesOf(PasswordSetInput, { token: TOKEN, password: "short", confirmPassword: "" })).toEqual({
      password: "New password must be at least 12 characters",
      confirmPassword: "Confirm the new password",
    });
    const mismatch = {
      token: TOKEN,
      password: "a long enough password",
      confirmPassword: "another one entirely",
    };
    expect(issuesOf(PasswordSetInput, mismatch, "es")).toEqual({
      confirmPassword: "Las dos contraseñas no coinciden",
    });
    expect(issuesOf(PasswordSetInput, mismatch)).toEqual({
      confirmPassword: "The two passwords do not match",
    });
    expect(issuesOf(PasswordSetInput, { ...mismatch, token: "nope" }, "es").token).toMatch(
      /^Este enlace venció/,
    );
  });

  it("refuse the same password again, in the portal's language", () => {
    const same = { currentPassword: "the same password", newPassword: "the same password" };
    expect(issuesOf(PasswordChangeInput, same, "es")).toEqual({
      newPassword: "La contraseña nueva debe ser distinta de la actual",
    });
    expect(issuesOf(PasswordChangeInput, same)).toEqual({
      newPassword: "New password must differ from the current one",
    });
  });
});

describe("a Spanish client's forms name their fields in Spanish", () => {
  it("ask for the address of a forgotten password, and keep a phone short", () => {
    expect(issuesOf(PasswordResetRequest, { email: "" }, "es")).toEqual({
      email: "Indique el correo electrónico",
    });
    expect(issuesOf(ClientSettingsInput, { phone: "5".repeat(40), emailTopics: [] }, "es")).toEqual({
      phone: "Use como máximo 30 caracteres en el teléfono",
    });
    expect(issuesOf(ClientLoginInput, {}, "es")).toEqual({
      username: "Indique el usuario",
      password: "Indique la contraseña",
    });
  });
});

describe("Account Settings' messages", () => {
  it("refuse a short phone number and an unknown topic in Spanish", () => {
    const value = { email: "erin@example.com", phone: "555-01", emailTopics: ["nope"] };
    expect(issuesOf(ClientSettingsInput, value, "es")).toMatchObject({
      phone: "Escriba un teléfono de al menos 10 dígitos",
      "emailTopics.0": "Elija mensajes de la lista",
    });
    expect(issuesOf(ClientSettingsInput, value)).toMatchObject({
      phone: "Enter a phone number with at least 10 digits",
      "emailTopics.0": "Choose messages from the list",
    });
  });

  it("name a client's topics in Spanish for a Spanish portal, and staff topics in English always", () => {
    const spanish = CLIENT_TOPICS.map((topic) => topicLabel(topic, "es"));
    const english = CLIENT_TOPICS.map((topic) => topicLabel(topic, "en"));
    expect(new Set(spanish).size).toBe(CLIENT_TOPICS.length);
    for (const [index, label] of spanish.entries()) expect(label).not.toBe(english[index]);
    expect(topicLabel("invoice-funded", "es")).toBe("Se financia una factura");
    expect(topicLabel("invoice-funded", "en")).toBe("An invoice is funded");
    for (const topic of STAFF_TOPICS) expect(topicLabel(topic, "es")).toBe(topicLabel(topic, "en"));
    expect(topicLabel("new-quote", "es")).toBe("A new quote request");
  });
});
