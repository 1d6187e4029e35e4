import type { Plugin } from "vite";
import { routeSections } from "../api/contract/built-pages.ts";
import { loadServerEntry } from "./offline-files.ts";

const ID = "virtual:route-sections";

/**
 * `virtual:route-sections` for the service worker's build: the sections
 * (`/admin`, `/invoices`) whose screens need a connection and those a
 * client's phone keeps once opened, made from the route tree's classes
 * by the build's server entry (docs/decisions/0050-route-classes.md).
 */
export function routeSectionsModule(serverDir: string): Plugin {
  return {
    name: "tpf:route-sections",
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    async load(id) {
      if (id !== `\0${ID}`) return undefined;
      const routes = (await loadServerEntry(serverDir)).routeTable();
      const needsConnection = routeSections(routes, (facts) => facts.needsConnection);
      const keptOnceOpened = routeSections(routes, (facts) => facts.keptOnceOpened);
      return [
        `export const needsConnection = ${JSON.stringify(needsConnection)};`,
        `export const keptOnceOpened = ${JSON.stringify(keptOnceOpened)};`,
      ].join("\n");
    },
  };
}
