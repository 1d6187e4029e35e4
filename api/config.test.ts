import webpush from "web-push";
import { expect, test } from "vitest";
import { ConfigError, loadConfig } from "./config";

const vapid = webpush.generateVAPIDKeys();
/** Both secrets given, so no test writes them under ./data. */
const base = {
  SESSION_SECRET: "x".repeat(32),
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
};

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

test("funding above VERIFY_ABOVE_CENTS needs a verification: $2,500 unless set, whole cents up to $1,000,000", () => {
  expect(loadConfig(base).VERIFY_ABOVE_CENTS).toBe(250_000);
  expect(loadConfig({ ...base, VERIFY_ABOVE_CENTS: "0" }).VERIFY_ABOVE_CENTS).toBe(0);
  expect(loadConfig({ ...base, VERIFY_ABOVE_CENTS: "500000" }).VERIFY_ABOVE_CENTS).toBe(500_000);
  for (const value of ["2,500", "25.00", "-1", "100000001"]) {
    expect(() => loadConfig({ ...base, VERIFY_ABOVE_CENTS: value })).toThrow("VERIFY_ABOVE_CENTS");
  }
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

test("web push: keys given together, or neither (the site makes its own pair, api/db/server-secrets.ts); the allow list is hosts or host:port", () => {
  expect([loadConfig(base).VAPID_PUBLIC_KEY, loadConfig(base).VAPID_PRIVATE_KEY]).toEqual([
    vapid.publicKey,
    vapid.privateKey,
  ]);
  const { VAPID_PRIVATE_KEY: _left, ...publicOnly } = base;
  expect(() => loadConfig(publicOnly)).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together/);
  expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: "short" })).toThrow(
    /VAPID_PUBLIC_KEY: must be a P-256/,
  );

  const { VAPID_PUBLIC_KEY: _public, VAPID_PRIVATE_KEY: _private, ...neither } = base;
  expect(loadConfig(neither).VAPID_PUBLIC_KEY).toBeUndefined();

  expect(
    loadConfig({ ...base, PUSH_ENDPOINT_ALLOWLIST: " Push.Internal.example, 127.0.0.1:8081 " })
      .PUSH_ENDPOINT_ALLOWLIST,
  ).toEqual(["push.internal.example", "127.0.0.1:8081"]);
  expect(() => loadConfig({ ...base, PUSH_ENDPOINT_ALLOWLIST: "https://push.example" })).toThrow(
    /PUSH_ENDPOINT_ALLOWLIST: must be a comma-separated list/,
  );
  expect(() => loadConfig({ ...base, VAPID_SUBJECT: "someone" })).toThrow(/VAPID_SUBJECT/);
});
