import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { JSDOM, VirtualConsole } from "jsdom";
import type { AxeResults, RunOptions } from "axe-core";
import { describe, expect, it } from "vitest";
import { builtFile, prerenderedPaths, servedFile } from "./built-site";

/*
 * Axe against WCAG 2.1 AA on every page the build prerendered, in both editions, as the server
 * sends it, read without a browser (docs/testing.md, "Which layer checks what"): names, labels,
 * roles, landmarks, headings, lists, languages, ids, link and image text. What needs the page drawn
 * (colour contrast, text over images, layouts at each width, states reached by clicking) is checked
 * by axe in the browser on one page of each template (tests/e2e/public-a11y.spec.ts,
 * tests/e2e/spanish.spec.ts): every page of a template shares its styles.
 */

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const options: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
  // Needs computed colours and a drawn page, which jsdom has not: the browser's checks make it.
  rules: { "color-contrast": { enabled: false } },
  resultTypes: ["violations"],
};

// jsdom says "Not implemented" for a canvas axe probes for icon fonts; nothing else is expected.
const quiet = new VirtualConsole();
quiet.on("jsdomError", (error) => {
  if (!error.message.startsWith("Not implemented")) throw error;
});

async function violations(pagePath: string, html = builtFile(servedFile(pagePath).file)) {
  const dom = new JSDOM(html, {
    url: `http://localhost${pagePath}`,
    runScripts: "outside-only",
    pretendToBeVisual: true,
    virtualConsole: quiet,
  });
  try {
    dom.window.eval(axeSource);
    const axe = (dom.window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
    const results = await axe.run(dom.window.document, options);
    return results.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
    }));
  } finally {
    dom.window.close();
  }
}

it("finds what it is for: an image without a text and a field without a label", async () => {
  const found = await violations(
    "/broken",
    '<!doctype html><html lang="en"><head><title>Broken</title></head><body><main><h1>Broken</h1>' +
      '<img src="/truck.png"><input type="text"></main></body></html>',
  );
  expect(found.map((violation) => violation.id)).toEqual(expect.arrayContaining(["image-alt", "label"]));
});

describe("every prerendered page, as the server sends it", () => {
  const paths = prerenderedPaths();
  it("includes both editions' pages", () => {
    expect(paths).toEqual(
      expect.arrayContaining(["/", "/es", "/resources/dot-compliance", "/es/get-quote/sent"]),
    );
  });
  for (const pagePath of paths) {
    it(`${pagePath}: no WCAG 2.1 AA violation axe finds in the markup`, async () => {
      expect(await violations(pagePath)).toEqual([]);
    });
  }
});
