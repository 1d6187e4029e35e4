/**
 * The signed-in screens (client portal, invoices, staff area) are an app
 * the browser renders itself: `app.html` loads this. Public pages never do;
 * they are HTML with islands (src/site.ts). See docs/decisions/0004-islands.md.
 */
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { isRequestFailure } from "./lib/api";
import { createAppRouter } from "./router";

async function start() {
  if (import.meta.env.MODE === "mock") {
    const { startMockWorker } = await import("../mocks/browser");
    await startMockWorker();
  }
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from app.html");
  createRoot(container, {
    // A failed request caught by a screen's error state (a route's errorComponent, a portal screen's
    // server section) is that screen's designed answer, not a fault: only other errors are reported.
    onCaughtError: (error, info) => {
      if (!isRequestFailure(error)) console.error(error, info.componentStack);
    },
  }).render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );
}

void start();
