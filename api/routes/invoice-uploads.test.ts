import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import type * as FsPromises from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, test, vi } from "vitest";
import type { InvoiceInput } from "../contract/invoice";
import { createClientAccount } from "../db/accounts";
import { diskFileStorage } from "../lib/disk-file-storage";
import { tusUploadStore } from "../lib/tus-uploads";
import type { UploadStore } from "../lib/uploads";
import { cookieFrom, createTestApp, testHasher, type TestApp } from "../../tests/support/api/harness";
import { jpegPage, pdfPage, sha256, tusUpload, validInvoice } from "../../tests/support/api/invoices";

/**
 * Invoices made from uploads on the real stores (tus files, pages on disk):
 * another client's upload is as good as absent, and a create that loses a
 * race leaves neither a 500 nor files behind.
 */

const folder = mkdtempSync(path.join(tmpdir(), "tpf-invoice-uploads-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * A page's second read, by the create that loses the race, held until the
 * winner has removed the upload: it then finds the file gone between the
 * store's look-up and its read, as happens by chance on a busy server.
 */
const race = vi.hoisted(() => ({
  held: new Set<string>(),
  reads: new Map<string, number>(),
  removed: new Map<string, () => void>(),
}));
vi.mock("node:fs/promises", async (original) => {
  const fs = await original<typeof FsPromises>();
  const { basename } = await import("node:path");
  return {
    ...fs,
    readFile: (async (file: string, ...rest: []) => {
      const id = basename(String(file));
      const count = (race.reads.get(id) ?? 0) + 1;
      race.reads.set(id, count);
      if (race.held.has(id) && count === 2) await new Promise<void>((done) => race.removed.set(id, done));
      return fs.readFile(file, ...rest);
    }) as typeof fs.readFile,
  };
});

/** The tus store, telling the held read when its upload is gone. */
const tellingRemovals = (store: UploadStore): UploadStore => ({
  ...store,
  async remove(id) {
    await store.remove(id);
    race.removed.get(id)?.();
  },
});

let t: TestApp;
let pagesFolder: string;
let mine: string;
let theirs: string;
const send = (url: string, init: RequestInit) => t.request(url, init);

beforeEach(async () => {
  const root = mkdtempSync(path.join(folder, "data-"));
  pagesFolder = path.join(root, "pages");
  t = await createTestApp({
    uploads: tellingRemovals(
      tusUploadStore({ directory: path.join(root, "incoming"), maxSize: 25 * 1024 * 1024 }),
    ),
    files: diskFileStorage(pagesFolder),
  });
  mine = await t.clientCookie();
  await createClientAccount(
    t.db,
    testHasher,
    { username: "okafor", firstName: "Ada", lastName: "Okafor", companyName: "Okafor Freight" },
    "other-password-123",
  );
  theirs = cookieFrom(
    await t.json("POST", "/api/auth/login", { username: "okafor", password: "other-password-123" }),
  );
});

async function uploadPages(as: string, seed: number): Promise<InvoiceInput["pages"]> {
  const listed: InvoiceInput["pages"] = [];
  for (const [bytes, documentKind] of [
    [await jpegPage(300, 200, seed), "rate-confirmation"],
    [await pdfPage(1 + (seed % 3)), "bol-pod"],
  ] as const) {
    listed.push({
      uploadId: await tusUpload(send, as, bytes),
      documentKind,
      order: 1,
      sha256: sha256(bytes),
    });
  }
  return listed;
}

const create = (as: string, pages: InvoiceInput["pages"], key: string) =>
  t.json("POST", "/api/invoices", validInvoice(pages), { cookie: as, "Idempotency-Key": key });

/** Page files on disk, wherever they are (a leftover would be one no row names). */
const pageFiles = () =>
  readdirSync(pagesFolder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

describe("another client's uploads", () => {
  test("naming them in an invoice answers exactly as naming uploads that do not exist, used or not", async () => {
    const used = await uploadPages(theirs, 1);
    expect((await create(theirs, used, "theirs-1")).status).toBe(201);
    const unused = await uploadPages(theirs, 2);
    const missing = used.map((page, index) => ({ ...page, uploadId: `missing${index}xxxxxxxxxxxxxx` }));

    const answers = [];
    for (const [pages, key] of [
      [missing, "probe-missing"],
      [used, "probe-used"],
      [unused, "probe-unused"],
    ] as const) {
      const response = await create(mine, pages, key);
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers[0]?.status).toBe(409);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});

describe("a create that loses a race", () => {
  test("creates naming the same uploads under different keys: one invoice, the other the 409 'already sent', no file left", async () => {
    for (let round = 1; round <= 4; round++) {
      const pages = await uploadPages(mine, round);
      // The loser has stored the first page when it reads the second, already removed.
      race.held.add(pages[1]?.uploadId ?? "");
      const answers = await Promise.all([
        create(mine, pages, `race-a-${round}`),
        create(mine, pages, `race-b-${round}`),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, `round ${round}`).toEqual([201, 409]);
      const refused = answers.find((answer) => answer.status === 409);
      expect(((await refused?.json()) as { error: string }).error).toBe(
        "This page was already sent with an invoice.",
      );
    }
    const { rows } = await t.client.execute("select count(*) as n from invoice_pages");
    expect(pageFiles()).toHaveLength(Number(rows[0]?.n));
  });
});
