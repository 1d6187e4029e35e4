// @vitest-environment jsdom
import { RouterProvider } from "@tanstack/react-router";
import { act, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render as renderOnServer } from "../../entry-server";
import { createAppRouter } from "../../router";
import { setupFormTests } from "../outbox/testing/form-test-harness";

setupFormTests();

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

/**
 * The prerendered page has no query string; the browser opens it with one.
 * Hydration must not notice, and the pre-fill appears afterwards.
 */
async function hydrate(path: string, url: string) {
  // Render as the prerenderer does: the router takes a missing document to mean "server".
  const browserDocument = document;
  vi.stubGlobal("document", undefined);
  const { html } = await renderOnServer(path).finally(() => vi.stubGlobal("document", browserDocument));
  const container = document.createElement("div");
  container.id = "root";
  container.innerHTML = html;
  document.body.append(container);
  window.history.replaceState(null, "", url);

  const recoverable: unknown[] = [];
  const consoleError = vi.spyOn(console, "error");
  const router = createAppRouter();
  router.ssr = { manifest: undefined };
  await router.load();
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return { recoverable, consoleError };
}

describe("forms hydrate over the prerendered page", () => {
  it("/get-quote?service=fuel-card&tier=gold", async () => {
    const { recoverable, consoleError } = await hydrate(
      "/get-quote",
      "/get-quote?service=fuel-card&tier=gold",
    );
    await waitFor(() =>
      expect(screen.getByLabelText(/Services Interested In/)).toHaveValue("fuel-card-gold"),
    );
    expect(screen.getByLabelText(/Additional Comments/)).toHaveValue(
      "I'm interested in the Gold tier of the fuel card program.",
    );
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("/fuel-card-application?tier=silver", async () => {
    const { recoverable, consoleError } = await hydrate(
      "/fuel-card-application",
      "/fuel-card-application?tier=silver",
    );
    await waitFor(() => expect(screen.getByLabelText(/Fuel Card Tier/)).toHaveValue("silver"));
    expect(screen.getByLabelText(/Additional Comments/)).toHaveValue(
      "I'm interested in the Silver tier of the fuel card program.",
    );
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
