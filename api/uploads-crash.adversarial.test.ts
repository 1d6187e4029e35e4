import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { createSoakServer } from "../tests/soak/server";
import type { Invoice } from "./contract/invoice";
import { createClientAccount } from "./db/accounts";
import { migrateDatabase, openDatabase } from "./db/client";
import { CLIENT, cookieFrom, testHasher } from "../tests/support/api/harness";
import { jpegPage, pdfPage, sha256, tusHead, tusUpload, validInvoice } from "../tests/support/api/invoices";

const CHUNK = 256 * 1024;

/**
 * The real server process is SIGKILLed in the middle of a chunk. After the
 * restart, HEAD tells how many bytes are on disk, the phone sends the rest
 * from there, and the invoice's page is byte for byte what the phone kept.
 */
test("a SIGKILL during an upload: HEAD after the restart gives the offset, the upload resumes, the page is byte-identical", async () => {
  const server = await createSoakServer();
  try {
    const handle = await openDatabase(`file:${server.databaseFile}`);
    await migrateDatabase(handle);
    const { password, ...client } = CLIENT;
    await createClientAccount(handle.db, testHasher, client, password);
    handle.client.close();
    await server.start();

    const send = (url: string, init: RequestInit) => fetch(`${server.baseUrl}${url}`, init);
    const signIn = async () =>
      cookieFrom(
        await send("/api/auth/login", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ username: CLIENT.username, password }),
        }),
      );
    let cookie = await signIn();
    const photo = await jpegPage(1800, 1400, 5);
    expect(photo.byteLength).toBeGreaterThan(4 * CHUNK);

    const created = await send("/api/uploads", {
      method: "POST",
      headers: { cookie, "Tus-Resumable": "1.0.0", "Upload-Length": String(photo.byteLength) },
    });
    expect(created.status).toBe(201);
    const id = created.headers.get("location")?.split("/").at(-1) ?? "";
    const patch = (offset: number, body: BodyInit) =>
      send(`/api/uploads/${id}`, {
        method: "PATCH",
        headers: {
          cookie,
          "Tus-Resumable": "1.0.0",
          "Upload-Offset": String(offset),
          "Content-Type": "application/offset+octet-stream",
        },
        body,
        duplex: "half",
      } as RequestInit);
    expect((await patch(0, photo.slice(0, CHUNK))).status).toBe(204);

    // A chunk whose first half arrives, then the server dies mid-request.
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(photo.slice(CHUNK, CHUNK + CHUNK / 2));
      },
    });
    const cut = patch(CHUNK, stalled).catch((error: unknown) => error);
    const onDisk = path.join(server.dataDir, "uploads", "incoming", id);
    const deadline = Date.now() + 10_000;
    while (!(existsSync(onDisk) && statSync(onDisk).size >= CHUNK + CHUNK / 2) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await server.kill();
    expect(await cut).toBeInstanceOf(Error);

    await server.start();
    cookie = await signIn();
    const head = await tusHead(send, cookie, id);
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get("upload-offset"));
    expect(offset).toBe(CHUNK + CHUNK / 2);
    for (let at = offset; at < photo.byteLength; at += CHUNK) {
      const answer = await patch(at, photo.slice(at, Math.min(at + CHUNK, photo.byteLength)));
      expect(answer.status).toBe(204);
    }

    const pdf = await pdfPage(2);
    const bol = await tusUpload(send, cookie, pdf);
    const response = await send("/api/invoices", {
      method: "POST",
      headers: { cookie, "Content-Type": "application/json", "Idempotency-Key": "crash-1" },
      body: JSON.stringify(
        validInvoice([
          { uploadId: id, documentKind: "rate-confirmation", order: 1, sha256: sha256(photo) },
          { uploadId: bol, documentKind: "bol-pod", order: 1, sha256: sha256(pdf) },
        ]),
      ),
    });
    expect(response.status).toBe(201);
    const { invoice } = (await response.json()) as { invoice: Invoice };
    const page = invoice.pages.find((entry) => entry.documentKind === "rate-confirmation");
    const served = await send(page?.url ?? "", { headers: { cookie } });
    expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(sha256(photo));
    await server.stop();
  } finally {
    await server.kill();
    server.cleanup();
  }
}, 90_000);
