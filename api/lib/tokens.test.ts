import { afterEach, expect, test, vi } from "vitest";

/**
 * The server hashes with Node's crypto, the browser mocks with WebCrypto: both must give the same
 * values, or the mocks would count limits and store hashes unlike the server.
 */
const original = process.getBuiltinModule;
afterEach(() => {
  process.getBuiltinModule = original;
  vi.resetModules();
});

async function tokensWith(nodeCrypto: boolean) {
  vi.resetModules();
  if (!nodeCrypto) process.getBuiltinModule = undefined as unknown as typeof original;
  const tokens = await import("./tokens");
  process.getBuiltinModule = original;
  return tokens;
}

test("Node's crypto and WebCrypto give the same HMAC and SHA-256", async () => {
  const node = await tokensWith(true);
  const web = await tokensWith(false);
  const secret = "a-session-secret-with-32-characters!";
  const message = "limit sign-ins\u0000maría@example.com";
  expect(await web.hmacSha256(secret, message)).toBe(await node.hmacSha256(secret, message));
  // A known value (RFC 4231, test case 2), so that both cannot be wrong alike.
  expect(await web.hmacSha256("Jefe", "what do ya want for nothing?")).toBe(
    "W9zBRr9gdU5qBCQmCJV1x1oAPwidJzmDnexYuWTsOEM",
  );
  expect(await web.sha256Hex("abc")).toBe(await node.sha256Hex("abc"));
});
