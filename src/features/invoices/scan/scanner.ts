import { SNIFF_BYTES, sniffContentType } from "./sniff";
import { UNREADABLE, type ScanRequest, type ScanResponse, type ScannedPage } from "./scan-types";

/**
 * The page's side of the scan worker: one worker for the visit, pages
 * scanned one after another (a 12 MP photo takes about 50 MB while decoded:
 * one at a time is what a phone can hold). Where the browser has no
 * OffscreenCanvas in workers, the page is kept as it came, unscanned.
 */

let worker: Worker | undefined;
let nextId = 1;
const waiting = new Map<number, { resolve: (page: ScannedPage) => void; reject: (error: Error) => void }>();

function scanWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL("./scan-worker.ts", import.meta.url), { type: "module", name: "scan" });
  started.addEventListener("message", (event: MessageEvent<ScanResponse>) => {
    const answer = event.data;
    const caller = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (answer.ok) caller?.resolve(answer.page);
    else caller?.reject(new Error(answer.error));
  });
  started.addEventListener("error", () => {
    // The worker died (out of memory on a large photo): fail what it held, start afresh next time.
    for (const caller of waiting.values()) caller.reject(new Error(UNREADABLE));
    waiting.clear();
    started.terminate();
    if (worker === started) worker = undefined;
  });
  worker = started;
  return started;
}

const canScan = () => typeof Worker === "function" && typeof OffscreenCanvas === "function";

async function keptAsItCame(file: Blob): Promise<ScannedPage> {
  const contentType = sniffContentType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (!contentType) throw new Error(UNREADABLE);
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  return {
    blob: file,
    contentType,
    sha256: Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join(""),
    thumbnail: contentType === "application/pdf" || contentType === "image/heic" ? null : file,
    width: 0,
    height: 0,
    warnings: [],
    measures: null,
    originalBytes: file.size,
    elapsedMs: 0,
  };
}

function ask(request: Omit<ScanRequest, "id">): Promise<ScannedPage> {
  const id = nextId++;
  return new Promise<ScannedPage>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    scanWorker().postMessage({ id, ...request } satisfies ScanRequest);
  });
}

/** Scans one picked file into a page to keep; rejects with a message for the driver when unreadable. */
export function scanPage(file: Blob): Promise<ScannedPage> {
  return canScan() ? ask({ file }) : keptAsItCame(file);
}

/** Whether a page can be turned here: a scan made on this phone (not a PDF or a file kept as it came). */
export const canTurn = (page: ScannedPage) =>
  canScan() && page.contentType !== "application/pdf" && !page.keptAsIs;

/** The page turned a quarter clockwise, checked and kept like any scan; what the check found stays. */
export async function turnPage(page: ScannedPage): Promise<ScannedPage> {
  const turned = await ask({ file: page.blob, turn: true });
  return { ...turned, warnings: page.warnings, measures: page.measures, originalBytes: page.originalBytes };
}
