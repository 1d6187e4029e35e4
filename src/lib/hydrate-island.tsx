import { startTransition, StrictMode, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandIdPrefix, type IslandDefinition, type IslandProps } from "./islands";

/** One task per island: the browser can handle a tap between two of them. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Renders nothing of its own; its effect runs once React has committed the hydrated island. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * Hydrates one island's prerendered markup and resolves once React has
 * taken it over (the wrapper then carries `data-hydrated`). A mismatch is
 * reported on the console (the end-to-end tests fail on console errors)
 * and React renders the island afresh.
 */
export async function hydrateIsland(
  element: HTMLElement,
  { name, Component }: IslandDefinition<IslandProps>,
  props: IslandProps,
): Promise<void> {
  await nextTask();
  await new Promise<void>((resolve) => {
    const onHydrated = () => {
      element.dataset.hydrated = "";
      resolve();
    };
    // In a transition React hydrates in slices of a few milliseconds, yielding to the browser between
    // them, instead of in one long task; a tap meanwhile makes React finish at once, then handle it.
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <Hydrated onHydrated={onHydrated}>
            <Component {...props} />
          </Hydrated>
        </StrictMode>,
        {
          identifierPrefix: islandIdPrefix(name),
          onRecoverableError: (error) => console.error(`Island "${name}" did not match its HTML:`, error),
        },
      );
    });
  });
}
