import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allPublicPaths, publicPages } from "../support/public-pages";
import {
  builtFile,
  builtPage,
  contentinfo,
  distDir,
  headings,
  links,
  normalized,
  rawText,
  servedFile,
  shownWords,
} from "./built-site";

/*
 * The English public pages as the build wrote them: each page's own head
 * (title, description, canonical, Open Graph), its content in the HTML
 * before any script, what a phone with scripts off reads, and what crawlers
 * are told (robots.txt, sitemap.xml, the share image). The browser checks
 * that the same pages answer, hydrate and navigate (tests/e2e/public-pages.spec.ts,
 * tests/e2e/no-javascript.spec.ts).
 */

const existing = publicPages.filter((entry) => entry.path !== "/no-such-page");

describe("every public page is prerendered", () => {
  for (const { path: pagePath, h1 } of publicPages) {
    it(`${pagePath}: content in the raw HTML, own title and description`, () => {
      const raw = rawText(pagePath);
      expect(raw.status).toBe(pagePath === "/no-such-page" ? 404 : 200);
      expect(raw.text).toContain(h1);
      expect(raw.html).toMatch(/<title>[^<]*TPF[^<]*<\/title>/);
      if (pagePath !== "/no-such-page") {
        expect(raw.html).toMatch(/<meta name="description" content="[^"]{50,170}"/);
        expect(raw.html).toContain(`<meta property="og:url" content="https://tpf.test${pagePath}"`);
        expect(raw.html).toContain(`<link rel="canonical" href="https://tpf.test${pagePath}"`);
        expect(raw.html).toContain('<meta property="og:image" content="https://tpf.test/og-image.png"');
        expect(raw.html).toContain('<meta name="twitter:card" content="summary_large_image"');
        // The page's own styles are inline, so it is styled before any script runs.
        expect(raw.html.match(/<style data-href=/g)?.length ?? 0).toBeGreaterThan(1);
      }
    });
  }
});

it("every page has its own title and description", () => {
  const seen = new Map<string, string>();
  for (const { path: pagePath } of existing) {
    const { html } = rawText(pagePath);
    const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "";
    const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? "";
    for (const value of [title, description]) {
      expect(seen.get(value), `"${value}" is used by ${seen.get(value)} and ${pagePath}`).toBeUndefined();
      seen.set(value, pagePath);
    }
  }
});

it("a prerendered page holds its text before any script runs", () => {
  const { status, file } = servedFile("/resources/factoring-vs-loans");
  expect(status).toBe(200);
  const html = builtFile(file);
  expect(html).toMatch(/<h1[^>]*>Invoice Factoring vs\. Bank Loans<\/h1>/);
  expect(html).toContain("<title>Invoice Factoring vs. Bank Loans | TPF</title>");
});

it("Home: the trust strip's figures are in the raw HTML", () => {
  const { text } = rawText("/");
  for (const stat of ["8+", "IFA", "UTA", "750+"]) expect(text).toContain(stat);
});

it("Resources: the chips' counts come from the articles, in the raw HTML", () => {
  const { html } = rawText("/resources");
  for (const label of ["All (6)", "Finance (2)", "Factoring (1)", "Operations (2)", "Compliance (1)"]) {
    expect(html).toContain(label);
  }
});

it("robots.txt keeps crawlers out of the private sections and names the sitemap", () => {
  const robots = builtFile("robots.txt");
  expect(robots).toContain("Disallow: /admin");
  expect(robots).toContain("Disallow: /client-dashboard");
  expect(robots).toContain("Sitemap: https://tpf.test/sitemap.xml");
});

it("sitemap.xml names every public page and none of the private or answer pages", () => {
  const sitemap = builtFile("sitemap.xml");
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  for (const { path: pagePath } of existing) {
    expect(locations).toContain(`https://tpf.test${pagePath}`);
  }
  for (const hidden of ["/admin", "/client-dashboard", "/404", "/quote", "/needs-connection"]) {
    expect(locations.some((location) => location?.startsWith(`https://tpf.test${hidden}`))).toBe(false);
  }
});

it("the share image is 1200 × 630", () => {
  const bytes = readFileSync(path.join(distDir, "og-image.png"));
  // PNG header: width and height are big-endian at bytes 16 and 20.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
});

describe("with JavaScript off", () => {
  it("every public page opens with its content", () => {
    for (const { path: pagePath, h1 } of publicPages) {
      const heading = headings(builtPage(pagePath), 1);
      expect(heading, pagePath).toHaveLength(1);
      expect(normalized(heading[0]?.textContent), pagePath).toBe(h1);
    }
    for (const pagePath of allPublicPaths) {
      const footer = contentinfo(builtPage(pagePath));
      expect(footer, pagePath).toHaveLength(1);
      expect(shownWords(footer[0]!), pagePath).toContain("All rights reserved");
    }
  });

  it("Forgot password? leads to the page that e-mails a link", () => {
    const [forgot] = links(builtPage("/client-login"), "Forgot password?");
    expect(forgot).toBeDefined();
    const href = forgot!.getAttribute("href") ?? "";
    expect(href).toMatch(/\/forgot-password$/);
    expect(headings(builtPage(href), 1, "Reset your password")).toHaveLength(1);
  });
});
