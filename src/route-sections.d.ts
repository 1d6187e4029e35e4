/**
 * Made by the build for the service worker from the route tree's classes
 * (scripts/route-sections-plugin.ts): first path segments such as `/admin`.
 */
declare module "virtual:route-sections" {
  /** Sections whose screens need a connection: offline, they say so. */
  export const needsConnection: readonly string[];
  /** Sections a client's phone keeps once opened with signal (the portal). */
  export const keptOnceOpened: readonly string[];
}
