import { Hono } from "hono";
import { delay, http, HttpResponse, passthrough, type RequestHandler } from "msw";
import type { AppEnv } from "../api/app-env";
import type { MockControls } from "./controls";
import { CookieJar } from "./cookie-jar";

/** One /api request as the page sent it, with the cookies it carries: plain data, so it can also cross to another tab. */
export interface ApiRequest {
  url: string;
  method: string;
  headers: [string, string][];
  body?: ArrayBuffer | undefined;
}

/** Answers one /api request: the app's response and the Set-Cookie lines it wrote. */
export type ApiAnswerer = (request: ApiRequest) => Promise<{ response: Response; setCookies: string[] }>;

export interface ApiHandlerOptions {
  /** Answers every /api request: `answerFromApp(app)` here, or the tab that holds the database (mocks/browser.ts). */
  answer: ApiAnswerer;
  /** URL pattern of the API: `${location.origin}/api/*` in the browser, any origin in Node. */
  pattern: string;
  /**
   * "msw": the browser case. Set-Cookie is a forbidden header in a page's
   * Response, so cookies the app sets are handed to MSW's cookie store,
   * which sends them back on later requests like a browser would.
   * "headers": Node, where a test acts as the HTTP client and the headers
   * pass through untouched (no hidden cookie jar).
   * A CookieJar: Node, like a browser. Cookies the app sets are kept and sent
   * with every later request that carries no Cookie header of its own, so a
   * component that signed in stays signed in.
   */
  cookies: "msw" | "headers" | CookieJar;
  controls?: () => MockControls;
}

/** A source file of the repository (a module Vite serves in development); no API path ends like this. */
const SOURCE_MODULE = /\.(?:[cm]?[jt]sx?|sql)$/;

/**
 * Request whose headers may hold what a page's Request may not (Cookie,
 * Content-Length), so the app reads the cookies MSW keeps for it.
 */
class ForwardedRequest extends Request {
  readonly #headers: Headers;

  constructor(url: string, init: RequestInit, headers: Headers) {
    super(url, init);
    this.#headers = headers;
  }

  override get headers(): Headers {
    return this.#headers;
  }
}

/**
 * MSW handlers that forward every /api request to the real API app, so the
 * mocks cannot drift from the server: same routes, validation, status codes
 * and error bodies (CONVENTIONS item 2).
 */
export function createApiHandlers(options: ApiHandlerOptions): RequestHandler[] {
  const jar = options.cookies instanceof CookieJar ? options.cookies : undefined;

  return [
    http.all(options.pattern, async ({ request, cookies }) => {
      const url = new URL(request.url);
      // Vite's dev server serves the source folder api/ under the same /api/ prefix (api/contract/quote.ts
      // for a route loaded later): those are modules, not API calls.
      if (SOURCE_MODULE.test(url.pathname)) return passthrough();
      const controls = options.controls?.() ?? { delayMs: 0 };
      if (controls.delayMs > 0) await delay(controls.delayMs);
      if (controls.fail && url.pathname.startsWith(controls.fail.pathPrefix)) {
        if (controls.fail.status === "network") return HttpResponse.error();
        return HttpResponse.json(
          { error: `Mock failure (mock-fail=${controls.fail.status}).` },
          { status: controls.fail.status },
        );
      }

      const headers = new Headers(request.headers);
      // MSW hands over cookies from its store still encoded and those from headers decoded: encode them once.
      const cookieHeader = Object.entries(cookies)
        .map(([name, value]) => `${name}=${encodeURIComponent(decodeOnce(value))}`)
        .join("; ");
      // The page's own cookies (the remembered language) and the jar's (the session) go together.
      const all = [cookieHeader, jar?.header() ?? ""].filter(Boolean).join("; ");
      if (all) headers.set("cookie", all);
      const hasBody = request.method !== "GET" && request.method !== "HEAD";
      const body = hasBody ? await request.arrayBuffer() : undefined;
      if (body) headers.set("content-length", String(body.byteLength));

      const { response, setCookies } = await options.answer({
        url: request.url,
        method: request.method,
        headers: [...headers],
        body,
      });
      for (const setCookie of setCookies) jar?.store(setCookie);
      if (options.cookies !== "msw" || setCookies.length === 0) return response;
      // MSW's cookie store reads one Set-Cookie per response; the API never sets more than one.
      const answer = new Headers(response.headers);
      answer.set("set-cookie", setCookies.join(", "));
      return new HttpResponse(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers: answer,
      });
    }),
  ];
}

/**
 * Answers from the API app in this process; a function when the app can be
 * replaced (a reset).
 */
export function answerFromApp(app: Hono<AppEnv> | (() => Hono<AppEnv>)): ApiAnswerer {
  const currentApp = typeof app === "function" ? app : () => app;
  const recorders = new WeakMap<Hono<AppEnv>, Hono<{ Bindings: { setCookies: string[] } }>>();
  const recorderOf = (api: Hono<AppEnv>) => {
    let recorder = recorders.get(api);
    if (!recorder) recorders.set(api, (recorder = recording(api)));
    return recorder;
  };
  return async ({ url, method, headers, body }) => {
    const setCookies: string[] = [];
    const forwarded = new ForwardedRequest(url, { method, body }, new Headers(headers));
    const response = await recorderOf(currentApp()).fetch(forwarded, { setCookies });
    return { response, setCookies };
  };
}

/** Wraps the app so the cookies it writes during a request are captured before the page's Response drops them. */
function recording(app: Hono<AppEnv>) {
  const recorder = new Hono<{ Bindings: { setCookies: string[] } }>();
  recorder.use("*", async (c, next) => {
    const header = c.header;
    c.header = ((name: string, value?: string, headerOptions?: { append?: boolean }) => {
      if (value !== undefined && name.toLowerCase() === "set-cookie") c.env.setCookies.push(value);
      header(name, value, headerOptions);
    }) as typeof c.header;
    await next();
  });
  recorder.route("/", app);
  return recorder;
}

function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
