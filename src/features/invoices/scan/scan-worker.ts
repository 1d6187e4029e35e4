/// <reference lib="webworker" />
import { scan, turn } from "./scan-image";
import { UNREADABLE, type ScanRequest, type ScanResponse } from "./scan-types";

/**
 * The scan worker: photos are scanned off the main thread, so the page never
 * decodes or walks pixels (docs/decisions/0031-scans-on-the-phone.md).
 */

declare const self: DedicatedWorkerGlobalScope;

self.addEventListener("message", (event: MessageEvent<ScanRequest>) => {
  const { id, file } = event.data;
  (event.data.turn ? turn(file) : scan(file)).then(
    (page) => self.postMessage({ id, ok: true, page } satisfies ScanResponse),
    (error: unknown) =>
      self.postMessage({
        id,
        ok: false,
        error: error instanceof Error && error.message === UNREADABLE ? UNREADABLE : String(error),
      } satisfies ScanResponse),
  );
});
