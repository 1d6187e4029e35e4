// `npm run build:e2e`: the builds the browser tests serve, made ahead of the run (npm test makes
// them beside the other checks, then runs the browser suites with E2E_SKIP_BUILD).
import { ensureBuilds } from "./e2e-build";

delete process.env.E2E_SKIP_BUILD;
ensureBuilds();
