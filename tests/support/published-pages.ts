import { readFileSync } from "node:fs";
import { basePath, localeOfPath } from "../../api/contract/words";

/*
 * The pages the site publishes, as the fixture of published addresses lists them
 * (tests/fixtures/published-site.json, which the build is held to by
 * tests/dist/published-site.test.ts): the browser tests and the checks of the
 * built HTML visit the same pages, and can list them before any build exists.
 */

const published = JSON.parse(
  readFileSync(new URL("../fixtures/published-site.json", import.meta.url), "utf8"),
) as { prerendered: string[] };

/** Every page published in Spanish, by its English path: the whole public site, its forms and sign-in. */
export const spanishEditionPaths: readonly string[] = published.prerendered
  .filter((path) => localeOfPath(path) === "es" && basePath(path) !== "/404")
  .map(basePath);
