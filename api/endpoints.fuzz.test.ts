import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createFuzzApp, type FuzzApp } from "../tests/fuzz/fuzz-app";
import {
  coverageTour,
  createModel,
  FUZZED_WRITE_ROUTES,
  MONEY_WRITE_ROUTES,
  FuzzStats,
  intentArb,
  send,
  verifyDatabase,
  writeRoutesOf,
  type FuzzModel,
} from "../tests/fuzz/fuzz-model";
import { createTestApp } from "../tests/support/api/harness";

/**
 * The quick version of the fuzzing soak (`npm run soak`, 10,000+ payloads):
 * generated valid and invalid payloads to every write endpoint of the real
 * app over libSQL. Never a 5xx, every refusal a JSON `{ error }`, and the
 * database afterwards holds exactly the valid requests that were accepted.
 * Then every read endpoint under arbitrary path segments and query strings.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 600);
/** The run's seed (vitest.config.ts); TEST_SEED replays it. */
const SEED = Number(process.env.TEST_SEED);
/** About 4 s alone; a machine busy with other suites can take several times that. */
const FUZZ_TIMEOUT_MS = 120_000;

let app: FuzzApp;
let model: FuzzModel;
const stats = new FuzzStats();

beforeAll(async () => {
  app = await createFuzzApp(":memory:");
  model = await createModel(app, "quick");
});

afterAll(() => app.close());

describe("fuzzing the write endpoints", () => {
  test("every write route of the app has a fuzz model", async () => {
    const { app: real } = await createTestApp();
    // The money routes' model is the ledger's own, in api/routes/money.property.test.ts.
    expect(writeRoutesOf(real.routes)).toEqual([...FUZZED_WRITE_ROUTES, ...MONEY_WRITE_ROUTES].sort());
  });

  test("every endpoint accepts its valid request and refuses a broken one, as the model says", async () => {
    for (const { intent, accepted } of coverageTour(SEED)) {
      const outcome = await send(intent, model, app);
      stats.record(outcome);
      expect(outcome.problem).toBeUndefined();
      expect(outcome.status < 300, `${intent.endpoint} (${intent.variant}) answered ${outcome.status}`).toBe(
        accepted,
      );
    }
  });

  test(
    `${RUNS} generated requests: right status, never 5xx, every refusal a JSON error`,
    async () => {
      const before = stats.tried;
      await fc.assert(
        fc.asyncProperty(intentArb, async (intent) => {
          const outcome = await send(intent, model, app);
          stats.record(outcome);
          expect(outcome.status).toBeLessThan(500);
          expect(outcome.problem).toBeUndefined();
        }),
        { numRuns: RUNS },
      );
      expect(stats.tried - before).toBe(RUNS);
      expect(stats.serverErrors).toBe(0);
      // Every endpoint saw both accepted and refused requests (the tour above makes sure of it).
      for (const route of FUZZED_WRITE_ROUTES) {
        const entry = stats.byEndpoint.get(route);
        expect(entry?.accepted, `${route} accepted`).toBeGreaterThan(0);
        expect(entry?.refused, `${route} refused`).toBeGreaterThan(0);
      }
      console.info(
        `fuzz (quick): ${stats.tried} payloads tried, ${stats.accepted} accepted, ${stats.refused} refused, ${stats.serverErrors} 5xx`,
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  test("afterwards the database holds exactly the accepted valid requests", async () => {
    expect(model.rows.quote.size + model.rows.application.size).toBeGreaterThan(0);
    expect(await verifyDatabase(app.handle, model)).toEqual([]);
  });
});

describe("fuzzing the read endpoints", () => {
  test(
    "arbitrary path segments and query strings, signed in or not: never 5xx, refusals in JSON",
    async () => {
      const { app: real } = await createTestApp();
      const reads = [
        ...new Set(real.routes.filter((route) => route.method === "GET").map((route) => route.path)),
      ];
      expect(reads.length).toBeGreaterThan(8);
      const segment = fc.oneof(
        fc.string({ unit: "grapheme", minLength: 1, maxLength: 60 }),
        fc.uuid(),
        fc.constantFrom(
          "dana.whitfield@example.com",
          "%",
          "..",
          "a@b",
          "x".repeat(300),
          "\u0000",
          "' or 1=1 --",
        ),
      );
      const query = fc.dictionary(
        fc.oneof(fc.constantFrom("limit", "cursor", "v", "email", "q", "page"), fc.string({ maxLength: 8 })),
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.integer().map(String),
          fc.constantFrom("-1", "0", "101", "1e3", "NaN", "eyJ4IjoxfQ"),
        ),
        { maxKeys: 3 },
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...reads),
          segment,
          query,
          fc.boolean(),
          async (route, value, params, signedIn) => {
            const path = route.replace(/:[a-z]+/gi, encodeURIComponent(value));
            const search = new URLSearchParams(params).toString();
            const response = await app.request(`${path}${search ? `?${search}` : ""}`, {
              headers: signedIn ? { cookie: app.staffCookie } : {},
            });
            expect(response.status, `${path}?${search}`).toBeLessThan(500);
            if (response.status >= 400) {
              const body = (await response.json()) as { error?: unknown };
              expect(typeof body.error).toBe("string");
            }
          },
        ),
        { numRuns: 300 },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
