import { serve } from "@hono/node-server";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { runOnOneServer } from "./db/leases";
import { prepareDatabase } from "./db/start-up";
import { LeaseLocker } from "./db/upload-locker";
import { createLogger } from "./lib/logger";
import { outlastProxyKeepAlive } from "./lib/keep-alive";
import { nodePeerAddress } from "./lib/node-client-address";
import { runCli } from "./lib/run-cli";
import { diskFileStorage } from "./lib/disk-file-storage";
import { nodePageInspector } from "./lib/node-page-inspector";
import { s3FileStorage } from "./lib/s3-file-storage";
import { createScryptHasher } from "./lib/scrypt-hasher";
import { tusUploadStore } from "./lib/tus-uploads";
import { sweepUploads, UPLOAD_SWEEP } from "./db/upload-sweep";
import { defaultUploadLimits } from "./lib/uploads";
import { sharpImageProcessor } from "./lib/sharp-image-processor";
import { loadPageRenderer } from "./pages/page-renderer";
import { trustedProxies } from "./lib/trusted-proxies";
import { mountStaticSite } from "./static-site";
import { company } from "./contract/company";
import { createMailTransport } from "./notifications/mail-transport";
import { webPushTransport } from "./notifications/web-push-transport";
import { startNotificationSender } from "./notifications/sender";

const packageJson = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
};

runCli(async () => {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const handle = await openDatabase(config.DATABASE_URL, config.DATABASE_AUTH_TOKEN, {
    busyTimeoutMs: config.DATABASE_BUSY_TIMEOUT_MS,
    limitCountersConnection: true,
  });
  const passwordHasher = createScryptHasher();
  const { seeded, secrets, generatedPassword } = await prepareDatabase(handle, {
    dataDir: config.DATA_DIR,
    sessionSecret: config.SESSION_SECRET,
    vapid:
      config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
        ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
        : undefined,
    admin: { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD },
    passwordHasher,
  });
  if (seeded) logger.info("seeded team members", { count: seeded });
  if (generatedPassword) announceGeneratedPassword(config.ADMIN_USERNAME, generatedPassword);

  // Uploads in progress are staged where every server sees them: in the bucket when there is one,
  // else under UPLOADS_DIR/incoming, and finished pages go to the bucket or UPLOADS_DIR/pages
  // (docs/decisions/0231-uploads-on-any-server.md). Only a folder of this server's own (no bucket,
  // no UPLOADS_DIR) is locked in memory; anything shared is locked through the database.
  const uploadsFolder = path.resolve(config.UPLOADS_DIR ?? path.join(config.DATA_DIR, "uploads"));
  const bucket = config.S3_BUCKET
    ? {
        bucket: config.S3_BUCKET,
        region: config.S3_REGION ?? "",
        endpoint: config.S3_ENDPOINT,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      }
    : undefined;
  const shared = bucket !== undefined || config.UPLOADS_DIR !== undefined;
  const uploads = tusUploadStore({
    ...(bucket ? { bucket } : { directory: path.join(uploadsFolder, "incoming") }),
    maxSize: defaultUploadLimits.maxFileBytes,
    locker: shared ? new LeaseLocker({ db: handle.db }) : undefined,
  });
  const files = bucket ? s3FileStorage(bucket) : diskFileStorage(path.join(uploadsFolder, "pages"));

  const { app } = createApp({
    db: handle.db,
    limitCountersDb: handle.limitCounters?.db,
    logger,
    version: packageJson.version,
    passwordHasher,
    imageProcessor: sharpImageProcessor,
    sessionSecret: secrets.sessionSecret,
    peerAddress: nodePeerAddress,
    trustedProxies: trustedProxies(config.TRUST_PROXY),
    clientPortalUrl: config.CLIENT_PORTAL_URL,
    externalRedirectAllowlist: config.EXTERNAL_REDIRECT_ALLOWLIST,
    verifyAboveCents: config.VERIFY_ABOVE_CENTS,
    limits: {
      submissionsPerMinute: config.RATE_LIMIT_SUBMISSIONS_PER_MINUTE,
      invoicesPerMinute: config.RATE_LIMIT_INVOICES_PER_MINUTE,
      failedSignIns: config.RATE_LIMIT_FAILED_SIGN_INS,
      failedSignInsPerAddress: config.RATE_LIMIT_FAILED_SIGN_INS_PER_ADDRESS,
    },
    uploads,
    files,
    pageInspector: nodePageInspector(),
    uploadLimits: {
      requestsPerMinute: config.RATE_LIMIT_UPLOAD_REQUESTS_PER_MINUTE,
      openBytesPerClient: config.UPLOAD_OPEN_BYTES_PER_CLIENT,
      storedBytesPerClient: config.CLIENT_STORAGE_BYTES,
    },
    push: {
      publicKey: secrets.vapid.publicKey,
      endpointAllowlist: config.PUSH_ENDPOINT_ALLOWLIST,
      maxDevices: config.PUSH_DEVICES_PER_ACCOUNT,
    },
  });

  // Uploads past their day, page files no page names and dead servers' leases are removed: at start,
  // then every hour, by one server at a time.
  const sweep = () =>
    runOnOneServer(handle.db, UPLOAD_SWEEP, async () => {
      const removed = await sweepUploads(handle.db, { uploads, files }, () => new Date());
      if (removed.uploads > 0) logger.info("removed abandoned uploads", { count: removed.uploads });
      if (removed.pageFiles > 0)
        logger.info("removed page files no invoice names", { count: removed.pageFiles });
    }).catch((error: unknown) =>
      logger.error("upload sweep failed", { name: error instanceof Error ? error.name : "unknown" }),
    );
  void sweep();
  const sweeper = setInterval(sweep, UPLOAD_SWEEP.everyMs);
  sweeper.unref();
  // `npm run dev` serves only the API here; Vite serves the pages.
  if (process.env.API_ONLY !== "1") {
    const distDir = path.resolve(process.env.DIST_DIR ?? "dist");
    const serverDir = path.join(path.dirname(distDir), "dist-ssr");
    const renderer = await loadPageRenderer({ distDir, serverDir, siteUrl: config.SITE_URL });
    mountStaticSite(app, distDir, renderer);
  }

  // Staff alerts and clients' invoice news, from the outbox the database keeps (docs/decisions/0160-notifications.md).
  const siteUrl = config.SITE_URL ?? `http://localhost:${config.PORT}`;
  if (!config.SITE_URL) logger.info("SITE_URL is not set: links in messages point to this machine");
  const mail = createMailTransport({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM ?? `${company.name} <no-reply@${new URL(siteUrl).hostname}>`,
    folder: path.resolve(config.DATA_DIR, "mail"),
  });
  const notifications = startNotificationSender({
    db: handle.db,
    mail,
    push: webPushTransport({
      publicKey: secrets.vapid.publicKey,
      privateKey: secrets.vapid.privateKey,
      subject: config.VAPID_SUBJECT ?? `mailto:${company.email.support}`,
    }),
    logger,
    siteUrl,
    staffAlertAddress: config.ADMIN_EMAIL,
    messageIdHost: new URL(siteUrl).hostname,
    linkSecret: secrets.sessionSecret,
  });

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const host = config.HOST === "0.0.0.0" ? "localhost" : config.HOST;
    console.info(`TPF is running at http://${host}:${info.port}`);
  });
  outlastProxyKeepAlive(server);

  const shutdown = () => {
    server.close(() => {
      void notifications.stop().finally(() => {
        mail.close();
        handle.client.close();
        handle.limitCounters?.client.close();
        process.exit(0);
      });
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
});

/** Printed once, on the start that created the account; only its hash is stored. */
function announceGeneratedPassword(username: string, password: string) {
  const rule = "=".repeat(72);
  console.info(
    [
      rule,
      "A staff account was created with a generated password.",
      `  Username: ${username}`,
      `  Password: ${password}`,
      "It is shown only this once. Note it now, or set ADMIN_PASSWORD and restart.",
      rule,
    ].join("\n"),
  );
}
