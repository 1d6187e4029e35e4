import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { openDB } from "idb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { closeQueue, updateItem } from "../../../lib/send-queue";
import {
  CLAIM_MS,
  discardOutboxRecord,
  flushOutbox,
  getOutboxRecord,
  keepForLater,
  listOutbox,
  onOutboxChange,
  retryAfterMs,
  submitThroughOutbox,
  type OutboxRecord,
} from "./outbox";

/*
 * The transport is scripted here (status by status) to reach every branch;
 * the component tests and the end-to-end tests send to the real API code.
 */

interface Sent {
  url: string;
  key: string | null;
  body: Record<string, unknown>;
}

/** The Accept-Language of each request sent, in order. */
let languages: (string | null)[];

let sent: Sent[];
let answer: (request: Sent) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const created = (request: Sent) =>
  json(201, { success: true, quote: { reference: `Q-${String(request.body.companyName)}-0000` } });

beforeEach(async () => {
  await closeQueue();
  globalThis.indexedDB = new IDBFactory();
  sent = [];
  languages = [];
  answer = created;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request: Sent = {
      url: String(input),
      key: new Headers(init?.headers).get("Idempotency-Key"),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    };
    sent.push(request);
    languages.push(new Headers(init?.headers).get("Accept-Language"));
    return answer(request);
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await closeQueue();
});

const offline = () => {
  answer = () => {
    throw new TypeError("Failed to fetch");
  };
};

const payload = (companyName: string) => ({ companyName, email: "a@example.com", agreeToTerms: true });

/** Queues a request as a submit without signal does. */
async function queue(companyName: string, idempotencyKey = `key-${companyName}`) {
  const previous = answer;
  offline();
  await submitThroughOutbox("quote", payload(companyName), { idempotencyKey });
  answer = previous;
  sent = [];
}

describe("submitThroughOutbox", () => {
  it("sends with the idempotency key and leaves nothing behind once stored", async () => {
    const result = await submitThroughOutbox("quote", payload("Acme"), { idempotencyKey: "key-1" });
    expect(result).toEqual({ type: "sent", reference: "Q-Acme-0000" });
    expect(sent).toEqual([{ url: "/api/quotes", key: "key-1", body: payload("Acme") }]);
    expect(await listOutbox()).toEqual([]);
  });

  it("posts fuel-card applications to their endpoint and reads the application's reference", async () => {
    answer = () => json(201, { success: true, application: { reference: "F-1234-5678" } });
    const result = await submitThroughOutbox("fuel-card-application", payload("Fleet"), {
      idempotencyKey: "key-2",
    });
    expect(result).toEqual({ type: "sent", reference: "F-1234-5678" });
    expect(sent[0]?.url).toBe("/api/fuel-card-applications");
  });

  it("keeps the request waiting when there is no connection", async () => {
    offline();
    const result = await submitThroughOutbox("quote", payload("Acme"), { idempotencyKey: "key-1" });
    expect(result).toEqual({ type: "saved", reason: "No connection to our server." });
    const [record] = await listOutbox();
    expect(record).toMatchObject({
      idempotencyKey: "key-1",
      kind: "quote",
      state: "waiting",
      attempts: 1,
      payload: payload("Acme"),
    });
    expect(record?.claimedBy).toBeUndefined();
  });

  it.each([
    [
      "a Wi-Fi sign-in page",
      () =>
        new Response("<html>Accept the terms to use Truck Stop Wi-Fi</html>", {
          status: 200,
          headers: { "Content-Type": "text/html" },
        }),
    ],
    ["a success without a reference", () => json(200, { success: true })],
  ])(
    "keeps the request when %s answers in the server's place, and sends it once later",
    async (_name, fake) => {
      answer = fake;
      const result = await submitThroughOutbox("quote", payload("Acme"), { idempotencyKey: "key-wifi" });
      expect(result.type).toBe("saved");
      expect(await listOutbox()).toHaveLength(1);
      answer = created;
      expect((await flushOutbox()).sent).toHaveLength(1);
      expect(await listOutbox()).toEqual([]);
      expect(sent.map((request) => request.key)).toEqual(["key-wifi", "key-wifi"]);
    },
  );

  it.each([502, 503, 504])("treats a %i from a proxy as no connection", async (status) => {
    answer = () => new Response("Bad gateway", { status });
    expect((await submitThroughOutbox("quote", payload("Acme"), { idempotencyKey: "k" })).type).toBe("saved");
    expect(await listOutbox()).toHaveLength(1);
  });

  it("hands a server error back to the form and keeps no copy", async () => {
    answer = () => json(500, { error: "Something went wrong on our side. Please try again." });
    const result = await submitThroughOutbox("quote", payload("Acme"), { idempotencyKey: "k" });
    expect(result).toEqual({
      type: "failed",
      status: 500,
      error: "Something went wrong on our side. Please try again.",
      issues: {},
    });
    expect(await listOutbox()).toEqual([]);
  });

  it("hands field issues of a 422 back to the form", async () => {
    answer = () =>
      json(422, { error: "Check the highlighted fields", issues: { email: "Enter a valid e-mail address" } });
    const result = await submitThroughOutbox("quote", payload("Acme"), { idempotencyKey: "k" });
    expect(result).toEqual({
      type: "failed",
      status: 422,
      error: "Check the highlighted fields",
      issues: { email: "Enter a valid e-mail address" },
    });
  });

  it("words an error without a JSON body as status: body", async () => {
    answer = () => new Response("Internal trouble", { status: 500 });
    const result = await submitThroughOutbox("quote", payload("Acme"), { idempotencyKey: "k" });
    expect(result).toMatchObject({ type: "failed", status: 500, error: "500: Internal trouble" });
  });

  it("keeps a request refused with 429 on the device, to be sent by itself once Retry-After has passed", async () => {
    answer = () =>
      new Response(JSON.stringify({ error: "Too many requests. Please wait a minute and try again." }), {
        status: 429,
        headers: { "Content-Type": "application/json", "Retry-After": "42" },
      });
    const before = Date.now();
    const result = await submitThroughOutbox("quote", payload("Acme"), { idempotencyKey: "k" });
    expect(result).toMatchObject({
      type: "saved",
      reason: "Too many requests. Please wait a minute and try again.",
    });
    const retryAt = result.type === "saved" ? (result.retryAt ?? 0) : 0;
    expect(retryAt).toBeGreaterThanOrEqual(before + 42_000);
    expect(retryAt).toBeLessThanOrEqual(Date.now() + 42_000);
    expect(await getOutboxRecord("k")).toMatchObject({ state: "waiting", notBefore: retryAt });
  });

  it("replaces the refused request it corrects, in the same write", async () => {
    await queue("Old", "old");
    answer = () => json(422, { error: "Invalid", issues: { phone: "Bad phone" } });
    await flushOutbox();
    expect((await getOutboxRecord("old"))?.state).toBe("refused");

    answer = created;
    await submitThroughOutbox("quote", payload("Fixed"), { idempotencyKey: "new", replaces: "old" });
    expect(await listOutbox()).toEqual([]);
    expect(sent.map((request) => request.key)).toEqual(["old", "new"]);
  });
});

describe("flushOutbox", () => {
  it("sends the waiting requests oldest first, each with its own key", async () => {
    await queue("First");
    await new Promise((resolve) => setTimeout(resolve, 2));
    await queue("Second");
    const report = await flushOutbox();
    expect(sent.map((request) => [request.key, request.body.companyName])).toEqual([
      ["key-First", "First"],
      ["key-Second", "Second"],
    ]);
    expect(report.sent.map((item) => item.reference)).toEqual(["Q-First-0000", "Q-Second-0000"]);
    expect(await listOutbox()).toEqual([]);
  });

  it("stops at the first request that cannot go out and counts the attempt", async () => {
    await queue("First");
    await queue("Second");
    offline();
    const report = await flushOutbox();
    expect(sent).toHaveLength(1);
    expect(report.waiting[0]?.item.idempotencyKey).toBe("key-First");
    expect(report.waiting[0]?.reason).toBe("No connection to our server.");
    const records = await listOutbox();
    expect(records.map((record) => [record.state, record.attempts])).toEqual([
      ["waiting", 2],
      ["waiting", 1],
    ]);
  });

  it("sends nothing by itself before the time a 429 named, then everything, oldest first", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-11-22T10:00:00Z") });
    try {
      for (const name of ["A", "B", "C"]) await queue(name);
      answer = (request) =>
        request.body.companyName === "A" && sent.length === 1
          ? new Response(JSON.stringify({ error: "Too many requests." }), {
              status: 429,
              headers: { "Retry-After": "30" },
            })
          : created(request);
      const refused = await flushOutbox();
      expect(refused.waiting[0]).toMatchObject({
        reason: "Too many requests.",
        retryAt: Date.now() + 30_000,
      });
      expect(sent).toHaveLength(1);

      // Reconnects, returns to the page, the minute timer: none of them sends before the time.
      vi.setSystemTime(Date.now() + 29_000);
      expect((await flushOutbox()).sent).toEqual([]);
      expect(sent).toHaveLength(1);

      vi.setSystemTime(Date.now() + 2_000);
      const later = await flushOutbox();
      expect(later.sent.map((item) => item.item.idempotencyKey)).toEqual(["key-A", "key-B", "key-C"]);
      expect(await listOutbox()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("the visitor's Send now still sends a request that waits for Retry-After", async () => {
    await queue("Acme");
    answer = () => new Response("{}", { status: 429, headers: { "Retry-After": "600" } });
    await flushOutbox();
    answer = created;
    const report = await flushOutbox({ only: "key-Acme" });
    expect(report.sent).toHaveLength(1);
  });

  it.each([
    ["a 503 with Retry-After", 503, "7", "later"],
    ["a 503 without Retry-After (a proxy)", 503, null, "unreachable"],
    ["a 429 without Retry-After", 429, null, "later"],
  ])("treats %s as come back later or no connection", async (_name, status, retryAfter, expected) => {
    await queue("Acme");
    answer = () => new Response("{}", { status, headers: retryAfter ? { "Retry-After": retryAfter } : {} });
    const report = await flushOutbox();
    expect(report.waiting[0]?.retryAt !== undefined ? "later" : "unreachable").toBe(expected);
  });

  it("keeps a request the server cannot take now (5xx, 429) waiting", async () => {
    await queue("Acme");
    answer = () => json(429, { error: "Too many requests. Please wait a minute." });
    const report = await flushOutbox();
    expect(report.waiting[0]?.reason).toBe("Too many requests. Please wait a minute.");
    expect(await getOutboxRecord("key-Acme")).toMatchObject({
      state: "waiting",
      lastError: "Too many requests. Please wait a minute.",
    });
  });

  it("marks a refused request refused with the reason and issues, and goes on with the next", async () => {
    await queue("Bad");
    await new Promise((resolve) => setTimeout(resolve, 2));
    await queue("Good");
    answer = (request) =>
      request.body.companyName === "Bad"
        ? json(422, { error: "Check the highlighted fields", issues: { phone: "Enter a phone number" } })
        : created(request);
    const report = await flushOutbox();
    expect(report.refused.map((record) => record.idempotencyKey)).toEqual(["key-Bad"]);
    expect(report.sent.map((item) => item.item.idempotencyKey)).toEqual(["key-Good"]);
    expect(await listOutbox()).toEqual([
      expect.objectContaining({
        idempotencyKey: "key-Bad",
        state: "refused",
        lastError: "Check the highlighted fields",
        issues: { phone: "Enter a phone number" },
      }),
    ]);

    sent = [];
    await flushOutbox();
    expect(sent).toEqual([]);
  });

  it("sends only the one request asked for", async () => {
    await queue("First");
    await queue("Second");
    const report = await flushOutbox({ only: "key-Second" });
    expect(sent.map((request) => request.key)).toEqual(["key-Second"]);
    expect(report.sent).toHaveLength(1);
    expect((await listOutbox()).map((record) => record.idempotencyKey)).toEqual(["key-First"]);
  });

  it("leaves a request another sender is sending alone until its claim runs out", async () => {
    await queue("Acme");
    const claimedElsewhere = (claimedUntil: number) =>
      updateItem<OutboxRecord>("key-Acme", (record) => ({
        ...record,
        state: "sending",
        claimedBy: "other-tab",
        claimedUntil,
      }));
    await claimedElsewhere(Date.now() + CLAIM_MS);
    await flushOutbox();
    expect(sent).toEqual([]);
    expect(await discardOutboxRecord("key-Acme")).toBe(false);

    // The other tab died mid-send: once the claim runs out, the request goes out, with the same key.
    await claimedElsewhere(Date.now() - 1);
    await flushOutbox();
    expect(sent.map((request) => request.key)).toEqual(["key-Acme"]);
    expect(await listOutbox()).toEqual([]);
  });

  it("never sends a request twice when two tabs flush at once", async () => {
    await queue("One");
    await queue("Two");
    await queue("Three");
    await closeQueue();
    // Slow answers, so that both tabs are busy at the same time.
    answer = async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 15));
      return created(request);
    };
    vi.resetModules();
    const tabA = await import("./outbox");
    const queueA = await import("../../../lib/send-queue");
    vi.resetModules();
    const tabB = await import("./outbox");
    const queueB = await import("../../../lib/send-queue");
    const [reportA, reportB] = await Promise.all([tabA.flushOutbox(), tabB.flushOutbox()]);
    expect(sent.map((request) => request.key).sort()).toEqual(["key-One", "key-Three", "key-Two"]);
    expect(reportA.sent.length + reportB.sent.length).toBe(3);
    expect(reportA.sent.length).toBeGreaterThan(0);
    expect(reportB.sent.length).toBeGreaterThan(0);
    expect(await tabA.listOutbox()).toEqual([]);
    await queueA.closeQueue();
    await queueB.closeQueue();
  });

  it("holds the Web Lock while sending and leaves the work to a tab that already holds it", async () => {
    await queue("Acme");
    const held = new Set<string>();
    const request = vi.fn(
      async (
        name: string,
        options: { ifAvailable?: boolean },
        callback: (lock: { name: string } | null) => unknown,
      ) => {
        if (held.has(name)) return options.ifAvailable ? callback(null) : undefined;
        held.add(name);
        try {
          return await callback({ name });
        } finally {
          held.delete(name);
        }
      },
    );
    vi.stubGlobal("navigator", { locks: { request } });

    held.add("tpf-queue:requests");
    expect(await flushOutbox()).toEqual({ sent: [], refused: [], waiting: [], busy: true });
    expect(sent).toEqual([]);

    held.delete("tpf-queue:requests");
    const report = await flushOutbox();
    expect(report.sent).toHaveLength(1);
    expect(request).toHaveBeenLastCalledWith(
      "tpf-queue:requests",
      { ifAvailable: true },
      expect.any(Function),
    );

    await flushOutbox({ wait: true });
    expect(request).toHaveBeenLastCalledWith(
      "tpf-queue:requests",
      { ifAvailable: false },
      expect.any(Function),
    );
  });
});

describe("a phone with requests kept by the previous version of the app", () => {
  /** What version 1 of the database held: the idempotency key under the name `id`. */
  const keptByVersion1 = () => {
    const now = Date.now();
    return [
      {
        id: "key-Waiting",
        kind: "quote",
        payload: payload("Waiting"),
        createdAt: now - 3_000,
        attempts: 2,
        state: "pending",
        lastError: "No connection to our server.",
        notBefore: now - 1_000,
      },
      {
        id: "key-Refused",
        kind: "fuel-card-application",
        payload: payload("Refused"),
        createdAt: now - 2_000,
        attempts: 1,
        state: "rejected",
        lastError: "Check the highlighted fields",
        issues: { phone: "Enter a phone number" },
      },
      {
        id: "key-Sending",
        kind: "quote",
        payload: payload("Sending"),
        createdAt: now - 1_000,
        attempts: 1,
        state: "sending",
        claimedBy: "a-tab-of-the-previous-version",
        claimedUntil: now + CLAIM_MS,
      },
    ];
  };

  /** Their states as the queue names them. */
  const QUEUE_STATES: Record<string, string> = {
    pending: "waiting",
    rejected: "refused",
    sending: "sending",
  };
  const inQueue = (records: ReturnType<typeof keptByVersion1>) =>
    records.map(({ id, state, ...rest }) => ({ ...rest, idempotencyKey: id, state: QUEUE_STATES[state] }));

  /**
   * Writes the records as version 1 (key `id`) or version 2 (key `idempotencyKey`) of the outbox's
   * own database did, and keeps its connection open as its tab would.
   */
  async function openEarlier(version: 1 | 2, records: ReturnType<typeof keptByVersion1>) {
    const keyPath = version === 1 ? "id" : "idempotencyKey";
    const earlier = await openDB("tpf-outbox", version, {
      upgrade(database) {
        database.createObjectStore("requests", { keyPath }).createIndex("by-created", "createdAt");
      },
      // The previous version lets a newer one delete its database, as ours does.
      blocking() {
        earlier.close();
      },
    });
    for (const { id, ...rest } of records) {
      await earlier.add("requests", version === 1 ? { id, ...rest } : { idempotencyKey: id, ...rest });
    }
    return earlier;
  }

  const outboxDatabaseExists = async () =>
    (await indexedDB.databases()).some((database) => database.name === "tpf-outbox");

  it.each([1, 2] as const)(
    "moves version %i's requests into the queue, keeping every key, field and state, and sends each once",
    async (version) => {
      const records = keptByVersion1();
      await openEarlier(version, records);

      expect(await listOutbox()).toEqual(inQueue(records));
      expect(await getOutboxRecord("key-Waiting")).toMatchObject({ kind: "quote", state: "waiting" });
      await expect.poll(outboxDatabaseExists).toBe(false);

      // The waiting one goes out once, under the key it was saved with; the refused one waits for
      // the visitor; the one the previous version's tab is sending stays its own while its claim holds.
      const report = await flushOutbox();
      expect(sent).toEqual([{ url: "/api/quotes", key: "key-Waiting", body: payload("Waiting") }]);
      expect(report.sent.map((item) => item.reference)).toEqual(["Q-Waiting-0000"]);
      expect((await listOutbox()).map((record) => [record.idempotencyKey, record.state])).toEqual([
        ["key-Refused", "refused"],
        ["key-Sending", "sending"],
      ]);

      sent = [];
      await flushOutbox();
      expect(sent).toEqual([]);
      expect(await discardOutboxRecord("key-Refused")).toBe(true);
    },
  );

  it("moves them once: a request sent since is not brought back by an old database left behind", async () => {
    const records = keptByVersion1();
    await openEarlier(2, records);
    await flushOutbox();
    expect(await getOutboxRecord("key-Waiting")).toBeUndefined();
    // The phone stopped before the old database was deleted: the next start finds it again.
    await expect.poll(outboxDatabaseExists).toBe(false);
    (await openEarlier(2, records)).close();
    await closeQueue();

    expect((await listOutbox()).map((record) => record.idempotencyKey)).toEqual([
      "key-Refused",
      "key-Sending",
    ]);
  });
});

describe("keepForLater", () => {
  it("keeps a form the worker posted once under its key, however often it is posted", async () => {
    const first = await keepForLater("quote", payload("Early"), "worker-key-1");
    const again = await keepForLater("quote", payload("Early"), "worker-key-1");
    expect(again.idempotencyKey).toBe("worker-key-1");
    expect(again.createdAt).toBe(first.createdAt);
    expect((await listOutbox()).map((record) => record.idempotencyKey)).toEqual(["worker-key-1"]);
    await flushOutbox();
    expect(sent.map((request) => request.key)).toEqual(["worker-key-1"]);
  });
});

describe("the language of a request", () => {
  it("goes with every attempt, from the page or from a worker that has none", async () => {
    offline();
    await submitThroughOutbox("quote", payload("Valle"), { idempotencyKey: "key-es", locale: "es" });
    await keepForLater("quote", payload("Temprano"), "worker-key-es", "es");
    await keepForLater("quote", payload("Early"), "worker-key-en", "en");
    expect(
      Object.fromEntries((await listOutbox()).map((record) => [record.idempotencyKey, record.locale])),
    ).toEqual({ "key-es": "es", "worker-key-es": "es", "worker-key-en": "en" });
    expect(languages).toEqual(["es"]);

    answer = created;
    sent = [];
    languages = [];
    await flushOutbox();
    expect(Object.fromEntries(sent.map((request, index) => [request.key, languages[index]]))).toEqual({
      "key-es": "es",
      "worker-key-es": "es",
      "worker-key-en": "en",
    });
  });
});

describe("discardOutboxRecord and onOutboxChange", () => {
  it("removes a waiting request and tells listeners", async () => {
    await queue("Acme");
    const changed = vi.fn();
    const stop = onOutboxChange(changed);
    expect(await discardOutboxRecord("key-Acme")).toBe(true);
    expect(changed).toHaveBeenCalled();
    expect(await listOutbox()).toEqual([]);
    expect(await discardOutboxRecord("key-Acme")).toBe(false);
    stop();
  });

  it("tells other tabs through BroadcastChannel", async () => {
    const otherTab = new BroadcastChannel("tpf-queue");
    const heard = new Promise((resolve) => {
      otherTab.onmessage = (event) => resolve(event.data);
    });
    const stop = onOutboxChange(() => {});
    await queue("Acme");
    await expect(heard).resolves.toEqual({ type: "changed" });
    otherTab.close();
    stop();
  });
});

describe("retryAfterMs", () => {
  it("reads seconds and HTTP dates, keeps waits between 1 s and 10 min, ignores what it cannot read", () => {
    const now = Date.parse("2026-11-22T10:00:00Z");
    expect(retryAfterMs("42", now)).toBe(42_000);
    expect(retryAfterMs("Sun, 22 Nov 2026 10:02:00 GMT", now)).toBe(120_000);
    expect(retryAfterMs("0", now)).toBe(1_000);
    expect(retryAfterMs("86400", now)).toBe(600_000);
    expect(retryAfterMs("soon", now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
