import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { PageRequest } from "./contract/built-pages";
import type { PageRenderer } from "./pages/page-renderer";
import { mountStaticSite } from "./static-site";
import { createTestApp, type TestApp } from "../tests/support/api/harness";

/** Renders every page as a short text naming what it was asked for, so tests can see the request. */
const rendered: PageRequest[] = [];
const renderer: PageRenderer = {
  async render(request) {
    rendered.push(request);
    if (request.url.startsWith("/quote")) return { status: 308, location: "/get-quote" };
    return { status: request.form?.status ?? 200, html: `<p>rendered ${request.url}</p>` };
  },
  isClientRendered: (pathname) =>
    pathname.startsWith("/client-dashboard") || pathname.startsWith("/admin/quotes"),
};

/** A small build folder laid out like `vite build`'s, with the metadata a build leaves behind. */
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "tpf-dist-"));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  };
  write("index.html", "<h1>Home</h1>");
  write("app.html", '<div id="root"></div>');
  write("resources/index.html", "<h1>Resources</h1>");
  write("get-quote/index.html", "<h1>Get Quote</h1>");
  write("404.html", "<h1>404 Page Not Found</h1>");
  write("about/index.html", "<h1>About</h1>");
  write("es/index.html", "<h1>Inicio</h1>");
  write("es/about/index.html", "<h1>Nosotros</h1>");
  write("assets/app-1a2b.js", "console.log(1)");
  write(".vite/manifest.json", JSON.stringify({ "src/routes/admin/quotes.tsx": { file: "x.js" } }));
  write(".build-stamp", "2026-11-22T13:40:00Z");
  write("assets/.hidden.js", "secret");
  write(".well-known/security.txt", "Contact: mailto:security@example.com");
  t = await createTestApp();
  mountStaticSite(t.app, dist, renderer);
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("the static site", () => {
  test("serves pages and assets", async () => {
    expect(await (await t.request("/")).text()).toContain("Home");
    // About shows the current team: it is rendered for each request, with the team from the database.
    expect(await (await t.request("/about")).text()).toBe("<p>rendered /about</p>");
    expect(rendered.at(-1)?.teamMembers?.map((member) => member.name)).toContain("Karen Whitaker");
    expect((await t.request("/assets/app-1a2b.js")).status).toBe(200);
  });

  test("the Spanish About shows the current team too", async () => {
    expect(await (await t.request("/es/about")).text()).toBe("<p>rendered /es/about</p>");
    expect(rendered.at(-1)?.teamMembers?.map((member) => member.name)).toContain("Karen Whitaker");
  });

  test("the home page follows the language named, then the one remembered, then the browser's; no other page does", async () => {
    const home = (headers: Record<string, string> = {}, query = "") => t.request(`/${query}`, { headers });
    const english = await home({ "Accept-Language": "en-US,en;q=0.9" });
    expect(english.status).toBe(200);
    expect(english.headers.get("vary")).toContain("Accept-Language");
    const spanishBrowser = await home({ "Accept-Language": "es-MX,es;q=0.9,en;q=0.5" });
    expect(spanishBrowser.status).toBe(302);
    expect(spanishBrowser.headers.get("location")).toBe("/es");
    expect(spanishBrowser.headers.get("vary")).toContain("Cookie");
    // Remembered English beats a Spanish browser; remembered Spanish beats an English one.
    expect((await home({ "Accept-Language": "es-MX", cookie: "tpf_locale=en" })).status).toBe(200);
    expect(
      (await home({ "Accept-Language": "en-US", cookie: "tpf_locale=es" })).headers.get("location"),
    ).toBe("/es");
    // The switch's link to the English home names English, and it is remembered from then on.
    const named = await home({ "Accept-Language": "es-MX" }, "?lang=en");
    expect(named.status).toBe(302);
    expect(named.headers.get("location")).toBe("/");
    expect(named.headers.get("set-cookie")).toMatch(/^tpf_locale=en;.*SameSite=Lax/);
    // Every other address is its own language, whatever the browser says.
    const about = await t.request("/resources", {
      headers: { "Accept-Language": "es-MX", cookie: "tpf_locale=es" },
    });
    expect(about.status).toBe(200);
    expect(await about.text()).toContain("Resources");
    expect((await t.request("/es", { headers: { "Accept-Language": "en-US" } })).status).toBe(200);
  });

  test("About still answers when the team list cannot be read: rendered without a team, which its section reports", async () => {
    const broken = await createTestApp();
    mountStaticSite(broken.app, dist, renderer);
    await broken.client.execute("ALTER TABLE team_members RENAME TO team_members_gone");
    const answer = await broken.request("/about");
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("<p>rendered /about</p>");
    expect(rendered.at(-1)?.teamMembers).toBeUndefined();
  });

  test.each([
    "/.vite/manifest.json",
    "/.build-stamp",
    "/%2Evite/manifest.json",
    "/%2ebuild-stamp",
    "/about/../.vite/manifest.json",
    "/assets/.hidden.js",
    "/.vite/",
  ])("serves no dotfile or build metadata: %s is the 404 page", async (requested) => {
    const response = await t.request(requested);
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).not.toContain("src/routes");
    expect(text).not.toContain("2026-11-22");
    expect(text).not.toContain("secret");
  });

  test("still serves /.well-known/, which is meant to be public", async () => {
    const response = await t.request("/.well-known/security.txt");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Contact:");
  });
});

describe("pages answered per request", () => {
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: "http://localhost",
      "Sec-Fetch-Site": "same-origin",
    },
    body: new URLSearchParams(fields).toString(),
  });
  const quote = {
    companyName: "Plain Form Freight",
    contactName: "Jo Park",
    email: "plain-form@example.com",
    phone: "(307) 555-0100",
    agreeToTerms: "on",
  };

  test("a signed-in screen gets the app's shell, never indexed", async () => {
    const answer = await t.request("/client-dashboard");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-robots-tag")).toBe("noindex");
    expect(await answer.text()).toContain('<div id="root"></div>');
  });

  test("a query string the page honours is rendered for this request, a plain address is the built file", async () => {
    expect(await (await t.request("/resources?category=Finance")).text()).toBe(
      "<p>rendered /resources?category=Finance</p>",
    );
    expect(await (await t.request("/resources")).text()).toBe("<h1>Resources</h1>");
  });

  test("a quote sent without JavaScript is stored once and answered with a page naming its reference", async () => {
    const first = await t.request("http://localhost/get-quote", form(quote));
    expect(first.status).toBe(303);
    const location = first.headers.get("location") ?? "";
    expect(location).toMatch(/^\/get-quote\/sent\?reference=Q-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    // The browser sending the post again (a second press, a resend): the same request, stored once.
    const again = await t.request("http://localhost/get-quote", form(quote));
    expect(again.headers.get("location")).toBe(location);
    const staff = await t.staffCookie();
    const stored = await (
      await t.request("/api/quotes/email/plain-form@example.com", { headers: { cookie: staff } })
    ).json();
    expect(stored.quotes).toHaveLength(1);
    expect(location).toContain(stored.quotes[0].reference);
  });

  test("a refused field comes back on the form with the entries and the API's message", async () => {
    rendered.length = 0;
    const answer = await t.request("http://localhost/get-quote", form({ ...quote, phone: "555-01" }));
    expect(answer.status).toBe(422);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(rendered.at(-1)).toMatchObject({
      url: "/get-quote",
      form: {
        form: "quote",
        status: 422,
        values: { companyName: "Plain Form Freight", phone: "555-01", agreeToTerms: true },
        issues: { phone: expect.stringMatching(/10 digits/) },
      },
    });
  });

  test("a sign-in sent without JavaScript sets the session and goes on; a wrong password never comes back", async () => {
    const ok = await t.request(
      "http://localhost/client-login",
      form({ username: "rivera", password: "client-password-123" }),
    );
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/client-dashboard");
    expect(ok.headers.getSetCookie().some((cookie) => cookie.startsWith("tpf_client="))).toBe(true);

    rendered.length = 0;
    const wrong = await t.request(
      "http://localhost/client-login",
      form({ username: "rivera", password: "not-the-password-at-all" }),
    );
    expect(wrong.status).toBe(401);
    expect(rendered.at(-1)?.form?.values).toEqual({ username: "rivera" });
    expect(JSON.stringify(rendered)).not.toContain("not-the-password-at-all");
  });

  test("a form post from another site is refused", async () => {
    const answer = await t.request("http://localhost/get-quote", {
      ...form(quote),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://evil.example",
        "Sec-Fetch-Site": "cross-site",
      },
    });
    expect(answer.status).toBe(403);
  });
});
