import sharp from "sharp";
import { createApp } from "../../api/app";
import { migrateDatabase, openDatabase } from "../../api/db/client";
import { silentLogger } from "../../api/lib/logger";
import type { PageInspector } from "../../api/lib/page-files";
import { sharpImageProcessor } from "../../api/lib/sharp-image-processor";
import { testHasher } from "../support/api/harness";
import { pdfText } from "../support/api/pdf-text";
import { memoryFileStorage } from "../../api/lib/file-storage";
import { storeFixturePages } from "../../mocks/fixture-pages";
import { invoiceFixturePages, seedMockData } from "../../mocks/fixtures";
import { setupMockServer } from "../../mocks/node";

/** Where the contract suite sends its requests: the same origin for both, so Origin checks agree. */
const ORIGIN = "http://tpf.test";

export interface Target {
  name: string;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): void;
}

/** The MSW mocks, reached through the global fetch that `setupServer` intercepts. */
export async function mockTarget(): Promise<Target> {
  const mock = await setupMockServer({ cookieJar: false });
  mock.server.listen({ onUnhandledRequest: "error" });
  return {
    name: "mocks",
    fetch: (path, init) => fetch(`${ORIGIN}${path}`, init),
    close: () => mock.server.close(),
  };
}

/**
 * The real app on libSQL with the production code paths (scrypt, sharp, the
 * server's page checks), seeded with the mocks' fixtures. Invoice pages and
 * uploads are kept in memory on both targets; the disk, tus and bucket
 * stores have their own tests. `pageInspector` is the server's page checks:
 * one pool of threads, shared by the targets of a run.
 */
export async function serverTarget(pageInspector: PageInspector): Promise<Target> {
  const handle = await openDatabase(":memory:");
  await migrateDatabase(handle);
  await seedMockData(handle.db, testHasher);
  const files = memoryFileStorage();
  await storeFixturePages(files, (await invoiceFixturePages()).flat());
  const { app } = createApp({
    db: handle.db,
    logger: silentLogger,
    version: "mock",
    passwordHasher: testHasher,
    imageProcessor: sharpImageProcessor,
    sessionSecret: "contract-test-secret-with-enough-characters",
    peerAddress: () => "contract-test",
    files,
    pageInspector,
  });
  return {
    name: "server",
    fetch: async (path, init) => app.request(`${ORIGIN}${path}`, init),
    close: () => handle.client.close(),
  };
}

export interface Observed {
  step: string;
  status: number;
  contentType: string | null;
  cacheControl: string | null;
  hasEtag: boolean;
  hasRetryAfter: boolean;
  setCookie: string[];
  body: unknown;
}

const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/g;
const UUID = /\b(?!0f1ce000-|b5f0c1a2-)[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g;
/** Fresh references, not the fixtures' stable demo ones (Q-DEM0-0001). */
const REFERENCE = /\b(?:Q|F|INV)-(?!DEM0-)[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}\b/g;
const PHOTO_VERSION = /photo\?v=[0-9a-f]{16}/g;
const CSV_DATE = /\d{4}-\d{2}-\d{2}\.csv/g;

/** Values that legitimately differ between two runs: fresh ids, clock readings, image bytes, cursors, tokens. */
function normalizeText(text: string): string {
  return text
    .replace(ISO_TIME, "<time>")
    .replace(UUID, "<uuid>")
    .replace(REFERENCE, "<reference>")
    .replace(PHOTO_VERSION, "photo?v=<hash>")
    .replace(CSV_DATE, "<date>.csv");
}

function normalizeJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalizeJson);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === "nextCursor" && typeof inner === "string" ? "<cursor>" : normalizeJson(inner),
      ]),
    );
  }
  return typeof value === "string" ? normalizeText(value) : value;
}

/**
 * An image as a visitor sees it: its format and size in pixels (encoders
 * differ in bytes, but the stored photo must be the same picture).
 */
async function describeImage(bytes: Uint8Array): Promise<string> {
  if (bytes.length === 0) return "<empty>";
  const { format, width, height } = await sharp(bytes).metadata();
  return `<${format} ${width}x${height}>`;
}

/** What a client can see of a response, with run-specific values replaced. */
export async function observe(step: string, response: Response): Promise<Observed> {
  const contentType = response.headers.get("content-type");
  const bytes = response.status === 304 ? new Uint8Array() : new Uint8Array(await response.arrayBuffer());
  const raw = new TextDecoder().decode(bytes);
  let body: unknown = normalizeText(raw);
  // A HEAD answer has the headers of a JSON refusal and no body.
  if (contentType?.startsWith("application/json") && raw !== "") body = normalizeJson(JSON.parse(raw));
  if (contentType?.startsWith("image/")) body = await describeImage(bytes);
  // A PDF as a reader sees it: its pages' text (the bytes hold the moment it was drawn).
  if (contentType === "application/pdf") body = normalizeText((await pdfText(bytes)).join("\f"));
  return {
    step,
    status: response.status,
    contentType,
    cacheControl: response.headers.get("cache-control"),
    hasEtag: response.headers.has("etag"),
    hasRetryAfter: response.headers.has("retry-after"),
    setCookie: response.headers
      .getSetCookie()
      .map((cookie) =>
        cookie
          .replace(/^(\w+)=[^;]*/, (_all, name: string) => `${name}=<value>`)
          .replace(/Expires=[^;]+/, "Expires=<date>"),
      ),
    body,
  };
}

/** `name=value` from a response's Set-Cookie, for the next request. */
export function sessionCookie(response: Response): string {
  return response.headers.getSetCookie()[0]?.split(";")[0] ?? "";
}
