/**
 * The signed-in screens (client portal, invoices, staff area) are an app
 * the browser renders itself: `app.html` loads this. Public pages never do;
 * they are HTML with islands (src/site.ts). See docs/decisions/0004-islands.md.
 */
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createAppRouter } from "./router";

async function start() {
  if (import.meta.env.MODE === "mock") {
    const { startMockWorker } = await import("../mocks/browser");
    await startMockWorker();
  }
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from app.html");
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );
}

void start();
