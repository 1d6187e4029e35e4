import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
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
  const router = createAppRouter();
  const hydrating = Boolean(document.getElementById("root")?.firstElementChild);
  // Mark the router as SSR-hydrated, as TanStack's own hydrate() does: it then
  // renders without the root Suspense boundary that the server never printed.
  if (hydrating) router.ssr = { manifest: undefined };
  // Load the current route's code and data first so the first client render
  // matches the prerendered HTML exactly.
  await router.load();
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from index.html");
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (hydrating) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
