import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mountStaticSite } from "./static-site";
import { createTestApp, type TestApp } from "./testing/harness";

/** A small build folder laid out like `vite build`'s, with the metadata a build leaves behind. */
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "tpf-dist-"));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  };
  write("index.html", "<h1>Home</h1>");
  write("404.html", "<h1>404 Page Not Found</h1>");
  write("about/index.html", "<h1>About</h1>");
  write("assets/app-1a2b.js", "console.log(1)");
  write(".vite/manifest.json", JSON.stringify({ "src/routes/admin/quotes.tsx": { file: "x.js" } }));
  write(".build-stamp", "2026-11-22T13:40:00Z");
  write("assets/.hidden.js", "secret");
  write(".well-known/security.txt", "Contact: mailto:security@example.com");
  t = await createTestApp();
  mountStaticSite(t.app, dist);
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("the static site", () => {
  test("serves pages and assets", async () => {
    expect(await (await t.request("/about")).text()).toContain("About");
    expect((await t.request("/assets/app-1a2b.js")).status).toBe(200);
  });

  test.each([
    "/.vite/manifest.json",
    "/.build-stamp",
    "/%2Evite/manifest.json",
    "/%2ebuild-stamp",
    "/about/../.vite/manifest.json",
    "/assets/.hidden.js",
    "/.vite/",
  ])("serves no dotfile or build metadata: %s is the 404 page", async (requested) => {
    const response = await t.request(requested);
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).not.toContain("src/routes");
    expect(text).not.toContain("2026-11-22");
    expect(text).not.toContain("secret");
  });

  test("still serves /.well-known/, which is meant to be public", async () => {
    const response = await t.request("/.well-known/security.txt");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Contact:");
  });
});
