import { DEFAULT_PUSH_DEVICES_PER_ACCOUNT } from "./contract/account-security";
import * as v from "valibot";
import { PUSH_ALLOWLIST_ENTRY } from "./lib/push-endpoints";
import { DEFAULT_VERIFY_ABOVE_CENTS } from "./contract/holds";
import { CLIENT_ACTOR, invoiceLimits } from "./contract/invoice";
import { checkTrustedProxies } from "./lib/trusted-proxies";
import { defaultUploadLimits } from "./lib/uploads";

const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)));

const httpUrl = v.pipe(
  v.string(),
  v.trim(),
  v.url("must be an absolute URL"),
  v.check((value) => /^https?:\/\//.test(value), "must start with http:// or https://"),
);

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(["development", "production", "test"]), "production"),
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, "must be a whole number"),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(65535),
    ),
    "3000",
  ),
  HOST: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)), "0.0.0.0"),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^(file:|libsql:\/\/|https:\/\/|http:\/\/|:memory:$)/,
        "must be file:…, libsql://…, https://… or :memory:",
      ),
    ),
    "file:./data/tpf.db",
  ),
  DATABASE_AUTH_TOKEN: optionalText,
  DATABASE_BUSY_TIMEOUT_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, "must be a whole number of milliseconds"),
      v.transform(Number),
      v.minValue(100),
      v.maxValue(60_000),
    ),
    "5000",
  ),
  SESSION_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, "must be at least 32 characters"))),
  // Invoice history names a client's own changes by this word, so the first staff account may not be called it.
  ADMIN_USERNAME: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1),
      v.check(
        (username) => username.toLowerCase() !== CLIENT_ACTOR,
        `must not be "${CLIENT_ACTOR}": that word is reserved`,
      ),
    ),
    "admin",
  ),
  ADMIN_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(12, "must be at least 12 characters"))),
  CLIENT_PORTAL_URL: v.optional(httpUrl),
  /** The site's public address, for canonical links and Open Graph (docs/decisions/0005-site-address.md). */
  SITE_URL: v.optional(
    v.pipe(
      httpUrl,
      v.transform((value) => new URL(value).origin),
    ),
  ),
  EXTERNAL_REDIRECT_ALLOWLIST: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) =>
        value
          .split(",")
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
      v.check(
        (hosts) =>
          hosts.every((host) =>
            /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/.test(host),
          ),
        "must be a comma-separated list of host names, e.g. portal.example.com,app.example.org",
      ),
    ),
    "",
  ),
  RATE_LIMIT_SUBMISSIONS_PER_MINUTE: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, "must be a whole number"), v.transform(Number), v.minValue(1)),
    "30",
  ),
  RATE_LIMIT_FAILED_SIGN_INS: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, "must be a whole number"), v.transform(Number), v.minValue(1)),
    "10",
  ),
  RATE_LIMIT_FAILED_SIGN_INS_PER_ADDRESS: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, "must be a whole number"), v.transform(Number), v.minValue(1)),
    "50",
  ),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => !/^\s*(1|true)\s*$/i.test(value),
        "1/true trusted the forwarded headers of every caller. Instead, list the addresses of your reverse proxies, e.g. TRUST_PROXY=loopback (a proxy on this machine) or TRUST_PROXY=10.0.0.5,10.1.0.0/16",
      ),
      v.transform((value) =>
        /^\s*(0|false)\s*$/i.test(value)
          ? []
          : value
              .split(",")
              .map((entry) => entry.trim())
              .filter(Boolean),
      ),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        try {
          checkTrustedProxies(dataset.value);
        } catch (error) {
          addIssue({
            message: `${error instanceof Error ? error.message : "invalid entry"}: list IP addresses, CIDR ranges (10.0.0.0/8) or loopback, linklocal, uniquelocal`,
          });
        }
      }),
    ),
    "",
  ),
  RATE_LIMIT_INVOICES_PER_MINUTE: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, "must be a whole number"), v.transform(Number), v.minValue(1)),
    "30",
  ),
  RATE_LIMIT_UPLOAD_REQUESTS_PER_MINUTE: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, "must be a whole number"), v.transform(Number), v.minValue(1)),
    "600",
  ),
  /** Per-client quotas on invoice files (docs/decisions/0041-client-quotas.md); at least one full page each. */
  UPLOAD_OPEN_BYTES_PER_CLIENT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, "must be a whole number of bytes"),
      v.transform(Number),
      v.minValue(
        invoiceLimits.maxFileBytes,
        `must be at least ${invoiceLimits.maxFileBytes} (one 25 MB page)`,
      ),
    ),
    String(defaultUploadLimits.openBytesPerClient),
  ),
  CLIENT_STORAGE_BYTES: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, "must be a whole number of bytes"),
      v.transform(Number),
      v.minValue(
        invoiceLimits.maxFileBytes,
        `must be at least ${invoiceLimits.maxFileBytes} (one 25 MB page)`,
      ),
    ),
    String(defaultUploadLimits.storedBytesPerClient),
  ),
  /**
   * Funding an advance above this many cents needs a verification with the broker first
   * (docs/decisions/0221-verification-and-holds.md): $2,500 unless set.
   */
  VERIFY_ABOVE_CENTS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, "must be a whole number of cents (250000 is $2,500)"),
      v.transform(Number),
      v.maxValue(invoiceLimits.maxAmountCents, "must be at most 100000000 ($1,000,000)"),
    ),
    String(DEFAULT_VERIFY_ABOVE_CENTS),
  ),
  DATA_DIR: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)), "./data"),
  /**
   * Invoice files on disk: uploads in progress (`incoming/`) and, without S3_BUCKET, pages (`pages/`);
   * DATA_DIR/uploads when unset. Several servers point it at one shared folder
   * (docs/decisions/0231-uploads-on-any-server.md).
   */
  UPLOADS_DIR: optionalText,
  /** Invoice pages in an S3-compatible bucket instead of DATA_DIR/uploads/pages (docs/decisions/0020-invoice-files.md). */
  S3_BUCKET: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "must be a bucket name: 3-63 lowercase letters, digits, dots, dashes",
      ),
    ),
  ),
  S3_REGION: optionalText,
  S3_ENDPOINT: v.optional(httpUrl),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: v.optional(
    v.pipe(
      v.picklist(["0", "1", "false", "true"], "must be 1/true or 0/false"),
      v.transform((value) => value === "1" || value === "true"),
    ),
  ),
  LOG_LEVEL: v.optional(v.picklist(["silent", "error", "info"]), "info"),
  /** Where e-mail goes (docs/decisions/0160-notifications.md); without it, `.eml` files under DATA_DIR/mail. */
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => {
        try {
          return ["smtp:", "smtps:"].includes(new URL(value).protocol) && new URL(value).hostname !== "";
        } catch {
          return false;
        }
      }, "must be smtp://user:password@host:port or smtps://user:password@host:port"),
    ),
  ),
  /** The sender of every e-mail: an address, or a name and an address (`TPF <alerts@example.com>`). */
  MAIL_FROM: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^([^<>@\r\n]+<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/,
        "must be an e-mail address, or a name and an address like TPF <alerts@example.com>",
      ),
    ),
  ),
  /** Where staff alerts go (a new quote, application or invoice), besides each staff account's own e-mail. */
  ADMIN_EMAIL: v.optional(
    v.pipe(v.string(), v.trim(), v.email("must be an e-mail address, like alerts@example.com")),
  ),
  /** Web push keys (docs/decisions/0162-push-and-settings.md); without them, a pair generated once under DATA_DIR. */
  VAPID_PUBLIC_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[A-Za-z0-9_-]{87}$/, "must be a P-256 public key, base64url (87 characters)"),
    ),
  ),
  VAPID_PRIVATE_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[A-Za-z0-9_-]{43}$/, "must be a P-256 private key, base64url (43 characters)"),
    ),
  ),
  /** Who push services may contact about this sender: mailto: or https:. */
  VAPID_SUBJECT: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/,
        "must be mailto:someone@example.com or an https:// address",
      ),
    ),
  ),
  /** The push devices one account may have (docs/decisions/0190-account-security.md). */
  PUSH_DEVICES_PER_ACCOUNT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, "must be a whole number"),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(100),
    ),
    String(DEFAULT_PUSH_DEVICES_PER_ACCOUNT),
  ),
  /** Push endpoints accepted besides the known push services: host names or host:port, comma-separated. */
  PUSH_ENDPOINT_ALLOWLIST: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) =>
        value
          .split(",")
          .map((entry) => entry.trim().toLowerCase())
          .filter(Boolean),
      ),
      v.check(
        (entries) => entries.every((entry) => PUSH_ALLOWLIST_ENTRY.test(entry)),
        "must be a comma-separated list of host names or host:port, e.g. push.internal.example,127.0.0.1:8081",
      ),
    ),
    "",
  ),
});

/**
 * The settings. A secret the environment does not set (SESSION_SECRET, the VAPID pair) is the site's
 * own, generated once into the database at start (api/db/server-secrets.ts).
 */
export type Config = v.InferOutput<typeof EnvSchema>;

export class ConfigError extends Error {}

/**
 * Reads and validates the environment. A bad value throws a ConfigError that
 * names the variable; the entry point prints it and exits.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    const lines = result.issues.map((issue) => {
      const key = v.getDotPath(issue) ?? "environment";
      return `  ${key}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const config = result.output;
  const s3Problem = s3SettingsProblem(config);
  if (s3Problem) throw new ConfigError(`Invalid configuration:\n  ${s3Problem}`);
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      "Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither (the site then makes its own pair, kept in the database)",
    );
  }
  return config;
}

/** The bucket settings go together: a bucket needs its region, keys come in pairs. */
function s3SettingsProblem(config: v.InferOutput<typeof EnvSchema>): string | undefined {
  const s3Named = [
    "S3_REGION",
    "S3_ENDPOINT",
    "S3_ACCESS_KEY_ID",
    "S3_SECRET_ACCESS_KEY",
    "S3_FORCE_PATH_STYLE",
  ] as const;
  if (!config.S3_BUCKET) {
    const stray = s3Named.find((name) => config[name] !== undefined);
    return stray && `${stray}: is set but S3_BUCKET is not (set S3_BUCKET to store pages in a bucket)`;
  }
  if (!config.S3_REGION) return "S3_REGION: is required with S3_BUCKET (for example us-east-1)";
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    return `${config.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"}: give both keys, or neither to use the environment's credentials`;
  }
  return undefined;
}
