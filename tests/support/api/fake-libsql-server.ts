import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

/**
 * A stand-in for a libSQL server's HTTP API (Hrana over HTTP, version 2, JSON), enough to open a
 * database on it and then make it fail as a real one can: answer an HTTP status, a Hrana error code,
 * or nothing at all. `PRAGMA foreign_keys` is answered with `foreignKeys` (as sqld answers a new
 * connection); every other request with `failure`.
 */
export type Failure =
  | { kind: "status"; status: number }
  | { kind: "code"; code: string }
  /** The request is read and never answered. */
  | { kind: "hang" };

export async function startFakeLibsqlServer(port: number, foreignKeys = 1) {
  let failure: Failure = { kind: "status", status: 503 };
  const waiting = new Set<ServerResponse>();
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    let body = "";
    for await (const chunk of request) body += String(chunk);
    const requests = (JSON.parse(body) as { requests: { type: string; stmt?: { sql?: string } }[] }).requests;
    if (requests[0]?.stmt?.sql === "PRAGMA foreign_keys") {
      const value = { type: "integer", value: String(foreignKeys) };
      const executed = { cols: [{ name: "foreign_keys" }], rows: [[value]], affected_row_count: 0 };
      return sendJson(response, 200, {
        baton: null,
        base_url: null,
        results: requests.map((each) =>
          each.type === "execute"
            ? { type: "ok", response: { type: "execute", result: { ...executed, last_insert_rowid: null } } }
            : { type: "ok", response: { type: each.type } },
        ),
      });
    }
    if (failure.kind === "hang") {
      waiting.add(response);
      return;
    }
    if (failure.kind === "status") {
      response.writeHead(failure.status, { "content-type": "text/plain", connection: "close" });
      response.end("the fake libSQL server fails on purpose");
      return;
    }
    const error = { message: `failing on purpose with ${failure.code}`, code: failure.code };
    sendJson(response, 200, {
      baton: null,
      base_url: null,
      results: requests.map(() => ({ type: "error", error })),
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    failWith(next: Failure) {
      failure = next;
    },
    /** Stops listening: from then on, connections are refused. */
    async close() {
      for (const response of waiting) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  // No keep-alive: a test's next server on the port must not meet a socket the last one closed.
  response.writeHead(status, { "content-type": "application/json", connection: "close" });
  response.end(JSON.stringify(body));
}
