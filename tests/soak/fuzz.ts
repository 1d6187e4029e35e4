/**
 * The long fuzzing run: the same model as `api/endpoints.fuzz.test.ts`
 * with at least 10,000 generated payloads, in process, against a libSQL file
 * database. Every problem is collected (not just the first), then the whole
 * database is compared with the model.
 */
import fc from "fast-check";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createFuzzApp } from "../fuzz/fuzz-app";
import { createModel, FuzzStats, intentArb, send, verifyDatabase } from "../fuzz/fuzz-model";

export interface FuzzResult {
  seed: number;
  tried: number;
  accepted: number;
  refused: number;
  serverErrors: number;
  stored: number;
  seconds: number;
  byEndpoint: Record<string, { tried: number; accepted: number; refused: number; serverErrors: number }>;
  problems: string[];
}

export async function runFuzzSoak(options: { runs: number; seed: number }): Promise<FuzzResult> {
  const { seed } = options;
  const dir = mkdtempSync(path.join(tmpdir(), "tpf-fuzz-"));
  const app = await createFuzzApp(`file:${path.join(dir, "fuzz.db")}`);
  const started = Date.now();
  try {
    const model = await createModel(app, `soak-${seed}`);
    const stats = new FuzzStats();
    const intents = fc.sample(intentArb, { numRuns: options.runs, seed });
    for (const intent of intents) {
      try {
        stats.record(await send(intent, model, app));
      } catch (error) {
        // A generator bug or a request the platform refuses to build: count it as a problem, carry on.
        stats.record({
          endpoint: intent.endpoint,
          variant: intent.variant,
          status: 0,
          problem: String(error),
        });
      }
    }
    const databaseProblems = await verifyDatabase(app.handle, model);
    return {
      seed,
      tried: stats.tried,
      accepted: stats.accepted,
      refused: stats.refused,
      serverErrors: stats.serverErrors,
      stored: model.rows.quote.size + model.rows.application.size,
      seconds: (Date.now() - started) / 1000,
      byEndpoint: Object.fromEntries(stats.byEndpoint),
      problems: [...stats.problems, ...databaseProblems],
    };
  } finally {
    app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
