import { describe, expect, test } from "vitest";
import { testClock, twoServersOnOneFile } from "../../tests/support/api/shared-database";
import { deleteLeasesExpiredBefore, runOnOneServer, takeLease } from "./leases";
import { leases } from "./schema";

/*
 * Periodic jobs under a lease (docs/decisions/0231-uploads-on-any-server.md), on a real libSQL file
 * opened twice, as two servers open it, with an injected clock.
 */

const openTwice = twoServersOnOneFile("tpf-leases");

async function twoServers() {
  const { first, second } = await openTwice({ migrated: true });
  return { first, second, ...testClock() };
}

const HOUR = 60 * 60 * 1000;
const sweep = { name: "upload-sweep", everyMs: HOUR };

describe("a periodic job under a lease", () => {
  test("two servers whose timers fire together: one runs it, the other skips", async () => {
    const servers = await twoServers();
    let runs = 0;
    const job = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 50));
    };
    const ran = await Promise.all(
      [servers.first, servers.second].map((server) =>
        runOnOneServer(server.db, sweep, job, { now: servers.now }),
      ),
    );
    expect(ran.sort()).toEqual([false, true]);
    expect(runs).toBe(1);
  });

  test("after a run, the period's other timers skip; the next period runs again", async () => {
    const servers = await twoServers();
    let runs = 0;
    const job = async () => {
      runs++;
    };
    expect(await runOnOneServer(servers.first.db, sweep, job, { now: servers.now })).toBe(true);
    servers.advance(HOUR - 1);
    expect(await runOnOneServer(servers.second.db, sweep, job, { now: servers.now })).toBe(false);
    servers.advance(1);
    expect(await runOnOneServer(servers.second.db, sweep, job, { now: servers.now })).toBe(true);
    expect(runs).toBe(2);
  });

  test("a failed run keeps the period too, and its error reaches the caller", async () => {
    const servers = await twoServers();
    const failing = async () => {
      throw new Error("bucket unreachable");
    };
    await expect(runOnOneServer(servers.first.db, sweep, failing, { now: servers.now })).rejects.toThrow(
      "bucket unreachable",
    );
    expect(await runOnOneServer(servers.second.db, sweep, async () => undefined, { now: servers.now })).toBe(
      false,
    );
  });

  test("a server killed during the job frees it after the running lease, not after the period", async () => {
    const servers = await twoServers();
    // What a killed server leaves: the running lease, taken and never renewed or kept.
    const until = new Date(servers.now().getTime() + 60_000);
    await takeLease(servers.first.db, { name: "job:upload-sweep", holder: "killed", until }, servers.now());
    const job = async () => undefined;
    servers.advance(59_999);
    expect(await runOnOneServer(servers.second.db, sweep, job, { now: servers.now })).toBe(false);
    servers.advance(1);
    expect(await runOnOneServer(servers.second.db, sweep, job, { now: servers.now })).toBe(true);
  });

  test("leases left by dead holders are removed once expired; held ones stay", async () => {
    const servers = await twoServers();
    const at = servers.now();
    const lease = (name: string, ms: number) =>
      takeLease(servers.first.db, { name, holder: name, until: new Date(at.getTime() + ms) }, at);
    await lease("upload:dead", 10_000);
    await lease("upload:held", 120_000);
    servers.advance(60_000);
    expect(await deleteLeasesExpiredBefore(servers.first.db, servers.now())).toBe(1);
    const left = await servers.first.db.select({ name: leases.name }).from(leases);
    expect(left.map((row) => row.name)).toEqual(["upload:held"]);
  });
});
