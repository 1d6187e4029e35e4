import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import type { Limits } from "./rate-limits";
import { errorJson, TOO_LARGE } from "./errors";

/**
 * Caps a route's body at what it needs (`Limits`, docs/decisions/0014-limits.md),
 * inside the app-wide cap: 413 "The request is too large." beyond it. Hono's
 * bodyLimit stops reading once the cap is passed.
 */
export const limitBody = (size: keyof Pick<Limits, "signInBodyBytes" | "statusBodyBytes">) =>
  createMiddleware<AppEnv>((c, next) =>
    bodyLimit({
      maxSize: c.get("deps").limits[size],
      onError: (limited) => errorJson(limited, 413, TOO_LARGE),
    })(c, next),
  );
