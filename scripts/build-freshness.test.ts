import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildInputs, isBuildStale } from "./build-freshness";

const repo = path.resolve(import.meta.dirname, "..");

describe("the build's inputs (what npm start watches)", () => {
  const inputs = buildInputs(repo);

  it("include every file of the shared contract the browser validates with", () => {
    const contract = readdirSync(path.join(repo, "api/contract"))
      .filter((file) => !file.endsWith(".test.ts"))
      .map((file) => `api/contract/${file}`);
    expect(contract).toContain("api/contract/quote.ts");
    expect(inputs).toEqual(expect.arrayContaining(contract));
  });

  it("include the pages, the build plugins and their helpers", () => {
    expect(inputs).toContain("src/site.ts");
    expect(inputs).toContain("src/app.tsx");
    expect(inputs).toContain("src/sw.ts");
    expect(inputs).toContain("index.html");
    expect(inputs).toContain("app.html");
    // The server renders pages with what the build bundles: the form-post adapter is not part of it.
    expect(inputs).toContain("api/pages/page-renderer.ts");
    expect(inputs).toContain("scripts/prerender-plugin.ts");
    expect(inputs).toContain("scripts/offline-files.ts");
    expect(inputs).toContain("scripts/precompress-plugin.ts");
  });

  it("leave out server-only code and the mocks, which no production bundle holds", () => {
    expect(inputs).not.toContain("api/routes/quotes.ts");
    expect(inputs).not.toContain("api/server.ts");
    expect(inputs.some((file) => file.startsWith("mocks/"))).toBe(false);
  });
});

describe("isBuildStale", () => {
  let root = "";
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A small project: a page that validates with a contract outside src/. */
  function project() {
    root = mkdtempSync(path.join(tmpdir(), "tpf-freshness-"));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write("index.html", '<script type="module" src="/src/main.tsx"></script>');
    write("src/main.tsx", 'import { QuoteInput } from "../api/contract/quote";\nconsole.info(QuoteInput);\n');
    write(
      "api/contract/quote.ts",
      'import { email } from "./fields";\nexport const QuoteInput = { email };\n',
    );
    write("api/contract/fields.ts", 'export const email = "e-mail";\n');
    write(
      "api/routes/quotes.ts",
      'import { QuoteInput } from "../contract/quote";\nexport default QuoteInput;\n',
    );
    write("dist-ssr/build-stamp", "built");
    const past = new Date(Date.now() - 60_000);
    for (const file of [
      "index.html",
      "src/main.tsx",
      "api/contract/quote.ts",
      "api/contract/fields.ts",
      "api/routes/quotes.ts",
    ])
      utimesSync(path.join(root, file), past, past);
    return {
      stamp: path.join(root, "dist-ssr/build-stamp"),
      touch: (file: string) => utimesSync(path.join(root, file), new Date(), new Date()),
    };
  }

  it("is fresh when nothing changed since the build", () => {
    const { stamp } = project();
    expect(isBuildStale(root, stamp)).toBe(false);
  });

  it("is stale after a change to a contract the page imports, however deep", () => {
    const { stamp, touch } = project();
    utimesSync(stamp, new Date(Date.now() - 30_000), new Date(Date.now() - 30_000));
    touch("api/contract/fields.ts");
    expect(isBuildStale(root, stamp)).toBe(true);
  });

  it("is stale after a change anywhere in the contract, even where no import leads", () => {
    const { stamp } = project();
    utimesSync(stamp, new Date(Date.now() - 30_000), new Date(Date.now() - 30_000));
    mkdirSync(path.join(root, "api/contract"), { recursive: true });
    writeFileSync(path.join(root, "api/contract/invoice.ts"), "export const InvoiceInput = {};\n");
    expect(isBuildStale(root, stamp)).toBe(true);
  });

  it("stays fresh after a change to server-only code", () => {
    const { stamp, touch } = project();
    utimesSync(stamp, new Date(Date.now() - 30_000), new Date(Date.now() - 30_000));
    touch("api/routes/quotes.ts");
    expect(isBuildStale(root, stamp)).toBe(false);
  });

  it("is stale when there is no build", () => {
    const { stamp } = project();
    rmSync(stamp);
    expect(isBuildStale(root, stamp)).toBe(true);
  });
});
