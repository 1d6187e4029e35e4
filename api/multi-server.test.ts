import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedTeam } from "./contract/seed-team";
import type { Invoice } from "./contract/invoice";
import { createClientAccount } from "./db/accounts";
import { openDatabase, type DatabaseHandle } from "./db/client";
import { leases, teamMembers } from "./db/schema";
import { s3Client } from "./lib/s3-file-storage";
import { S3StagingStore } from "./lib/s3-upload-staging";
import { SOAK_ADMIN, type SoakServer } from "../tests/soak/server";
import { CLIENT, cookieFrom, testHasher } from "../tests/support/api/harness";
import {
  jpegPage,
  pdfPage,
  sha256,
  tusCreate,
  tusHead,
  tusPatch,
  validInvoice,
} from "../tests/support/api/invoices";
import { startS3Bucket } from "../tests/support/api/s3-bucket";
import { freePortsIn } from "../tests/support/free-port";
import { SERVED_BY, startRoundRobinProxy, type RoundRobinProxy } from "../tests/support/round-robin-proxy";
import { runSeed, seededRandom } from "../tests/support/seeded-random";
import { startServerGroup, type ServerGroup } from "../tests/support/server-group";

/*
 * Several servers, one database, one bucket (docs/decisions/0231-uploads-on-any-server.md): two
 * real server processes on one database file and one s3rver bucket, behind a round-robin proxy with
 * no stickiness, started at the same moment on the new database. Random page bytes come from the
 * run's seed (TEST_SEED), printed when a test fails.
 */

const bucket = startS3Bucket("tpf-multi-server", "tpf-multi-server");
const CHUNK = 256 * 1024;
const TUS = { "Tus-Resumable": "1.0.0" };

let group: ServerGroup | undefined;
let proxy: RoundRobinProxy | undefined;
let handle: DatabaseHandle | undefined;
let staged: S3StagingStore;
const random = seededRandom(runSeed());

/** Page bytes as a phone's camera makes them: incompressible, and the same for the same seed. */
function randomBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let at = 0; at < length; at++) bytes[at] = Math.floor(random() * 256);
  return bytes;
}

const servers = () => group?.servers ?? [];
const baseUrls = () => servers().map((server) => server.baseUrl);
const at = (baseUrl: string) => (url: string, init: RequestInit) => fetch(`${baseUrl}${url}`, init);
const throughProxy = (url: string, init: RequestInit) => fetch(`${proxy?.baseUrl}${url}`, init);

async function clientCookie(send = throughProxy) {
  return cookieFrom(
    await send("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: CLIENT.username, password: CLIENT.password }),
    }),
  );
}

const created = (cookie: string, length: number) => tusCreate(throughProxy, cookie, length);

beforeAll(async () => {
  const ports = await freePortsIn(3, 3600, 3699);
  group = await startServerGroup({
    ports: ports.slice(0, 2),
    env: bucket.env,
  });
  proxy = await startRoundRobinProxy(baseUrls(), { port: ports[2] });
  handle = await openDatabase(`file:${group.databaseFile}`);
  const { password, ...client } = CLIENT;
  await createClientAccount(handle.db, testHasher, client, password);
  staged = new S3StagingStore(s3Client(bucket.settings), bucket.bucket);
}, 200_000);

afterAll(async () => {
  handle?.client.close();
  await proxy?.close();
  await group?.stop();
});

describe("two servers on one database and one bucket", () => {
  test("started at the same moment on a new database, both come up, and it was set up once", async () => {
    for (const baseUrl of baseUrls()) expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    const members = await handle!.db.select({ id: teamMembers.id }).from(teamMembers);
    expect(members).toHaveLength(seedTeam.length);
  });

  test("the push key and a session cookie are the same on both", async () => {
    const keys = await Promise.all(
      baseUrls().map(async (baseUrl) => (await fetch(`${baseUrl}/api/push/key`)).json()),
    );
    expect(keys[0]).toEqual(keys[1]);

    const [first, second] = baseUrls() as [string, string];
    const client = await clientCookie(at(first));
    const me = await fetch(`${second}/api/auth/me`, { headers: { cookie: client } });
    expect(me.status).toBe(200);
    const staff = cookieFrom(
      await fetch(`${second}/api/admin/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(SOAK_ADMIN),
      }),
    );
    const session = await fetch(`${first}/api/admin/session`, { headers: { cookie: staff } });
    expect(await session.json()).toMatchObject({ authenticated: true });
  });

  test("an upload whose chunks alternate between the servers completes, byte for byte", async () => {
    const cookie = await clientCookie();
    const page = randomBytes(5 * CHUNK + 4321);
    const id = await created(cookie, page.byteLength);
    const servedBy: string[] = [];
    for (let offset = 0; offset < page.byteLength;) {
      const answer = await tusPatch(throughProxy, cookie, id, offset, page.subarray(offset, offset + CHUNK));
      expect(answer.status).toBe(204);
      servedBy.push(answer.headers.get(SERVED_BY) ?? "");
      offset = Number(answer.headers.get("upload-offset"));
    }
    expect(servedBy).toHaveLength(6);
    for (let index = 1; index < servedBy.length; index++)
      expect(servedBy[index]).not.toBe(servedBy[index - 1]);
    const head = await tusHead(throughProxy, cookie, id);
    expect(head.headers.get("upload-offset")).toBe(String(page.byteLength));
    expect(sha256((await staged.readAll(id))!)).toBe(sha256(page));
  });

  test("a last chunk that reaches both servers at once is stored once, and the invoice made through both at once has its page once", async () => {
    const cookie = await clientCookie();
    const photo = await jpegPage(1400, 1000, Math.floor(random() * 1000));
    const bol = await pdfPage(2);
    const photoId = await created(cookie, photo.byteLength);
    const last = Math.floor((photo.byteLength - 1) / CHUNK) * CHUNK;
    expect(last).toBeGreaterThan(0);
    for (let offset = 0; offset < last; offset += CHUNK) {
      expect(
        (await tusPatch(throughProxy, cookie, photoId, offset, photo.subarray(offset, offset + CHUNK)))
          .status,
      ).toBe(204);
    }
    const both = await Promise.all(
      baseUrls().map((baseUrl) => tusPatch(at(baseUrl), cookie, photoId, last, photo.subarray(last))),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([204, 409]);
    expect(sha256((await staged.readAll(photoId))!)).toBe(sha256(photo));

    const bolId = await created(cookie, bol.byteLength);
    expect((await tusPatch(throughProxy, cookie, bolId, 0, bol)).status).toBe(204);
    const body = JSON.stringify(
      validInvoice([
        { uploadId: photoId, documentKind: "rate-confirmation", order: 1, sha256: sha256(photo) },
        { uploadId: bolId, documentKind: "bol-pod", order: 1, sha256: sha256(bol) },
      ]),
    );
    const sent = await Promise.all(
      baseUrls().map((baseUrl) =>
        fetch(`${baseUrl}/api/invoices`, {
          method: "POST",
          headers: { cookie, "Content-Type": "application/json", "Idempotency-Key": "multi-server-1" },
          body,
        }),
      ),
    );
    expect(sent.map((answer) => answer.status)).toEqual([201, 201]);
    const [first, second] = (await Promise.all(sent.map((answer) => answer.json()))) as {
      invoice: Invoice;
    }[];
    expect(second!.invoice.id).toBe(first!.invoice.id);
    expect(first!.invoice.pages).toHaveLength(2);
    const { rows } = await handle!.client.execute({
      sql: "select count(*) as pages from invoice_pages where upload_id in (?, ?)",
      args: [photoId, bolId],
    });
    expect(rows[0]?.pages).toBe(2);
    const page = first!.invoice.pages.find((entry) => entry.documentKind === "rate-confirmation");
    for (const baseUrl of baseUrls()) {
      const served = await fetch(`${baseUrl}${page?.url}`, { headers: { cookie } });
      expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(sha256(photo));
    }
    // Nothing of either upload is left staged.
    expect(await staged.readAll(photoId)).toBeUndefined();
  });

  test("a server SIGKILLed in the middle of a chunk: the rest goes through the other, which answers the acknowledged offset and ends byte-identical", async () => {
    const cookie = await clientCookie();
    const page = randomBytes(5 * CHUNK + 999);
    const id = await created(cookie, page.byteLength);
    for (const offset of [0, CHUNK]) {
      expect(
        (await tusPatch(throughProxy, cookie, id, offset, page.subarray(offset, offset + CHUNK))).status,
      ).toBe(204);
    }
    const acknowledged = 2 * CHUNK;

    // Half a chunk reaches the first server, then the server dies while it holds the upload's lock.
    const [doomed, survivor] = servers() as [SoakServer, SoakServer];
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(page.slice(acknowledged, acknowledged + CHUNK / 2));
      },
    });
    const cut = fetch(`${doomed.baseUrl}/api/uploads/${id}`, {
      method: "PATCH",
      headers: {
        cookie,
        ...TUS,
        "Upload-Offset": String(acknowledged),
        "Content-Type": "application/offset+octet-stream",
      },
      body: stalled,
      duplex: "half",
    } as RequestInit).catch((error: unknown) => error);
    const lock = async () =>
      (
        await handle!.db
          .select()
          .from(leases)
          .where(eq(leases.name, `upload:${id}`))
      )[0];
    await expect.poll(lock, { timeout: 10_000, interval: 20 }).toBeDefined();
    await doomed.kill();
    expect(await cut).toBeInstanceOf(Error);
    proxy!.remove(doomed.baseUrl);

    // The other server waits out the dead server's lock, then answers what was acknowledged.
    const head = await tusHead(throughProxy, cookie, id);
    expect(head.status).toBe(200);
    expect(head.headers.get(SERVED_BY)).toBe(survivor.baseUrl);
    expect(Number(head.headers.get("upload-offset"))).toBe(acknowledged);
    for (let offset = acknowledged; offset < page.byteLength; offset += CHUNK) {
      expect(
        (await tusPatch(throughProxy, cookie, id, offset, page.subarray(offset, offset + CHUNK))).status,
      ).toBe(204);
    }
    expect(sha256((await staged.readAll(id))!)).toBe(sha256(page));
  }, 60_000);
});
