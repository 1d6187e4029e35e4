import { describe, expect, it } from "vitest";
import { pageHead } from "./head";

const about = {
  title: "About",
  description: "Who we are",
  path: "/es/about",
  locale: "es" as const,
  alternates: { en: "/about", es: "/es/about" },
};

const alternates = (head: ReturnType<typeof pageHead>) =>
  head.links.filter((link) => link.rel === "alternate").map((link) => [link.hrefLang, link.href]);

describe("pageHead", () => {
  it("names both editions and x-default, absolute, when the site's address is known", () => {
    const head = pageHead({ siteUrl: "https://tpf.example" }, about);
    expect(alternates(head)).toEqual([
      ["en", "https://tpf.example/about"],
      ["es", "https://tpf.example/es/about"],
      ["x-default", "https://tpf.example/about"],
    ]);
    expect(head.links).toContainEqual({ rel: "canonical", href: "https://tpf.example/es/about" });
  });

  it("names no alternate and no canonical without it, rather than relative ones", () => {
    const head = pageHead({}, about);
    expect(head.links).toEqual([]);
    expect(head.meta.some((tag) => "property" in tag && tag.property === "og:url")).toBe(false);
  });

  it("names none on a page that is not indexed", () => {
    const head = pageHead({ siteUrl: "https://tpf.example" }, { ...about, noindex: true });
    expect(head.links).toEqual([]);
  });
});
