import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface RoundRobinProxy {
  readonly baseUrl: string;
  /** Takes a server out of the turn, as a load balancer does once its health check fails. */
  remove(backend: string): void;
  /** Puts a server (back) into the turn. */
  add(backend: string): void;
  close(): Promise<void>;
}

/** The response header naming the server that answered a request, for tests to read. */
export const SERVED_BY = "x-served-by";

/**
 * A load balancer for tests of several servers: each request goes to the next server in turn, its
 * body and its answer streamed through (a tus chunk is neither buffered nor retried), with the
 * answering server's address in `x-served-by`. No stickiness of any kind.
 */
export async function startRoundRobinProxy(
  backends: string[],
  options: { port?: number } = {},
): Promise<RoundRobinProxy> {
  const turn = [...backends];
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const backend = turn[next++ % turn.length];
    if (!backend) {
      outgoing.writeHead(503).end();
      return;
    }
    const target = new URL(incoming.url ?? "/", backend);
    const forwarded = request(
      target,
      { method: incoming.method, headers: incoming.headers, agent: false },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY]: backend });
        answer.pipe(outgoing);
      },
    );
    forwarded.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { [SERVED_BY]: backend });
      outgoing.destroy();
    });
    // A client that goes away mid-request leaves the server's request cut, as a real proxy does.
    incoming.on("close", () => {
      if (!incoming.complete) forwarded.destroy();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    remove(backend) {
      const at = turn.indexOf(backend);
      if (at >= 0) turn.splice(at, 1);
    },
    add(backend) {
      if (!turn.includes(backend)) turn.push(backend);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
