/// <reference lib="webworker" />
import { decodeHeif } from "./heif";

/**
 * A worker of its own for HEIC decoding, started by the scan worker only
 * when a HEIC photo comes that the browser cannot decode: libheif is 3 MB
 * of JavaScript, fetched and parsed only then, and never precached.
 */

declare const self: DedicatedWorkerGlobalScope;

self.addEventListener("message", (event: MessageEvent<ArrayBuffer>) => {
  decodeHeif(event.data).then(
    (image) => self.postMessage({ ok: true, image }, [image.data.buffer]),
    (error: unknown) => self.postMessage({ ok: false, error: String(error) }),
  );
});
