import type { Context, Hono } from "hono";
import { csrf } from "hono/csrf";
import type { AppEnv } from "../app-env";
import { namesOfKind } from "../contract/field-list";
import { SOMETHING_WRONG, type FormAnswer } from "../contract/form-answer";
import { fuelCardApplicationFields } from "../contract/fuel-card-application";
import { FORM_IDEMPOTENCY_KEY } from "../contract/idempotency";
import { quoteFields } from "../contract/quote";
import { BASE_LOCALE, LOCALES, pathInLocale, type Locale } from "../contract/words";
import { sameHost } from "../lib/request-guard";
import { requestOrigin } from "../lib/request-info";
import { sha256Hex } from "../lib/tokens";
import type { PageRenderer } from "./page-renderer";

/**
 * Forms that work without JavaScript. Every public form is also a plain
 * HTML form that posts to its own page (`POST /get-quote`): a driver whose
 * phone has not run the app's code yet, or never will, still gets the
 * request through. The post is turned into the same JSON call the app
 * makes (`POST /api/quotes`), inside the server, so validation, limits,
 * honeypot and idempotency are the API's own; only the answer differs: a
 * redirect to a page that names the reference, or the form again with its
 * entries and a message on each refused field. See
 * docs/decisions/0004-islands.md.
 *
 * A page of the public site takes its form at its address in every language
 * (`POST /es/get-quote`): the API is asked in the page's language, and the
 * answer is the page again in that language, or its answer page in it
 * (docs/decisions/0171-one-route-tree.md).
 */

interface FormTarget {
  /** The name the page knows the form by (FormAnswer.form). */
  form: FormAnswer["form"];
  api: string;
  /** Fields sent as booleans (checkboxes: present means ticked). */
  checkboxes?: readonly string[];
  /** Fields never echoed back onto the page. */
  secret?: readonly string[];
  /** Where a success goes, from the API's answer. */
  success: (answer: Record<string, unknown>) => string;
  /** Whether the form carries an idempotency key (request forms do). */
  idempotent: boolean;
  /** Whether the page is one of the public site's, published in every language under its prefix (`/es` + its path). */
  everyLanguage?: boolean;
}

const referenceOf = (answer: Record<string, unknown>, key: string) => {
  const record = answer[key] as { reference?: unknown } | undefined;
  return typeof record?.reference === "string" ? record.reference : "";
};

const redirectOf = (answer: Record<string, unknown>, fallback: string) =>
  typeof answer.redirectUrl === "string" && answer.redirectUrl ? answer.redirectUrl : fallback;

const FORMS: Record<string, FormTarget> = {
  "/get-quote": {
    form: "quote",
    api: "/api/quotes",
    checkboxes: namesOfKind(quoteFields, "agreement"),
    idempotent: true,
    everyLanguage: true,
    success: (answer) => `/get-quote/sent?reference=${encodeURIComponent(referenceOf(answer, "quote"))}`,
  },
  "/fuel-card-application": {
    form: "fuel-card-application",
    api: "/api/fuel-card-applications",
    checkboxes: namesOfKind(fuelCardApplicationFields, "agreement"),
    idempotent: true,
    everyLanguage: true,
    success: (answer) =>
      `/fuel-card-application/sent?reference=${encodeURIComponent(referenceOf(answer, "application"))}`,
  },
  "/client-login": {
    form: "client-login",
    api: "/api/auth/login",
    secret: ["password"],
    idempotent: false,
    everyLanguage: true,
    success: (answer) => redirectOf(answer, "/client-dashboard"),
  },
  "/admin/login": {
    form: "admin-login",
    api: "/api/admin/login",
    secret: ["password"],
    idempotent: false,
    success: () => "/admin/dashboard",
  },
  // "Forgot password?": the answer is the same whether or not an account uses the address.
  "/forgot-password": {
    form: "forgot-password",
    api: "/api/auth/password-reset",
    idempotent: false,
    everyLanguage: true,
    success: () => "/forgot-password?sent=1",
  },
  "/admin/forgot-password": {
    form: "admin-forgot-password",
    api: "/api/admin/password-reset",
    idempotent: false,
    success: () => "/admin/forgot-password?sent=1",
  },
  // The e-mailed link's page: the token comes as a hidden field, never back in an address.
  "/reset-password": {
    form: "reset-password",
    api: "/api/auth/password-links/set",
    secret: ["password", "confirmPassword"],
    idempotent: false,
    everyLanguage: true,
    success: (answer) => `/reset-password?set=${answer.signIn === "/admin/login" ? "staff" : "client"}`,
  },
  "/external-login": {
    form: "external-login",
    api: "/api/auth/external-redirect",
    secret: ["password"],
    idempotent: false,
    success: (answer) => redirectOf(answer, "/client-dashboard"),
  },
};

/** Headers of the visitor's request that the API reads (address behind a proxy, language). */
const FORWARDED_HEADERS = ["x-forwarded-for", "x-forwarded-proto", "x-forwarded-host", "user-agent"];

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9]{0,63}$/;

/**
 * Where a success leads from a page in `locale`: a form's answer pages live
 * under its page (`/get-quote/sent`) and are published in its languages;
 * anything else (the portal) is one page for all.
 */
function answerPath(location: string, pagePath: string, locale: Locale): string {
  if (locale === BASE_LOCALE) return location;
  const path = location.split(/[?#]/)[0] ?? location;
  return path === pagePath || path.startsWith(`${pagePath}/`) ? pathInLocale(location, locale) : location;
}

/** The form's fields as the JSON API takes them: text as text, checkboxes as booleans. */
function toJson(fields: Record<string, string | File | (string | File)[]>, target: FormTarget) {
  const body: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (!FIELD_NAME.test(name) || name === "idempotencyKey") continue;
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text === "string") body[name] = text;
  }
  for (const name of target.checkboxes ?? []) {
    body[name] = body[name] === "on" || body[name] === "true";
  }
  return body;
}

/**
 * A form posted before the app ran carries the key the service worker gave
 * it, if one was installed; without JavaScript at all it carries none.
 * Pressing the button twice, or the browser sending the post again, must
 * still store one request: the key is then made from the request itself,
 * its sender and the day.
 */
async function idempotencyKey(c: Context<AppEnv>, given: unknown, body: unknown): Promise<string> {
  if (typeof given === "string" && FORM_IDEMPOTENCY_KEY.test(given)) return given;
  const day = c.get("deps").now().toISOString().slice(0, 10);
  const sender = c.get("deps").clientAddress(c);
  return `form-${await sha256Hex(JSON.stringify([c.req.path, sender, day, body]))}`;
}

/** Mounts `POST <page>` for each public form, answering with pages rendered by `renderer`. */
export function mountFormPosts(app: Hono<AppEnv>, renderer: PageRenderer): void {
  // hono/csrf guards form posts (the API's own guard covers its JSON): the browser's
  // Sec-Fetch-Site or Origin must say this site, at the hop TRUST_PROXY names.
  const sameSite = csrf({ origin: (origin, c) => sameHost(origin, requestOrigin(c).host) });

  for (const [pagePath, target] of Object.entries(FORMS)) {
    const editions: [string, Locale][] = target.everyLanguage
      ? LOCALES.map((locale) => [pathInLocale(pagePath, locale), locale])
      : [[pagePath, BASE_LOCALE]];
    for (const [address, locale] of editions)
      app.post(address, sameSite, (c) => answerPost(c, { app, renderer, pagePath, address, locale, target }));
  }
}

/**
 * One post of a form: the JSON call the app would make, in the page's
 * language, then a redirect to the answer page or the page shown again.
 */
async function answerPost(
  c: Context<AppEnv>,
  {
    app,
    renderer,
    pagePath,
    address,
    locale,
    target,
  }: {
    app: Hono<AppEnv>;
    renderer: PageRenderer;
    /** The form's page in English, which names its answer pages. */
    pagePath: string;
    /** Where the form was posted: the page in its edition. */
    address: string;
    locale: Locale;
    target: FormTarget;
  },
): Promise<Response> {
  const fields = await c.req.parseBody({ all: true });
  const body = toJson(fields, target);
  const headers = new Headers({ "content-type": "application/json" });
  for (const name of FORWARDED_HEADERS) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  if (target.idempotent) headers.set("idempotency-key", await idempotencyKey(c, fields.idempotencyKey, body));

  // The page's edition is the language of the answer, whatever the browser prefers.
  const api = new URL(target.api, c.req.url);
  api.searchParams.set("lang", locale);
  const response = await app.request(
    api.href,
    { method: "POST", headers, body: JSON.stringify(body) },
    c.env,
  );
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) {
    for (const cookie of response.headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
    return c.redirect(answerPath(target.success(answer), pagePath, locale), 303);
  }

  // The API's own refusals keep their status and words; anything unexpected is our fault.
  const status =
    response.status >= 400 && (response.status < 500 || response.status === 503) ? response.status : 500;
  const retryAfter = response.headers.get("retry-after");
  if (retryAfter) c.header("Retry-After", retryAfter);
  const values = Object.fromEntries(
    Object.entries(body).filter(([name]) => !(target.secret ?? []).includes(name)),
  );
  const issues =
    answer.issues && typeof answer.issues === "object" ? (answer.issues as Record<string, string>) : {};
  const error =
    typeof answer.error === "string" && status !== 500 ? answer.error : SOMETHING_WRONG({}, { locale });
  return pageAnswer(c, renderer, {
    url: address,
    form: { form: target.form, status, values, issues, error },
  });
}

/** Sends a rendered page (never cached: it holds what this visitor sent). */
export async function pageAnswer(
  c: Context<AppEnv>,
  renderer: PageRenderer,
  request: Parameters<PageRenderer["render"]>[0],
): Promise<Response> {
  const page = await renderer.render(request);
  c.header("Cache-Control", "no-store");
  if ("location" in page) return c.redirect(page.location, page.status as 301 | 302 | 303 | 307 | 308);
  return c.html(page.html, page.status as 200);
}
