import { createRequire } from "node:module";
import { setupServer } from "msw/node";
import initSqlJs from "sql.js";
import type { AppDeps } from "../api/app";
import type { MockControls } from "./controls";
import { createApiHandlers } from "./handlers";
import { createMockApi } from "./mock-app";

const require = createRequire(import.meta.url);

/**
 * The same mocks for Node (vitest): `setupMockServer()` intercepts fetch to
 * `<any origin>/api/*` and answers from the API app over sql.js. Tests send
 * cookies themselves; `setControls` simulates slow or failing answers.
 */
export async function setupMockServer(options: { deps?: Partial<AppDeps> } = {}) {
  const SQL = await initSqlJs({ locateFile: (file: string) => require.resolve(`sql.js/dist/${file}`) });
  const api = await createMockApi(SQL, { deps: options.deps });
  let controls: MockControls = { delayMs: 0 };
  const server = setupServer(
    ...createApiHandlers({ app: api.app, pattern: "*/api/*", cookies: "headers", controls: () => controls }),
  );
  return {
    server,
    app: api.app,
    setControls(next: Partial<MockControls>) {
      controls = { delayMs: 0, ...next };
    },
  };
}
