import { expect, test } from "vitest";
import { ConfigError, loadConfig } from "./config";

const base = { SESSION_SECRET: "x".repeat(32) };

test("defaults: embedded database, staff account admin, no proxy trusted, empty allow-list", () => {
  const config = loadConfig(base);
  expect(config).toMatchObject({
    DATABASE_URL: "file:./data/tpf.db",
    ADMIN_USERNAME: "admin",
    TRUST_PROXY: [],
    EXTERNAL_REDIRECT_ALLOWLIST: [],
  });
  expect(config.ADMIN_PASSWORD).toBeUndefined();
});

test("reads TRUST_PROXY as a list of proxy addresses and ranges, and the external redirect allow-list", () => {
  const config = loadConfig({
    ...base,
    TRUST_PROXY: " 127.0.0.1, 10.0.0.0/8 ,loopback, fd00::/8,",
    EXTERNAL_REDIRECT_ALLOWLIST: " TMS.example.com , fleet.example.org,",
  });
  expect(config.TRUST_PROXY).toEqual(["127.0.0.1", "10.0.0.0/8", "loopback", "fd00::/8"]);
  expect(config.EXTERNAL_REDIRECT_ALLOWLIST).toEqual(["tms.example.com", "fleet.example.org"]);
  expect(loadConfig({ ...base, TRUST_PROXY: "0" }).TRUST_PROXY).toEqual([]);
  expect(loadConfig({ ...base, TRUST_PROXY: "false" }).TRUST_PROXY).toEqual([]);
});

test.each(["1", "true"])(
  "refuses the old TRUST_PROXY=%s, which trusted every caller, saying what to set",
  (value) => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY: .*list the addresses of your reverse proxies/,
    );
  },
);

test.each([
  ["TRUST_PROXY", "yes"],
  ["TRUST_PROXY", "10.0.0.0/33"],
  ["TRUST_PROXY", "proxy.internal"],
  ["EXTERNAL_REDIRECT_ALLOWLIST", "https://tms.example.com"],
  ["ADMIN_PASSWORD", "short"],
  ["ADMIN_USERNAME", "Client"],
  ["CLIENT_PORTAL_URL", "javascript:alert(1)"],
  ["UPLOAD_OPEN_BYTES_PER_CLIENT", "300MB"],
  ["UPLOAD_OPEN_BYTES_PER_CLIENT", "1000"],
  ["CLIENT_STORAGE_BYTES", "-1"],
])("refuses %s=%s naming the variable", (name, value) => {
  expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
  expect(() => loadConfig({ ...base, [name]: value })).toThrow(name);
});

test("invoice pages: on disk unless a bucket is named with its region; keys come in pairs", () => {
  expect(loadConfig(base).S3_BUCKET).toBeUndefined();
  const config = loadConfig({
    ...base,
    S3_BUCKET: "tpf-invoices",
    S3_REGION: "us-east-1",
    S3_ENDPOINT: "http://127.0.0.1:9000",
    S3_ACCESS_KEY_ID: "key",
    S3_SECRET_ACCESS_KEY: "secret",
  });
  expect(config).toMatchObject({ S3_BUCKET: "tpf-invoices", S3_ENDPOINT: "http://127.0.0.1:9000" });
  expect(loadConfig(base).RATE_LIMIT_UPLOAD_REQUESTS_PER_MINUTE).toBe(600);
});

test("per-client quotas on invoice files: 300 MB unfinished, 5 GB in all, unless set", () => {
  expect(loadConfig(base)).toMatchObject({
    UPLOAD_OPEN_BYTES_PER_CLIENT: 300 * 1024 * 1024,
    CLIENT_STORAGE_BYTES: 5 * 1024 * 1024 * 1024,
  });
  expect(loadConfig({ ...base, CLIENT_STORAGE_BYTES: "1073741824" }).CLIENT_STORAGE_BYTES).toBe(1024 ** 3);
});

test.each([
  [{ S3_BUCKET: "tpf-invoices" }, "S3_REGION"],
  [{ S3_BUCKET: "TPF_Invoices", S3_REGION: "us-east-1" }, "S3_BUCKET"],
  [{ S3_BUCKET: "tpf-invoices", S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: "key" }, "S3_SECRET_ACCESS_KEY"],
  [{ S3_REGION: "us-east-1" }, "S3_REGION"],
  [{ S3_BUCKET: "tpf-invoices", S3_REGION: "us-east-1", S3_ENDPOINT: "ftp://x" }, "S3_ENDPOINT"],
])("refuses bucket settings %o naming %s", (settings, name) => {
  expect(() => loadConfig({ ...base, ...settings })).toThrow(ConfigError);
  expect(() => loadConfig({ ...base, ...settings })).toThrow(name);
});

test("invoice creations and page additions per client per minute: 30 unless set, a whole number of at least 1", () => {
  expect(loadConfig(base).RATE_LIMIT_INVOICES_PER_MINUTE).toBe(30);
  expect(loadConfig({ ...base, RATE_LIMIT_INVOICES_PER_MINUTE: "5" }).RATE_LIMIT_INVOICES_PER_MINUTE).toBe(5);
  for (const value of ["0", "ten", "-1"])
    expect(() => loadConfig({ ...base, RATE_LIMIT_INVOICES_PER_MINUTE: value })).toThrow(
      "RATE_LIMIT_INVOICES_PER_MINUTE",
    );
});

test("mail: SMTP_URL is smtp:// or smtps://, MAIL_FROM an address with or without a name, ADMIN_EMAIL an address", () => {
  const config = loadConfig({
    ...base,
    SMTP_URL: " smtps://alerts%40example.com:secret@mail.example.com:465 ",
    MAIL_FROM: "TPF Alerts <alerts@example.com>",
    ADMIN_EMAIL: "office@example.com",
  });
  expect([config.SMTP_URL, config.MAIL_FROM, config.ADMIN_EMAIL]).toEqual([
    "smtps://alerts%40example.com:secret@mail.example.com:465",
    "TPF Alerts <alerts@example.com>",
    "office@example.com",
  ]);
  expect(loadConfig(base).SMTP_URL).toBeUndefined();
  expect(loadConfig({ ...base, MAIL_FROM: "alerts@example.com" }).MAIL_FROM).toBe("alerts@example.com");
  for (const [name, value, words] of [
    ["SMTP_URL", "https://mail.example.com", "smtp://user:password@host:port"],
    ["SMTP_URL", "smtp://", "smtp://user:password@host:port"],
    ["MAIL_FROM", "TPF", "an e-mail address"],
    ["MAIL_FROM", "TPF <alerts@example.com>\r\nBcc: x@example.com", "an e-mail address"],
    ["ADMIN_EMAIL", "office", "must be an e-mail address"],
  ] as const) {
    expect(() => loadConfig({ ...base, [name]: value }), `${name}=${value}`).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(new RegExp(`${name}: .*${words}`));
  }
});
