import { ensureBuilds } from "./e2e-build";

/** Before any worker starts: the two production builds every worker serves a copy of. */
export default function globalSetup(): void {
  ensureBuilds();
}
