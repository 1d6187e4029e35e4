import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/api/harness";

/*
 * The API answers in the request's language (docs/decisions/0170-spanish-edition.md):
 * `?lang=` first, then Accept-Language; the client's own language is kept on the account.
 */
describe("the API in the request's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it("refuses in Spanish when the request asks for Spanish, in English otherwise", async () => {
    const spanish = await t.request("/api/account/settings", {
      headers: { "Accept-Language": "es-MX,es;q=0.9" },
    });
    expect(spanish.status).toBe(401);
    expect(await spanish.json()).toEqual({ error: "Inicie sesión para continuar." });
    const english = await t.request("/api/account/settings", { headers: { "Accept-Language": "en-US" } });
    expect(await english.json()).toEqual({ error: "Please sign in to continue." });
    const named = await t.request("/api/account/settings?lang=es", {
      headers: { "Accept-Language": "en-US" },
    });
    expect(await named.json()).toEqual({ error: "Inicie sesión para continuar." });
  });

  it("keeps a client's language on the account", async () => {
    const cookie = await t.clientCookie();
    const me = async () =>
      ((await (await t.request("/api/auth/me", { headers: { cookie } })).json()) as { user: object }).user;
    expect(await me()).toMatchObject({ locale: "en" });

    const refused = await t.json(
      "PUT",
      "/api/account/locale",
      { locale: "fr" },
      { cookie, "Accept-Language": "es" },
    );
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ issues: { locale: "Elija inglés o español" } });

    const saved = await t.json("PUT", "/api/account/locale", { locale: "es" }, { cookie });
    expect(await saved.json()).toEqual({ locale: "es" });
    expect(await me()).toMatchObject({ locale: "es" });
    await t.json("PUT", "/api/account/locale", { locale: "en" }, { cookie });
    expect(await me()).toMatchObject({ locale: "en" });
  });
});
