import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/*
 * "Lint keeps the layers" (README.md): each boundary linted with the real
 * eslint.config.js, on a sample file at a real place in the repository whose
 * imports resolve to real modules.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map(({ ruleId, severity }) => ({ ruleId, severity }));
}

const ERROR = 2;

describe("lint keeps the layers", () => {
  it.each([
    ["a feature imports a route", "src/features/team/probe.ts", 'import "../../routes/quote";'],
    [
      "a feature imports another feature",
      "src/features/team/probe.ts",
      'import "../requests/quote/quote-form";',
    ],
    [
      "a feature's subfolder imports another feature",
      "src/features/invoices/staff/probe.ts",
      'import "../../admin/dashboard/queries";',
    ],
    [
      "a feature imports another feature on demand",
      "src/features/team/probe.ts",
      'export const load = () => import("../invoices/queries");',
    ],
    ["a component imports a route", "src/components/ui/probe.ts", 'import "../../routes/quote";'],
    ["content imports a route", "src/content/probe.ts", 'import "../routes/quote";'],
    ["a component imports a feature", "src/components/ui/probe.ts", 'import "../../features/team/queries";'],
    [
      "a component imports a feature on demand",
      "src/components/ui/probe.ts",
      'export const load = () => import("../../features/team/queries");',
    ],
    ["lib imports a feature", "src/lib/probe.ts", 'import "../features/team/queries";'],
    ["lib imports a component", "src/lib/probe.ts", 'import "../components/ui/button";'],
    ["content imports lib", "src/content/probe.ts", 'import "../lib/lazy";'],
    ["content imports the database", "src/content/probe.ts", 'import "../../api/db/seed";'],
    ["the build imports the app", "scripts/probe.ts", 'import "../src/router";'],
    ["the build imports the database", "scripts/probe.ts", 'import "../api/db/seed";'],
  ])("%s: import-x/no-restricted-paths", async (_case, file, code) => {
    expect(await problems(file, code)).toContainEqual({
      ruleId: "import-x/no-restricted-paths",
      severity: ERROR,
    });
  });

  it.each([
    [
      "an island imports the router",
      "src/islands/probe.tsx",
      'import { Link } from "@tanstack/react-router";',
    ],
    ["browser code imports the server", "src/lib/probe.ts", 'import "../../api/db/seed";'],
    ["api/lib imports api/db", "api/lib/probe.ts", 'import "../db/seed";'],
    ["an API test imports scripts/", "api/probe.test.ts", 'import "../scripts/site-url";'],
    ["a contract imports more than valibot", "api/contract/probe.ts", 'import "../lib/html";'],
  ])("%s: no-restricted-imports", async (_case, file, code) => {
    expect(await problems(file, code)).toContainEqual({ ruleId: "no-restricted-imports", severity: ERROR });
  });

  it.each([
    ["src/features/team/probe.ts", 'export const f = (locale: string) => (locale === "es" ? 1 : 2);'],
    ["api/lib/probe.ts", 'export const f = (locale: string) => "es" !== locale;'],
  ])("a branch on Spanish in %s: no-restricted-syntax", async (file, code) => {
    expect(await problems(file, code)).toContainEqual({ ruleId: "no-restricted-syntax", severity: ERROR });
  });

  it("a rule on the base language: allowed", async () => {
    const code = [
      'import { BASE_LOCALE, type Locale } from "../../../api/contract/words";',
      "export const f = (locale: Locale) => locale === BASE_LOCALE;",
    ].join("\n");
    expect(await problems("src/features/team/probe.ts", code)).toEqual([]);
  });

  it("a feature's folders import each other: allowed", async () => {
    const code = ['import "../form/request-form";', 'import "../outbox/outbox";'].join("\n");
    expect(await problems("src/features/requests/quote/probe.tsx", code)).toEqual([]);
  });

  it("an import cycle: import-x/no-cycle", async () => {
    // hydrate-island.tsx imports islands.tsx; islands.tsx importing it back closes a cycle.
    const code = 'import { hydrateIsland } from "./hydrate-island";\nexport const wake = hydrateIsland;';
    expect(await problems("src/lib/islands.tsx", code)).toContainEqual({
      ruleId: "import-x/no-cycle",
      severity: ERROR,
    });
  });

  it("the allowed direction passes: a route imports a feature, a component and lib", async () => {
    const code = [
      'import "../features/team/queries";',
      'import "../components/ui/button";',
      'import "../lib/lazy";',
      'import "../content/company";',
    ].join("\n");
    expect(await problems("src/routes/probe.tsx", code)).toEqual([]);
  });
});
