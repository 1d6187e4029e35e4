/**
 * API figures over loopback with autocannon: sustained POST /api/quotes
 * (each request with its own Idempotency-Key, as the app's outbox sends
 * them), and a staff member's list pages and e-mail search at several
 * database sizes.
 */
import autocannon from "autocannon";
import { encodeCursor, type Cursor } from "../../api/lib/pagination";
import { validQuote } from "../../mocks/fixture-requests";

export interface LoadFigures {
  requests: number;
  throughput: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

/** The tests' valid quote request (tests/support/api/harness.ts). */
const QUOTE = JSON.stringify(validQuote());

/** autocannon's histogram has p97_5 and p99 but no p95: read it from the raw latencies instead. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? NaN;
}

/** Responses a short run (under a second: the smoke run's) waits for at least, however slow the machine. */
const SHORT_RUN_RESPONSES = 5;

/**
 * Latencies and throughput of one autocannon run. A run of under a second (the smoke run's) lasts
 * that long and until it has SHORT_RUN_RESPONSES answers, so that a loaded machine still measures
 * something; autocannon ends a run on its next sample, so such a run samples every 50 ms.
 */
export async function run(options: autocannon.Options): Promise<LoadFigures> {
  const latencies: number[] = [];
  const seconds = options.duration as number;
  const short = seconds < 1;
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { ...options, ...(short ? { duration: 120, sampleInt: 50 } : {}) },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    const stopWhenDone = () => {
      if (latencies.length >= SHORT_RUN_RESPONSES && performance.now() - started >= seconds * 1000)
        instance.stop();
    };
    instance.on("response", (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (short) stopWhenDone();
    });
    if (short) setTimeout(stopWhenDone, seconds * 1000);
  });
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    throughput: result.requests.total / (short ? elapsedSeconds : seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export async function postQuotes(
  baseUrl: string,
  seconds: number,
  connections: number,
  warmUpSeconds = 2,
): Promise<LoadFigures> {
  // Every request carries its own Idempotency-Key, as the app's outbox sends them: autocannon
  // writes a fresh id in place of [<id>] in each request it sends.
  const options = {
    url: `${baseUrl}/api/quotes`,
    method: "POST" as const,
    headers: { "content-type": "application/json", "idempotency-key": "bench-[<id>]" },
    body: QUOTE,
    idReplacement: true,
    connections,
  };
  // A short warm-up (JIT, caches), then the measured run.
  if (warmUpSeconds > 0) await run({ ...options, duration: warmUpSeconds });
  return run({ ...options, duration: seconds });
}

export interface StaffQueries {
  firstPage: LoadFigures;
  deepPage: LoadFigures;
  search: LoadFigures;
}

export async function staffQueries(
  baseUrl: string,
  cookie: string,
  deepCursor: Cursor,
  email: string,
  seconds: number,
): Promise<StaffQueries> {
  const common = { headers: { cookie }, connections: 2, duration: seconds };
  const first = `${baseUrl}/api/quotes?limit=25`;
  const deep = `${baseUrl}/api/quotes?limit=25&cursor=${encodeCursor(deepCursor)}`;
  const search = `${baseUrl}/api/quotes/email/${encodeURIComponent(email)}`;
  for (const url of [first, deep, search]) {
    const response = await fetch(url, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    const body = (await response.json()) as { quotes: unknown[] };
    if (body.quotes.length === 0) throw new Error(`${url} answered no rows`);
  }
  await run({ ...common, url: first, duration: Math.min(1, seconds) });
  return {
    firstPage: await run({ ...common, url: first }),
    deepPage: await run({ ...common, url: deep }),
    search: await run({ ...common, url: search }),
  };
}
