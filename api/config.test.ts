import { expect, test } from "vitest";
import { ConfigError, loadConfig } from "./config";

const base = { SESSION_SECRET: "x".repeat(32) };

test("defaults: embedded database, staff account admin, no proxy trusted, empty allow-list", () => {
  const config = loadConfig(base);
  expect(config).toMatchObject({
    DATABASE_URL: "file:./data/tpf.db",
    ADMIN_USERNAME: "admin",
    TRUST_PROXY: false,
    EXTERNAL_REDIRECT_ALLOWLIST: [],
  });
  expect(config.ADMIN_PASSWORD).toBeUndefined();
});

test("reads TRUST_PROXY and the external redirect allow-list", () => {
  const config = loadConfig({
    ...base,
    TRUST_PROXY: "1",
    EXTERNAL_REDIRECT_ALLOWLIST: " TMS.example.com , fleet.example.org,",
  });
  expect(config.TRUST_PROXY).toBe(true);
  expect(config.EXTERNAL_REDIRECT_ALLOWLIST).toEqual(["tms.example.com", "fleet.example.org"]);
});

test.each([
  ["TRUST_PROXY", "yes"],
  ["EXTERNAL_REDIRECT_ALLOWLIST", "https://tms.example.com"],
  ["ADMIN_PASSWORD", "short"],
  ["CLIENT_PORTAL_URL", "javascript:alert(1)"],
])("refuses %s=%s naming the variable", (name, value) => {
  expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
  expect(() => loadConfig({ ...base, [name]: value })).toThrow(name);
});
