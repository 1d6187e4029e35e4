/**
 * The client portal on the phone, for the cab without signal
 * (docs/decisions/0030-invoice-screens-offline.md). The precache holds the
 * public site for every visitor; the portal's shell and code are kept only
 * on the phones of clients who opened it, by the portal itself, in two
 * caches the service worker answers from.
 */

/** The app's HTML (app.html), under one key: every portal address is answered with it. */
export const PORTAL_SHELL_CACHE = "tpf-app-shell";
export const PORTAL_SHELL_KEY = "/app-shell";
/** The portal's scripts, styles and scan worker (hashed names: a file never changes). */
export const PORTAL_CODE_CACHE = "tpf-app-code";

/** The build's list of those files (scripts/offline-files.ts writes it). */
const FILE_LIST = "/portal-files.json";

/**
 * Brings the kept copy up to the running build: the files it lacks, then
 * the shell that loads them, then away with files of older builds. Each
 * step leaves a working copy behind if the signal drops, since the shell
 * is replaced only once all its files are in. Called by the portal once it
 * is open, in the background; a failure only means the copy waits for the
 * next visit.
 */
export async function keepPortalForOffline(): Promise<void> {
  if (typeof caches === "undefined") return;
  const list = await fetch(FILE_LIST, { cache: "no-cache" });
  if (!list.ok) return;
  const { files } = (await list.json()) as { files?: unknown };
  if (
    !Array.isArray(files) ||
    !files.every((file) => typeof file === "string" && file.startsWith("/assets/"))
  )
    return;
  const wanted = new Set(files.map((file: string) => new URL(file, location.origin).href));

  const code = await caches.open(PORTAL_CODE_CACHE);
  const held = new Set((await code.keys()).map((request) => request.url));
  await code.addAll([...wanted].filter((url) => !held.has(url)));

  const shell = await fetch("/app.html", { cache: "no-cache" });
  if (!shell.ok || !shell.headers.get("content-type")?.includes("text/html")) return;
  await (await caches.open(PORTAL_SHELL_CACHE)).put(PORTAL_SHELL_KEY, shell);

  for (const request of await code.keys()) if (!wanted.has(request.url)) await code.delete(request);
}
