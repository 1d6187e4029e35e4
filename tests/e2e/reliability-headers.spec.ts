import type { APIResponse, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import type { TestClient } from "./accounts";
import { ADMIN } from "./admin-helpers";
import { allPublicPaths } from "./public-helpers";

// This file needs the service worker (offline copies, sending kept work, push): the suite blocks it elsewhere.
test.use({ serviceWorkers: "allow" });

/**
 * Headers and browser policy (SECURITY.md), checked on the
 * real server and in Chromium: the CSP allows scripts from our origin only,
 * the session cookies are HttpOnly and SameSite=Strict for 24 hours, the other
 * security headers are on pages and API answers alike, the service worker
 * script is revalidated, and no public page loads anything from another
 * origin. (Secure over HTTPS is checked in api/session-cookies.adversarial.test.ts;
 * that no page inlines a script, in the built HTML: tests/dist/page-markup.test.ts.)
 */

/** Every public page, plus the 404 page. */
const publicPages = [...allPublicPaths, "/no-such-page"];

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  const csp = directives(headers["content-security-policy"] ?? "");
  expect(csp.get("script-src"), `${what}: script-src`).toEqual(["'self'"]);
  expect(csp.get("default-src"), `${what}: default-src`).toEqual(["'self'"]);
  expect(csp.get("object-src"), `${what}: object-src`).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors"), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(csp.get("base-uri"), `${what}: base-uri`).toEqual(["'self'"]);
  expect(csp.get("form-action"), `${what}: form-action`).toEqual(["'self'"]);
  // Inline styles only (Radix's scroll lock writes a computed <style>): see SECURITY.md.
  expect(csp.get("style-src"), `${what}: style-src`).toEqual(["'self'", "'unsafe-inline'"]);
  for (const loosening of ["script-src-elem", "script-src-attr"]) {
    expect(csp.has(loosening), `${what}: no ${loosening}`).toBe(false);
  }
  for (const [name, sources] of csp) {
    if (name.startsWith("script") || name === "default-src") {
      expect(sources, `${what}: ${name}`).not.toContain("'unsafe-inline'");
      expect(sources, `${what}: ${name}`).not.toContain("'unsafe-eval'");
    }
    for (const source of sources) {
      expect(source, `${what}: ${name} names no other host`).not.toMatch(/^(https?:|\*|\/\/)/);
    }
  }
  expect(headers["x-content-type-options"], `${what}: nosniff`).toBe("nosniff");
  expect(headers["referrer-policy"], `${what}: Referrer-Policy`).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"], `${what}: X-Frame-Options`).toBe("DENY");
  expect(headers["cross-origin-opener-policy"], `${what}: COOP`).toBe("same-origin");
  expect(headers["x-powered-by"], `${what}: no X-Powered-By`).toBeUndefined();
  expect(headers.server, `${what}: no Server banner`).toBeUndefined();
}

test.describe("headers", () => {
  test("pages, assets, the service worker and API answers carry the security headers", async ({
    request,
  }) => {
    const home = await request.get("/");
    expect(home.status()).toBe(200);
    const html = await home.text();
    const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset, "the home page loads a script bundle").toBeTruthy();

    const targets: [string, number][] = [
      ["/", 200],
      ["/get-quote", 200],
      ["/no-such-page", 404],
      [asset ?? "/", 200],
      ["/sw.js", 200],
      ["/manifest.webmanifest", 200],
      ["/api/health", 200],
      ["/api/team-members", 200],
      ["/api/quotes", 401],
      ["/api/nowhere", 404],
    ];
    for (const [path, status] of targets) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      expectSecurityHeaders(response, path);
    }
  });

  test("the service worker script is revalidated on every load; API answers are not stored", async ({
    request,
  }) => {
    const worker = await request.get("/sw.js");
    expect(worker.headers()["cache-control"]).toBe("no-cache");
    for (const path of ["/api/health", "/api/quotes"]) {
      expect((await request.get(path)).headers()["cache-control"], path).toBe("no-store");
    }
  });
});

test.describe("session cookies", () => {
  function parseSetCookie(header: string) {
    const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
    const map = new Map(
      attributes.map((attribute) => {
        const [key = "", ...value] = attribute.split("=");
        return [key.toLowerCase(), value.join("=")] as const;
      }),
    );
    return { name: pair.slice(0, pair.indexOf("=")), attributes: map };
  }

  const signIns = [
    { cookie: "tpf_admin", path: "/api/admin/login", account: () => ADMIN },
    {
      cookie: "tpf_client",
      path: "/api/auth/login",
      account: (client: TestClient) => ({ username: client.username, password: client.password }),
    },
  ];

  for (const signIn of signIns) {
    test(`${signIn.cookie}: HttpOnly, SameSite=Strict, Path=/, 24 hours; the page's scripts cannot read it`, async ({
      page,
      context,
      client,
    }) => {
      await page.goto("/");
      const before = Date.now();
      const response = await page.request.post(signIn.path, { data: signIn.account(client) });
      expect(response.status()).toBe(200);
      const headers = response.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie");
      expect(headers).toHaveLength(1);
      const cookie = parseSetCookie(headers[0]?.value ?? "");
      expect(cookie.name).toBe(signIn.cookie);
      expect(cookie.attributes.has("httponly")).toBe(true);
      expect(cookie.attributes.get("samesite")).toBe("Strict");
      expect(cookie.attributes.get("path")).toBe("/");
      expect(cookie.attributes.get("max-age")).toBe("86400");
      // Plain http here: Secure would make the browser drop it; over https it is set.
      expect(cookie.attributes.has("secure")).toBe(false);

      const [stored] = (await context.cookies()).filter((entry) => entry.name === signIn.cookie);
      expect(stored?.httpOnly).toBe(true);
      expect(stored?.sameSite).toBe("Strict");
      expect(stored?.path).toBe("/");
      const lifetime = (stored?.expires ?? 0) - before / 1000;
      expect(lifetime).toBeGreaterThan(24 * 3600 - 120);
      expect(lifetime).toBeLessThan(24 * 3600 + 120);

      await page.reload();
      expect(await page.evaluate(() => document.cookie)).not.toContain(signIn.cookie);
    });
  }
});

test.describe("browser policy", () => {
  async function visit(page: Page, path: string) {
    await page.goto(path, { waitUntil: "networkidle" });
    // Scroll through the page so lazy images and anything below the fold load too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      window.scrollTo(0, document.body.scrollHeight);
    });
    await page.waitForLoadState("networkidle");
  }

  // slow: opens every public page and article in turn.
  test("no public page loads anything from another origin, and none trips the CSP", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL ?? "http://localhost").origin;
    const requests: { page: string; url: string }[] = [];
    let current = "";
    context.on("request", (sent) => requests.push({ page: current, url: sent.url() }));
    await context.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
      document.addEventListener("securitypolicyviolation", (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });

    for (const path of publicPages) {
      current = path;
      await visit(page, path);
      const violations = await page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      );
      expect(violations, `${path}: CSP violations`).toEqual([]);
    }

    expect(requests.length).toBeGreaterThan(publicPages.length);
    const foreign = requests.filter(({ url }) => {
      if (url.startsWith("data:") || url.startsWith("blob:")) return false;
      return new URL(url).origin !== origin;
    });
    expect(foreign, "requests to other origins").toEqual([]);
  });
});
