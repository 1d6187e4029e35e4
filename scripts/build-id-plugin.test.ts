import type { HtmlTagDescriptor, IndexHtmlTransformHook } from "vite";
import { describe, expect, it } from "vitest";
import { buildIdentity } from "./build-id-plugin.ts";

/** The tags the plugin adds to a page, as Vite asks for them. */
function tagsFor(buildId: string | undefined): HtmlTagDescriptor[] {
  const plugin = buildIdentity(buildId);
  if (!plugin) return [];
  const hook = plugin.transformIndexHtml as IndexHtmlTransformHook;
  return hook.call(undefined as never, "<html></html>", {
    path: "/index.html",
    filename: "index.html",
  }) as HtmlTagDescriptor[];
}

describe("buildIdentity", () => {
  it("names the build in a meta tag of every page", () => {
    expect(tagsFor(" 2026-11-24.1+5fc374f ")).toEqual([
      { tag: "meta", attrs: { name: "build-id", content: "2026-11-24.1+5fc374f" }, injectTo: "head" },
    ]);
  });

  it("adds nothing when BUILD_ID is unset or blank", () => {
    expect(buildIdentity(undefined)).toBe(false);
    expect(buildIdentity("  ")).toBe(false);
  });

  it("stops the build, naming BUILD_ID, for a value that would need escaping or is too long", () => {
    expect(() => buildIdentity('1"><script>alert(1)</script>')).toThrow(/BUILD_ID/);
    expect(() => buildIdentity("a b")).toThrow(/BUILD_ID/);
    expect(() => buildIdentity("x".repeat(65))).toThrow(/BUILD_ID/);
  });
});
