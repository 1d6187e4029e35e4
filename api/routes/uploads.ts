import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { ClientEnv } from "../app-env";
import { deleteUpload, findOwnUpload, insertUploadWithinQuota } from "../db/invoices";
import { requireClient } from "./session-guards";
import { englishErrorJson, errorJson } from "../lib/errors";
import type { Locale } from "../contract/words";
import { messages as m, sayIn } from "../lib/answers";
import { requestLocale } from "../lib/request-locale";
import { newUploadId, TUS_VERSION } from "../lib/uploads";

/**
 * tus 1.0 resumable uploads of invoice pages (docs/decisions/0022-resumable-uploads.md):
 * `POST /api/uploads` creates one (Upload-Length, at most 25 MB), `HEAD` tells
 * how many bytes arrived, `PATCH` appends a chunk at that offset, `DELETE`
 * drops it. Only a signed-in client, only their own uploads (recorded when
 * created, never read from the request), within a per-client rate and quota.
 * The store acts on the id this route authorised, never on one it reads from
 * the URL, and the URL must be exactly the upload's (docs/decisions/0040-upload-tenancy.md).
 * Refusals are the API's JSON `{ error }`; answers keep the tus headers.
 */

const UPLOAD_NOT_FOUND_ERROR = "api_upload_not_found";
const TOO_MANY_OPEN_UPLOADS = "api_too_many_unfinished_uploads";
// US number formats in both languages (docs/decisions/0170-spanish-edition.md).
const megabytes = (bytes: number) => `${Math.floor(bytes / 1024 / 1024).toLocaleString("en-US")} MB`;
const tooManyOpenBytes = (limit: number) => (locale: Locale) =>
  m.api_open_uploads_full({ size: megabytes(limit) }, { locale });
const storageFull = (limit: number) => (locale: Locale) =>
  m.api_storage_full({ size: megabytes(limit) }, { locale });

const NOT_AN_UPLOAD_ADDRESS =
  "This upload address is not valid. Use the address the upload was created with, with nothing added.";
const EXTENSION_NOT_OFFERED =
  "This server does not offer that tus extension. Create the upload with Upload-Length and no body, then send its bytes with PATCH.";
const PAST_DECLARED_LENGTH =
  "This chunk goes past the length declared when the upload was created. Ask for the offset (HEAD) and send only the rest of the page.";

/** What this server offers of tus: creation and termination, nothing else (answered to OPTIONS). */
const TUS_EXTENSIONS = "creation,termination";

/** The only URLs the tus routes answer: the collection, or one upload by id; no query, no fragment. */
const UPLOAD_URL = /^\/api\/uploads(\/[A-Za-z0-9_-]{8,64})?$/;

const TUS_ERRORS: Record<number, string> = {
  400: "This upload request is not valid. Send Upload-Length (creation) or Upload-Offset (chunk) as whole numbers.",
  404: UPLOAD_NOT_FOUND_ERROR,
  409: "The chunk does not start where the upload stands. Ask for the offset (HEAD) and resume from there.",
  410: UPLOAD_NOT_FOUND_ERROR,
  412: `Send the header Tus-Resumable: ${TUS_VERSION}.`,
  413: "A page can be at most 25 MB.",
  415: "Send chunks as Content-Type: application/offset+octet-stream.",
  460: "The chunk arrived damaged. Send it again.",
};

/** The tus headers a client reads; anything else of the store's answer is dropped. */
const TUS_HEADERS = [
  "tus-resumable",
  "tus-version",
  "tus-max-size",
  "tus-extension",
  "upload-offset",
  "upload-length",
  "location",
];

/** The store's answer as the API gives it: tus headers kept, no caching, refusals in JSON. */
function apiAnswer(c: Context, response: Response, message?: string): Response {
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const name of TUS_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (!headers.has("tus-resumable")) headers.set("Tus-Resumable", TUS_VERSION);
  if (response.status < 400) return new Response(null, { status: response.status, headers });
  headers.set("Content-Type", "application/json");
  // The refusals a driver may read are catalogue keys, said in the request's language; the rest are
  // the protocol's English, for the program that sent the request.
  const error = sayIn(
    message ??
      (c.req.method === "PATCH" && response.status === 413
        ? PAST_DECLARED_LENGTH
        : (TUS_ERRORS[response.status] ?? "The upload could not be stored. Try again.")),
    requestLocale(c),
  );
  const status = response.status >= 500 ? 500 : response.status;
  if (status === 500) c.get("deps").logger.error("upload store failed", { status: response.status });
  return new Response(JSON.stringify({ error }), { status, headers });
}

/**
 * The whole URL, as received, must be the upload's own: @tus/server would
 * otherwise read an id from a query string or a fragment. Anything else is refused
 * before the session is even looked at.
 */
const exactUrl = createMiddleware<ClientEnv>(async (c, next) => {
  const url = c.req.raw.url;
  if (!UPLOAD_URL.test(url.slice(new URL(url).origin.length))) {
    return englishErrorJson(c, 400, NOT_AN_UPLOAD_ADDRESS);
  }
  await next();
});

/** Concatenation, deferred length and creation with a body are not offered; tus would answer some with a 500. */
const offeredOnly = createMiddleware<ClientEnv>(async (c, next) => {
  const header = (name: string) => c.req.header(name) !== undefined;
  const body =
    header("transfer-encoding") ||
    Number(c.req.header("content-length") ?? "0") > 0 ||
    c.req.header("content-type")?.toLowerCase().startsWith("application/offset+octet-stream");
  if (header("upload-concat") || header("upload-defer-length") || body) {
    return apiAnswer(c, new Response(null, { status: 400 }), EXTENSION_NOT_OFFERED);
  }
  await next();
});

const uploadLimit = createMiddleware<ClientEnv>((c, next) => c.get("deps").uploadLimiter(c, next));

/** Only the upload's own client gets past this; to anyone else it does not exist. The id's form was checked by `exactUrl`. */
const ownUpload = createMiddleware<ClientEnv>(async (c, next) => {
  const deps = c.get("deps");
  const id = c.req.param("id") ?? "";
  const upload = await findOwnUpload(deps.db, id, c.get("client").clientId, deps.now().toISOString());
  if (!upload) return errorJson(c, 404, UPLOAD_NOT_FOUND_ERROR);
  await next();
});

export const uploadRoutes = new Hono<ClientEnv>()
  .options("/", exactUrl, (c) =>
    c.body(null, 204, {
      "Tus-Resumable": TUS_VERSION,
      "Tus-Version": TUS_VERSION,
      "Tus-Extension": TUS_EXTENSIONS,
      "Tus-Max-Size": String(c.get("deps").uploadLimits.maxFileBytes),
    }),
  )
  .post("/", exactUrl, requireClient, uploadLimit, offeredOnly, async (c) => {
    const deps = c.get("deps");
    const clientId = c.get("client").clientId;
    const length = c.req.header("upload-length") ?? "";
    if (c.req.header("tus-resumable") !== TUS_VERSION)
      return apiAnswer(c, new Response(null, { status: 412 }));
    if (!/^\d{1,12}$/.test(length)) return apiAnswer(c, new Response(null, { status: 400 }));
    if (Number(length) > deps.uploadLimits.maxFileBytes)
      return apiAnswer(c, new Response(null, { status: 413 }));
    // The owner is recorded before the upload exists, so no upload is ever without one.
    const id = newUploadId();
    const row = { id, clientId, size: Number(length), createdAt: deps.now().toISOString() };
    const limits = deps.uploadLimits;
    const quota = await insertUploadWithinQuota(deps.db, row, limits);
    if (quota === "open-uploads") return errorJson(c, 429, TOO_MANY_OPEN_UPLOADS);
    if (quota === "open-bytes") return errorJson(c, 429, tooManyOpenBytes(limits.openBytesPerClient));
    if (quota === "stored-bytes") return errorJson(c, 413, storageFull(limits.storedBytesPerClient));
    const response = await deps.uploads.handle(c.req.raw, id);
    if (response.status !== 201) await deleteUpload(deps.db, id);
    return apiAnswer(c, response);
  })
  // HEAD arrives here too (Hono routes HEAD as GET); either way it is the tus offset request.
  .get("/:id", exactUrl, requireClient, uploadLimit, ownUpload, async (c) => {
    const raw = c.req.raw;
    const head = raw.method === "HEAD" ? raw : new Request(raw.url, { method: "HEAD", headers: raw.headers });
    return apiAnswer(c, await c.get("deps").uploads.handle(head, c.req.param("id")));
  })
  .patch("/:id", exactUrl, requireClient, uploadLimit, ownUpload, async (c) =>
    apiAnswer(c, await c.get("deps").uploads.handle(c.req.raw, c.req.param("id"))),
  )
  .delete("/:id", exactUrl, requireClient, uploadLimit, ownUpload, async (c) => {
    const deps = c.get("deps");
    const id = c.req.param("id");
    const response = await deps.uploads.handle(c.req.raw, id);
    // The row is what the caps count: it goes only once the bytes are gone (already gone: 204 too).
    if (await deps.uploads.status(id)) return apiAnswer(c, response);
    await deleteUpload(deps.db, id);
    return apiAnswer(c, new Response(null, { status: 204 }));
  });
