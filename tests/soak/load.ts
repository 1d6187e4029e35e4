/**
 * Sustained mixed load on the real server process over loopback: public
 * submissions (each with its own Idempotency-Key), the About page's team
 * list, and a signed-in staff member's lists and e-mail searches, from a
 * fixed number of connections for a fixed time (bounded). Every answer must
 * be 2xx, no request may fail or time out, every acknowledged submission
 * must be in the database afterwards, and the server's memory (VmRSS,
 * sampled every second) must level off rather than climb.
 *
 * Meanwhile one address floods the sign-ins with made-up usernames (the
 * server trusts loopback as its proxy, so callers are told apart by
 * X-Forwarded-For) while staff sign in now and then from another address:
 * every one of those sign-ins must succeed, each within 2 s.
 */
import { createClient } from "@libsql/client";
import autocannon from "autocannon";
import { validApplication, validQuote } from "../../mocks/fixture-requests";
import { createSoakServer, SOAK_ADMIN, staffCookie } from "./server";

export interface LoadOptions {
  seconds: number;
  connections: number;
  log?: (line: string) => void;
}

export interface LoadResult {
  seconds: number;
  connections: number;
  requests: number;
  throughput: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  submissionsAcknowledged: number;
  submissionsMissing: number;
  rssMb: { start: number; end: number; max: number; afterWarmup: number };
  /** RSS trend over the second half of the run, MB per minute (least squares; reported, GC makes it noisy). */
  rssSlopeMbPerMin: number;
  /** RSS every 5 s, MB. */
  rssTimeline: number[];
  mix: Record<string, number>;
  /** The sign-in flood from one address, and staff sign-ins from another meanwhile. */
  signIns: { flood: Record<string, number>; honest: number; honestMs: { p50: number; max: number } };
  problems: string[];
}

const FLOOD_ADDRESS = "203.0.113.66";
const STAFF_ADDRESS = "198.51.100.20";

/** Failed sign-ins from one address with made-up usernames, about `perSecond` a second, until stopped. */
function signInFlood(baseUrl: string, perSecond: number) {
  const statuses: Record<string, number> = {};
  let stopped = false;
  let sent = 0;
  const inFlight = new Set<Promise<void>>();
  const loop = (async () => {
    while (!stopped) {
      sent += 1;
      const attempt = fetch(`${baseUrl}/api/admin/login`, {
        method: "POST",
        headers: { ...JSON_HEADERS, "x-forwarded-for": FLOOD_ADDRESS },
        body: JSON.stringify({ username: `nobody-${sent}`, password: "guess-guess-1" }),
        signal: AbortSignal.timeout(30_000),
      })
        .then(
          (response) => String(response.status),
          () => "error",
        )
        .then((status) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
        });
      inFlight.add(attempt);
      void attempt.finally(() => inFlight.delete(attempt));
      await new Promise((resolve) => setTimeout(resolve, 1000 / perSecond));
    }
  })();
  return {
    statuses,
    async stop() {
      stopped = true;
      await loop;
      await Promise.all(inFlight);
    },
  };
}

/** Staff signing in from their own address every `everyMs`, timed, until stopped. */
function honestSignIns(baseUrl: string, everyMs: number) {
  const times: number[] = [];
  const failures: string[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      try {
        const response = await fetch(`${baseUrl}/api/admin/login`, {
          method: "POST",
          headers: { ...JSON_HEADERS, "x-forwarded-for": STAFF_ADDRESS },
          body: JSON.stringify(SOAK_ADMIN),
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`staff sign-in answered ${response.status}`);
      } catch (error) {
        failures.push(`staff sign-in failed: ${String(error)}`);
      }
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    times,
    failures,
    async stop() {
      stopped = true;
      await loop;
    },
  };
}

const JSON_HEADERS = { "content-type": "application/json" };

/** Least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((sum, p) => sum + p.x, 0) / n;
  const my = points.reduce((sum, p) => sum + p.y, 0) / n;
  const num = points.reduce((sum, p) => sum + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((sum, p) => sum + (p.x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

export async function runLoadSoak(options: LoadOptions): Promise<LoadResult> {
  const log = options.log ?? (() => {});
  const server = await createSoakServer({ trustProxy: "loopback" });
  const problems: string[] = [];
  try {
    await server.start();
    const cookie = await staffCookie(server.baseUrl);

    // Something for the staff lists to page through and for the searches to find.
    const seedEmails: string[] = [];
    for (let index = 0; index < 300; index += 1) {
      const email = `seed-${index}@example.com`;
      seedEmails.push(email);
      const [path, body] =
        index % 3 === 2
          ? ["/api/fuel-card-applications", { ...validApplication(), email }]
          : ["/api/quotes", { ...validQuote(), email }];
      const response = await fetch(`${server.baseUrl}${path}`, {
        method: "POST",
        headers: JSON_HEADERS,
        body: JSON.stringify(body),
      });
      if (response.status !== 201) throw new Error(`seeding answered ${response.status}`);
    }

    const acknowledged = { quotes: new Set<string>(), applications: new Set<string>() };
    const mix: Record<string, number> = {};
    let sequence = 0;
    const count = (name: string) => {
      mix[name] = (mix[name] ?? 0) + 1;
    };
    const submission = (kind: "quote" | "application"): autocannon.Request => ({
      method: "POST",
      path: kind === "quote" ? "/api/quotes" : "/api/fuel-card-applications",
      headers: JSON_HEADERS,
      setupRequest: (request) => {
        sequence += 1;
        count(kind === "quote" ? "POST /api/quotes" : "POST /api/fuel-card-applications");
        const email = `load-${sequence}@example.com`;
        const body = kind === "quote" ? { ...validQuote(), email } : { ...validApplication(), email };
        return {
          ...request,
          headers: { ...JSON_HEADERS, "idempotency-key": `load-${process.pid}-${sequence}` },
          body: JSON.stringify(body),
        };
      },
      onResponse: (status, body) => {
        if (status !== 201) return;
        const parsed = JSON.parse(body) as { quote?: { id: string }; application?: { id: string } };
        if (parsed.quote) acknowledged.quotes.add(parsed.quote.id);
        if (parsed.application) acknowledged.applications.add(parsed.application.id);
      },
    });
    const read = (name: string, path: () => string, staff: boolean): autocannon.Request => ({
      method: "GET",
      path: path(),
      headers: staff ? { cookie } : {},
      setupRequest: (request) => {
        count(name);
        return { ...request, path: path() };
      },
    });
    let searchIndex = 0;
    const searchPath = (kind: string) => () => {
      searchIndex = (searchIndex + 7) % seedEmails.length;
      return `/api/${kind}/email/${encodeURIComponent(seedEmails[searchIndex] ?? "x@example.com")}`;
    };

    const samples: { t: number; kb: number }[] = [];
    const started = Date.now();
    const sampler = setInterval(() => {
      const kb = server.rssKb();
      if (kb !== undefined) samples.push({ t: (Date.now() - started) / 1000, kb });
    }, 1000);
    const initialKb = server.rssKb() ?? 0;

    log(`  load: ${options.connections} connections for ${options.seconds} s against ${server.baseUrl}`);
    const flood = signInFlood(server.baseUrl, 20);
    const honest = honestSignIns(server.baseUrl, 2000);
    const result = await autocannon({
      url: server.baseUrl,
      connections: options.connections,
      duration: options.seconds,
      timeout: 10,
      requests: [
        submission("quote"),
        read("GET /api/team-members", () => "/api/team-members", false),
        read("GET /api/quotes (staff list)", () => "/api/quotes?limit=25", true),
        read("GET /api/quotes/email/:email (staff search)", searchPath("quotes"), true),
        submission("application"),
        read(
          "GET /api/fuel-card-applications (staff list)",
          () => "/api/fuel-card-applications?limit=25",
          true,
        ),
        read("GET /api/team-members", () => "/api/team-members", false),
        read(
          "GET /api/fuel-card-applications/email/:email (staff search)",
          searchPath("fuel-card-applications"),
          true,
        ),
      ],
    });
    clearInterval(sampler);
    await Promise.all([flood.stop(), honest.stop()]);
    const finalKb = server.rssKb() ?? 0;
    await server.stop();

    // Every acknowledged submission is in the file.
    const db = createClient({ url: `file:${server.databaseFile}` });
    const stored = {
      quotes: new Set((await db.execute("select id from quotes")).rows.map((row) => String(row[0]))),
      applications: new Set(
        (await db.execute("select id from fuel_card_applications")).rows.map((row) => String(row[0])),
      ),
    };
    const integrity = String((await db.execute("PRAGMA integrity_check")).rows[0]?.[0]);
    db.close();
    let missing = 0;
    for (const id of acknowledged.quotes) if (!stored.quotes.has(id)) missing += 1;
    for (const id of acknowledged.applications) if (!stored.applications.has(id)) missing += 1;

    const mb = (kb: number) => Math.round((kb / 1024) * 10) / 10;
    const warm = samples.filter((sample) => sample.t >= Math.min(10, options.seconds / 3));
    const secondHalf = samples.filter((sample) => sample.t >= options.seconds / 2);
    const rssSlopeMbPerMin =
      Math.round(slope(secondHalf.map((s) => ({ x: s.t / 60, y: s.kb / 1024 }))) * 10) / 10;
    const maxKb = Math.max(initialKb, ...samples.map((sample) => sample.kb));
    const afterWarmupKb = warm[0]?.kb ?? initialKb;

    const non2xx = result.non2xx;
    if (non2xx) problems.push(`${non2xx} answers were not 2xx`);
    if (result.errors) problems.push(`${result.errors} requests failed`);
    if (result.timeouts) problems.push(`${result.timeouts} requests timed out`);
    if (missing) problems.push(`${missing} acknowledged submissions are not in the database`);
    if (integrity !== "ok") problems.push(`integrity_check: ${integrity}`);
    // Stable memory: after warm-up the garbage collector's sawtooth may move RSS up and down,
    // but the typical level in the last third must not be well above the one in the middle third.
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const third = options.seconds / 3;
    const middleKb = median(samples.filter((s) => s.t >= third && s.t < 2 * third).map((s) => s.kb));
    const lastKb = median(samples.filter((s) => s.t >= 2 * third).map((s) => s.kb));
    if (lastKb > middleKb * 1.15 + 8 * 1024) {
      problems.push(
        `RSS keeps climbing: median ${mb(middleKb)} MB in the middle third, ${mb(lastKb)} MB in the last`,
      );
    }
    problems.push(...honest.failures);
    const honestMax = Math.max(0, ...honest.times);
    if (honestMax > 2000) problems.push(`a staff sign-in took ${Math.round(honestMax)} ms during the flood`);
    if (!flood.statuses["429"]) problems.push("the sign-in flood from one address was never limited");
    if (finalKb - afterWarmupKb > 96 * 1024) {
      problems.push(`RSS grew by ${mb(finalKb - afterWarmupKb)} MB after warm-up`);
    }

    return {
      seconds: result.duration,
      connections: options.connections,
      requests: result.requests.total,
      throughput: Math.round(result.requests.average),
      latencyMs: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
        mean: Math.round(result.latency.average * 100) / 100,
      },
      non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      submissionsAcknowledged: acknowledged.quotes.size + acknowledged.applications.size,
      submissionsMissing: missing,
      rssMb: { start: mb(initialKb), afterWarmup: mb(afterWarmupKb), end: mb(finalKb), max: mb(maxKb) },
      rssSlopeMbPerMin,
      rssTimeline: samples.filter((_, index) => index % 5 === 4).map((sample) => mb(sample.kb)),
      mix,
      signIns: {
        flood: flood.statuses,
        honest: honest.times.length,
        honestMs: { p50: Math.round(median(honest.times)), max: Math.round(honestMax) },
      },
      problems,
    };
  } finally {
    await server.kill();
    server.cleanup();
  }
}
