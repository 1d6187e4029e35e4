// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../entry-server";
import { hydrateIsland } from "../lib/hydrate-island";
import type { IslandDefinition, IslandProps } from "../lib/islands";
import { setupFormTests } from "../../tests/support/app/form-test-harness";

/*
 * Each public page as the server renders it, then its islands woken over
 * that HTML as the browser does (src/site.ts): every island must take its
 * markup over without a mismatch, and honour the address it was opened at.
 */

setupFormTests();

const islandModules = import.meta.glob<{ default: { island: IslandDefinition<IslandProps> } }>([
  "./*.tsx",
  "!./*.test.tsx",
]);

/** The build's files are not needed to test the markup: no styles, no preloads. */
const noBuild = {
  template: "<!--app-head--><main-root><!--app-html--></main-root>",
  manifest: {},
  readFile: () => "",
};

async function serverHtml(url: string): Promise<string> {
  // The router takes a missing document to mean "server".
  const browserDocument = document;
  vi.stubGlobal("document", undefined);
  try {
    const page = await renderPage(noBuild, { url });
    if (!("html" in page)) throw new Error(`${url} redirected to ${page.location}`);
    return page.html.replace(/^[\s\S]*<main-root>|<\/main-root>[\s\S]*$/g, "");
  } finally {
    vi.stubGlobal("document", browserDocument);
  }
}

async function openPage(serverUrl: string, browserUrl = serverUrl) {
  const container = document.createElement("div");
  container.innerHTML = await serverHtml(serverUrl);
  document.body.append(container);
  window.history.replaceState(null, "", browserUrl);
  const consoleError = vi.spyOn(console, "error");
  const islands = [...container.querySelectorAll<HTMLElement>("[data-island]")];
  for (const element of islands) await wake(element);
  return { islands, consoleError };
}

/** Hydrates one island as src/site.ts does, and waits until React has taken it over. */
async function wake(element: HTMLElement) {
  const module = await islandModules[`./${element.dataset.island}.tsx`]?.();
  if (!module) throw new Error(`no island module for ${element.dataset.island}`);
  await hydrateIsland(element, module.default.island, JSON.parse(element.dataset.props ?? "{}"));
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

describe("islands wake over the server's HTML", () => {
  it.each([
    "/",
    "/about",
    "/resources",
    "/resources/fuel-management",
    "/get-quote",
    "/fuel-card-application",
    "/client-login",
    "/external-login",
    "/admin/login",
    "/forgot-password",
    "/forgot-password?sent=1",
    "/admin/forgot-password",
    "/reset-password",
    `/reset-password?token=${"A".repeat(22)}.${"B".repeat(43)}`,
    "/reset-password?set=staff",
  ])("%s: every island takes its markup over, without a mismatch", async (url) => {
    const { islands, consoleError } = await openPage(url);
    expect(islands.length).toBeGreaterThan(0);
    await waitFor(() => expect(islands.every((element) => element.hasAttribute("data-hydrated"))).toBe(true));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("the quote form pre-fills from the address the service worker served without its query", async () => {
    const { consoleError } = await openPage("/get-quote", "/get-quote?service=fuel-card&tier=gold");
    await waitFor(() =>
      expect(screen.getByLabelText(/Services Interested In/)).toHaveValue("fuel-card-gold"),
    );
    expect(screen.getByLabelText(/Additional Comments/)).toHaveValue(
      "I'm interested in the Gold tier of the fuel card program.",
    );
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("the server renders the pre-fill itself when it gets the query", async () => {
    const { consoleError } = await openPage("/fuel-card-application?tier=silver");
    expect(screen.getByLabelText(/Fuel Card Tier/)).toHaveValue("silver");
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("the article filter follows the address, from the server or from the service worker", async () => {
    await openPage("/resources?category=Finance");
    expect(screen.getByText("Showing 2 Finance articles")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Finance (2)" })).toHaveAttribute("aria-current", "true");
    document.body.innerHTML = "";
    await openPage("/resources", "/resources?category=Compliance");
    await waitFor(() => expect(screen.getByText("Showing 1 Compliance article")).toBeInTheDocument());
  });

  it("keeps what the visitor typed before the form woke up", async () => {
    const container = document.createElement("div");
    container.innerHTML = await serverHtml("/get-quote");
    document.body.append(container);
    const company = container.querySelector<HTMLInputElement>('input[name="companyName"]')!;
    company.value = "Typed Early Freight";
    await wake(container.querySelector<HTMLElement>('[data-island="quote-form"]')!);
    // Another change re-renders the form: the early typing must survive it, in the form's own state.
    screen.getByRole("checkbox", { name: /I agree/ }).click();
    await waitFor(() => expect(screen.getByRole("checkbox", { name: /I agree/ })).toBeChecked());
    expect(screen.getByLabelText(/Company Name/)).toHaveValue("Typed Early Freight");
  });

  it("the calculators keep what the visitor typed before they woke up", async () => {
    const container = document.createElement("div");
    container.innerHTML = await serverHtml("/resources");
    document.body.append(container);
    const island = (name: string) => container.querySelector<HTMLElement>(`[data-island="${name}"]`)!;
    island("factoring-calculator").querySelector<HTMLInputElement>('input[name="invoiceAmount"]')!.value =
      "12000";
    const rate = island("rate-estimate-tool");
    rate.querySelector<HTMLInputElement>('input[name="monthlyVolume"]')!.value = "150000";
    rate.querySelector<HTMLSelectElement>('select[name="creditRating"]')!.value = "Excellent";
    rate.querySelector<HTMLInputElement>('input[name="yearsInBusiness"]')!.value = "12";
    rate.querySelector<HTMLInputElement>('input[name="advanceRate"]')!.value = "95";
    await wake(island("factoring-calculator"));
    await wake(rate);

    // Calculate works from the form's own state: the early entries must be in it.
    const calculate = (element: HTMLElement) =>
      [...element.querySelectorAll("button")].find((button) => button.textContent === "Calculate")!;
    await waitFor(() => expect(calculate(island("factoring-calculator"))).toBeEnabled());
    calculate(island("factoring-calculator")).click();
    calculate(rate).click();
    await waitFor(() => expect(island("factoring-calculator")).toHaveTextContent("$10,800.00"));
    expect(island("factoring-calculator").querySelector('input[name="invoiceAmount"]')).toHaveValue(12000);
    await waitFor(() => expect(rate).toHaveTextContent("Low Risk"));
    expect(rate).toHaveTextContent("$32,910");
    expect(rate.querySelector('select[name="creditRating"]')).toHaveValue("Excellent");
  });

  it.each([
    ["/get-quote", "/get-quote?service=fuel-card&tier=gold", "fuel-card-gold"],
    ["/fuel-card-application", "/fuel-card-application?tier=gold", "gold"],
  ])(
    "%s: what was typed before it woke survives the address's pre-fill (served by the worker as built)",
    async (serverUrl, browserUrl, preselected) => {
      const container = document.createElement("div");
      container.innerHTML = await serverHtml(serverUrl);
      document.body.append(container);
      window.history.replaceState(null, "", browserUrl);
      container.querySelector<HTMLInputElement>('input[name="companyName"]')!.value = "Typed Early Freight";
      container.querySelector<HTMLSelectElement>('select[name="businessType"]')!.value = "small-fleet";
      await wake(
        container.querySelector<HTMLElement>('form[method="post"]')!.closest<HTMLElement>("[data-island]")!,
      );
      const tier = screen.getByLabelText(/Fuel Card Tier|Services Interested In/);
      // The pre-fill shows once the form has re-rendered with the values it starts from.
      await waitFor(() => expect(tier).toHaveValue(preselected));
      expect(screen.getByLabelText(/Company Name/)).toHaveValue("Typed Early Freight");
      expect(screen.getByLabelText(/Business Type/)).toHaveValue("small-fleet");
    },
  );
});
