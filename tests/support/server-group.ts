import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createSoakServer, type SoakServer } from "../soak/server";

export interface ServerGroup {
  readonly servers: SoakServer[];
  /** The one database file every server of the group uses. */
  readonly databaseFile: string;
  /** SIGKILLs every server still running and removes their folders. */
  stop(): Promise<void>;
}

/** Servers of every group still running: a run that ends early leaves none behind. */
const running = new Set<SoakServer>();
process.once("exit", () => {
  for (const server of running) if (server.pid) process.kill(server.pid, "SIGKILL");
});

/**
 * Several real server processes (`node --import tsx api/server.ts`, API only) on one new database
 * file, one on each port given, with the same settings (a bucket, say). They are started at the
 * same moment, as a deploy starts them, so each one migrates the new database while the others do;
 * resolves once every one answers /api/health.
 */
export async function startServerGroup(options: {
  ports: number[];
  env?: Record<string, string>;
}): Promise<ServerGroup> {
  const folder = mkdtempSync(path.join(tmpdir(), "tpf-group-"));
  const databaseFile = path.join(folder, "shared.db");
  const servers: SoakServer[] = [];
  const stop = async () => {
    for (const server of servers) {
      await server.kill();
      server.cleanup();
      running.delete(server);
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    for (const port of options.ports) {
      const server = await createSoakServer({ port, databaseFile, env: options.env });
      servers.push(server);
      running.add(server);
    }
    await Promise.all(servers.map((server) => server.start({ waitUntilHealthy: false })));
    // Each process compiles the server and the group migrates one new database together: on a loaded
    // 2-core machine that has taken over a minute, so the deadline is generous (a wait on /api/health,
    // not a pause).
    await Promise.all(servers.map((server) => server.waitUntilHealthy(150_000)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { servers, databaseFile, stop };
}
