import type { InferRequestType } from "hono/client";
import { Upload, type DetailedError, type UrlStorage } from "tus-js-client";
import { api, apiRequestErrorOf, readAnswer, serverMessageOr } from "../../../lib/api";
import { mayBeOnline } from "../../../lib/send-lock";
import {
  afterOutcome,
  defineKind,
  flushQueue,
  NO_CONNECTION,
  type QueueReport,
  type SendOutcome,
} from "../../../lib/send-queue";
import { httpStack } from "./http-stack";
import { memoryPacket, memoryPackets, memoryUrlStorage, updateMemoryPacket } from "./memory-packets";
import type { InvoicePacket, PacketPage } from "./packet-db";
import {
  dropFiles,
  getPacket,
  getPageFile,
  PACKET_KINDS,
  tellProgress,
  updatePacket,
  updatePage,
} from "./packets";
import { BUSY, notSent, PAGE_MISSING, pageNotSent, PAGES_NOT_WHOLE, SIGN_IN_AGAIN } from "./reasons";
import { indexedDbUrlStorage, pageFingerprint } from "./tus-url-storage";

/**
 * Sending packets (docs/decisions/0032-invoice-packets.md): each page goes
 * up with tus in chunks of 256 KB, resuming from the last acknowledged byte
 * after a cut, a reload or a restart; then one POST creates the invoice (or
 * adds the pages) under the packet's key as Idempotency-Key. The send queue
 * (docs/decisions/0055-one-send-queue.md) claims, settles and drains: one
 * context sends packets at a time, so two tabs and the service worker never
 * send one packet twice at once; the key makes the server store a repeat once.
 */

export { QUEUE_SYNC_TAG } from "../../../lib/send-queue";
/** Packets go one after the other, apart from the forms' requests: a long upload holds none of those back. */
const LANE = "invoices";
/** About 5 s a chunk on slow 3G (400 kbps): progress keeps moving, and a cut costs little. */
export const CHUNK_BYTES = 256 * 1024;
/** Waits between tries of one request before the packet waits for the next chance (signal, Send now...). */
const RETRY_DELAYS = [0, 1_000, 3_000, 10_000, 20_000];
/** A claim without Web Locks outlives a stalled chunk; each acknowledged chunk renews it. */
export const CLAIM_MS = 120_000;
const CREATE_TIMEOUT_MS = 30_000;

/** Answers worth trying again later without changes. */
const TRANSIENT_STATUSES = new Set([408, 409, 423, 425, 429]);
/**
 * Answers to an upload in progress that mean the server no longer has it
 * (another server without its staging file, a restart that lost it, an
 * expired upload): the page starts again as a new upload, never a refusal.
 */
const UPLOAD_GONE = new Set([404, 410]);
/** New uploads of one page in one send before the packet waits for the next chance instead. */
const MAX_PAGE_RESTARTS = 3;

/** Uploads in progress in this context, by packet, so a discard can stop them. */
const active = new Map<string, Upload>();

type PacketOutcome = SendOutcome;

/**
 * The packet's language, named on each of its requests: the server answers
 * refusals in it. The service worker, which may send it, has no page whose
 * language the API client could send.
 */
const languageOf = (packet: InvoicePacket) => ({ "Accept-Language": packet.locale ?? "en" });

/** The last path segment of the upload's URL is its id on the server. */
const uploadIdOf = (url: string | null) => (url ? decodeURIComponent(url.split("/").pop() ?? "") : "");

/** Where a packet's uploads keep their resume URLs: beside it, in IndexedDB or in memory. */
const urlStorageOf = (packet: InvoicePacket): UrlStorage =>
  packet.onlyInMemory ? memoryUrlStorage : indexedDbUrlStorage;

/** Forgets a page's resume URL, so its next upload is a new one. */
async function forgetResumeUrl(storage: UrlStorage, page: PacketPage): Promise<void> {
  for (const previous of await storage.findUploadsByFingerprint(pageFingerprint(page.id)))
    await storage.removeUpload(previous.urlStorageKey);
}

type PageOutcome =
  | { type: "uploaded"; uploadId: string }
  /** The server no longer has the upload in progress: upload the page again from its first byte. */
  | { type: "restart" }
  | Exclude<PacketOutcome, { type: "sent" }>;

/** Uploads one page, resuming where the server stands; settles with its upload id or why not. */
function uploadPage(packet: InvoicePacket, page: PacketPage, blob: Blob): Promise<PageOutcome> {
  const urlStorage = urlStorageOf(packet);
  return new Promise((resolve) => {
    let lastTold = 0;
    let answered = false;
    const upload = new Upload(blob, {
      endpoint: "/api/uploads",
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      metadata: { documentKind: page.documentKind, contentType: page.contentType },
      headers: languageOf(packet),
      fingerprint: () => Promise.resolve(pageFingerprint(page.id)),
      urlStorage,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      httpStack,
      onProgress(bytesSent) {
        const now = Date.now();
        if (now - lastTold < 200 && bytesSent < blob.size) return;
        lastTold = now;
        tellProgress(packet.idempotencyKey, page.id, bytesSent);
      },
      onChunkComplete(_chunk, bytesAccepted) {
        void updatePacket(packet.idempotencyKey, (current) => ({
          ...current,
          claimedUntil: Date.now() + CLAIM_MS,
          pages: current.pages.map((each) =>
            each.id === page.id ? { ...each, uploadedBytes: bytesAccepted } : each,
          ),
        }));
      },
      onAfterResponse() {
        answered = true;
      },
      onShouldRetry(error) {
        const status = error.originalResponse?.getStatus() ?? 0;
        // The server never answered this attempt (no signal, or unreachable while the phone says
        // online): the packet goes back to waiting at once, with the waiting words and its buttons,
        // and goes at the next chance. A connection cut after answers is tried again at once: it
        // usually comes back within seconds, and the upload resumes from the acknowledged byte.
        if (status === 0 && !answered) return false;
        if (UPLOAD_GONE.has(status)) return false;
        if (status >= 400 && status < 500 && !TRANSIENT_STATUSES.has(status)) return false;
        return mayBeOnline();
      },
      onSuccess() {
        active.delete(packet.idempotencyKey);
        resolve({ type: "uploaded", uploadId: uploadIdOf(upload.url) });
      },
      onError(error) {
        active.delete(packet.idempotencyKey);
        const response = (error as DetailedError).originalResponse;
        const status = response?.getStatus() ?? 0;
        // The upload endpoint answers errors as the rest of the API does: read them with the app's one reader.
        const answer = apiRequestErrorOf({ status, statusText: "" }, response?.getBody() ?? "");
        if (UPLOAD_GONE.has(status) && upload.url) {
          void forgetResumeUrl(urlStorage, page)
            .catch(() => undefined)
            .then(() => resolve({ type: "restart" }));
        } else if (status === 401) resolve({ type: "waiting", reason: SIGN_IN_AGAIN, needsSignIn: true });
        else if (status >= 400 && status < 500 && !TRANSIENT_STATUSES.has(status))
          resolve({
            type: "refused",
            error: serverMessageOr(answer, pageNotSent(status)),
          });
        else resolve({ type: "waiting", reason: status ? serverMessageOr(answer, BUSY) : NO_CONNECTION });
      },
    });
    active.set(packet.idempotencyKey, upload);
    upload
      .findPreviousUploads()
      .then((previous) => {
        const [last] = previous;
        if (last) upload.resumeFromPreviousUpload(last);
      })
      .catch(() => undefined)
      .finally(() => upload.start());
  });
}

/** Stops this context's upload of a packet (the driver discarded it). */
export async function stopSending(packetId: string): Promise<void> {
  await active.get(packetId)?.abort();
  active.delete(packetId);
}

/**
 * Posts the request that makes the invoice (or adds the pages) from the
 * finished uploads through the typed client, with the packet's id as
 * Idempotency-Key, and reads the answer to its end; rejects when no answer
 * could be read in time.
 */
async function post(packet: InvoicePacket) {
  const pages = packet.pages.map(({ uploadId, documentKind, order, sha256, warnings }) => ({
    uploadId: uploadId ?? "",
    documentKind,
    order,
    sha256,
    // The phone's findings go with the page, so staff know why it may be hard to read.
    warnings,
  }));
  const options = {
    headers: { "Idempotency-Key": packet.idempotencyKey, ...languageOf(packet) },
    // The timeout covers the answer's body too: an answer cut off halfway is no answer.
    init: { signal: AbortSignal.timeout(CREATE_TIMEOUT_MS) },
  };
  if (packet.kind === "add-pages") {
    const route = api.api.invoices[":reference"].pages;
    return readAnswer(
      await route.$post({ param: { reference: packet.reference ?? "" }, json: { pages } }, options),
    );
  }
  const route = api.api.invoices;
  // The load as the form kept it: the server checks it against the contract and answers with field issues.
  const json = { ...packet.load, pages } as InferRequestType<typeof route.$post>["json"];
  return readAnswer(await route.$post({ json }, options));
}

/** Which pages an answer's issues name (`pages.2`, `pages.2.uploadId`), with their messages. */
function pageIssues(issues: Record<string, string>): Map<number, string> {
  const byPage = new Map<number, string>();
  for (const [key, message] of Object.entries(issues)) {
    const match = /^pages\.(\d+)/.exec(key);
    if (match) byPage.set(Number(match[1]), message);
  }
  return byPage;
}

/**
 * A 409 naming pages means "send these pages again": their upload is gone
 * (unused uploads expire after a day), unfinished or damaged. Pages that
 * already belong to an invoice are not sent again: that would make a second
 * invoice of the same load.
 */
const ALREADY_SENT = /already/i;

type CreateOutcome = PacketOutcome | { type: "resend"; pages: number[] };

async function create(packet: InvoicePacket): Promise<CreateOutcome> {
  let answer: Awaited<ReturnType<typeof post>>;
  try {
    answer = await post(packet);
  } catch {
    // No answer: the key makes the next try safe, whether or not this one arrived.
    return { type: "waiting", reason: NO_CONNECTION };
  }
  if (answer.ok) {
    // Our server always names the invoice. A success without one is not its answer (a Wi-Fi sign-in
    // page answering 200 in its place): taken as sent, the pages would be dropped from the phone
    // unsent. It counts as no answer, and the key makes the next try safe.
    const { invoice } = (answer.body ?? {}) as { invoice?: { reference?: unknown } | null };
    if (typeof invoice?.reference !== "string" || invoice.reference === "")
      return { type: "waiting", reason: NO_CONNECTION };
    return { type: "sent", reference: invoice.reference };
  }
  const { status, issues = {} } = answer.error;
  if (status === 401) return { type: "waiting", reason: SIGN_IN_AGAIN, needsSignIn: true };
  if (status >= 500 || [408, 425, 429].includes(status)) {
    return { type: "waiting", reason: status >= 502 ? NO_CONNECTION : serverMessageOr(answer.error, BUSY) };
  }
  const byPage = pageIssues(issues);
  if (
    status === 409 &&
    byPage.size > 0 &&
    [...byPage.values()].every((message) => !ALREADY_SENT.test(message))
  ) {
    return { type: "resend", pages: [...byPage.keys()] };
  }
  await updatePacket(packet.idempotencyKey, (current) => ({
    ...current,
    issues,
    pages: current.pages.map((page, index) => {
      const message = byPage.get(index);
      return message ? { ...page, error: message } : page;
    }),
  }));
  return {
    type: "refused",
    error: serverMessageOr(answer.error, notSent(status)),
    issues,
  };
}

/** Uploads the pages not yet on the server; undefined once all are. */
async function uploadPages(packet: InvoicePacket): Promise<PacketOutcome | undefined> {
  for (const page of packet.pages) {
    if (page.uploadId) continue;
    const file = await getPageFile(page.id);
    if (!file) return { type: "refused", error: PAGE_MISSING };
    let outcome = await uploadPage(packet, page, file.blob);
    for (let restarts = 1; outcome.type === "restart"; restarts++) {
      // Same page, same packet, same key: only the upload that carries it is new.
      await updatePage(packet.idempotencyKey, page.id, { uploadedBytes: 0 });
      tellProgress(packet.idempotencyKey, page.id, 0);
      if (restarts > MAX_PAGE_RESTARTS) return { type: "waiting", reason: BUSY };
      outcome = await uploadPage(packet, page, file.blob);
    }
    if (outcome.type !== "uploaded") {
      if (outcome.type === "refused")
        await updatePage(packet.idempotencyKey, page.id, { error: outcome.error });
      return outcome;
    }
    await updatePage(packet.idempotencyKey, page.id, {
      uploadId: outcome.uploadId,
      uploadedBytes: page.size,
    });
    tellProgress(packet.idempotencyKey, page.id, page.size);
  }
  return undefined;
}

/** Sends one claimed packet: the pages not yet uploaded, then the request that makes the invoice. */
async function sendPacket(claimed: InvoicePacket): Promise<PacketOutcome> {
  let packet = claimed;
  for (let round = 1; ; round++) {
    const stopped = await uploadPages(packet);
    if (stopped) return stopped;
    packet = (await getPacket(packet.idempotencyKey)) ?? packet;
    const outcome = await create(packet);
    if (outcome.type !== "resend") return outcome;
    if (round === 2) return { type: "refused", error: PAGES_NOT_WHOLE };
    const again = new Set(outcome.pages);
    packet =
      (await updatePacket(packet.idempotencyKey, (current) => ({
        ...current,
        pages: current.pages.map((page, index) => {
          if (!again.has(index)) return page;
          const { uploadId: _uploadId, ...rest } = page;
          return { ...rest, uploadedBytes: 0 };
        }),
      }))) ?? packet;
  }
}

for (const kind of PACKET_KINDS) {
  defineKind<InvoicePacket>(kind, {
    lane: LANE,
    claimMs: CLAIM_MS,
    send: sendPacket,
    keepsSent: true,
    afterSent: (packet) => dropFiles(packet),
  });
}

/** What a flush of packets did: its items are packets. */
export interface PacketFlushReport extends QueueReport {
  sent: { item: InvoicePacket; reference: string }[];
  refused: InvoicePacket[];
  waiting: { item: InvoicePacket; reason: string; retryAt?: number }[];
}

/** Packets kept in memory that this page is sending now. */
const sendingFromMemory = new Set<string>();

/**
 * Sends one packet this phone could not keep, from this page's memory, with
 * the same sender and the same rule for each outcome as the queue
 * (docs/decisions/0180-every-engine.md). Only this page has it, so no lock
 * or claim is needed beyond not sending it twice at once here.
 */
async function sendFromMemory(id: string, report: PacketFlushReport): Promise<void> {
  const packet = memoryPacket(id);
  if (!packet || sendingFromMemory.has(id) || packet.state === "sent" || packet.state === "refused") return;
  sendingFromMemory.add(id);
  try {
    const claimed =
      updateMemoryPacket(id, (current) => ({
        ...current,
        state: "sending",
        attempts: current.attempts + 1,
      })) ?? packet;
    const outcome = await sendPacket(claimed).catch((): PacketOutcome => ({
      type: "waiting",
      reason: NO_CONNECTION,
    }));
    const settled = updateMemoryPacket(id, (current) => afterOutcome(current, outcome)) ?? claimed;
    if (outcome.type === "sent") {
      await dropFiles(settled);
      report.sent.push({ item: settled, reference: outcome.reference });
    } else if (outcome.type === "refused") {
      report.refused.push(settled);
    } else {
      const { reason, retryAt } = outcome;
      report.waiting.push({ item: settled, reason, ...(retryAt === undefined ? {} : { retryAt }) });
    }
  } finally {
    sendingFromMemory.delete(id);
  }
}

/**
 * Sends the waiting packets, oldest first, stopping at the first that
 * cannot go out now. `only` sends one packet; `wait` waits for a busy
 * sender to finish instead of leaving the work to it (the driver's own
 * "Send now"). Packets this phone could not keep go from this page's memory.
 */
export async function flushInvoicePackets(
  options: { only?: string; wait?: boolean } = {},
): Promise<PacketFlushReport> {
  const report: PacketFlushReport = { sent: [], refused: [], waiting: [], busy: false };
  const now = Date.now();
  const inMemory =
    options.only === undefined
      ? memoryPackets().filter((packet) => packet.state === "waiting" && (packet.notBefore ?? 0) <= now)
      : memoryPackets().filter((packet) => packet.idempotencyKey === options.only);
  for (const packet of inMemory) await sendFromMemory(packet.idempotencyKey, report);
  if (options.only !== undefined && inMemory.length > 0) return report;
  let kept: PacketFlushReport;
  try {
    kept = (await flushQueue({ ...options, lane: LANE })) as PacketFlushReport;
  } catch (error) {
    // No IndexedDB here: what this page holds in memory is all it can send.
    if (memoryPackets().length === 0) throw error;
    return report;
  }
  return {
    sent: [...report.sent, ...kept.sent],
    refused: [...report.refused, ...kept.refused],
    waiting: [...report.waiting, ...kept.waiting],
    busy: kept.busy,
  };
}
