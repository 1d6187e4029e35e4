import { createHash } from "node:crypto";

/**
 * A small stand-in for the API's upload and invoice endpoints, as a fetch
 * function, for unit tests of the sender: tus 1.0 creation, offset and
 * chunks kept in memory, and an idempotent invoice create that checks each
 * page's SHA-256 against the bytes that arrived. It can drop the
 * connection after a number of chunk bytes (keeping what arrived, as a tus
 * server does), answer a status instead, or be unreachable.
 */

interface StoredUpload {
  length: number;
  bytes: Uint8Array;
}

export function createFakeInvoiceServer() {
  const uploads = new Map<string, StoredUpload>();
  const invoices = new Map<string, { reference: string; body: Record<string, unknown> }>();
  const state = {
    /** Every request fails as if there were no network. */
    offline: false,
    /** Bytes of chunks that arrived (counting those sent again after a cut). */
    chunkBytes: 0,
    /** Drop the connection once this many chunk bytes have arrived in total (then carry on). */
    cutAfterBytes: Number.POSITIVE_INFINITY,
    /** Answer the next invoice create with this instead. */
    nextCreateAnswer: undefined as { status: number; body: unknown } | undefined,
    /** Answer every upload request with this status, and this message when given. */
    uploadStatus: undefined as number | undefined,
    uploadError: undefined as string | undefined,
    createRequests: [] as { key: string | null; url: string; body: Record<string, unknown> }[],
    patchRequests: 0,
    nextId: 1,
  };

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  const tus = (status: number, headers: Record<string, string> = {}) =>
    new Response(null, { status, headers: { "Tus-Resumable": "1.0.0", ...headers } });

  async function handle(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    if (state.offline) throw new TypeError("Failed to fetch");
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      "http://phone.test",
    );
    const method = (init.method ?? "GET").toUpperCase();
    const headers = new Headers(init.headers);
    const path = url.pathname;

    if (path.startsWith("/api/uploads")) {
      if (state.uploadStatus)
        return json(state.uploadStatus, { error: state.uploadError ?? `refused with ${state.uploadStatus}` });
      if (method === "POST" && path === "/api/uploads") {
        const id = `upload${String(state.nextId++).padStart(6, "0")}`;
        uploads.set(id, { length: Number(headers.get("Upload-Length")), bytes: new Uint8Array() });
        return tus(201, { Location: `/api/uploads/${id}` });
      }
      const id = path.split("/").pop() ?? "";
      const upload = uploads.get(id);
      if (!upload) return json(404, { error: "This upload was not found." });
      if (method === "HEAD") {
        return tus(200, {
          "Upload-Offset": String(upload.bytes.length),
          "Upload-Length": String(upload.length),
        });
      }
      if (method === "PATCH") {
        state.patchRequests++;
        if (Number(headers.get("Upload-Offset")) !== upload.bytes.length)
          return json(409, { error: "offset" });
        const chunk = new Uint8Array(await new Response(init.body as BodyInit).arrayBuffer());
        const room = state.cutAfterBytes - state.chunkBytes;
        if (room < chunk.length) {
          // The connection drops mid-chunk: what arrived is kept, and the phone hears nothing.
          const arrived = chunk.subarray(0, Math.max(0, room));
          upload.bytes = concat(upload.bytes, arrived);
          state.chunkBytes += arrived.length;
          state.cutAfterBytes = Number.POSITIVE_INFINITY;
          throw new TypeError("Failed to fetch");
        }
        upload.bytes = concat(upload.bytes, chunk);
        state.chunkBytes += chunk.length;
        return tus(204, { "Upload-Offset": String(upload.bytes.length) });
      }
    }

    if (method === "POST" && /^\/api\/invoices(\/[^/]+\/pages)?$/.test(path)) {
      const key = headers.get("Idempotency-Key");
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      state.createRequests.push({ key, url: path, body });
      if (state.nextCreateAnswer) {
        const answer = state.nextCreateAnswer;
        state.nextCreateAnswer = undefined;
        return json(answer.status, answer.body);
      }
      const earlier = key ? invoices.get(key) : undefined;
      if (earlier) return json(201, { success: true, invoice: { reference: earlier.reference } });
      const pages = body.pages as { uploadId: string; sha256: string }[];
      const issues: Record<string, string> = {};
      pages.forEach((page, index) => {
        const upload = uploads.get(page.uploadId);
        if (!upload || upload.bytes.length !== upload.length)
          issues[`pages.${index}`] = "This page's upload was not found.";
        else if (createHash("sha256").update(upload.bytes).digest("hex") !== page.sha256)
          issues[`pages.${index}`] = "This page arrived damaged.";
      });
      if (Object.keys(issues).length) return json(409, { error: "Send the pages again.", issues });
      const reference =
        path === "/api/invoices"
          ? `INV-TEST-${String(invoices.size + 1).padStart(4, "0")}`
          : decodeURIComponent(path.split("/")[3] ?? "");
      invoices.set(key ?? `none-${invoices.size}`, { reference, body });
      return json(201, { success: true, invoice: { reference } });
    }
    return json(404, { error: "Not found" });
  }

  return { fetch: handle, state, uploads, invoices };
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
