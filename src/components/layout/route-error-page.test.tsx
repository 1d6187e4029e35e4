// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RouteErrorPage } from "./route-error-page";
import { SiteShell } from "./site-shell";

/** A page under the public layout (the shell) whose loader fails, and one with no layout above it. */
function renderFailing(path: "/in-shell" | "/alone") {
  const failing = () => {
    throw new Error("the page's data could not be read");
  };
  const root = createRootRoute({ component: Outlet });
  const layout = createRoute({
    getParentRoute: () => root,
    id: "layout",
    component: () => (
      <SiteShell>
        <Outlet />
      </SiteShell>
    ),
  });
  const inShell = createRoute({ getParentRoute: () => layout, path: "/in-shell", loader: failing });
  const alone = createRoute({ getParentRoute: () => root, path: "/alone", loader: failing });
  const router = createRouter({
    routeTree: root.addChildren([layout.addChildren([inShell]), alone]),
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultErrorComponent: RouteErrorPage,
  });
  return render(<RouterProvider router={router} />);
}

describe("RouteErrorPage", () => {
  it("fills the page's own shell when a page under the layout fails: one header, one main", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = renderFailing("/in-shell");
    expect(await screen.findByText("This page could not be shown. Please try again.")).toBeInTheDocument();
    expect(container.querySelectorAll(".site")).toHaveLength(1);
    expect(container.querySelectorAll("main#main")).toHaveLength(1);
  });

  it("brings the shell itself when no layout above it rendered one", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = renderFailing("/alone");
    expect(await screen.findByText("This page could not be shown. Please try again.")).toBeInTheDocument();
    expect(container.querySelectorAll(".site")).toHaveLength(1);
    expect(container.querySelectorAll("main#main")).toHaveLength(1);
  });
});
