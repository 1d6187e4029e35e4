import { TUS_VERSION, type UploadStore } from "./uploads";

interface MemoryUpload {
  size: number;
  chunks: Uint8Array[];
  offset: number;
  createdAt: number;
}

const OFFSET_STREAM = "application/offset+octet-stream";

/**
 * The tus protocol over memory, for the browser mocks (where @tus/server,
 * built on Node's streams and files, cannot run) and for tests: creation,
 * HEAD, PATCH at the current offset and termination. The route in front of
 * it checks sessions, owners and limits exactly as on the server.
 */
export function memoryUploadStore(options: { maxSize: number; now?: () => Date }): UploadStore {
  const uploads = new Map<string, MemoryUpload>();
  const now = options.now ?? (() => new Date());

  const answer = (status: number, headers: Record<string, string> = {}) =>
    new Response(null, { status, headers: { "Tus-Resumable": TUS_VERSION, ...headers } });

  async function patch(request: Request, upload: MemoryUpload): Promise<Response> {
    const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
    if (type !== OFFSET_STREAM) return answer(415);
    const offset = request.headers.get("upload-offset");
    if (offset === null || !/^\d+$/.test(offset)) return answer(400);
    if (Number(offset) !== upload.offset) return answer(409);
    if (!request.body) return answer(204, { "Upload-Offset": String(upload.offset) });
    const reader = request.body.getReader();
    // Bytes are kept as they arrive: a cut keeps what came before it, as on disk.
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (upload.offset + value.byteLength > upload.size) {
        await reader.cancel();
        return answer(413);
      }
      upload.chunks.push(value.slice());
      upload.offset += value.byteLength;
    }
    return answer(204, { "Upload-Offset": String(upload.offset) });
  }

  return {
    async handle(request, id) {
      if (request.method !== "OPTIONS" && request.headers.get("tus-resumable") !== TUS_VERSION) {
        return answer(412, { "Tus-Version": TUS_VERSION });
      }
      const upload = uploads.get(id);
      switch (request.method) {
        case "POST": {
          const length = request.headers.get("upload-length");
          if (length === null || !/^\d+$/.test(length)) return answer(400);
          if (Number(length) > options.maxSize) return answer(413);
          const created: MemoryUpload = {
            size: Number(length),
            chunks: [],
            offset: 0,
            createdAt: now().getTime(),
          };
          uploads.set(id, created);
          return answer(201, { Location: `/api/uploads/${id}` });
        }
        case "HEAD":
          if (!upload) return answer(404);
          return answer(200, {
            "Upload-Offset": String(upload.offset),
            "Upload-Length": String(upload.size),
            "Cache-Control": "no-store",
          });
        case "PATCH":
          if (!upload) return answer(404);
          return patch(request, upload);
        case "DELETE":
          if (!upload) return answer(404);
          uploads.delete(id);
          return answer(204);
        default:
          return answer(405);
      }
    },
    async status(id) {
      const upload = uploads.get(id);
      return upload && { size: upload.size, offset: upload.offset };
    },
    async read(id) {
      const upload = uploads.get(id);
      if (!upload) return undefined;
      const bytes = new Uint8Array(upload.offset);
      let at = 0;
      for (const chunk of upload.chunks) {
        bytes.set(chunk, at);
        at += chunk.byteLength;
      }
      return bytes;
    },
    async remove(id) {
      uploads.delete(id);
    },
    async sweep(cutoff) {
      const removed: string[] = [];
      for (const [id, upload] of uploads) {
        if (upload.createdAt < cutoff.getTime()) {
          uploads.delete(id);
          removed.push(id);
        }
      }
      return removed;
    },
  };
}
