/** A developer's route overrides in mock mode (vite.config.ts, `mockOverrides`). */
declare module "virtual:mock-overrides" {
  import type { RequestHandler } from "msw";
  export const overrides: RequestHandler[];
}
