import { createServer, request, Agent } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { KEEP_ALIVE_TIMEOUT_MS, outlastProxyKeepAlive } from "./keep-alive";

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

function get(port: number, agent: Agent) {
  return new Promise<{ keepAlive: string | undefined }>((resolve, reject) => {
    const req = request({ port, host: "127.0.0.1", path: "/", agent }, (res) => {
      res.resume();
      res.on("end", () => resolve({ keepAlive: res.headers["keep-alive"] as string | undefined }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("outlastProxyKeepAlive", () => {
  it("keeps idle connections longer than a 60-second proxy, and headers longer still", () => {
    const server = createServer();
    outlastProxyKeepAlive(server);
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  it("tells clients the idle time it keeps, so they do not reuse a socket it is closing", async () => {
    const server = createServer((_req, res) => res.end("ok"));
    servers.push(server);
    outlastProxyKeepAlive(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true });
    const first = await get(port, agent);
    expect(first.keepAlive).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    agent.destroy();
  });
});
