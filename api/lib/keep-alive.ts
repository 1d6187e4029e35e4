import { Server } from "node:http";

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than the
 * idle timeout of every common proxy and load balancer (60 s), and than the pauses of any client
 * that reuses connections: the server closes the socket just as the other side sends the next
 * request on it, and that request fails with a reset ("socket hang up", a 502 at the proxy).
 * The server must be the side that waits longer, so it never closes first.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Apply the keep-alive rule above to an HTTP/1 server (an HTTP/2 server keeps its sessions by
 * other rules); the headers timeout must stay above it, as Node requires.
 */
export function outlastProxyKeepAlive(server: object) {
  if (!isHttpServer(server)) return;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}

function isHttpServer(server: object): server is Server {
  return server instanceof Server;
}
