import { createServer } from "node:net";

/** A port that was free a moment ago, on loopback only (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Whether `port` can be listened on at loopback right now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/**
 * `count` distinct ports of the range [from, to] that were free a moment ago, tried in a random
 * order so that two runs side by side rarely reach for the same one.
 */
export async function freePortsIn(count: number, from: number, to: number): Promise<number[]> {
  const candidates = Array.from({ length: to - from + 1 }, (_, index) => from + index).sort(
    () => Math.random() - 0.5,
  );
  const ports: number[] = [];
  for (const port of candidates) {
    if (ports.length === count) break;
    if (await isFree(port)) ports.push(port);
  }
  if (ports.length < count) throw new Error(`fewer than ${count} free ports between ${from} and ${to}`);
  return ports;
}
