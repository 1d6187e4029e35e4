// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../entry-server";
import { hydrateIsland } from "../lib/hydrate-island";
import type { IslandDefinition, IslandProps } from "../lib/islands";

/*
 * /es/resources as the server renders it, then its islands woken over that
 * HTML as the browser does (src/site.ts). Each island is a root of its own:
 * the page's language must reach it in its props, so that it renders the
 * same Spanish on both sides and keeps speaking Spanish once it runs.
 */

const islandModules = import.meta.glob<{ default: { island: IslandDefinition<IslandProps> } }>([
  "./*.tsx",
  "!./*.test.tsx",
]);

const noBuild = {
  template: "<!--app-head--><main-root><!--app-html--></main-root>",
  manifest: {},
  readFile: () => "",
};

async function openPage(url: string) {
  // The router takes a missing document to mean "server".
  const browserDocument = document;
  vi.stubGlobal("document", undefined);
  let html: string;
  try {
    const page = await renderPage(noBuild, { url });
    if (!("html" in page)) throw new Error(`${url} redirected to ${page.location}`);
    html = page.html.replace(/^[\s\S]*<main-root>|<\/main-root>[\s\S]*$/g, "");
  } finally {
    vi.stubGlobal("document", browserDocument);
  }
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  window.history.replaceState(null, "", url);
  const consoleError = vi.spyOn(console, "error");
  const islands = [...container.querySelectorAll<HTMLElement>("[data-island]")];
  for (const element of islands) {
    const module = await islandModules[`./${element.dataset.island}.tsx`]?.();
    if (!module) throw new Error(`no island module for ${element.dataset.island}`);
    await hydrateIsland(element, module.default.island, JSON.parse(element.dataset.props ?? "{}"));
  }
  const island = (name: string) => container.querySelector<HTMLElement>(`[data-island="${name}"]`)!;
  return { islands, island, consoleError };
}

// Hydration runs as in a browser (React's own scheduling), not inside test `act` scopes.
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

describe("/es/resources: the islands in Spanish", () => {
  it("take their Spanish markup over without a mismatch, and calculate in Spanish", async () => {
    const { islands, island, consoleError } = await openPage("/es/resources");
    const ours = ["factoring-calculator", "rate-estimate-tool", "article-library"];
    expect(ours.map((name) => JSON.parse(island(name).dataset.props ?? "{}").locale)).toEqual([
      "es",
      "es",
      "es",
    ]);
    await waitFor(() => expect(islands.every((element) => element.hasAttribute("data-hydrated"))).toBe(true));
    expect(consoleError).not.toHaveBeenCalled();

    const user = userEvent.setup();
    const calculator = within(island("factoring-calculator"));
    await waitFor(() => expect(calculator.getByRole("button", { name: "Calcular" })).toBeEnabled());
    await user.clear(calculator.getByLabelText("Monto de la factura ($)"));
    await user.type(calculator.getByLabelText("Monto de la factura ($)"), "12000");
    await user.click(calculator.getByRole("button", { name: "Calcular" }));
    await waitFor(() =>
      expect(calculator.getByRole("status")).toHaveTextContent(/^Estimado listo\. Adelanto: \$10,800\.00/),
    );

    const rate = within(island("rate-estimate-tool"));
    await user.clear(rate.getByLabelText("Adelanto deseado (%)"));
    await user.click(rate.getByRole("button", { name: "Calcular" }));
    await waitFor(() =>
      expect(rate.getByLabelText("Adelanto deseado (%)")).toHaveAccessibleDescription(
        /Ingrese un adelanto deseado entre 70 y 95%\./,
      ),
    );
  });

  it("filters the Spanish articles in place, keeping the Spanish address", async () => {
    const { island } = await openPage("/es/resources");
    const library = within(island("article-library"));
    await waitFor(() => expect(island("article-library")).toHaveAttribute("data-hydrated"));
    expect(library.getByRole("status")).toHaveTextContent("Se muestran los 6 artículos");
    await userEvent.setup().click(library.getByRole("link", { name: "Cumplimiento (1)" }));
    await waitFor(() =>
      expect(library.getByRole("status")).toHaveTextContent("Se muestra 1 artículo de Cumplimiento"),
    );
    expect(window.location.pathname + window.location.search).toBe("/es/resources?category=Compliance");
    expect(library.getByRole("link", { name: /^Leer el artículo\s*sobre Cómo entender/ })).toHaveAttribute(
      "href",
      "/es/resources/dot-compliance",
    );
    expect(screen.queryByText(/Showing|Read article/)).not.toBeInTheDocument();
  });
});
