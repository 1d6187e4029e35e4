/**
 * Starts the app (loaded by main.tsx once the page has painted): the mock
 * API in mock mode, the router with the current route's code, then
 * hydration of the prerendered HTML (or a fresh render of the shell).
 */
import { RouterProvider } from "@tanstack/react-router";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { nextTask } from "./lib/idle";
import { createAppRouter } from "./router";

async function start() {
  // Offline, the service worker answers staff and portal addresses with the
  // "needs a connection" page. It is complete as HTML; booting the app would
  // try to load that screen's code, which is not on the device.
  if (document.querySelector("[data-offline-fallback]") && location.pathname !== "/needs-connection") return;
  if (import.meta.env.MODE === "mock") {
    const { startMockWorker } = await import("../mocks/browser");
    await startMockWorker();
  }
  await nextTask();
  const router = createAppRouter();
  const hydrating = Boolean(document.getElementById("root")?.firstElementChild);
  // Mark the router as SSR-hydrated, as TanStack's own hydrate() does: it then
  // renders without the root Suspense boundary that the server never printed.
  if (hydrating) router.ssr = { manifest: undefined };
  // Load the current route's code and data first so the first client render
  // matches the prerendered HTML exactly.
  await router.load();
  // A new task for hydration: the route's code and the router's work above stay a task of their own.
  await nextTask();
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from index.html");
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // Hydration as a transition: React does it in slices of a few milliseconds and
  // lets the browser handle input in between, instead of one long task.
  if (hydrating) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
