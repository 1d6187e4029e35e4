// A worker thread of the page check pool starts here, in plain Node: worker threads do not inherit the
// TypeScript loader of vitest, and only inherit tsx's when the server was started with it, so the
// checks (page-check-worker.ts) are loaded through tsx's API either way.
import { tsImport } from "tsx/esm/api";

const checks = await tsImport("./page-check-worker.ts", import.meta.url);

export default checks.default;
