import { describe, expect, it } from "vitest";
import { editionHead, pageHead } from "./head";

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

describe("editionHead", () => {
  const context = { siteUrl: "https://tpf.example" };
  const words = { title: "Acerca de TPF", description: "Quiénes somos" };

  it("names the page's own address and its address in every language, from its route match", () => {
    const head = editionHead({ context: { ...context, locale: "es" }, pathname: "/es/about/" }, words);
    expect(head.links).toContainEqual({ rel: "canonical", href: "https://tpf.example/es/about" });
    expect(alternates(head)).toEqual([
      ["en", "https://tpf.example/about"],
      ["es", "https://tpf.example/es/about"],
      ["x-default", "https://tpf.example/about"],
    ]);
    expect(head.meta).toContainEqual({ property: "og:locale", content: "es_US" });
  });

  it("gives the home page its addresses without a trailing slash", () => {
    const head = editionHead({ context: { ...context, locale: "es" }, pathname: "/es/" }, words);
    expect(head.links).toContainEqual({ rel: "canonical", href: "https://tpf.example/es" });
    expect(alternates(head)[0]).toEqual(["en", "https://tpf.example/"]);
  });
});
