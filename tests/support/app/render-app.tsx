import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import { createAppRouter } from "../../../src/router";

/** Renders the whole app router at `path`, as the browser does once the route has loaded. */
export async function renderApp(path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}
