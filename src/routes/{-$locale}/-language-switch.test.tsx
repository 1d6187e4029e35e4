// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApiForTests } from "../../../tests/support/app/mock-api";
import { renderApp } from "../../../tests/support/app/render-app";

/*
 * The language switch as the app renders it from the one route tree: on every page of the public
 * site it leads to the same page in the other language; where the tree found no page, and on pages
 * published in one language only, there is none.
 */
mockApiForTests();

/** The switch's links (the header's and the menu drawer's), by their addresses. */
const switchLinks = (name: string) =>
  screen.queryAllByRole("link", { name }).map((link) => link.getAttribute("href"));

describe("the language switch", () => {
  it.each([
    ["/about", "Español", "/es/about"],
    ["/es/about", "English", "/about"],
    ["/resources/dot-compliance", "Español", "/es/resources/dot-compliance"],
    ["/es/get-quote/sent", "English", "/get-quote/sent"],
    ["/client-login", "Español", "/es/client-login"],
    ["/", "Español", "/es"],
    // The English home names English itself, so the server remembers the choice (decision 0170).
    ["/es", "English", "/?lang=en"],
  ])("on %s leads to the same page in the other language", async (path, name, other) => {
    await renderApp(path);
    await screen.findAllByRole("main");
    const links = switchLinks(name);
    expect(links.length).toBeGreaterThan(0);
    expect(new Set(links)).toEqual(new Set([other]));
  });

  it.each(["/es/resources/no-such-article", "/no-such-page", "/external-login"])(
    "is not offered on %s, which has no page in another language",
    async (path) => {
      await renderApp(path);
      await screen.findAllByRole("main");
      expect(switchLinks("English")).toEqual([]);
      expect(switchLinks("Español")).toEqual([]);
    },
  );
});
