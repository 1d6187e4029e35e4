/**
 * Switches for building loading and error states against the mocks:
 *
 * - `mock-delay=<ms>`: every API answer waits that long (at most 60 s).
 * - `mock-fail=<status>`: every API call answers that status (400-599) with
 *   an `{ error }` body; `mock-fail=network` fails like a dropped connection.
 *   Add `@<path prefix>` to limit it: `mock-fail=500@/api/quotes`.
 *
 * Read on every request from the page URL's query (`?mock-delay=1500`) or,
 * to keep them across navigation, from localStorage keys `tpf:mock-delay`
 * and `tpf:mock-fail`. The URL wins.
 */
export interface MockControls {
  delayMs: number;
  fail?: { status: number | "network"; pathPrefix: string };
}

const MAX_DELAY_MS = 60_000;

export function parseMockControls(values: { delay?: string | null; fail?: string | null }): MockControls {
  const delay = Number(values.delay);
  const controls: MockControls = {
    delayMs: Number.isFinite(delay) && delay > 0 ? Math.min(delay, MAX_DELAY_MS) : 0,
  };
  const match = /^(network|[45]\d\d)(?:@(\/\S*))?$/.exec(values.fail?.trim() ?? "");
  if (match) {
    controls.fail = {
      status: match[1] === "network" ? "network" : Number(match[1]),
      pathPrefix: match[2] ?? "/api/",
    };
  }
  return controls;
}

/** The controls set in this page's URL or localStorage. */
export function readBrowserControls(): MockControls {
  const query = new URLSearchParams(globalThis.location?.search ?? "");
  const stored = (key: string) => {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  return parseMockControls({
    delay: query.get("mock-delay") ?? stored("tpf:mock-delay"),
    fail: query.get("mock-fail") ?? stored("tpf:mock-fail"),
  });
}
