import { createRequire } from "node:module";
import { setupServer } from "msw/node";
import initSqlJs from "sql.js";
import type { AppDeps } from "../api/app";
import { sharpImageProcessor } from "../api/lib/sharp-image-processor";
import type { MockControls } from "./controls";
import { CookieJar } from "./cookie-jar";
import { answerFromApp, createApiHandlers } from "./handlers";
import { createMockApi } from "./mock-app";

const require = createRequire(import.meta.url);

export interface MockServerOptions {
  deps?: Partial<AppDeps>;
  /**
   * true (the default): cookies the API sets are kept and sent back, as a
   * browser would, so a screen that signed in stays signed in. false: every
   * request carries only the cookies it names itself (for tests that act as
   * an HTTP client and compare answers with the real server's).
   */
  cookieJar?: boolean;
}

/**
 * The same mocks for Node (vitest): `setupMockServer()` intercepts fetch to
 * `<any origin>/api/*` and answers from the API app over sql.js, with the
 * server's photo processing (sharp). `setControls` simulates slow or failing
 * answers; `reset()` forgets the cookies and starts again from the fixtures;
 * `server.use(http.get(…))` overrides one route for one test.
 */
export async function setupMockServer(options: MockServerOptions = {}) {
  const SQL = await initSqlJs({ locateFile: (file: string) => require.resolve(`sql.js/dist/${file}`) });
  const create = (saved?: Uint8Array) =>
    createMockApi(SQL, { imageProcessor: sharpImageProcessor, saved, deps: options.deps });
  let api = await create();
  const fixtures = api.exportDatabase();
  const cookies = new CookieJar();
  let controls: MockControls = { delayMs: 0 };
  const server = setupServer(
    ...createApiHandlers({
      answer: answerFromApp(() => api.app),
      pattern: "*/api/*",
      cookies: options.cookieJar === false ? "headers" : cookies,
      controls: () => controls,
    }),
  );
  return {
    server,
    /** The API app in use (replaced by `reset()`), for asking it directly with `app.request()`. */
    get app() {
      return api.app;
    },
    /** Its database (replaced by `reset()`), for arranging many rows at once. */
    get db() {
      return api.db;
    },
    /** The cookies the API set, e.g. `cookies.get("tpf_admin")`. */
    cookies,
    setControls(next: Partial<MockControls>) {
      controls = { delayMs: 0, ...next };
    },
    /**
     * The database as the fixtures made it, no cookies, no controls, no
     * per-test overrides, fresh rate limits: call it in `afterEach`.
     */
    async reset() {
      api = await create(fixtures);
      cookies.clear();
      controls = { delayMs: 0 };
      server.resetHandlers();
    },
  };
}

export type MockServer = Awaited<ReturnType<typeof setupMockServer>>;
