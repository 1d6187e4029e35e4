/**
 * The flags every Chromium of the tests and the bench starts with: no sandbox (containers), no
 * GPU, and none of the browser's own background work (updates, sync, QUIC probes, first-run
 * pages), which would spend the shared cores on nothing a test or a figure looks at.
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
