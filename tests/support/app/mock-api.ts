import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { MOCK_CREDENTIALS } from "../../../mocks/fixtures";
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

/** Signs in to the mocks' API as their staff or demo client account (the cookie goes to the mocks' jar). */
export async function signInToMocks(as: "staff" | "client"): Promise<void> {
  const answer = await fetch(as === "staff" ? "/api/admin/login" : "/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(MOCK_CREDENTIALS[as]),
  });
  expect(answer.status).toBe(200);
}
