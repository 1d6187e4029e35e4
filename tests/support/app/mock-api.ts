import { afterAll, afterEach, beforeAll } from "vitest";
import { setupMockServer, type MockServer } from "../../../mocks/node";

/**
 * The mocks' API for one test file: started before its tests, reset after
 * each (fixtures back, controls cleared), closed after them; a request it
 * does not answer fails the test. Returns the running mock.
 */
export function mockApiForTests(): () => MockServer {
  let mock: MockServer | undefined;
  beforeAll(async () => {
    mock = await setupMockServer();
    mock.server.listen({ onUnhandledRequest: "error" });
  });
  afterEach(() => mock?.reset());
  afterAll(() => mock?.server.close());
  return () => {
    if (!mock) throw new Error("The mock API starts before the tests.");
    return mock;
  };
}
