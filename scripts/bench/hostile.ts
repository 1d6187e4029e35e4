/**
 * "One client's worst inputs for 60 s": the honest client's latencies, the
 * server's memory and the attacker's disk while tests/soak/hostile.ts runs
 * (part of `npm run bench`, `--only=hostile` alone).
 */
import { HOSTILE_SETTINGS, mb, runHostileSoak } from "../../tests/soak/hostile";
import { load1 } from "./machine";
import type { Row } from "./report";

export async function hostileFigures(log: (line: string) => void, seconds = 60): Promise<Row[]> {
  const result = await runHostileSoak({ seconds, log, ...HOSTILE_SETTINGS });
  const load = load1();
  const sent = Object.values(result.attacks).reduce((sum, entry) => sum + entry.sent, 0);
  const during = `while one client sent ${sent} hostile requests for ${Math.round(seconds)} s (seed ${result.seed})`;
  for (const problem of result.problems) log(`  problem: ${problem}`);
  return [
    {
      figure: `Another client's GET /api/health ${during}`,
      target: "p99 ≤100 ms, none over 500 ms",
      measured: `p50 ${result.health.p50} ms, p99 ${result.health.p99} ms, max ${result.health.max} ms (${result.health.count} requests)`,
      met: result.health.p99 <= 100 && result.health.max <= 500,
      load,
    },
    {
      figure: `Another client's invoice list, meanwhile`,
      target: "p99 ≤100 ms",
      measured: `p50 ${result.invoiceList.p50} ms, p99 ${result.invoiceList.p99} ms, max ${result.invoiceList.max} ms; its invoices: ${result.honestInvoices.created} of ${result.honestInvoices.sent} created`,
      met: result.invoiceList.p99 <= 100 && result.honestInvoices.created === result.honestInvoices.sent,
      load,
    },
    {
      figure: "Server RSS, meanwhile",
      target: "<600 MB throughout",
      measured: `${result.rssMb.start} MB at start, max ${result.rssMb.max} MB, ${result.rssMb.end} MB at the end`,
      met: result.rssMb.max < 600,
      load,
    },
    {
      figure: "Disk the hostile client holds afterwards (default quotas)",
      target: `≤ the quotas: ${mb(result.quotaBytes.open)} open, ${mb(result.quotaBytes.stored)} stored`,
      measured: `${mb(result.attackerDisk.openBytes)} open, ${mb(result.attackerDisk.storedBytes)} stored; ${result.problems.length} problems`,
      met:
        result.attackerDisk.openBytes <= result.quotaBytes.open &&
        result.attackerDisk.storedBytes <= result.quotaBytes.stored &&
        result.problems.length === 0,
      load,
    },
  ];
}
